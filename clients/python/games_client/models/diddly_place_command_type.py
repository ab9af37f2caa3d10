from enum import StrEnum


class DiddlyPlaceCommandType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
