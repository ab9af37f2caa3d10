from enum import StrEnum


class LobbyDisputeResolvedDataKind(StrEnum):
    ANNUL = "annul"
    DISMISS = "dismiss"
    REWIND = "rewind"
    SET_RESULT = "set_result"

    def __str__(self) -> str:
        return str(self.value)
