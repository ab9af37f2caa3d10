from enum import StrEnum


class QuiddlerDeckReshuffledEventType(StrEnum):
    DECKRESHUFFLED = "DeckReshuffled"

    def __str__(self) -> str:
        return str(self.value)
