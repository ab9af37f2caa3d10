from enum import StrEnum


class OnTimeout(StrEnum):
    AUTOPILOT = "autopilot"
    FORFEIT = "forfeit"

    def __str__(self) -> str:
        return str(self.value)
