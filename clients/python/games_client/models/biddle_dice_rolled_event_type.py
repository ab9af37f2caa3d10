from enum import StrEnum


class BiddleDiceRolledEventType(StrEnum):
    DICEROLLED = "DiceRolled"

    def __str__(self) -> str:
        return str(self.value)
