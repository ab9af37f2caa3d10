from enum import StrEnum


class OfferDrawCommandType(StrEnum):
    OFFER_DRAW = "offer_draw"

    def __str__(self) -> str:
        return str(self.value)
