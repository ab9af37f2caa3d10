from enum import StrEnum


class DidiDotterEventType(StrEnum):
    CARDSTURNED = "CardsTurned"
    CHOICEOPENED = "ChoiceOpened"
    EGGJOINED = "EggJoined"
    GAMEENDED = "GameEnded"
    GAMESTARTED = "GameStarted"
    HALFLOOKED = "HalfLooked"
    HALFSTOLEN = "HalfStolen"
    HALFTAKEN = "HalfTaken"
    ROUNDENDED = "RoundEnded"
    ROUNDSCORED = "RoundScored"
    ROUNDSTARTED = "RoundStarted"
    STEALCLASHED = "StealClashed"

    def __str__(self) -> str:
        return str(self.value)
