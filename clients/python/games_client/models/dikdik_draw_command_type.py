from enum import StrEnum


class DikdikDrawCommandType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
