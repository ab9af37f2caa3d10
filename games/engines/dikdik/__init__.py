"""Don't Be a Dik Dik (kind ``dikdik``): the rules are in ``engine``.

docs/rules/dikdik.md lists the commands, events and rule choices.
"""

from .engine import (
    CARD_ASKED,
    CARD_PASSED,
    CARDS,
    COMMANDS,
    DEALT,
    DECK_SIZE,
    DIK_DIK,
    ENGINE,
    GAME_OVER,
    PAIRS_LAID,
    PLAYER_OUT,
    ROULETTE_DRAWN,
    ROULETTE_STARTED,
    SPECIES,
    TURN_STARTED,
    DikDikEngine,
    full_deck,
)

__all__ = ["CARDS", "CARD_ASKED", "CARD_PASSED", "COMMANDS", "DEALT", "DECK_SIZE", "DIK_DIK",
           "ENGINE", "GAME_OVER", "PAIRS_LAID", "PLAYER_OUT", "ROULETTE_DRAWN",
           "ROULETTE_STARTED", "SPECIES", "TURN_STARTED", "DikDikEngine", "full_deck"]
