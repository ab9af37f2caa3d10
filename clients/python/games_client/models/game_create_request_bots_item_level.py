from enum import StrEnum


class GameCreateRequestBotsItemLevel(StrEnum):
    BASIC = "basic"
    RANDOM = "random"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
