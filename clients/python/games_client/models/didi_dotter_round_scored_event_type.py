from enum import StrEnum


class DidiDotterRoundScoredEventType(StrEnum):
    ROUNDSCORED = "RoundScored"

    def __str__(self) -> str:
        return str(self.value)
