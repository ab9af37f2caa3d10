"""A game's stream: lobby events written by the service, then the engine's events.

The fold of a stream is ``{"lobby": {...}, "engine": <engine state or None>}``. Lobby events
(``LOBBY_TYPES``) are folded here; every other event after ``GameStarted`` goes to the engine.
Pure functions over plain data (no ORM, no event store), so the projection, the command service
and the admin replay all fold a stream the same way; ``games.folders`` runs them for the store.

Lobby events:

* ``game.created {kind, options, seats, creator, creator_name, seed_sha256, engine_version}``
  (``options.setup`` is staff-only and is stripped for everyone else; see ``redact_lobby``)
* ``game.seat_joined {user, username, bot?}`` / ``game.seat_left {user}`` — ``bot``: the level
  of a computer player's seat (absent for a person)
* ``game.started {players: {seat id: user id}, names: {seat id: username}, bots?: {seat id:
  level}}``
* ``game.autopilot {seat, reason, level}`` — from here on the ``level`` bot plays ``seat``
  (its player resigned or ran out of time, ``reason``); folded into ``lobby["autopilot"]``
* ``game.finished {seed, outcome, result}`` — reveals the secret seed (provable fairness);
  ``result`` says how it ended (``games.domain.endings.result``). A further ``game.finished`` (staff
  correcting a result) replaces ``lobby["result"]``; the earlier one stays in the log.
* ``game.clock_started`` / ``game.clock_paused`` / ``game.clock_resumed`` — correspondence
  clocks (``games.domain.time_control``), folded into ``lobby["clock"]`` (seat -> clock record)
* ``game.draw_offered {seat}`` / ``game.draw_accepted {seat}`` / ``game.draw_declined {seat}``
  — a draw offer, cleared by any move of the game. A seat offers at most once between two
  moves of the game or a rewind (``lobby["draw_offers"]``: the seats that have, see
  ``may_offer_draw``), so offering and withdrawing cannot fill the log while nobody plays
* ``game.dispute_opened {dispute, by, seat, reason, at_version}`` /
  ``game.dispute_resolved {dispute, by, kind, decision, ...}`` — disputes are settled by
  appending a decision (``kind``: annul | set_result | rewind | dismiss; ``decision`` is the
  staff member's reason); history is never edited
* ``game.rewound {to_version, dispute, by}`` — the game continues from its state at
  ``to_version``: see ``effective_history``

Rewinds. A ``game.rewound`` event at version V with ``to_version`` N makes the game's
*effective history* the effective events up to N, then the dispute records written after N
(``STICKY_TYPES``: what staff and players said about the game is never superseded), then V and
whatever follows. Events in (N, V) that are not sticky are *superseded*: they stay in the log
and in the feed, but no fold uses them any more. ``games.folders.GameFolder`` honours this by
re-folding the effective history when it meets a ``game.rewound`` event (so a snapshot taken
between N and V is never the base of a state after V), and the admin replay and re-judge read
the same way.

Invitations (``games.services.invitations``; ``game.created`` also carries ``visibility``
"public" or "private", ``challenge`` (bool), ``rematch_of`` (game id or None) and ``paired``
(bool: made by quick pairing, seated and started in the same append), all optional):

* ``game.invited {user, username, by}`` — a seat is promised to ``user`` until they take it
  (``game.seat_joined``), decline it, or the creator revokes it; the start drops the rest
* ``game.invite_declined {user, username}`` / ``game.invite_revoked {user, username, by}``
  (``by`` null: withdrawn by the service, ``expired`` or ``blocked`` true)
* ``game.join_code_set {by, code_sha256}`` / ``game.join_code_revoked {by}`` — only the code's
  hash is ever written; the code itself is shown once, to the creator
* ``game.rematch_created {game, by}`` — appended to a finished game when its rematch is created
"""

from __future__ import annotations

import copy
from collections.abc import Iterable

from games.domain import endings, time_control

