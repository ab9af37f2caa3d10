from enum import StrEnum


class DidiDotterTakeCommandType(StrEnum):
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
