from enum import StrEnum


class DikdikCardAskedEventType(StrEnum):
    CARDASKED = "CardAsked"

    def __str__(self) -> str:
        return str(self.value)
