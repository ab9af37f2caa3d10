from enum import StrEnum


class BiddleDeckShuffledEventType(StrEnum):
    DECKSHUFFLED = "DeckShuffled"

    def __str__(self) -> str:
        return str(self.value)
