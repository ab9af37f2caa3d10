from enum import StrEnum


class QuiddlerDrawCommandType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
