from enum import StrEnum


class LobbyDrawOfferedEventType(StrEnum):
    GAME_DRAW_OFFERED = "game.draw_offered"

    def __str__(self) -> str:
        return str(self.value)
