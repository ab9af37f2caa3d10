from enum import StrEnum


class QuiddlerGoOutCommandType(StrEnum):
    GO_OUT = "go_out"

    def __str__(self) -> str:
        return str(self.value)
