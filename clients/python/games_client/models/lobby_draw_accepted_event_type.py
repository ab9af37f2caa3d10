from enum import StrEnum


class LobbyDrawAcceptedEventType(StrEnum):
    GAME_DRAW_ACCEPTED = "game.draw_accepted"

    def __str__(self) -> str:
        return str(self.value)
