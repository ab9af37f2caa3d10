"""JSON Schemas of what the games send: views, outcomes, hints (OpenAPI components; the
events are in ``games.openapi.events``).

The served view (``games.domain.views``) is one component per kind (``DiddlyView`` ...), each
with the shared fields (``your_seat``, ``to_act``, ``scores``, ``round``, ``phase``,
``deadline``) and a ``kind`` constant; ``GameView`` is their union with a ``kind``
discriminator. Game-specific parts are described field by field; objects stay open to new
fields (a client must ignore fields it does not know), so adding a field is not a break.
"""

from __future__ import annotations

from games.domain.commands import CARD_NAMES, COMMANDS, SEAT
from games.openapi.commands import kind_union_name

_S = {"type": "string"}
_SN = {"type": "string", "nullable": True}
_I = {"type": "integer"}
_B = {"type": "boolean"}
_SEATS = {"type": "array", "items": SEAT}
_NULL_SEAT = {**SEAT, "nullable": True}


def _obj(properties: dict, required: list | tuple = (), description: str = "") -> dict:
    out = {"type": "object", "properties": properties}
    if required:
        out["required"] = list(required)
    if description:
        out["description"] = description
    return out


def _per_seat(value: dict, description: str = "") -> dict:
    out = {"type": "object", "additionalProperties": value}
    if description:
        out["description"] = description
    return out


def _arr(items: dict, description: str = "") -> dict:
    out = {"type": "array", "items": items}
    if description:
        out["description"] = description
    return out


def _card(kind: str, nullable: bool = False, extra: tuple = ()) -> dict:
    out = {"type": "string", "enum": [*CARD_NAMES[kind], *extra],
           "description": "a card name, lower case"}
    if nullable:
        out["nullable"] = True
        out["enum"].append(None)
    return out


SCORES = _per_seat(_I, "seat -> total score")
SHARED = {
    "your_seat": {**_NULL_SEAT, "description": "your seat, or null when you watch"},
    "to_act": {**_SEATS, "description": "the seats that must act now"},
    "scores": SCORES,
    "round": {**_I, "description": "the round under way (1 = first)"},
    "phase": {**_S, "description": "the game's phase (values per game in docs/rules/)"},
    "deadline": {"type": "string", "format": "date-time", "nullable": True,
                 "description": "a deadline the rules set (Didi Dotter's choice deadline), "
                                "ISO 8601 UTC; correspondence clocks are in the game's clock"},
}
SHARED_REQUIRED = ["kind", *SHARED]
_ROUNDS = _arr(_per_seat(_I), "each finished round's points per seat")

VIEW_FIELDS: dict[str, dict] = {
    "diddly": {
        "players": _SEATS, "columns": _I, "rounds_total": _I, "dealer": SEAT, "first": SEAT,
        "turn": _NULL_SEAT,
        "boards": _per_seat(_arr(_obj({"card": _card("diddly", nullable=True), "up": _B,
                                       "known": _B}, ["card", "up"])),
                            "each seat's slots (column * 2 + row); a face-down card is null "
                            "unless you peeked at it (known)"),
        "draw_count": _I, "discard": _arr(_card("diddly"), "the discard pile, bottom first"),
        "hand": {**_obj({"player": SEAT, "source": _S, "card": _card("diddly", True),
                         "power": _SN}), "nullable": True,
                 "description": "the card in play (drawn), if any"},
        "setup": _per_seat(_obj({"revealed": _B, "powers": _arr(_S)})),
        "finisher": _NULL_SEAT, "final_turns": _SEATS, "rounds": _ROUNDS,
        "last_round": {**_obj({"round": _I, "scores": SCORES,
                               "boards": _per_seat(_arr(_card("diddly")))}), "nullable": True},
        "winners": _SEATS,
    },
    "dikdik": {
        "players": _SEATS, "turn": _NULL_SEAT, "turns": _I, "cards": _I,
        "hand": {**_arr(_card("dikdik")), "nullable": True,
                 "description": "your hand (null when you watch)"},
        "hand_sizes": _per_seat(_I), "pairs": _per_seat(_arr(_card("dikdik"))),
        "out": _SEATS,
        "asks": _arr(_obj({"player": SEAT, "target": SEAT, "card": _card("dikdik"),
                           "given": _B})),
        "roulette": {**_obj({"drawer": SEAT, "holder": SEAT,
                             "index": {**_I, "nullable": True},
                             "card": _card("dikdik", nullable=True)}), "nullable": True},
        "loser": _NULL_SEAT, "winners": _SEATS, "ending": _SN,
    },
    "quiddler": {
        "players": _SEATS, "rounds_total": _I, "dealer": SEAT, "turn": _NULL_SEAT,
        "drawn": _B, "hand_sizes": _per_seat(_I), "deck_size": _I,
        "discard": _arr(_card("quiddler")), "discard_top": _card("quiddler", nullable=True),
        "went_out": _NULL_SEAT, "final_turns_left": _SEATS,
        "laid": _per_seat(_arr(_arr(_card("quiddler"))), "words laid down this round"),
        "rounds": _arr({"type": "object"}), "last_round": {"type": "object", "nullable": True},
        "winners": _SEATS, "dictionary": _obj({"name": _S, "sha256": _S}), "hints": _B,
        "hand": {**_arr(_card("quiddler")), "description": "your hand (players only)"},
    },
    "didi_dotter": {
        "players": _SEATS, "version": _I,
        "table": _arr(_card("didi_dotter", nullable=True, extra=("?",)),
                      "24 slots: null empty, \"?\" a face-down half you do not know"),
        "stands": _per_seat(_card("didi_dotter", nullable=True, extra=("?",))),
        "baskets": _per_seat(_arr(_obj({"id": _I, "how": _S,
                                        "halves": _arr(_card("didi_dotter", extra=("?",))),
                                        "from": SEAT}))),
        "cards": _per_seat(_obj({"hidden": _B, "face_down": _arr(_card("didi_dotter")),
                                 "face_up": _arr(_card("didi_dotter")),
                                 "face_down_count": _I, "face_up_count": _I}, ["hidden"])),
        "pending": _per_seat(_obj({"choice": _S, "count": _I,
                                   "eligible": _arr(_card("didi_dotter"))})),
        "min_action_ms": _I, "last_action_ms": _per_seat({**_I, "nullable": True}),
        "rounds": _ROUNDS, "winners": _SEATS,
    },
    "biddle": {
        "players": _SEATS, "rounds_total": _I, "starter": _NULL_SEAT, "turn": _NULL_SEAT,
        "card": {**_obj({"id": _S, "text": _S, "challenge": {"type": "object"}}),
                 "nullable": True, "description": "the challenge card of this round"},
        "bids": _per_seat(_I), "lowest_bid": {**_I, "nullable": True}, "dropped": _SEATS,
        "team": _SEATS, "rolls_bid": _I, "rolls_used": _I,
        "rolls_left": {**_I, "nullable": True},
        "dice": _arr({"type": "integer", "minimum": 1, "maximum": 6}),
        "rounds": _ROUNDS, "results": _arr({"type": "object"}),
        "options": {"type": "object"}, "winners": _SEATS,
    },
}


