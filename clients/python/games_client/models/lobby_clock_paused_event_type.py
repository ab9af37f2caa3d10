from enum import StrEnum


class LobbyClockPausedEventType(StrEnum):
    GAME_CLOCK_PAUSED = "game.clock_paused"

    def __str__(self) -> str:
        return str(self.value)
