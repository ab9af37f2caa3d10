from enum import StrEnum


class QuiddlerRoundSkippedEventType(StrEnum):
    ROUNDSKIPPED = "RoundSkipped"

    def __str__(self) -> str:
        return str(self.value)
