from enum import StrEnum


class DikdikPlayerOutEventType(StrEnum):
    PLAYEROUT = "PlayerOut"

    def __str__(self) -> str:
        return str(self.value)
