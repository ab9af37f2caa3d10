from enum import StrEnum


class QuiddlerCardDrawnEventType(StrEnum):
    CARDDRAWN = "CardDrawn"

    def __str__(self) -> str:
        return str(self.value)
