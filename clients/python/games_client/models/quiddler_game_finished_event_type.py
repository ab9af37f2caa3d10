from enum import StrEnum


class QuiddlerGameFinishedEventType(StrEnum):
    GAMEFINISHED = "GameFinished"

    def __str__(self) -> str:
        return str(self.value)
