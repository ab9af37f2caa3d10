from enum import StrEnum


class LobbyDrawDeclinedEventType(StrEnum):
    GAME_DRAW_DECLINED = "game.draw_declined"

    def __str__(self) -> str:
        return str(self.value)
