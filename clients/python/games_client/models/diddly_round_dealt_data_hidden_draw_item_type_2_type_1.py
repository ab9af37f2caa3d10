from enum import StrEnum


class DiddlyRoundDealtDataHiddenDrawItemType2Type1(StrEnum):
    DIDDLY = "diddly"
    HALF = "half"
    PEEK = "peek"
    RECYCLE = "recycle"
    SWAP = "swap"
    VALUE_0 = "1"
    VALUE_1 = "10"
    VALUE_2 = "2"
    VALUE_3 = "3"
    VALUE_4 = "4"
    VALUE_5 = "5"
    VALUE_6 = "6"
    VALUE_7 = "7"
    VALUE_8 = "8"
    VALUE_9 = "9"

    def __str__(self) -> str:
        return str(self.value)
