from enum import StrEnum


class DiddlyGameStartedEventType(StrEnum):
    GAMESTARTED = "GameStarted"

    def __str__(self) -> str:
        return str(self.value)
