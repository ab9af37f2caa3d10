from enum import StrEnum


class AbortCommandType(StrEnum):
    ABORT = "abort"

    def __str__(self) -> str:
        return str(self.value)
