from enum import StrEnum


class DiddlyCardDrawnEventType(StrEnum):
    CARDDRAWN = "CardDrawn"

    def __str__(self) -> str:
        return str(self.value)
