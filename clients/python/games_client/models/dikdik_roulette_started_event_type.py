from enum import StrEnum


class DikdikRouletteStartedEventType(StrEnum):
    ROULETTESTARTED = "RouletteStarted"

    def __str__(self) -> str:
        return str(self.value)
