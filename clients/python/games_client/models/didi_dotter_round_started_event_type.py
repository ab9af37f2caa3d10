from enum import StrEnum


class DidiDotterRoundStartedEventType(StrEnum):
    ROUNDSTARTED = "RoundStarted"

    def __str__(self) -> str:
        return str(self.value)
