from enum import StrEnum


class DiddlyRoundDealtEventType(StrEnum):
    ROUNDDEALT = "RoundDealt"

    def __str__(self) -> str:
        return str(self.value)
