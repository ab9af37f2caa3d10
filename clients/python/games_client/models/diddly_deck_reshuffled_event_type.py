from enum import StrEnum


class DiddlyDeckReshuffledEventType(StrEnum):
    DECKRESHUFFLED = "DeckReshuffled"

    def __str__(self) -> str:
        return str(self.value)
