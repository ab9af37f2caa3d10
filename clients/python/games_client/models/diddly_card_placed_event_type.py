from enum import StrEnum


class DiddlyCardPlacedEventType(StrEnum):
    CARDPLACED = "CardPlaced"

    def __str__(self) -> str:
        return str(self.value)
