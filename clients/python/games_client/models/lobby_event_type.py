from enum import StrEnum


class LobbyEventType(StrEnum):
    GAME_AUTOPILOT = "game.autopilot"
    GAME_CLOCK_PAUSED = "game.clock_paused"
    GAME_CLOCK_RESUMED = "game.clock_resumed"
    GAME_CLOCK_STARTED = "game.clock_started"
    GAME_CREATED = "game.created"
    GAME_DISPUTE_OPENED = "game.dispute_opened"
    GAME_DISPUTE_RESOLVED = "game.dispute_resolved"
    GAME_DRAW_ACCEPTED = "game.draw_accepted"
    GAME_DRAW_DECLINED = "game.draw_declined"
    GAME_DRAW_OFFERED = "game.draw_offered"
    GAME_FINISHED = "game.finished"
    GAME_INVITED = "game.invited"
    GAME_INVITE_DECLINED = "game.invite_declined"
    GAME_INVITE_REVOKED = "game.invite_revoked"
    GAME_JOIN_CODE_REVOKED = "game.join_code_revoked"
    GAME_JOIN_CODE_SET = "game.join_code_set"
    GAME_REMATCH_CREATED = "game.rematch_created"
    GAME_REWOUND = "game.rewound"
    GAME_SEAT_JOINED = "game.seat_joined"
    GAME_SEAT_LEFT = "game.seat_left"
    GAME_STARTED = "game.started"

    def __str__(self) -> str:
        return str(self.value)
