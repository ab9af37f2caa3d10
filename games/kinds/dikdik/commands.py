"""Don't Be a Dik Dik's commands and their fields (JSON Schema), and the cards it names."""

from __future__ import annotations

from games.kinds.shapes import integer, named, seat

from .rules import CARDS

CARD = named(CARDS, "a Dik Dik card name, lower case")

COMMANDS: dict[str, dict[str, dict]] = {
    "ask": {"target": seat("the seat you ask"), "card": CARD},
    "pass": {"card": CARD},
    "draw": {"index": integer(0, 1, "which of the two face-down cards (DIK DIK roulette)")},
}
OPTIONAL: dict[str, set[str]] = {}
CARD_NAMES = sorted(CARDS)
