"""Biddle's commands and their fields (JSON Schema). Its challenge cards are named by id in the
views, not by a list of names (``CARD_NAMES`` is None)."""

from __future__ import annotations

from games.kinds.shapes import integer

from .rules.engine import DICE, MAX_BID

COMMANDS: dict[str, dict[str, dict]] = {
    "bid": {"rolls": integer(1, MAX_BID, "a number of rolls, 1..max_bid")},
    "call": {},
    "drop": {},
    "roll": {"reroll": {"type": "array", "maxItems": DICE, "uniqueItems": True,
                        "items": integer(0, DICE - 1, "a die index"),
                        "description": "die indexes to re-roll (ignored on the first roll)"}},
}
OPTIONAL: dict[str, set[str]] = {}
CARD_NAMES = None
