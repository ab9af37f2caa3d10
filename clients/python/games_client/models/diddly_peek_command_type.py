from enum import StrEnum


class DiddlyPeekCommandType(StrEnum):
    PEEK = "peek"

    def __str__(self) -> str:
        return str(self.value)
