"""A game's stream: lobby events written by the service, then the engine's events.

The fold of a stream is ``{"lobby": {...}, "engine": <engine state or None>}``. Lobby events
(``LOBBY_TYPES``) are folded here; every other event after ``GameStarted`` goes to the engine.
Pure functions over plain data (no ORM), so the projection, the command service and the admin
replay all fold a stream the same way.

Lobby events:

* ``game.created {kind, options, seats, creator, creator_name, seed_sha256, engine_version}``
  (``options.setup`` is staff-only and is stripped for everyone else; see ``redact_lobby``)
* ``game.seat_joined {user, username}`` / ``game.seat_left {user}``
* ``game.started {players: {seat id: user id}, names: {seat id: username}}``
* ``game.finished {seed, outcome}`` — reveals the secret seed (DESIGN.md, Randomness)
* ``game.dispute_opened {dispute, by, seat, reason, at_version}`` /
  ``game.dispute_resolved {dispute, by, decision}`` — disputes are settled by appending a
  decision; history is never edited
"""

from __future__ import annotations

import copy

from events.store import RecordedEvent
from games import engines

# Service events live in their own "game." namespace so no engine event can be mistaken for one
# (engines name their events in CamelCase and never start with "game.").
GAME_CREATED = "game.created"
SEAT_JOINED = "game.seat_joined"
SEAT_LEFT = "game.seat_left"
GAME_STARTED = "game.started"
GAME_FINISHED = "game.finished"
DISPUTE_OPENED = "game.dispute_opened"
DISPUTE_RESOLVED = "game.dispute_resolved"
LOBBY_TYPES = frozenset({GAME_CREATED, SEAT_JOINED, SEAT_LEFT, GAME_STARTED, GAME_FINISHED,
                         DISPUTE_OPENED, DISPUTE_RESOLVED})


def fold_lobby(lobby: dict | None, type_: str, data: dict, version: int) -> dict:
    """One lobby event folded into the lobby part of the state (a new dict)."""
    if type_ == GAME_CREATED:
        return {
            "kind": data["kind"], "options": data["options"], "seats": data["seats"],
            "creator": data["creator"], "seed_sha256": data["seed_sha256"],
            "members": [], "players": {}, "names": {}, "status": "lobby",
            "started_version": None, "seed": None,
        }
    lobby = copy.deepcopy(lobby)
    if type_ == SEAT_JOINED:
        lobby["members"].append({"user": data["user"], "username": data["username"]})
    elif type_ == SEAT_LEFT:
        lobby["members"] = [m for m in lobby["members"] if m["user"] != data["user"]]
    elif type_ == GAME_STARTED:
        lobby["players"] = data["players"]
        lobby["names"] = data["names"]
        lobby["status"] = "active"
        lobby["started_version"] = version
    elif type_ == GAME_FINISHED:
        lobby["status"] = "finished"
        lobby["seed"] = data["seed"]
    elif type_ == DISPUTE_OPENED:
        lobby.setdefault("disputes", []).append({
            "dispute": data["dispute"], "by": data["by"], "seat": data["seat"],
            "reason": data["reason"], "at_version": data["at_version"], "opened_version": version,
            "status": "open", "decision": None})
    elif type_ == DISPUTE_RESOLVED:
        for d in lobby.get("disputes", []):
            if d["dispute"] == data["dispute"]:
                d.update(status="resolved", decision=data["decision"], resolved_by=data["by"])
    return lobby


class GameFolder:
    """Folds a game's stream for ``events.store.load_state``; snapshot key = kind/engine version."""

    def __init__(self, kind: str):
        self.engine = engines.get(kind)
        self.key = f"{kind}/{self.engine.version}"

    def apply(self, state: dict | None, recorded: RecordedEvent) -> dict:
        return self.apply_event(state, recorded.type, recorded.data, recorded.version)

    def apply_event(self, state: dict | None, type_: str, data: dict, version: int) -> dict:
        state = state or {"lobby": None, "engine": None}
        if type_ in LOBBY_TYPES:
            return {"lobby": fold_lobby(state["lobby"], type_, data, version),
                    "engine": state["engine"]}
        return {"lobby": state["lobby"],
                "engine": self.engine.apply(state["engine"], {"type": type_, "data": data})}


class LobbyFolder:
    """Folds only the lobby part (projections); engine events are skipped unread."""

    key = "lobby"

    def apply(self, state: dict | None, recorded: RecordedEvent) -> dict | None:
        if recorded.type in LOBBY_TYPES:
            return fold_lobby(state, recorded.type, recorded.data, recorded.version)
        return state


def redact_lobby(type_: str, data: dict, may_see_setup: bool) -> dict:
    """A lobby event's data as a requester may see it: a fixed setup is staff-only."""
    if type_ == GAME_CREATED and not may_see_setup and "setup" in data.get("options", {}):
        data = {**data, "options": public_options(data["options"])}
    return data


def public_options(options: dict) -> dict:
    """Options without the staff-only fixed ``setup`` (it would reveal hidden cards)."""
    return {k: v for k, v in options.items() if k != "setup"}


def seat_of(lobby: dict, user_id: int) -> str | None:
    """The seat id of ``user_id`` in a started game, or None."""
    for seat, uid in lobby["players"].items():
        if uid == user_id:
            return seat
    return None
