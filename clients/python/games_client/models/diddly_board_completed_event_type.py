from enum import StrEnum


class DiddlyBoardCompletedEventType(StrEnum):
    BOARDCOMPLETED = "BoardCompleted"

    def __str__(self) -> str:
        return str(self.value)
