from enum import StrEnum


class ResignCommandType(StrEnum):
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