def view_name(kind: str) -> str:
    return "".join(p.title() for p in kind.split("_")) + "View"


def _view(kind: str, fields: dict) -> dict:
    return _obj({"kind": {"type": "string", "enum": [kind]}, **SHARED, **fields},
                SHARED_REQUIRED, f"A {kind} game as you may see it (docs/rules/{kind}.md).")


OUTCOME = _obj({
    "phase": _S, "round": _I, "to_act": _SEATS, "finished": _B, "scores": SCORES,
    "rounds": _ROUNDS, "winners": _SEATS,
    "loser": {**_NULL_SEAT, "description": "Dik Dik: the loser"},
    "deadline_ms": {**_I, "nullable": True,
                    "description": "Didi Dotter: the choice deadline, ms since the epoch"},
}, ["phase", "round", "to_act", "finished", "scores", "rounds", "winners"],
    "Where the game stands, the same shape for every game (as in game.finished).")

HINTS = {
    "QuiddlerHint": _obj({"command": {"$ref": "#/components/schemas/QuiddlerCommand"},
                          "score": {**_I, "nullable": True}}, ["command", "score"],
                         "Quiddler: the solver's best command now (score without bonuses)"),
    "BiddleChance": _obj({"rolls": _I, "chance": {"type": "number", "minimum": 0,
                                                  "maximum": 1}}, ["rolls", "chance"]),
    "BiddleBiddingHint": _obj({"phase": {"type": "string", "enum": ["bidding"]}, "card": _S,
                               "chances": _arr({"$ref": "#/components/schemas/BiddleChance"},
                                               "the chance to meet the card in 1, 2, ... "
                                               "rolls")},
                              ["phase", "card", "chances"], "Biddle while bidding"),
    "BiddleRollingHint": _obj({"phase": {"type": "string", "enum": ["rolling"]}, "card": _S,
                               "rolls_left": _I, "chance": {"type": "number"},
                               "reroll": _arr(_I, "the dice to re-roll next")},
                              ["phase", "card", "rolls_left", "chance", "reroll"],
                              "Biddle while rolling"),
}
HINT = {"description": "Advice for your seat: Quiddler suggests a command, Biddle gives odds.",
        "oneOf": [{"$ref": f"#/components/schemas/{n}"}
                  for n in ("QuiddlerHint", "BiddleBiddingHint", "BiddleRollingHint")]}


def view_components() -> dict:
    """Views per kind, their union, the outcome, hints and the legal commands."""
    out = {view_name(k): _view(k, fields) for k, fields in VIEW_FIELDS.items()}
    out["GameView"] = {
        "description": "The game as you may see it; `kind` says which game's view it is.",
        "oneOf": [{"$ref": f"#/components/schemas/{view_name(k)}"} for k in VIEW_FIELDS],
        "discriminator": {"propertyName": "kind", "mapping": {
            k: f"#/components/schemas/{view_name(k)}" for k in VIEW_FIELDS}}}
    out["Outcome"] = OUTCOME
    out.update(HINTS)
    out["Hint"] = HINT
    out["LegalCommand"] = {
        "description": "A command you may send now: one of your game's command schemas.",
        "anyOf": [{"$ref": f"#/components/schemas/{kind_union_name(k)}"} for k in COMMANDS]}
    return out
