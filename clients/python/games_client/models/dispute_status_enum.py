from enum import StrEnum


class DisputeStatusEnum(StrEnum):
    OPEN = "open"
    RESOLVED = "resolved"

    def __str__(self) -> str:
        return str(self.value)
