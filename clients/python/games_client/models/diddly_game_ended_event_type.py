from enum import StrEnum


class DiddlyGameEndedEventType(StrEnum):
    GAMEENDED = "GameEnded"

    def __str__(self) -> str:
        return str(self.value)
