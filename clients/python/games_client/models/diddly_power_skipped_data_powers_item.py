from enum import StrEnum


class DiddlyPowerSkippedDataPowersItem(StrEnum):
    PEEK = "peek"
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
