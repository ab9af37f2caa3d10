from enum import StrEnum


class DidiDotterStealClashedEventType(StrEnum):
    STEALCLASHED = "StealClashed"

    def __str__(self) -> str:
        return str(self.value)
