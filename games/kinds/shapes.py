"""JSON Schema building blocks: the pieces every kind's command fields (``commands.py``) and
API schemas (``schemas.py``) are written with, and the service's own schemas too
(``games.domain.commands``, ``games.openapi``). Plain dicts; each call returns a fresh one.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

MAX_SAFE_INT = 2**53 - 1  # the integers every JSON client holds exactly (config.parsers)
SEAT = {"type": "string", "pattern": "^(0|[1-9][0-9]?)$", "maxLength": 2,
        "description": 'a seat id: "0", "1", ... in join order'}

S = {"type": "string"}
SN = {"type": "string", "nullable": True}
I = {"type": "integer"}  # noqa: E741 (the schemas read as types: S, I, B)
B = {"type": "boolean"}
SEATS = {"type": "array", "items": SEAT}
NULL_SEAT = {**SEAT, "nullable": True}
MS = {"type": "integer", "description": "milliseconds since the epoch"}
PLAYER = {"player": SEAT}
# Didi Dotter's and the clocks' stamps: when an event happened, and where in the log
AT = {"at_ms": {**MS, "description": "when it happened (the service's clock)"},
      "at_version": {**I, "description": "the event's own version in the log"}}


# -- command fields ------------------------------------------------------------------------------
def integer(low: int, high: int, description: str) -> dict:
    """The JSON Schema of an integer field from ``low`` to ``high``."""
    return {"type": "integer", "minimum": low, "maximum": high, "description": description}


def named(values: Iterable, description: str) -> dict:
    """A string field taking one of ``values`` (listed sorted)."""
    return {"type": "string", "enum": sorted(values), "description": description}


def seat(description: str) -> dict:
    """A seat id field."""
    return {**SEAT, "description": description}


# -- served shapes -------------------------------------------------------------------------------
def obj(properties: dict, required: Sequence = (), description: str = "") -> dict:
    """An object with ``properties`` (open to new fields)."""
    out: dict = {"type": "object", "properties": properties}
    if required:
        out["required"] = list(required)
    if description:
        out["description"] = description
    return out


def per_seat(value: dict, description: str = "") -> dict:
    """An object keyed by seat id."""
    out: dict = {"type": "object", "additionalProperties": value}
    if description:
        out["description"] = description
    return out


def arr(items: dict, description: str = "") -> dict:
    out: dict = {"type": "array", "items": items}
    if description:
        out["description"] = description
    return out


def enum(*values: str, description: str = "") -> dict:
    """A string that is one of ``values`` (in the order given)."""
    out: dict = {"type": "string", "enum": list(values)}
    if description:
        out["description"] = description
    return out


def card(names: Sequence[str], nullable: bool = False, extra: tuple = ()) -> dict:
    """A card of a kind whose cards are ``names`` (its ``CARD_NAMES``)."""
    out: dict = {"type": "string", "enum": [*names, *extra],
                 "description": "a card name, lower case"}
    if nullable:
        out["nullable"] = True
        out["enum"].append(None)
    return out


SCORES = per_seat(I, "seat -> total score")
ROUNDS = arr(per_seat(I), "each finished round's points per seat")


# -- event data ----------------------------------------------------------------------------------
def data(properties: dict, required: Sequence | None = None, description: str = "") -> dict:
    """An event's data: ``required`` defaults to every property."""
    return obj(properties, list(properties) if required is None else required, description)


def private(value: dict) -> dict:
    """A per-seat secret of an event: served to its own seat only."""
    return per_seat(value, "your own seat's secret (absent for the other seats and watchers)")


def hidden(names: Sequence[str]) -> dict:
    """A card nobody may see: served as null (the shape of the hidden list is kept)."""
    return {**card(names, nullable=True), "description": "always null: nobody sees it"}


def drawn(names: Sequence[str]) -> dict:
    """``CardDrawn`` of a game with a deck and a discard pile: a card from the deck is the
    drawer's secret."""
    one = card(names)
    return data({**PLAYER, "source": enum("deck", "discard"),
                 "card": {**one, "description": "from the discard pile only"},
                 "private": private(obj({"card": one}, ["card"]))},
                ["player", "source"], "a card drawn from the deck is the drawer's secret")
