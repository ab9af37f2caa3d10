"""JSON Schemas of the events a game's feed serves (OpenAPI components).

Every event is ``{version, type, data, recorded_at}`` (plus ``summary`` on staff decisions).
Its ``data`` is described per ``(kind, type)`` as a player or a watcher receives it, after the
engine's ``redact``: a field only some may see is optional (``private`` holds your own seat's
entry only), and a hidden shuffle keeps its shape with every card null. Components:

* ``<Kind><Type>Data`` / ``<Kind><Type>Event`` for the rule events (``DiddlyCardDrawnEvent``),
* ``Lobby<Type>Data`` / ``Lobby<Type>Event`` for the service's own ``game.*`` events, which
  every game's feed holds (``game.finished`` -> ``LobbyFinishedEvent``),
* ``<Kind>Event``: one kind's events, a ``oneOf`` with a ``type`` discriminator,
* ``GameEvent``: an ``anyOf`` over the kinds (the same ``type`` names different events in
  different games, and the lobby events are in all of them).

Objects stay open to new fields (a client must ignore fields it does not know). Cards are the
engines' own lower-case names.
"""

from __future__ import annotations

from config.api import schema_ref
from games import bots, kinds
from games.domain import endings, stream, time_control
from games.kinds.shapes import (
    MS,
    NULL_SEAT,
    SCORES,
    SEAT,
    SEATS,
    B,
    I,
    S,
    arr,
    data,
    enum,
    obj,
    per_seat,
)
from games.openapi.refs import any_of

_USER = {"type": "integer", "description": "a user id"}

# the rule events, per kind: type -> data schema (each kind's ``schemas.EVENTS``)
RULE_EVENTS: dict[str, dict[str, dict]] = {k: kinds.schemas(k).EVENTS for k in kinds.KINDS}

# -- the service's own events (every kind) ---------------------------------------------------
_CLOCK = obj({"deadline_ms": {**MS, "nullable": True}, "bank_ms": I,
               "paused_at_ms": {**MS, "nullable": True},
               "paused_until_ms": {**MS, "nullable": True}},
              ["deadline_ms", "bank_ms", "paused_at_ms", "paused_until_ms"])
RESULT = obj({
    "reason": enum(*endings.REASONS), "winners": SEATS,
    "ranking": {**arr(SEATS), "nullable": True,
                "description": "groups of tied seats, best first (null when void)"},
    "void": {**B, "description": "the game counts for nothing"},
    "seat": {**NULL_SEAT, "description": "the seat that resigned, aborted or timed out"},
    "scores": {**SCORES, "nullable": True},
    "note": {"type": "string", "nullable": True},
    "dispute": {"type": "integer", "nullable": True},
}, ["reason", "winners", "ranking", "void", "seat", "scores", "note", "dispute"],
    "How the game ended.")
_USERNAME = {"username": S}
LOBBY = {
    stream.GAME_CREATED: data({
        "kind": enum(*kinds.KINDS), "options": {"$ref": "#/components/schemas/GameOptions"},
        "seats": I, "creator": _USER, "creator_name": S, "seed_sha256": S,
        "engine_version": I, "visibility": enum("public", "private"),
        "clock": {**obj({"per_move": S, "bank": {**S, "nullable": True},
                          "per_move_ms": I, "bank_ms": I}), "nullable": True,
                  "description": "the correspondence clock (null: untimed), durations as "
                                 "written and in ms"},
        "on_timeout": {"$ref": "#/components/schemas/OnTimeout"}, "challenge": B,
        "rematch_of": {"type": "string", "format": "uuid", "nullable": True},
        "paired": {**B, "description": "made by quick pairing (docs/pairing.md): every "
                                        "seat taken and the game started at once"}},
        ["kind", "options", "seats", "creator", "seed_sha256"],
        "options without the staff-only setup"),
    stream.SEAT_JOINED: data({"user": _USER, **_USERNAME,
                               "bot": {**enum(*bots.LEVELS), "description":
                                       "the level of the bot taking the seat (bots only)"}},
                              ["user", "username"]),
    stream.SEAT_LEFT: data({"user": _USER}),
    stream.GAME_STARTED: data({"players": per_seat(_USER, "seat -> user id"),
                                "names": per_seat(S, "seat -> username"),
                                "bots": per_seat(enum(*bots.LEVELS),
                                                  "seat -> bot level, for the seats bots play")},
                               ["players", "names"]),
    stream.AUTOPILOT: data({
        "seat": SEAT, "reason": enum(endings.RESIGN, "timeout",
                                      description="why the seat's player left it"),
        "level": enum(*bots.LEVELS)}, description="from here on a bot plays the seat"),
    stream.GAME_FINISHED: data({
        "seed": {**S, "description": "the secret seed, revealed (it hashes to seed_sha256)"},
        "outcome": {"oneOf": [{"$ref": "#/components/schemas/Outcome"}], "nullable": True},
        "result": {"$ref": "#/components/schemas/GameResult"}}, ["seed", "outcome"]),
    time_control.CLOCK_STARTED: data({"at_ms": MS, "started": SEATS, "stopped": SEATS,
                                       "clocks": per_seat(_CLOCK, "the clocks that changed")}),
    time_control.CLOCK_PAUSED: data({"seat": SEAT, "at_ms": MS, "until_ms": MS}),
    time_control.CLOCK_RESUMED: data({"seat": SEAT, "at_ms": MS, "paused_ms": I}),
    stream.DRAW_OFFERED: data({"seat": SEAT}),
    stream.DRAW_ACCEPTED: data({"seat": SEAT}),
    stream.DRAW_DECLINED: data({"seat": SEAT}),
    stream.DISPUTE_OPENED: data({"dispute": I, "by": _USER, "seat": SEAT, "reason": S,
                                  "at_version": I}),
    stream.DISPUTE_RESOLVED: data({
        "dispute": I, "by": _USER, "by_name": S, "kind": enum(*stream.DECISION_KINDS),
        "decision": {**S, "description": "the staff member's reason"},
        "winners": SEATS, "scores": {**SCORES, "nullable": True}, "to_version": I},
        ["dispute", "by", "kind", "decision"]),
    stream.GAME_REWOUND: data({"to_version": I, "dispute": I, "by": _USER, "by_name": S},
                               ["to_version", "dispute", "by"]),
    stream.INVITED: data({"user": _USER, **_USERNAME, "by": _USER}),
    stream.INVITE_DECLINED: data({"user": _USER, **_USERNAME}),
    stream.INVITE_REVOKED: data({"user": _USER, **_USERNAME,
                                  "by": {**_USER, "nullable": True,
                                         "description": "who withdrew it (null: the service "
                                                        "did: it expired, or a block)"},
                                  "expired": {**B, "description": "true: nobody answered it "
                                                                   "in time"},
                                  "blocked": {**B, "description": "true: withdrawn because "
                                              "one of the two players blocked the other"}},
                                 required=["user", "username", "by"]),
    stream.JOIN_CODE_SET: data({"by": _USER}, description="the code is never served"),
    stream.JOIN_CODE_REVOKED: data({"by": _USER}),
    stream.REMATCH_CREATED: data({"game": {"type": "string", "format": "uuid"}, "by": _USER}),
}


