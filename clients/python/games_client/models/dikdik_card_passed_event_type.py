from enum import StrEnum


class DikdikCardPassedEventType(StrEnum):
    CARDPASSED = "CardPassed"

    def __str__(self) -> str:
        return str(self.value)
