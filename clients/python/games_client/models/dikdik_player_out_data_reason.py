from enum import StrEnum


class DikdikPlayerOutDataReason(StrEnum):
    NO_CARDS = "no_cards"
    ONE_CARD = "one_card"
    ONLY_DIK_DIK = "only_dik_dik"

    def __str__(self) -> str:
        return str(self.value)
