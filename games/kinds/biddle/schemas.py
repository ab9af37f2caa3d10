"""Biddle's part of the API contract: its events' data, its view's own fields and its
options, as JSON Schemas (``games.openapi`` makes them components)."""

from __future__ import annotations

from games.kinds.shapes import (
    NULL_SEAT,
    PLAYER,
    ROUNDS,
    SCORES,
    SEAT,
    SEATS,
    B,
    I,
    S,
    arr,
    data,
    obj,
    per_seat,
)

from .rules.engine import DICE, MAX_BID, MAX_ROW_VALUE
from .rules.engine import ROUNDS as ROUNDS_PLAYED

_ROW = {
    "type": "array",
    "minItems": ROUNDS_PLAYED,
    "maxItems": ROUNDS_PLAYED,
    "items": {"type": "integer", "minimum": 0, "maximum": MAX_ROW_VALUE},
}
CHALLENGE_CARD = {"type": "string", "pattern": "^c[0-9]{2}$", "description": "a challenge card id"}
DIE = {"type": "integer", "minimum": 1, "maximum": 6}
EVENTS: dict[str, dict] = {
    "DeckShuffled": data(
        {
            "players": SEATS,
            "options": obj({"max_bid": I, "blue_row": arr(I), "purple_row": arr(I), "hints": B}),
        },
        description="the order of the deck stays secret",
    ),
    "RoundStarted": data({"round": I, "card": CHALLENGE_CARD, "starter": SEAT}),
    "BidPlaced": data({**PLAYER, "rolls": I, "opening": B}),
    "BidCalled": data({**PLAYER, "rolls": I}),
    "BidderDropped": data(PLAYER),
    "BiddingEnded": data({"team": SEATS, "rolls": I, "dropped": SEATS}),
    "DiceRolled": data(
        {
            **PLAYER,
            "roll": I,
            "reroll": arr({**I, "minimum": 0, "maximum": DICE - 1}),
            "faces": arr(DIE, "the new faces of the re-rolled dice"),
            "dice": arr(DIE, "all the dice after the roll"),
        }
    ),
    "RoundEnded": data(
        {
            "round": I,
            "card": CHALLENGE_CARD,
            "met": B,
            "rolls": I,
            "rolls_used": I,
            "team": SEATS,
            "dropped": SEATS,
            "points": SCORES,
        }
    ),
    "GameEnded": data({"scores": SCORES, "winners": SEATS}),
}

VIEW: dict[str, dict] = {
    "players": SEATS,
    "rounds_total": I,
    "starter": NULL_SEAT,
    "turn": NULL_SEAT,
    "card": {
        **obj({"id": S, "text": S, "challenge": {"type": "object"}}),
        "nullable": True,
        "description": "the challenge card of this round",
    },
    "bids": per_seat(I),
    "lowest_bid": {**I, "nullable": True},
    "dropped": SEATS,
    "team": SEATS,
    "rolls_bid": I,
    "rolls_used": I,
    "rolls_left": {**I, "nullable": True},
    "dice": arr({"type": "integer", "minimum": 1, "maximum": 6}),
    "rounds": ROUNDS,
    "results": arr({"type": "object"}),
    "options": {"type": "object"},
    "winners": SEATS,
}

OPTIONS: dict[str, dict] = {
    "max_bid": {"type": "integer", "minimum": 1, "maximum": MAX_BID, "default": MAX_BID},
    "blue_row": {**_ROW, "description": "points per round for a met challenge"},
    "purple_row": {**_ROW, "description": "points per round for a failed one"},
}

HINTS: dict[str, dict] = {
    "BiddleChance": obj(
        {"rolls": I, "chance": {"type": "number", "minimum": 0, "maximum": 1}},
        ["rolls", "chance"],
    ),
    "BiddleBiddingHint": obj(
        {
            "phase": {"type": "string", "enum": ["bidding"]},
            "card": S,
            "chances": arr(
                {"$ref": "#/components/schemas/BiddleChance"},
                "the chance to meet the card in 1, 2, ... rolls",
            ),
        },
        ["phase", "card", "chances"],
        "Biddle while bidding",
    ),
    "BiddleRollingHint": obj(
        {
            "phase": {"type": "string", "enum": ["rolling"]},
            "card": S,
            "rolls_left": I,
            "chance": {"type": "number"},
            "reroll": arr(I, "the dice to re-roll next"),
        },
        ["phase", "card", "rolls_left", "chance", "reroll"],
        "Biddle while rolling",
    ),
}
HINT_BRANCHES = ["BiddleBiddingHint", "BiddleRollingHint"]
