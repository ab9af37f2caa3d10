from enum import StrEnum


class DikdikTurnStartedEventType(StrEnum):
    TURNSTARTED = "TurnStarted"

    def __str__(self) -> str:
        return str(self.value)
