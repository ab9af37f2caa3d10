from enum import StrEnum


class DidiDotterViewKind(StrEnum):
    DIDI_DOTTER = "didi_dotter"

    def __str__(self) -> str:
        return str(self.value)
