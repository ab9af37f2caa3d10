from enum import StrEnum


class DiddlyCardPeekedEventType(StrEnum):
    CARDPEEKED = "CardPeeked"

    def __str__(self) -> str:
        return str(self.value)
