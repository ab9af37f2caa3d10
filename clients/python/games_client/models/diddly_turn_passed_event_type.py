from enum import StrEnum


class DiddlyTurnPassedEventType(StrEnum):
    TURNPASSED = "TurnPassed"

    def __str__(self) -> str:
        return str(self.value)
