"""Don't Be a Dik Dik (kind ``dikdik``): the rules are in ``engine``, the deck in ``cards``.

docs/rules/dikdik.md lists the commands, events and rule choices.
"""

from .cards import CARDS, DECK_SIZE, DIK_DIK, SPECIES, full_deck
from .engine import (
    CARD_ASKED,
    CARD_PASSED,
    COMMANDS,
    DEALT,
    ENGINE,
    GAME_OVER,
    PAIRS_LAID,
    PLAYER_OUT,
    ROULETTE_DRAWN,
    ROULETTE_STARTED,
    TURN_STARTED,
    DikDikEngine,
)

__all__ = ["CARDS", "CARD_ASKED", "CARD_PASSED", "COMMANDS", "DEALT", "DECK_SIZE", "DIK_DIK",
           "ENGINE", "GAME_OVER", "PAIRS_LAID", "PLAYER_OUT", "ROULETTE_DRAWN",
           "ROULETTE_STARTED", "SPECIES", "TURN_STARTED", "DikDikEngine", "full_deck"]
