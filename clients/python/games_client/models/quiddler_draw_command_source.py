from enum import StrEnum


class QuiddlerDrawCommandSource(StrEnum):
    DECK = "deck"
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
