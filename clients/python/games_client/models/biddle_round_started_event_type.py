from enum import StrEnum


class BiddleRoundStartedEventType(StrEnum):
    ROUNDSTARTED = "RoundStarted"

    def __str__(self) -> str:
        return str(self.value)
