from enum import StrEnum


class DiddlyEventType(StrEnum):
    BOARDCOMPLETED = "BoardCompleted"
    CARDDRAWN = "CardDrawn"
    CARDPEEKED = "CardPeeked"
    CARDPLACED = "CardPlaced"
    CARDRECYCLED = "CardRecycled"
    CARDSREVEALED = "CardsRevealed"
    CARDSSWAPPED = "CardsSwapped"
    DECKRESHUFFLED = "DeckReshuffled"
    GAMEENDED = "GameEnded"
    GAMESTARTED = "GameStarted"
    PLAYSTARTED = "PlayStarted"
    POWERSKIPPED = "PowerSkipped"
    ROUNDDEALT = "RoundDealt"
    ROUNDENDED = "RoundEnded"
    TURNPASSED = "TurnPassed"

    def __str__(self) -> str:
        return str(self.value)
