from enum import StrEnum


class AcceptDrawCommandType(StrEnum):
    ACCEPT_DRAW = "accept_draw"

    def __str__(self) -> str:
        return str(self.value)
