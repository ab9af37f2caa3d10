"""JSON Schemas of each game's options (OpenAPI components ``DiddlyOptions`` ...).

Each kind states its options in its ``schemas.OPTIONS``, with its engine's own bounds (the
engine's ``validate_options`` still judges every request: the schema states the rules, it does
not replace them). Every game also takes ``hints``, a staff-only
``setup`` and the correspondence clock (``clock``, ``on_timeout``; docs/api.md).
"""

from __future__ import annotations

from games import kinds
from games.domain import time_control

_DURATION = {"type": "string", "maxLength": 40,
             "pattern": r"^P([0-9]+D)?(T([0-9]+H)?([0-9]+M)?([0-9]+S)?)?$",
             "description": "an ISO 8601 duration in days, hours, minutes, seconds (P3D, PT12H)"}
SHARED = {
    "ClockOptions": {"type": "object",
                     "description": "a correspondence clock (not for Didi Dotter)",
                     "properties": {"per_move": {**_DURATION, "description": "PT1H..P14D"},
                                    "bank": {**_DURATION, "nullable": True,
                                             "description": "extra time, up to P60D"}},
                     "required": ["per_move"], "additionalProperties": False},
    "OnTimeout": {"type": "string", "enum": list(time_control.ON_TIMEOUT),
                  "description": "what a clock running out does: forfeit, or autopilot "
                                 "(3+ seats: a basic bot plays on)"},
    "FixedSetup": {"type": "object", "description": "staff only: fixed outcomes of the first "
                                                    "round (docs/rules/<kind>.md)"},
}
COMMON = {
    "hints": {"type": "boolean", "default": False,
              "description": "advice for the player to act (GET /api/games/{id}/hint)"},
    "setup": {"$ref": "#/components/schemas/FixedSetup"},
    "clock": {"oneOf": [{"$ref": "#/components/schemas/ClockOptions"}], "nullable": True,
              "description": "absent: P3D per move; null: untimed"},
    "on_timeout": {"$ref": "#/components/schemas/OnTimeout"},
}
# each kind's own options (its ``schemas.OPTIONS``)
OPTIONS: dict[str, dict] = {k: kinds.schemas(k).OPTIONS for k in kinds.KINDS}


def options_name(kind: str) -> str:
    return "".join(p.title() for p in kind.split("_")) + "Options"


def option_components() -> dict:
    """``<Kind>Options`` per game, ``GameOptions`` (any of them) and ``BotSeat`` (an entry of
    a creation's ``bots``)."""
    out = {options_name(kind): {"type": "object", "properties": {**COMMON, **fields},
                                "additionalProperties": False,
                                "description": f"{kind} options (docs/rules/{kind}.md)"}
           for kind, fields in OPTIONS.items()}
    out.update(SHARED)
    # one entry of a creation's `bots` (else generated clients name it after the request's
    # field, e.g. GameCreateRequestBotsItemLevel); BotLevelEnum is the seats' `bot` enum
    out["BotSeat"] = {"type": "object", "required": ["level"], "additionalProperties": False,
                      "properties": {"level": {"$ref": "#/components/schemas/BotLevelEnum"}},
                      "description": "a computer player to seat (docs/bots.md)"}
    out["GameOptions"] = {"description": "The options of the game's kind (defaults: "
                                         "GET /api/kinds).",
                          "anyOf": [{"$ref": f"#/components/schemas/{options_name(k)}"}
                                    for k in OPTIONS]}
    return out
