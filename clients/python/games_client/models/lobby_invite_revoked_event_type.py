from enum import StrEnum


class LobbyInviteRevokedEventType(StrEnum):
    GAME_INVITE_REVOKED = "game.invite_revoked"

    def __str__(self) -> str:
        return str(self.value)
