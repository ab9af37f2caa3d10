from enum import StrEnum


class LobbyAutopilotEventType(StrEnum):
    GAME_AUTOPILOT = "game.autopilot"

    def __str__(self) -> str:
        return str(self.value)
