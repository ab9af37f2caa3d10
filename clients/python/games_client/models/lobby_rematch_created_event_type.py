from enum import StrEnum


class LobbyRematchCreatedEventType(StrEnum):
    GAME_REMATCH_CREATED = "game.rematch_created"

    def __str__(self) -> str:
        return str(self.value)
