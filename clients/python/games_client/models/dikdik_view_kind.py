from enum import StrEnum


class DikdikViewKind(StrEnum):
    DIKDIK = "dikdik"

    def __str__(self) -> str:
        return str(self.value)
