from enum import StrEnum


class DiddlyRevealCommandType(StrEnum):
    REVEAL = "reveal"

    def __str__(self) -> str:
        return str(self.value)
