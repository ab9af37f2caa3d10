from enum import StrEnum


class DiddlyCardDrawnDataSource(StrEnum):
    DECK = "deck"
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
