from enum import StrEnum


class DidiDotterCardsTurnedEventType(StrEnum):
    CARDSTURNED = "CardsTurned"

    def __str__(self) -> str:
        return str(self.value)
