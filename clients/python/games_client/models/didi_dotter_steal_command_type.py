from enum import StrEnum


class DidiDotterStealCommandType(StrEnum):
    STEAL = "steal"

    def __str__(self) -> str:
        return str(self.value)
