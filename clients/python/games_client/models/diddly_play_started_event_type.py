from enum import StrEnum


class DiddlyPlayStartedEventType(StrEnum):
    PLAYSTARTED = "PlayStarted"

    def __str__(self) -> str:
        return str(self.value)
