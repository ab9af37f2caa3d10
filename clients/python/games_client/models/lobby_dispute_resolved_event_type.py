from enum import StrEnum


class LobbyDisputeResolvedEventType(StrEnum):
    GAME_DISPUTE_RESOLVED = "game.dispute_resolved"

    def __str__(self) -> str:
        return str(self.value)
