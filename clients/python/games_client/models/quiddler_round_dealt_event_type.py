from enum import StrEnum


class QuiddlerRoundDealtEventType(StrEnum):
    ROUNDDEALT = "RoundDealt"

    def __str__(self) -> str:
        return str(self.value)
