from enum import StrEnum


class BiddleGameEndedEventType(StrEnum):
    GAMEENDED = "GameEnded"

    def __str__(self) -> str:
        return str(self.value)
