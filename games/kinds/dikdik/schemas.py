"""Don't Be a Dik Dik's part of the API contract: its events' data, its view's own fields and its
options, as JSON Schemas (``games.openapi`` makes them components)."""

from __future__ import annotations

from games.kinds.shapes import (
    NULL_SEAT,
    PLAYER,
    SEAT,
    SEATS,
    SN,
    B,
    I,
    arr,
    card,
    data,
    enum,
    obj,
    per_seat,
    private,
)

from .commands import CARD_NAMES
from .rules import (
    CARD_ASKED,
    CARD_PASSED,
    DEALT,
    GAME_OVER,
    PAIRS_LAID,
    PLAYER_OUT,
    ROULETTE_DRAWN,
    ROULETTE_STARTED,
    TURN_STARTED,
)

CARD = card(CARD_NAMES)
EVENTS: dict[str, dict] = {
    DEALT: data(
        {
            "players": SEATS,
            "cards": I,
            "sizes": per_seat(I),
            "private": private(obj({"hand": arr(CARD)}, ["hand"])),
        },
        ["players", "cards", "sizes"],
    ),
    PAIRS_LAID: data(
        {**PLAYER, "cards": arr(CARD), "via": enum("deal", "ask", "pass", "roulette")}
    ),
    PLAYER_OUT: data({**PLAYER, "reason": enum("one_card", "no_cards", "only_dik_dik")}),
    TURN_STARTED: data(
        {
            **PLAYER,
            "first": B,
            "chosen": enum(
                "setup",
                "creator",
                "random",
                description="how the first player was chosen (first turn only)",
            ),
        },
        ["player"],
    ),
    CARD_ASKED: data({**PLAYER, "target": SEAT, "card": CARD, "given": B}),
    CARD_PASSED: data(
        {**PLAYER, "to": SEAT, "auto": B, "private": private(obj({"card": CARD}, ["card"]))},
        ["player", "to", "auto"],
        "the card is a secret of the giver and the receiver",
    ),
    ROULETTE_STARTED: data({"drawer": SEAT, "holder": SEAT}),
    ROULETTE_DRAWN: data({**PLAYER, "holder": SEAT, "index": I, "card": CARD}),
    GAME_OVER: data(
        {"loser": SEAT, "winners": SEATS, "reason": enum("three_singles", "roulette", "last_card")}
    ),
}

VIEW: dict[str, dict] = {
    "players": SEATS,
    "turn": NULL_SEAT,
    "turns": I,
    "cards": I,
    "hand": {
        **arr(card(CARD_NAMES)),
        "nullable": True,
        "description": "your hand (null when you watch)",
    },
    "hand_sizes": per_seat(I),
    "pairs": per_seat(arr(card(CARD_NAMES))),
    "out": SEATS,
    "asks": arr(obj({"player": SEAT, "target": SEAT, "card": card(CARD_NAMES), "given": B})),
    "roulette": {
        **obj(
            {
                "drawer": SEAT,
                "holder": SEAT,
                "index": {**I, "nullable": True},
                "card": card(CARD_NAMES, nullable=True),
            }
        ),
        "nullable": True,
    },
    "loser": NULL_SEAT,
    "winners": SEATS,
    "ending": SN,
}

OPTIONS: dict[str, dict] = {
    "first_player": {
        **SEAT,
        "nullable": True,
        "description": "the seat to play first; null: drawn at random",
    }
}

# no hints: the hint endpoint answers hints_unavailable
HINTS: dict[str, dict] = {}
HINT_BRANCHES: list[str] = []
