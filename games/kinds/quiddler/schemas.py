"""Quiddler's part of the API contract: its events' data, its view's own fields and its
options, as JSON Schemas (``games.openapi`` makes them components)."""

from __future__ import annotations

from games.kinds.shapes import (
    NULL_SEAT,
    PLAYER,
    SCORES,
    SEAT,
    SEATS,
    B,
    I,
    S,
    arr,
    card,
    data,
    drawn,
    obj,
    per_seat,
    private,
)

from .commands import CARD_NAMES

CARD = card(CARD_NAMES)
WORDS = arr(arr(CARD), "words, each a list of cards")
EVENTS: dict[str, dict] = {
    "GameStarted": data(
        {
            "players": SEATS,
            "first_round": I,
            "dictionary": obj({"name": S, "sha256": S}, ["name", "sha256"]),
            "hints": B,
        }
    ),
    "RoundSkipped": data({"round": I}),
    "RoundDealt": data(
        {
            "round": I,
            "dealer": SEAT,
            "first": SEAT,
            "discard": {**CARD, "description": "the card turned up"},
            "deck_size": I,
            "hand_sizes": per_seat(I),
            "private": private(obj({"hand": arr(CARD)}, ["hand"])),
        },
        ["round", "dealer", "first", "discard", "deck_size", "hand_sizes"],
    ),
    "DeckReshuffled": data({"deck_size": I}),
    "CardDrawn": drawn(CARD_NAMES),
    "CardDiscarded": data({**PLAYER, "card": CARD}),
    "WentOut": data({**PLAYER, "words": WORDS, "discard": CARD}),
    "WordsLaidDown": data({**PLAYER, "words": WORDS, "discard": CARD}),
    "RoundScored": data(
        {
            "round": I,
            "scores": SCORES,
            "totals": SCORES,
            "details": per_seat(
                data(
                    {
                        "words": WORDS,
                        "left": arr(CARD),
                        "laid_points": I,
                        "left_points": I,
                        "longest_word_bonus": I,
                        "most_words_bonus": I,
                        "score": I,
                    }
                )
            ),
        }
    ),
    "GameFinished": data({"totals": SCORES, "winners": SEATS}),
}

VIEW: dict[str, dict] = {
    "players": SEATS,
    "rounds_total": I,
    "dealer": SEAT,
    "turn": NULL_SEAT,
    "drawn": B,
    "hand_sizes": per_seat(I),
    "deck_size": I,
    "discard": arr(card(CARD_NAMES)),
    "discard_top": card(CARD_NAMES, nullable=True),
    "went_out": NULL_SEAT,
    "final_turns_left": SEATS,
    "laid": per_seat(arr(arr(card(CARD_NAMES))), "words laid down this round"),
    "rounds": arr({"type": "object"}),
    "last_round": {"type": "object", "nullable": True},
    "winners": SEATS,
    "dictionary": obj({"name": S, "sha256": S}),
    "hints": B,
    "hand": {**arr(card(CARD_NAMES)), "description": "your hand (players only)"},
}

OPTIONS: dict[str, dict] = {
    "dictionary": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "default": "scowl80",
        "description": "a dictionary listed by GET /api/dictionaries",
    }
}

HINTS: dict[str, dict] = {
    "QuiddlerHint": obj(
        {
            "command": {"$ref": "#/components/schemas/QuiddlerCommand"},
            "score": {**I, "nullable": True},
        },
        ["command", "score"],
        "Quiddler: the solver's best command now (score without bonuses)",
    ),
}
HINT_BRANCHES = ["QuiddlerHint"]
