from enum import StrEnum


class BiddleBidCalledEventType(StrEnum):
    BIDCALLED = "BidCalled"

    def __str__(self) -> str:
        return str(self.value)
