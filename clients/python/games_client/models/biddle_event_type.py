from enum import StrEnum


class BiddleEventType(StrEnum):
    BIDCALLED = "BidCalled"
    BIDDERDROPPED = "BidderDropped"
    BIDDINGENDED = "BiddingEnded"
    BIDPLACED = "BidPlaced"
    DECKSHUFFLED = "DeckShuffled"
    DICEROLLED = "DiceRolled"
    GAMEENDED = "GameEnded"
    ROUNDENDED = "RoundEnded"
    ROUNDSTARTED = "RoundStarted"

    def __str__(self) -> str:
        return str(self.value)
