from enum import StrEnum


class DiddlyCardRecycledEventType(StrEnum):
    CARDRECYCLED = "CardRecycled"

    def __str__(self) -> str:
        return str(self.value)
