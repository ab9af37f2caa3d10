from enum import StrEnum


class DiddlyRoundEndedEventType(StrEnum):
    ROUNDENDED = "RoundEnded"

    def __str__(self) -> str:
        return str(self.value)
