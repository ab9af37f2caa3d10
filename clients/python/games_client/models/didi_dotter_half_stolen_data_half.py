from enum import StrEnum


class DidiDotterHalfStolenDataHalf(StrEnum):
    BIRD1 = "bird1"
    BIRD10 = "bird10"
    BIRD11 = "bird11"
    BIRD2 = "bird2"
    BIRD3 = "bird3"
    BIRD4 = "bird4"
    BIRD5 = "bird5"
    BIRD6 = "bird6"
    BIRD7 = "bird7"
    BIRD8 = "bird8"
    BIRD9 = "bird9"
    FOX = "fox"

    def __str__(self) -> str:
        return str(self.value)
