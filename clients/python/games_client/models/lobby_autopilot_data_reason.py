from enum import StrEnum


class LobbyAutopilotDataReason(StrEnum):
    RESIGN = "resign"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
