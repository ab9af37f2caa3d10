from enum import StrEnum


class DikdikGameOverEventType(StrEnum):
    GAMEOVER = "GameOver"

    def __str__(self) -> str:
        return str(self.value)
