from enum import StrEnum


class LobbyFinishedEventType(StrEnum):
    GAME_FINISHED = "game.finished"

    def __str__(self) -> str:
        return str(self.value)
