from enum import StrEnum


class DidiDotterJoinCommandType(StrEnum):
    JOIN = "join"

    def __str__(self) -> str:
        return str(self.value)
