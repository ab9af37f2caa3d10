"""Didi Dotter's part of the API contract: its events' data, its view's own fields and its
options, as JSON Schemas (``games.openapi`` makes them components)."""

from __future__ import annotations

from games.kinds.shapes import (
    AT,
    MS,
    PLAYER,
    ROUNDS,
    SCORES,
    SEAT,
    SEATS,
    B,
    I,
    S,
    arr,
    card,
    data,
    enum,
    obj,
    per_seat,
)

from .commands import CARD_NAMES
from .rules import LIMITS


def _ms(name: str, description: str) -> dict:
    low, high = LIMITS[name]
    return {"type": "integer", "minimum": low, "maximum": high, "description": description}


BIRD = card(CARD_NAMES)
BIRDS = arr(BIRD)
EVENTS: dict[str, dict] = {
    "GameStarted": data(
        {
            "players": SEATS,
            "options": obj({"min_action_ms": I, "deadline_ms": I, "hide_cards": B, "hints": B}),
        }
    ),
    "RoundStarted": data(
        {
            "round": I,
            "slot_count": {
                **I,
                "description": "halves laid face down (the layout is nobody's to see)",
            },
            **AT,
        },
        ["round", "slot_count"],
        "at_ms/at_version: absent on the first round",
    ),
    "HalfTaken": data({**PLAYER, "slot": I, "half": BIRD, **AT}),
    "HalfLooked": data(
        {
            **PLAYER,
            "slot": I,
            "move_to": {**I, "nullable": True},
            "half": {**BIRD, "description": "the looker's only"},
            **AT,
        },
        ["player", "slot", "move_to", *AT],
    ),
    "EggJoined": data(
        {
            **PLAYER,
            "slot": I,
            "egg": I,
            "stand": BIRD,
            "half": {**BIRD, "description": "the joiner's only"},
            **AT,
        },
        ["player", "slot", "egg", "stand", *AT],
    ),
    "HalfStolen": data(
        {**PLAYER, "from": SEAT, "egg": I, "half": BIRD, "stand": BIRD, "seen_version": I, **AT}
    ),
    "StealClashed": data(
        {
            **PLAYER,
            "against": SEAT,
            "egg": I,
            "halves": BIRDS,
            "slots": arr(I, "where the clashed halves went, face down"),
            "seen_version": I,
            **AT,
        }
    ),
    "RoundEnded": data(
        {
            "round": I,
            "baskets": per_seat(arr(BIRDS)),
            "stands": per_seat(card(CARD_NAMES, nullable=True)),
            "deadline_ms": MS,
            **AT,
        }
    ),
    "CardsTurned": data(
        {
            **PLAYER,
            "reason": enum("right_egg", "fox", "wrong_egg"),
            "by": enum("rule", "forced", "choice", "timeout"),
            "hidden": B,
            "down": {
                **BIRDS,
                "description": "cards turned face down (absent when hidden from you)",
            },
            "up": {**BIRDS, "description": "cards turned face up (absent when hidden from you)"},
            "turned_down": {**I, "description": "when hidden from you: how many went down"},
            "turned_up": {**I, "description": "when hidden from you: how many went up"},
            **AT,
        },
        ["player", "reason", "by", "hidden", *AT],
    ),
    "ChoiceOpened": data(
        {**PLAYER, "choice": enum("fox", "wrong_egg"), "count": I, "deadline_ms": MS, **AT}
    ),
    "RoundScored": data({"round": I, "scores": SCORES, "totals": SCORES, **AT}),
    "GameEnded": data({"scores": SCORES, "winners": SEATS, **AT}),
}

VIEW: dict[str, dict] = {
    "players": SEATS,
    "version": I,
    "table": arr(
        card(CARD_NAMES, nullable=True, extra=("?",)),
        '24 slots: null empty, "?" a face-down half you do not know',
    ),
    "stands": per_seat(card(CARD_NAMES, nullable=True, extra=("?",))),
    "baskets": per_seat(
        arr(obj({"id": I, "how": S, "halves": arr(card(CARD_NAMES, extra=("?",))), "from": SEAT}))
    ),
    "cards": per_seat(
        obj(
            {
                "hidden": B,
                "face_down": arr(card(CARD_NAMES)),
                "face_up": arr(card(CARD_NAMES)),
                "face_down_count": I,
                "face_up_count": I,
            },
            ["hidden"],
        )
    ),
    "pending": per_seat(obj({"choice": S, "count": I, "eligible": arr(card(CARD_NAMES))})),
    "min_action_ms": I,
    "last_action_ms": per_seat({**I, "nullable": True}),
    "rounds": ROUNDS,
    "winners": SEATS,
}

OPTIONS: dict[str, dict] = {
    "min_action_ms": _ms("min_action_ms", "the pause between one player's actions"),
    "deadline_ms": _ms("deadline_ms", "the time for a choice (fox joker, wrong egg)"),
    "hide_cards": {"type": "boolean", "default": True},
}

# no hints: the hint endpoint answers hints_unavailable
HINTS: dict[str, dict] = {}
HINT_BRANCHES: list[str] = []
