from enum import StrEnum


class DiddlySwapCommandType(StrEnum):
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
