from enum import StrEnum


class DiddlyRecycleCommandType(StrEnum):
    RECYCLE = "recycle"

    def __str__(self) -> str:
        return str(self.value)
