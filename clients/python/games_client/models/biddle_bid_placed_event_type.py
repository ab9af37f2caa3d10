from enum import StrEnum


class BiddleBidPlacedEventType(StrEnum):
    BIDPLACED = "BidPlaced"

    def __str__(self) -> str:
        return str(self.value)
