from enum import StrEnum


class DiddlyPowerSkippedEventType(StrEnum):
    POWERSKIPPED = "PowerSkipped"

    def __str__(self) -> str:
        return str(self.value)
