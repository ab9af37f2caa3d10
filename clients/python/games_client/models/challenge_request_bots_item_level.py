from enum import StrEnum


class ChallengeRequestBotsItemLevel(StrEnum):
    BASIC = "basic"
    RANDOM = "random"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
