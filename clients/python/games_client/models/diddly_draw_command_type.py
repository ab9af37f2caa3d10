from enum import StrEnum


class DiddlyDrawCommandType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
