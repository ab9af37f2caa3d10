from enum import StrEnum


class LobbyDisputeOpenedEventType(StrEnum):
    GAME_DISPUTE_OPENED = "game.dispute_opened"

    def __str__(self) -> str:
        return str(self.value)
