from enum import StrEnum


class QuiddlerDiscardCommandType(StrEnum):
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
