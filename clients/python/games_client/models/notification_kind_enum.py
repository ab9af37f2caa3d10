from enum import StrEnum


class NotificationKindEnum(StrEnum):
    CLOCK_LOW = "clock_low"
    DISPUTE_RESOLVED = "dispute_resolved"
    GAME_ENDED = "game_ended"
    GAME_STARTED = "game_started"
    INVITED = "invited"
    OPPONENT_RESIGNED = "opponent_resigned"
    OPPONENT_TIMED_OUT = "opponent_timed_out"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
