from enum import StrEnum


class EmailEnum(StrEnum):
    DAILY = "daily"
    IMMEDIATE = "immediate"
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
