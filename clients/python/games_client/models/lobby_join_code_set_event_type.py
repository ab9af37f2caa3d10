from enum import StrEnum


class LobbyJoinCodeSetEventType(StrEnum):
    GAME_JOIN_CODE_SET = "game.join_code_set"

    def __str__(self) -> str:
        return str(self.value)
