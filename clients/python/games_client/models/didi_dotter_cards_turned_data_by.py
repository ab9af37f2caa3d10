from enum import StrEnum


class DidiDotterCardsTurnedDataBy(StrEnum):
    CHOICE = "choice"
    FORCED = "forced"
    RULE = "rule"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
