from enum import StrEnum


class EndingsEnum(StrEnum):
    ABORT = "abort"
    ACCEPT_DRAW = "accept_draw"
    DECLINE_DRAW = "decline_draw"
    OFFER_DRAW = "offer_draw"
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
