from enum import StrEnum


class LobbySeatLeftEventType(StrEnum):
    GAME_SEAT_LEFT = "game.seat_left"

    def __str__(self) -> str:
        return str(self.value)
