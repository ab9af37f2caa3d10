from enum import StrEnum


class BiddleCallCommandType(StrEnum):
    CALL = "call"

    def __str__(self) -> str:
        return str(self.value)
