from enum import StrEnum


class DidiDotterChoiceOpenedDataChoice(StrEnum):
    FOX = "fox"
    WRONG_EGG = "wrong_egg"

    def __str__(self) -> str:
        return str(self.value)
