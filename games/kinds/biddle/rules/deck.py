"""The 55 Biddle challenge cards (ruling B1), loaded from deck.json next to this module.

Each card is ``{"id": "c01", "text": "Two pairs (AA BB)", "challenge": {...}}`` with the challenge
in the JSON form of ``challenges.py``. The file lists the cards from easiest to hardest: under
optimal play the fewest rolls giving an even chance run from 1 to 12 (tests/engines prove it).
"""

from __future__ import annotations

import json
from pathlib import Path

from .challenges import validate

DECK_SIZE = 55


def _load() -> list[dict]:
    cards = json.loads((Path(__file__).with_name("deck.json")).read_text(encoding="utf-8"))
    for card in cards:
        validate(card["challenge"])
    assert len(cards) == DECK_SIZE, len(cards)
    assert len({card["id"] for card in cards}) == DECK_SIZE, "card ids must be unique"
    return cards


CARDS: list[dict] = _load()
BY_ID: dict[str, dict] = {card["id"]: card for card in CARDS}
IDS: list[str] = [card["id"] for card in CARDS]


def card(card_id: str) -> dict:
    """The card with this id (KeyError if unknown). Treat it as read-only."""
    return BY_ID[card_id]
