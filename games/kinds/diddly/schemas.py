"""Diddly's part of the API contract: its events' data, its view's own fields and its
options, as JSON Schemas (``games.openapi`` makes them components)."""

from __future__ import annotations

from games.kinds.shapes import (
    NULL_SEAT,
    PLAYER,
    ROUNDS,
    SCORES,
    SEAT,
    SEATS,
    SN,
    B,
    I,
    S,
    arr,
    card,
    data,
    drawn,
    enum,
    hidden,
    obj,
    per_seat,
    private,
)

from .commands import CARD_NAMES

CARD = card(CARD_NAMES)
EVENTS: dict[str, dict] = {
    "GameStarted": data({"players": SEATS, "columns": {**I, "enum": [3, 4]}, "rounds": I}),
    "RoundDealt": data(
        {
            "round": I,
            "dealer": SEAT,
            "first": SEAT,
            "hidden": obj(
                {"boards": per_seat(arr(hidden(CARD_NAMES))), "draw": arr(hidden(CARD_NAMES))},
                ["boards", "draw"],
                "the deal: face down for everyone (the sizes show)",
            ),
        }
    ),
    "CardsRevealed": data({**PLAYER, "slots": arr(I), "cards": arr(CARD)}),
    "CardPeeked": data(
        {**PLAYER, "slot": I, "private": private(obj({"card": CARD}, ["card"]))},
        ["player", "slot", "private"],
    ),
    "CardsSwapped": data({**PLAYER, "a": I, "b": I}),
    "PowerSkipped": data(
        {**PLAYER, "powers": arr(enum("peek", "swap"))},
        description="served to the player who declined only",
    ),
    "PlayStarted": data(
        {**PLAYER, "card": {**CARD, "description": "the top card of the draw pile"}}
    ),
    "DeckReshuffled": data(
        {"count": I, "hidden": obj({"order": arr(hidden(CARD_NAMES))}, ["order"])}
    ),
    "CardDrawn": drawn(CARD_NAMES),
    "CardPlaced": data({**PLAYER, "slot": I, "card": CARD, "replaced": CARD}),
    "CardRecycled": data({**PLAYER, "slot": I, "index": I, "card": CARD}),
    "BoardCompleted": data({**PLAYER, "final_turns": SEATS}),
    "TurnPassed": data(PLAYER),
    "RoundEnded": data({"round": I, "boards": per_seat(arr(CARD)), "scores": SCORES}),
    "GameEnded": data({"scores": SCORES, "winners": SEATS}),
}

VIEW: dict[str, dict] = {
    "players": SEATS,
    "columns": I,
    "rounds_total": I,
    "dealer": SEAT,
    "first": SEAT,
    "turn": NULL_SEAT,
    "boards": per_seat(
        arr(obj({"card": card(CARD_NAMES, nullable=True), "up": B, "known": B}, ["card", "up"])),
        "each seat's slots (column * 2 + row); a face-down card is null "
        "unless you peeked at it (known)",
    ),
    "draw_count": I,
    "discard": arr(card(CARD_NAMES), "the discard pile, bottom first"),
    "hand": {
        **obj({"player": SEAT, "source": S, "card": card(CARD_NAMES, True), "power": SN}),
        "nullable": True,
        "description": "the card in play (drawn), if any",
    },
    "setup": per_seat(obj({"revealed": B, "powers": arr(S)})),
    "finisher": NULL_SEAT,
    "final_turns": SEATS,
    "rounds": ROUNDS,
    "last_round": {
        **obj({"round": I, "scores": SCORES, "boards": per_seat(arr(card(CARD_NAMES)))}),
        "nullable": True,
    },
    "winners": SEATS,
}

OPTIONS: dict[str, dict] = {"columns": {"type": "integer", "enum": [3, 4], "default": 3}}

# no hints: the hint endpoint answers hints_unavailable
HINTS: dict[str, dict] = {}
HINT_BRANCHES: list[str] = []
