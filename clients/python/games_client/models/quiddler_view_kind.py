from enum import StrEnum


class QuiddlerViewKind(StrEnum):
    QUIDDLER = "quiddler"

    def __str__(self) -> str:
        return str(self.value)
