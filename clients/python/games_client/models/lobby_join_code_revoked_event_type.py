from enum import StrEnum


class LobbyJoinCodeRevokedEventType(StrEnum):
    GAME_JOIN_CODE_REVOKED = "game.join_code_revoked"

    def __str__(self) -> str:
        return str(self.value)
