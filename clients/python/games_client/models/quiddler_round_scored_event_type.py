from enum import StrEnum


class QuiddlerRoundScoredEventType(StrEnum):
    ROUNDSCORED = "RoundScored"

    def __str__(self) -> str:
        return str(self.value)
