"""Didi Dotter's commands and their fields (JSON Schema), and the cards it names."""

from __future__ import annotations

from games.kinds.shapes import MAX_SAFE_INT, integer, named, seat

from .rules import BIRDS, SLOTS

SLOT = integer(0, SLOTS - 1, "a table slot")

COMMANDS: dict[str, dict[str, dict]] = {
    "take": {"slot": SLOT},
    "look": {"slot": SLOT,
             "move_to": {**SLOT, "description": "optional: an empty slot to move it to"}},
    "join": {"slot": SLOT},
    "steal": {"from": seat("the seat whose stand half you take"),
              "seen_version": integer(0, MAX_SAFE_INT, "the game version you last saw")},
    "choose": {"birds": {"type": "array", "maxItems": 24, "items": named(BIRDS, "a bird"),
                         "description": "the birds you choose (fox joker, wrong egg)"}},
}
OPTIONAL: dict[str, set[str]] = {"look": {"move_to"}}
CARD_NAMES = sorted(BIRDS + ["fox"])
