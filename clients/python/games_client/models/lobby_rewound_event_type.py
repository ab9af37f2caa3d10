from enum import StrEnum


class LobbyRewoundEventType(StrEnum):
    GAME_REWOUND = "game.rewound"

    def __str__(self) -> str:
        return str(self.value)
