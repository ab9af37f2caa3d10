from enum import StrEnum


class LobbyClockStartedEventType(StrEnum):
    GAME_CLOCK_STARTED = "game.clock_started"

    def __str__(self) -> str:
        return str(self.value)
