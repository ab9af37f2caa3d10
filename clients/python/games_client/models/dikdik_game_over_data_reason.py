from enum import StrEnum


class DikdikGameOverDataReason(StrEnum):
    LAST_CARD = "last_card"
    ROULETTE = "roulette"
    THREE_SINGLES = "three_singles"

    def __str__(self) -> str:
        return str(self.value)
