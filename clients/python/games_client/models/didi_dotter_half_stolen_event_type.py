from enum import StrEnum


class DidiDotterHalfStolenEventType(StrEnum):
    HALFSTOLEN = "HalfStolen"

    def __str__(self) -> str:
        return str(self.value)
