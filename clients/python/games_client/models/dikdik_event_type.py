from enum import StrEnum


class DikdikEventType(StrEnum):
    CARDASKED = "CardAsked"
    CARDPASSED = "CardPassed"
    CARDSDEALT = "CardsDealt"
    GAMEOVER = "GameOver"
    PAIRSLAID = "PairsLaid"
    PLAYEROUT = "PlayerOut"
    ROULETTEDRAWN = "RouletteDrawn"
    ROULETTESTARTED = "RouletteStarted"
    TURNSTARTED = "TurnStarted"

    def __str__(self) -> str:
        return str(self.value)
