from enum import StrEnum


class QuiddlerCardDiscardedEventType(StrEnum):
    CARDDISCARDED = "CardDiscarded"

    def __str__(self) -> str:
        return str(self.value)
