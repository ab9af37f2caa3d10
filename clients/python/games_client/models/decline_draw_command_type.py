from enum import StrEnum


class DeclineDrawCommandType(StrEnum):
    DECLINE_DRAW = "decline_draw"

    def __str__(self) -> str:
        return str(self.value)
