from enum import StrEnum


class BiddleRoundEndedEventType(StrEnum):
    ROUNDENDED = "RoundEnded"

    def __str__(self) -> str:
        return str(self.value)
