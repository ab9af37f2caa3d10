from enum import StrEnum


class DidiDotterHalfTakenEventType(StrEnum):
    HALFTAKEN = "HalfTaken"

    def __str__(self) -> str:
        return str(self.value)
