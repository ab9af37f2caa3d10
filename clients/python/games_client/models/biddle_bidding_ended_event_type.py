from enum import StrEnum


class BiddleBiddingEndedEventType(StrEnum):
    BIDDINGENDED = "BiddingEnded"

    def __str__(self) -> str:
        return str(self.value)