# Service events live in their own "game." namespace so no engine event can be mistaken for one
# (engines name their events in CamelCase and never start with "game.").
GAME_CREATED = "game.created"
SEAT_JOINED = "game.seat_joined"
SEAT_LEFT = "game.seat_left"
GAME_STARTED = "game.started"
GAME_FINISHED = "game.finished"
DISPUTE_OPENED = "game.dispute_opened"
DISPUTE_RESOLVED = "game.dispute_resolved"
GAME_REWOUND = "game.rewound"
INVITED = "game.invited"
INVITE_DECLINED = "game.invite_declined"
INVITE_REVOKED = "game.invite_revoked"
JOIN_CODE_SET = "game.join_code_set"
JOIN_CODE_REVOKED = "game.join_code_revoked"
REMATCH_CREATED = "game.rematch_created"
AUTOPILOT = "game.autopilot"
INVITATION_TYPES = frozenset({INVITED, INVITE_DECLINED, INVITE_REVOKED, JOIN_CODE_SET,
                              JOIN_CODE_REVOKED, REMATCH_CREATED})
DRAW_OFFERED = "game.draw_offered"
DRAW_ACCEPTED = "game.draw_accepted"
DRAW_DECLINED = "game.draw_declined"
LOBBY_TYPES = frozenset({GAME_CREATED, SEAT_JOINED, SEAT_LEFT, GAME_STARTED, GAME_FINISHED,
                         DISPUTE_OPENED, DISPUTE_RESOLVED, GAME_REWOUND, DRAW_OFFERED,
                         DRAW_ACCEPTED, DRAW_DECLINED, AUTOPILOT, *time_control.CLOCK_TYPES}
                        ) | INVITATION_TYPES
# Bump when the lobby fold's shape changes: snapshots are keyed by it (they are only a cache).
LOBBY_SCHEMA = 4
# Records about the game that a rewind never supersedes (see the module docstring).
STICKY_TYPES = frozenset({DISPUTE_OPENED, DISPUTE_RESOLVED, GAME_REWOUND})

# What a moderator's decision on a dispute does; reasons and decisions are at most this long
DECISION_KINDS = ("annul", "set_result", "rewind", "dismiss")
# the kind a decision takes when none is given (the API) and the one staff forms start on
DEFAULT_DECISION_KIND = "dismiss"
MAX_TEXT = 2000


def finished_event(seed: str, outcome: dict | None, result: dict) -> dict:
    """The ``game.finished`` event: reveals ``seed`` and says how the game ended (``result``,
    built by ``games.domain.endings``; ``outcome``: the engine's at the end, or None)."""
    return {"type": GAME_FINISHED, "data": {"seed": seed, "outcome": outcome, "result": result}}


def result_of(data: dict) -> dict:
    """``result`` of a ``game.finished`` event; an old one without it reads as a normal end."""
    if data.get("result") is not None:
        return data["result"]
    outcome = data.get("outcome") or {}
    return endings.result("normal", winners=outcome.get("winners") or [], ranking=None,
                          scores=outcome.get("scores"))


def fold_lobby(lobby: dict | None, type_: str, data: dict, version: int) -> dict:
    """One lobby event folded into the lobby part of the state (a new dict)."""
    if type_ == GAME_CREATED:
        return _created(data)
    assert lobby is not None, f"{type_} before game.created"
    lobby = copy.deepcopy(lobby)
    if type_ in INVITATION_TYPES:
        return _fold_invitation(lobby, type_, data)
    if type_ in (SEAT_JOINED, GAME_STARTED, GAME_FINISHED):
        _drop_invitations(lobby, type_, data)
    if type_ in time_control.CLOCK_TYPES:
        lobby["clock"] = time_control.fold(lobby["clock"], type_, data)
    elif type_ in _FOLDS:
        _FOLDS[type_](lobby, data, version)
    return lobby


def _created(data: dict) -> dict:
    """The lobby a ``game.created`` event opens."""
    return {
        "kind": data["kind"], "options": data["options"], "seats": data["seats"],
        "creator": data["creator"], "seed_sha256": data["seed_sha256"],
        "members": [], "players": {}, "names": {}, "status": "lobby",
        "started_version": None, "seed": None, "result": None,
        **_access_created(data),
        # correspondence play (absent from games created before clocks: untimed)
        "clock_options": data.get("clock"), "on_timeout": data.get("on_timeout", "forfeit"),
        "clock": None, "acted": [], "draw": None, "draw_offers": [],
        # computer players: seat -> level (bot accounts), and seats a bot took over
        "bots": {}, "autopilot": {},
        # quick pairing made it (absent from older folds: read with .get)
        "paired": data.get("paired", False),
    }


