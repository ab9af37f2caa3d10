from enum import StrEnum


class DidiDotterHalfLookedEventType(StrEnum):
    HALFLOOKED = "HalfLooked"

    def __str__(self) -> str:
        return str(self.value)
