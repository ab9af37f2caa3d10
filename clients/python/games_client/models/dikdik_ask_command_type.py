from enum import StrEnum


class DikdikAskCommandType(StrEnum):
    ASK = "ask"

    def __str__(self) -> str:
        return str(self.value)
