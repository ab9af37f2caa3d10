from enum import StrEnum


class LobbySeatJoinedEventType(StrEnum):
    GAME_SEAT_JOINED = "game.seat_joined"

    def __str__(self) -> str:
        return str(self.value)
