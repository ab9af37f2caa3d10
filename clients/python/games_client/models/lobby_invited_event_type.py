from enum import StrEnum


class LobbyInvitedEventType(StrEnum):
    GAME_INVITED = "game.invited"

    def __str__(self) -> str:
        return str(self.value)
