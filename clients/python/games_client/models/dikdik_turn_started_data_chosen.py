from enum import StrEnum


class DikdikTurnStartedDataChosen(StrEnum):
    CREATOR = "creator"
    RANDOM = "random"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
