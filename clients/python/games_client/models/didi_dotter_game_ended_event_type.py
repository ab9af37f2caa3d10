from enum import StrEnum


class DidiDotterGameEndedEventType(StrEnum):
    GAMEENDED = "GameEnded"

    def __str__(self) -> str:
        return str(self.value)
