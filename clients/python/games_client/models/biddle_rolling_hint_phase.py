from enum import StrEnum


class BiddleRollingHintPhase(StrEnum):
    ROLLING = "rolling"

    def __str__(self) -> str:
        return str(self.value)
