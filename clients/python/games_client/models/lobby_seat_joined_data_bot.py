from enum import StrEnum


class LobbySeatJoinedDataBot(StrEnum):
    BASIC = "basic"
    RANDOM = "random"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
