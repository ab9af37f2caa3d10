from enum import StrEnum


class DiddlyViewKind(StrEnum):
    DIDDLY = "diddly"

    def __str__(self) -> str:
        return str(self.value)
