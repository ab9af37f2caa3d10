"""JSON Schemas of what the games send: views, outcomes, hints (OpenAPI components; the
events are in ``games.openapi.events``).

The served view (``games.domain.views``) is one component per kind (``DiddlyView`` ...), each
with the shared fields (``your_seat``, ``to_act``, ``scores``, ``round``, ``phase``,
``deadline``) and a ``kind`` constant; ``GameView`` is their union with a ``kind``
discriminator. Game-specific parts are described field by field; objects stay open to new
fields (a client must ignore fields it does not know), so adding a field is not a break.
"""

from __future__ import annotations

from games import kinds
from games.domain.commands import COMMANDS
from games.kinds.shapes import NULL_SEAT, ROUNDS, SCORES, SEATS, B, I, S, obj
from games.openapi.commands import kind_union_name

SHARED = {
    "your_seat": {**NULL_SEAT, "description": "your seat, or null when you watch"},
    "to_act": {**SEATS, "description": "the seats that must act now"},
    "scores": SCORES,
    "round": {**I, "description": "the round under way (1 = first)"},
    "phase": {**S, "description": "the game's phase (values per game in docs/rules/)"},
    "deadline": {"type": "string", "format": "date-time", "nullable": True,
                 "description": "a deadline the rules set (Didi Dotter's choice deadline), "
                                "ISO 8601 UTC; correspondence clocks are in the game's clock"},
}
SHARED_REQUIRED = ["kind", *SHARED]
# each kind's own view fields (its ``schemas.VIEW``)
VIEW_FIELDS: dict[str, dict] = {k: kinds.schemas(k).VIEW for k in kinds.KINDS}


def view_name(kind: str) -> str:
    return "".join(p.title() for p in kind.split("_")) + "View"


def _view(kind: str, fields: dict) -> dict:
    return obj({"kind": {"type": "string", "enum": [kind]}, **SHARED, **fields},
                SHARED_REQUIRED, f"A {kind} game as you may see it (docs/rules/{kind}.md).")


OUTCOME = obj({
    "phase": S, "round": I, "to_act": SEATS, "finished": B, "scores": SCORES,
    "rounds": ROUNDS, "winners": SEATS,
    "loser": {**NULL_SEAT, "description": "Dik Dik: the loser"},
    "deadline_ms": {**I, "nullable": True,
                    "description": "Didi Dotter: the choice deadline, ms since the epoch"},
}, ["phase", "round", "to_act", "finished", "scores", "rounds", "winners"],
    "Where the game stands, the same shape for every game (as in game.finished).")

# the hint components (``schemas.HINTS``) and the branches a hint answer may be
HINTS: dict[str, dict] = {name: schema for k in kinds.KINDS
                          for name, schema in kinds.schemas(k).HINTS.items()}
HINT = {"description": "Advice for your seat: Quiddler suggests a command, Biddle gives odds.",
        "oneOf": [{"$ref": f"#/components/schemas/{name}"}
                  for k in kinds.KINDS for name in kinds.schemas(k).HINT_BRANCHES]}


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