# The lobby events other than the creation, the invitations and the clocks: each folds its
# event into ``lobby`` (the fold's own copy) in place.
def _seat_joined(lobby: dict, data: dict, version: int) -> None:
    member = {"user": data["user"], "username": data["username"]}
    if data.get("bot"):
        member["bot"] = data["bot"]
    lobby["members"].append(member)


def _seat_left(lobby: dict, data: dict, version: int) -> None:
    lobby["members"] = [m for m in lobby["members"] if m["user"] != data["user"]]


def _started(lobby: dict, data: dict, version: int) -> None:
    lobby["players"] = data["players"]
    lobby["names"] = data["names"]
    lobby["bots"] = dict(data.get("bots") or {})
    lobby["status"] = "active"
    lobby["started_version"] = version
    if lobby.get("clock_options"):
        lobby["clock"] = time_control.initial(lobby["clock_options"], data["players"])


def _finished(lobby: dict, data: dict, version: int) -> None:
    lobby["status"] = "finished"
    lobby["seed"] = data["seed"]
    lobby["result"] = result_of(data)
    lobby["finished_version"] = version
    lobby["draw"] = None
    if lobby.get("clock"):
        lobby["clock"] = time_control.stop_all(lobby["clock"])


def _autopilot(lobby: dict, data: dict, version: int) -> None:
    lobby.setdefault("autopilot", {})[data["seat"]] = {"reason": data["reason"],
                                                       "level": data["level"]}


def _draw_offered(lobby: dict, data: dict, version: int) -> None:
    lobby["draw"] = {"offered_by": data["seat"], "accepted": [data["seat"]]}
    lobby["draw_offers"] = [*lobby.get("draw_offers", []), data["seat"]]


def _draw_accepted(lobby: dict, data: dict, version: int) -> None:
    lobby["draw"]["accepted"].append(data["seat"])


def _draw_declined(lobby: dict, data: dict, version: int) -> None:
    lobby["draw"] = None


def _dispute_opened(lobby: dict, data: dict, version: int) -> None:
    lobby.setdefault("disputes", []).append({
        "dispute": data["dispute"], "by": data["by"], "seat": data["seat"],
        "reason": data["reason"], "at_version": data["at_version"], "opened_version": version,
        "status": "open", "kind": None, "decision": None})


def _dispute_resolved(lobby: dict, data: dict, version: int) -> None:
    for d in lobby.get("disputes", []):
        if d["dispute"] == data["dispute"]:
            d.update(status="resolved", kind=data.get("kind", "dismiss"),
                     decision=data["decision"], resolved_by=data["by"],
                     resolved_version=version)


def _rewound(lobby: dict, data: dict, version: int) -> None:
    # The rest of the state is the refold of the effective history (games.folders); the lobby
    # keeps a record of each rewind so views and the index can say what happened.
    lobby.setdefault("rewinds", []).append({
        "version": version, "to_version": data["to_version"], "dispute": data["dispute"],
        "by": data["by"]})
    lobby["draw_offers"] = []  # play resumes afresh (fresh clocks too): so do draw offers


_FOLDS = {
    SEAT_JOINED: _seat_joined, SEAT_LEFT: _seat_left, GAME_STARTED: _started,
    GAME_FINISHED: _finished, AUTOPILOT: _autopilot, DRAW_OFFERED: _draw_offered,
    DRAW_ACCEPTED: _draw_accepted, DRAW_DECLINED: _draw_declined,
    DISPUTE_OPENED: _dispute_opened, DISPUTE_RESOLVED: _dispute_resolved, GAME_REWOUND: _rewound,
}


def may_offer_draw(lobby: dict, seat: str) -> bool:
    """Whether ``seat`` may offer a draw now: no offer stands, and it has made none since the
    game's last move."""
    return lobby.get("draw") is None and seat not in lobby.get("draw_offers", ())


