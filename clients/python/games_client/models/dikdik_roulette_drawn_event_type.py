from enum import StrEnum


class DikdikRouletteDrawnEventType(StrEnum):
    ROULETTEDRAWN = "RouletteDrawn"

    def __str__(self) -> str:
        return str(self.value)
