from enum import StrEnum


class LobbyInviteDeclinedEventType(StrEnum):
    GAME_INVITE_DECLINED = "game.invite_declined"

    def __str__(self) -> str:
        return str(self.value)
