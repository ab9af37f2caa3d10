from enum import StrEnum


class BiddleBiddingHintPhase(StrEnum):
    BIDDING = "bidding"

    def __str__(self) -> str:
        return str(self.value)
