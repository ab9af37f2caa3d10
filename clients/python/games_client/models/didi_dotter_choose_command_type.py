from enum import StrEnum


class DidiDotterChooseCommandType(StrEnum):
    CHOOSE = "choose"

    def __str__(self) -> str:
        return str(self.value)
