from enum import StrEnum


class BiddleDropCommandType(StrEnum):
    DROP = "drop"

    def __str__(self) -> str:
        return str(self.value)
