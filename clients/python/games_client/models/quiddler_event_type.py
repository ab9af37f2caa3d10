from enum import StrEnum


class QuiddlerEventType(StrEnum):
    CARDDISCARDED = "CardDiscarded"
    CARDDRAWN = "CardDrawn"
    DECKRESHUFFLED = "DeckReshuffled"
    GAMEFINISHED = "GameFinished"
    GAMESTARTED = "GameStarted"
    ROUNDDEALT = "RoundDealt"
    ROUNDSCORED = "RoundScored"
    ROUNDSKIPPED = "RoundSkipped"
    WENTOUT = "WentOut"
    WORDSLAIDDOWN = "WordsLaidDown"

    def __str__(self) -> str:
        return str(self.value)
