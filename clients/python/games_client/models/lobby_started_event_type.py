from enum import StrEnum


class LobbyStartedEventType(StrEnum):
    GAME_STARTED = "game.started"

    def __str__(self) -> str:
        return str(self.value)
