"""Quiddler's commands and their fields (JSON Schema), and the cards it names."""

from __future__ import annotations

from games.kinds.shapes import named

from .rules import cards

CARD = named(cards.DECK, "a Quiddler card, lower case (qu, in, er, cl, th are one card each)")
SOURCE = named(["deck", "discard"], "where to draw from")
WORDS = {"type": "array", "maxItems": 10, "description": "words, each a list of cards",
         "items": {"type": "array", "minItems": 1, "maxItems": 10, "items": CARD}}

COMMANDS: dict[str, dict[str, dict]] = {
    "draw": {"source": SOURCE},
    "discard": {"card": CARD},
    "go_out": {"words": WORDS, "discard": CARD},
    "lay_down": {"words": WORDS, "discard": CARD},
}
OPTIONAL: dict[str, set[str]] = {}
CARD_NAMES = sorted(cards.DECK)
