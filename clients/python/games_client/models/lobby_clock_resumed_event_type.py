from enum import StrEnum


class LobbyClockResumedEventType(StrEnum):
    GAME_CLOCK_RESUMED = "game.clock_resumed"

    def __str__(self) -> str:
        return str(self.value)
