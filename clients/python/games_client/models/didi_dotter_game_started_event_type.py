from enum import StrEnum


class DidiDotterGameStartedEventType(StrEnum):
    GAMESTARTED = "GameStarted"

    def __str__(self) -> str:
        return str(self.value)
