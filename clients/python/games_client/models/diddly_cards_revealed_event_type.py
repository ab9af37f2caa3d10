from enum import StrEnum


class DiddlyCardsRevealedEventType(StrEnum):
    CARDSREVEALED = "CardsRevealed"

    def __str__(self) -> str:
        return str(self.value)
