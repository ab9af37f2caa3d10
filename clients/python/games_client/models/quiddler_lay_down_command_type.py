from enum import StrEnum


class QuiddlerLayDownCommandType(StrEnum):
    LAY_DOWN = "lay_down"

    def __str__(self) -> str:
        return str(self.value)
