from enum import StrEnum


class QuiddlerGameStartedEventType(StrEnum):
    GAMESTARTED = "GameStarted"

    def __str__(self) -> str:
        return str(self.value)
