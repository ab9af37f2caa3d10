from enum import StrEnum


class DidiDotterEggJoinedEventType(StrEnum):
    EGGJOINED = "EggJoined"

    def __str__(self) -> str:
        return str(self.value)
