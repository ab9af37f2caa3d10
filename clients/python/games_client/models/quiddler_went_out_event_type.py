from enum import StrEnum


class QuiddlerWentOutEventType(StrEnum):
    WENTOUT = "WentOut"

    def __str__(self) -> str:
        return str(self.value)
