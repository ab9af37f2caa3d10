from enum import StrEnum


class DiddlySkipPowerCommandType(StrEnum):
    SKIP_POWER = "skip_power"

    def __str__(self) -> str:
        return str(self.value)
