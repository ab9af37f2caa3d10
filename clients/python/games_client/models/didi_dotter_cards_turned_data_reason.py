from enum import StrEnum


class DidiDotterCardsTurnedDataReason(StrEnum):
    FOX = "fox"
    RIGHT_EGG = "right_egg"
    WRONG_EGG = "wrong_egg"

    def __str__(self) -> str:
        return str(self.value)
