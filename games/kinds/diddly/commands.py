"""Diddly's commands and their fields (JSON Schema), and the cards it names."""

from __future__ import annotations

from games.kinds.shapes import integer, named

from .rules.cards import CARDS

SLOT = integer(0, 7, "column * 2 + row, row 0 on top (3 columns: 0..5; 4 columns: 0..7)")
SOURCE = named(["deck", "discard"], "where to draw from")

COMMANDS: dict[str, dict[str, dict]] = {
    "reveal": {"slots": {"type": "array", "items": SLOT, "minItems": 2,
                         "maxItems": 2, "description": "two of your slots to turn face up "
                                                       "(setup)"}},
    "peek": {"slot": {**SLOT, "description": "your face-down slot to look at (Peek power)"}},
    "swap": {"a": SLOT, "b": SLOT},
    "skip_power": {},
    "draw": {"source": SOURCE},
    "place": {"slot": SLOT},
    "recycle": {"slot": {**SLOT, "description": "the slot of your face-up Recycle"},
                "index": integer(0, 103, "index into the discard pile, 0 = bottom")},
}
OPTIONAL: dict[str, set[str]] = {}
CARD_NAMES = sorted(CARDS)
