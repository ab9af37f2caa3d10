"""Diddly (kind ``diddly``): the engine is in ``engine`` (with ``turns``), the deck and scoring in
``cards``.

docs/rules/diddly.md lists the commands, events and rule choices.
"""

from .cards import (
    CARDS,
    COPIES,
    DECK_SIZE,
    POWERS,
    ROUNDS,
    VALUE,
    board_score,
    column_score,
    full_deck,
    winners,
)
from .engine import COMMANDS, ENGINE, DiddlyEngine

__all__ = ["CARDS", "COMMANDS", "COPIES", "DECK_SIZE", "ENGINE", "POWERS", "ROUNDS", "VALUE",
           "DiddlyEngine", "board_score", "column_score", "full_deck", "winners"]
