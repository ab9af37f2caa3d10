from enum import IntEnum


class DiddlyGameStartedDataColumns(IntEnum):
    VALUE_3 = 3
    VALUE_4 = 4

    def __str__(self) -> str:
        return str(self.value)
