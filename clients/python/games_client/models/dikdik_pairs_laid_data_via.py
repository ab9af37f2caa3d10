from enum import StrEnum


class DikdikPairsLaidDataVia(StrEnum):
    ASK = "ask"
    DEAL = "deal"
    PASS = "pass"
    ROULETTE = "roulette"

    def __str__(self) -> str:
        return str(self.value)
