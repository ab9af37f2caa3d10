from enum import StrEnum


class GameResultReason(StrEnum):
    ABORT = "abort"
    DRAW = "draw"
    NORMAL = "normal"
    RESIGN = "resign"
    STAFF = "staff"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
