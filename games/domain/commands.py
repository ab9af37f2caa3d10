"""The command table as data: every command a client may send, with its fields.

``COMMANDS``: kind -> command type -> {field: JSON Schema}. The same table answers
``GET /api/kinds`` (``commands_of``), refuses undeclared fields (``commands_for``, used by the
command service) and becomes the OpenAPI components (``games.openapi.commands``). The ending
commands (resign, abort, draws) are the service's own and are added per kind.

Cards are named in lower case in every game (the engines' own names; see docs/rules/).
"""

from __future__ import annotations

from games.domain import endings
from games.engines import dikdik
from games.engines.biddle.engine import DICE, MAX_BID
from games.engines.diddly.cards import CARDS as DIDDLY_CARDS
from games.engines.didi_dotter import BIRDS, SLOTS
from games.engines.quiddler import cards as quiddler_cards

MAX_SAFE_INT = 2**53 - 1  # the integers every JSON client holds exactly (config.parsers)
SEAT = {"type": "string", "pattern": "^(0|[1-9][0-9]?)$", "maxLength": 2,
        "description": 'a seat id: "0", "1", ... in join order'}


def integer(low: int, high: int, description: str) -> dict:
    """The JSON Schema of an integer field from ``low`` to ``high``."""
    return {"type": "integer", "minimum": low, "maximum": high, "description": description}


def _enum(values, description: str) -> dict:
    return {"type": "string", "enum": sorted(values), "description": description}


def _seat(description: str) -> dict:
    return {**SEAT, "description": description}


_DIDDLY_SLOT = integer(0, 7, "column * 2 + row, row 0 on top (3 columns: 0..5; 4 columns: 0..7)")
_DIKDIK_CARD = _enum(dikdik.CARDS, "a Dik Dik card name, lower case")
_QUIDDLER_CARD = _enum(quiddler_cards.DECK, "a Quiddler card, lower case (qu, in, er, cl, th "
                                            "are one card each)")
_SOURCE = _enum(["deck", "discard"], "where to draw from")
_WORDS = {"type": "array", "maxItems": 10, "description": "words, each a list of cards",
          "items": {"type": "array", "minItems": 1, "maxItems": 10, "items": _QUIDDLER_CARD}}
_TABLE_SLOT = integer(0, SLOTS - 1, "a table slot")

COMMANDS: dict[str, dict[str, dict[str, dict]]] = {
    "diddly": {
        "reveal": {"slots": {"type": "array", "items": _DIDDLY_SLOT, "minItems": 2,
                             "maxItems": 2, "description": "two of your slots to turn face up "
                                                           "(setup)"}},
        "peek": {"slot": {**_DIDDLY_SLOT, "description": "your face-down slot to look at "
                                                         "(Peek power)"}},
        "swap": {"a": _DIDDLY_SLOT, "b": _DIDDLY_SLOT},
        "skip_power": {},
        "draw": {"source": _SOURCE},
        "place": {"slot": _DIDDLY_SLOT},
        "recycle": {"slot": {**_DIDDLY_SLOT, "description": "the slot of your face-up Recycle"},
                    "index": integer(0, 103, "index into the discard pile, 0 = bottom")},
    },
    "dikdik": {
        "ask": {"target": _seat("the seat you ask"), "card": _DIKDIK_CARD},
        "pass": {"card": _DIKDIK_CARD},
        "draw": {"index": integer(0, 1, "which of the two face-down cards (DIK DIK roulette)")},
    },
    "quiddler": {
        "draw": {"source": _SOURCE},
        "discard": {"card": _QUIDDLER_CARD},
        "go_out": {"words": _WORDS, "discard": _QUIDDLER_CARD},
        "lay_down": {"words": _WORDS, "discard": _QUIDDLER_CARD},
    },
    "didi_dotter": {
        "take": {"slot": _TABLE_SLOT},
        "look": {"slot": _TABLE_SLOT,
                 "move_to": {**_TABLE_SLOT, "description": "optional: an empty slot to move "
                                                           "it to"}},
        "join": {"slot": _TABLE_SLOT},
        "steal": {"from": _seat("the seat whose stand half you take"),
                  "seen_version": integer(0, MAX_SAFE_INT, "the game version you last saw")},
        "choose": {"birds": {"type": "array", "maxItems": 24, "items": _enum(BIRDS, "a bird"),
                             "description": "the birds you choose (fox joker, wrong egg)"}},
    },
    "biddle": {
        "bid": {"rolls": integer(1, MAX_BID, "a number of rolls, 1..max_bid")},
        "call": {},
        "drop": {},
        "roll": {"reroll": {"type": "array", "maxItems": DICE, "uniqueItems": True,
                            "items": integer(0, DICE - 1, "a die index"),
                            "description": "die indexes to re-roll (ignored on the first "
                                           "roll)"}},
    },
}
# Fields a client may leave out (every other declared field is required).
OPTIONAL = {("didi_dotter", "look"): {"move_to"}}

# The cards each game names in its commands and views (lower case everywhere).
CARD_NAMES = {"diddly": sorted(DIDDLY_CARDS), "dikdik": sorted(dikdik.CARDS),
              "quiddler": sorted(quiddler_cards.DECK), "didi_dotter": sorted(BIRDS + ["fox"])}
ENDING_DESCRIPTIONS = {
    endings.RESIGN: "give up: 2 players, the other wins; 3 or more, you are ranked last",
    endings.ABORT: "end the game with no result, until every seat has moved",
    endings.OFFER_DRAW: "offer a draw (every seat must accept)",
    endings.ACCEPT_DRAW: "accept the draw on offer",
    endings.DECLINE_DRAW: "decline the draw on offer (it is withdrawn)",
}


def ending_commands(kind: str) -> dict:
    """The service's own commands (no fields): resign and abort, and draws where a game has
    them. They are handled before the rules see them and are not in ``legal_commands``."""
    out: dict[str, dict] = {endings.RESIGN: {}, endings.ABORT: {}}
    if kind not in endings.NO_DRAWS:
        out.update({c: {} for c in endings.DRAW_COMMANDS})
    return out


def commands_for(kind: str) -> dict:
    """Every command type of ``kind``: the game's own and the service's endings."""
    return {**COMMANDS.get(kind, {}), **ending_commands(kind)}


def commands_of(kind: str) -> dict:
    """The commands of ``kind`` as ``{type: {field: description}}`` (for GET /api/kinds)."""
    return {t: {f: spec.get("description", "") for f, spec in fields.items()}
            for t, fields in commands_for(kind).items()}
