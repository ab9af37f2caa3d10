from enum import StrEnum


class BiddleBidderDroppedEventType(StrEnum):
    BIDDERDROPPED = "BidderDropped"

    def __str__(self) -> str:
        return str(self.value)
