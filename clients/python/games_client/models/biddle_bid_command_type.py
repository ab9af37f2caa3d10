from enum import StrEnum


class BiddleBidCommandType(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)
