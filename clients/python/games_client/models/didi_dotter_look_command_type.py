from enum import StrEnum


class DidiDotterLookCommandType(StrEnum):
    LOOK = "look"

    def __str__(self) -> str:
        return str(self.value)
