from enum import StrEnum


class DiddlyCardsSwappedEventType(StrEnum):
    CARDSSWAPPED = "CardsSwapped"

    def __str__(self) -> str:
        return str(self.value)