def note_move(lobby: dict, actor: str | None) -> dict:
    """The lobby after an engine event: ``actor`` has moved (abort window), offers lapse and
    every seat may offer a draw again."""
    if (actor is None or actor in lobby.get("acted", ())) and not lobby.get("draw") \
            and not lobby.get("draw_offers"):
        return lobby
    lobby = {**lobby, "draw": None, "draw_offers": []}
    if actor is not None and actor not in lobby.get("acted", ()):
        lobby["acted"] = [*lobby.get("acted", []), actor]
    return lobby


def effective_history(events: Iterable) -> list:
    """The events a fold uses, in order: superseded ones (see the module docstring) left out.

    ``events`` are the log's events from version 1 on (anything with ``.version``, ``.type``
    and ``.data``). Rewinds nest: a later rewind may go back before an earlier one.
    """
    return _walk(events)[0]


def superseded(events: Iterable) -> dict[int, int]:
    """``{version: version of the rewind that superseded it}`` for every superseded event."""
    return _walk(events)[1]


def _walk(events: Iterable) -> tuple[list, dict[int, int]]:
    kept: list = []
    dropped: dict[int, int] = {}
    for e in events:
        if e.type == GAME_REWOUND:
            n = e.data["to_version"]
            still = []
            for k in kept:
                if k.version <= n or k.type in STICKY_TYPES:
                    still.append(k)
                else:
                    dropped[k.version] = e.version
            kept = still
        kept.append(e)
    return kept, dropped


def _access_created(data: dict) -> dict:
    """Who may see and join a new game (lobby keys added by ``game.created``)."""
    return {"visibility": data.get("visibility", "public"), "invited": [],
            "challenge": data.get("challenge", False), "rematch_of": data.get("rematch_of"),
            "rematch": None, "join_code_sha256": None}


def _fold_invitation(lobby: dict, type_: str, data: dict) -> dict:
    """An invitation event folded into ``lobby`` (already a copy)."""
    if type_ == INVITED:
        lobby.setdefault("invited", []).append(
            {"user": data["user"], "username": data["username"], "by": data["by"]})
    elif type_ in (INVITE_DECLINED, INVITE_REVOKED):
        lobby["invited"] = [i for i in lobby.get("invited", []) if i["user"] != data["user"]]
    elif type_ == JOIN_CODE_SET:
        lobby["join_code_sha256"] = data["code_sha256"]
    elif type_ == JOIN_CODE_REVOKED:
        lobby["join_code_sha256"] = None
    elif type_ == REMATCH_CREATED:
        lobby["rematch"] = data["game"]
    return lobby


def _drop_invitations(lobby: dict, type_: str, data: dict) -> None:
    """A seat taken fulfils its invitation; once the game starts (or ends before starting) the
    pending invitations and the join code lapse."""
    if type_ == SEAT_JOINED:
        lobby["invited"] = [i for i in lobby.get("invited", []) if i["user"] != data["user"]]
    else:
        lobby["invited"] = []
        lobby["join_code_sha256"] = None


def lobby_access(lobby: dict) -> dict:
    """The invitation keys of a folded lobby, with defaults for lobbies folded before them."""
    return {k: lobby.get(k, v) for k, v in _access_created({}).items()}


def redact_lobby(type_: str, data: dict, may_see_setup: bool) -> dict:
    """A lobby event's data as a requester may see it: a fixed setup is staff-only."""
    if type_ == GAME_CREATED and not may_see_setup and "setup" in data.get("options", {}):
        data = {**data, "options": public_options(data["options"])}
    if type_ == JOIN_CODE_SET:
        data = {k: v for k, v in data.items() if k != "code_sha256"}  # harmless, but nobody's
    return data


def public_options(options: dict) -> dict:
    """Options without the staff-only fixed ``setup`` (it would reveal hidden cards)."""
    return {k: v for k, v in options.items() if k != "setup"}


def bot_level(lobby: dict, seat: str) -> str | None:
    """The level of the bot that plays ``seat`` (a bot account's, or an autopilot's), or None
    when a person plays it."""
    pilot = (lobby.get("autopilot") or {}).get(seat)
    if pilot is not None:
        return pilot["level"]
    return (lobby.get("bots") or {}).get(seat)


def seat_of(lobby: dict, user_id: int) -> str | None:
    """The seat id of ``user_id`` in a started game, or None."""
    for seat, uid in lobby["players"].items():
        if uid == user_id:
            return seat
    return None
