from enum import StrEnum


class DikdikPairsLaidEventType(StrEnum):
    PAIRSLAID = "PairsLaid"

    def __str__(self) -> str:
        return str(self.value)
