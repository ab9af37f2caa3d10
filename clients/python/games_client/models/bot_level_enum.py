from enum import StrEnum


class BotLevelEnum(StrEnum):
    BASIC = "basic"
    RANDOM = "random"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
