from enum import StrEnum


class DidiDotterRoundEndedEventType(StrEnum):
    ROUNDENDED = "RoundEnded"

    def __str__(self) -> str:
        return str(self.value)
