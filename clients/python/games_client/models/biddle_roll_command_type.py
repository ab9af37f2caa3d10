from enum import StrEnum


class BiddleRollCommandType(StrEnum):
    ROLL = "roll"

    def __str__(self) -> str:
        return str(self.value)
