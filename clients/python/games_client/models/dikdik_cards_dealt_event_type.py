from enum import StrEnum


class DikdikCardsDealtEventType(StrEnum):
    CARDSDEALT = "CardsDealt"

    def __str__(self) -> str:
        return str(self.value)