def _camel(text: str) -> str:
    return "".join(p[:1].upper() + p[1:] for p in text.replace(".", "_").split("_"))


def kind_name(kind: str) -> str:
    return _camel(kind)


def rule_event_name(kind: str, type_: str) -> str:
    """``("diddly", "CardDrawn")`` -> ``DiddlyCardDrawnEvent``."""
    return f"{kind_name(kind)}{type_}Event"


def lobby_event_name(type_: str) -> str:
    """``game.finished`` -> ``LobbyFinishedEvent``."""
    return f"Lobby{_camel(type_.removeprefix('game.'))}Event"


def event_union_name(kind: str) -> str:
    return f"{kind_name(kind)}Event"


def _event(type_: str, data_name: str, description: str) -> dict:
    return obj({
        "version": {**I, "minimum": 1, "description": "its place in the game's log"},
        "type": {"type": "string", "enum": [type_]},
        "data": schema_ref(data_name),
        "recorded_at": {"type": "string", "format": "date-time"},
        "summary": {**S, "description": "staff decisions: a sentence saying what happened"},
    }, ["version", "type", "data", "recorded_at"], description)


def event_components() -> dict:
    """Data and event per ``(kind, type)`` and per lobby type, a union per kind, ``GameEvent``,
    the type lists (``<Kind>EventType``, ``LobbyEventType``) and ``GameResult``."""
    out = {"GameResult": RESULT}
    lobby_mapping = {}
    for type_, schema in LOBBY.items():
        name = lobby_event_name(type_)
        out[name.removesuffix("Event") + "Data"] = schema
        out[name] = _event(type_, name.removesuffix("Event") + "Data",
                           f"{type_}: the service's own event (every game)")
        lobby_mapping[type_] = f"#/components/schemas/{name}"
    for kind, table in RULE_EVENTS.items():
        mapping = {}
        for type_, schema in table.items():
            name = rule_event_name(kind, type_)
            out[name.removesuffix("Event") + "Data"] = schema
            out[name] = _event(type_, name.removesuffix("Event") + "Data",
                               f"{kind}: {type_} (docs/rules/{kind}.md)")
            mapping[type_] = f"#/components/schemas/{name}"
        mapping.update(lobby_mapping)
        out[event_union_name(kind)] = {
            "description": f"An event of a {kind} game: exactly one branch per `type`.",
            "oneOf": [{"$ref": ref} for ref in mapping.values()],
            "discriminator": {"propertyName": "type", "mapping": mapping}}
        out[f"{kind_name(kind)}EventType"] = {"type": "string", "enum": sorted(table),
                                              "description": f"the rule events of {kind}"}
    out["LobbyEventType"] = {"type": "string", "enum": sorted(LOBBY),
                             "description": "the service's own events, in every game"}
    out["GameEvent"] = any_of(
        map(event_union_name, RULE_EVENTS),
        "One event of a game, as you may see it: an event of the game's kind (`DiddlyEvent` "
        "...). Rule events are CamelCase, the service's own start with `game.`.")
    return out
