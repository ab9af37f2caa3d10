"""The ``notifications`` subscriber: game events in, per-user notifications out.

Runs inside the relay's batch transaction (``events.subscriptions``): the notifications it
writes and the subscriber's tracking position commit together, so each event is turned into
notifications exactly once. A notification's ``key`` (event position, kind, user) makes a
replayed batch harmless as well.

What it reads: each game's stream folded with ``GameFolder`` up to the events in the batch,
so "whose turn is it" is judged at the time of the event, not now. What it writes in a
notification is public game information only (game id and kind, versions, seats, usernames,
clock deadlines, the result of a finished game): never an engine event's data, so nobody learns
another player's hidden cards from a notification (tests/notifications/test_leaks.py).
"""

from __future__ import annotations

from collections import OrderedDict, defaultdict
from typing import cast

from events import store
from events.models import Snapshot
from events.subscriptions import PositionedEvent
from games import kinds
from games.domain import time_control
from games.domain.stream import (
    DISPUTE_RESOLVED,
    DRAW_OFFERED,
    GAME_FINISHED,
    GAME_REWOUND,
    GAME_STARTED,
    INVITE_DECLINED,
    INVITE_REVOKED,
    INVITED,
    LOBBY_TYPES,
    SEAT_JOINED,
    lobby_access,
    result_of,
    superseded,
)
from games.folders import GameFolder
from games.models import Game

from . import alarms, services

NAME = "notifications"


def handle(events: list[PositionedEvent]) -> None:
    """Turn a batch of events (global order) into notifications."""
    by_stream: dict = defaultdict(list)
    for e in events:
        by_stream[e.stream].append(e)
    rows = {game_id: (kind, erasures) for game_id, kind, erasures
            in Game.objects.filter(id__in=list(by_stream)).values_list("id", "kind", "erasures")}
    planned: list[tuple[int, dict]] = []  # (position, notification) to write in global order
    clocked: list[alarms.Tracked] = []  # the games whose clock alarms to look at again
    for stream, stream_events in by_stream.items():
        if stream not in rows:
            continue  # not a game (the event store has other streams in tests and tools)
        kind, erasures = rows[stream]
        try:
            kinds.engine(kind)
        except kinds.UnknownKind:
            continue  # a kind no longer installed: nothing to say about it
        planned += _game_notifications(stream, GameFolder(kind, erasures), stream_events,
                                       clocked)
    planned.sort(key=lambda p: p[0])
    services.notifications_create([n for _, n in planned])
    alarms.track(clocked)


# stream -> (folder key, version, fold): the relay feeds each stream's events in order, batch
# after batch, so the next batch of a stream usually starts where the last one ended. Folds
# are never mutated (every fold step returns a new state), so sharing them is safe; a batch
# rolled back and fed again simply misses the cache (the version does not match).
_folds: OrderedDict = OrderedDict()
FOLD_CACHE_SIZE = 512


def _remember(stream, folder: GameFolder, version: int, state) -> None:
    _folds[stream] = (folder.key, version, state)
    _folds.move_to_end(stream)
    while len(_folds) > FOLD_CACHE_SIZE:
        _folds.popitem(last=False)


def forget_folds() -> None:
    """Drop this process's fold cache (an erasure rewrote names in the log: folds rebuild)."""
    _folds.clear()


def _state_before(stream, folder: GameFolder, version: int) -> dict | None:
    """The fold of ``stream`` at ``version`` (cached, else from the latest snapshot)."""
    cached = _folds.get(stream)
    if cached is not None and cached[0] == folder.key and cached[1] == version:
        return cached[2]
    snap = (Snapshot.objects.filter(stream=stream, key=folder.key, version__lte=version)
            .order_by("-version").first())
    state, at = (snap.state, snap.version) if snap else (None, 0)
    for recorded in store.load(stream, after=at, limit=version - at):
        state = folder.apply(state, recorded)
    return state


def _decisions(events: list[PositionedEvent]) -> list[list[PositionedEvent]]:
    """Consecutive events appended together (same ``meta.batch_start``) form one decision."""
    out: list[list[PositionedEvent]] = []
    for e in events:
        start = e.meta.get("batch_start", e.version)
        if out and out[-1][-1].meta.get("batch_start", out[-1][-1].version) == start \
                and out[-1][-1].version == e.version - 1:
            out[-1].append(e)
        else:
            out.append([e])
    return out


def _game_notifications(stream, folder: GameFolder, events: list[PositionedEvent],
                        clocked: list[alarms.Tracked]) -> list[tuple[int, dict]]:
    """The notifications of one game's events in this batch, with their positions; a game
    whose clocks changed is added to ``clocked`` (its alarms are kept once per batch)."""
    kind = folder.kind
    state = _state_before(stream, folder, events[0].version - 1)
    out = []
    started: dict[str, int] = {}  # seat -> when its clock (re)started: a new turn
    for e in events:
        if e.type == time_control.CLOCK_STARTED:
            started.update(dict.fromkeys(e.data.get("started", ()), e.data["at_ms"]))
    for decision in _decisions(events):
        before = folder.to_act(state)
        for e in decision:
            prior, state = state, folder.apply(state, e)
            out += [(e.position, n) for n in _from_event(stream, kind, e, state, prior)]
        last = decision[-1]
        # (state: a fold, its events folded on)
        out += [(last.position, n) for n in _turns(stream, kind, last, before,
                                                   folder.to_act(state), cast(dict, state))]
    _remember(stream, folder, events[-1].version, state)
    if any(e.type in _CLOCKS for e in events):
        clocked.append((stream, cast(dict, state)["lobby"], started))
    return out


# the events after which a game's clock alarms are looked at again
_CLOCKS = time_control.CLOCK_TYPES | {GAME_FINISHED, GAME_REWOUND}


def _base(stream, kind: str, e: PositionedEvent, lobby: dict) -> dict:
    return {"game": str(stream), "game_kind": kind, "version": e.version}


def _note(user, kind: str, e: PositionedEvent, stream, data: dict) -> dict:
    return {"user_id": int(user), "kind": kind, "game": stream, "data": data,
            "key": f"{e.position}:{kind}:{user}"}


def _names(lobby: dict, but: str | None = None) -> list[str]:
    return [n for s, n in sorted(lobby.get("names", {}).items(), key=lambda i: int(i[0]))
            if s != but]


def _result(lobby: dict, result: dict, seat: str | None) -> dict:
    """A finished game's result as a player sees it (all of it is public once the game ends)."""
    names = lobby.get("names", {})
    return {"reason": result["reason"], "void": result["void"],
            "winners": [names.get(str(w), str(w)) for w in result.get("winners") or []],
            "scores": {names.get(str(s), str(s)): v for s, v in (result.get("scores") or {}
                                                                  ).items()},
            "seat": names.get(str(result["seat"])) if result.get("seat") is not None else None,
            "you_won": seat is not None and seat in [str(w) for w in result.get("winners")
                                                     or []]}


def _from_event(stream, kind: str, e: PositionedEvent, state: dict,
                prior: dict | None) -> list[dict]:
    """Notifications a single lobby event calls for (engine events call for none); ``prior``:
    the fold before the event."""
    lobby = state["lobby"]
    base = _base(stream, kind, e, lobby)
    if e.type in _INVITATIONS:
        return _invitation_notes(stream, e, lobby, (prior or {}).get("lobby") or {}, base)
    if e.type == GAME_REWOUND:
        return _erased(stream, e, lobby, base)
    told = _TELLERS.get(e.type)
    return told(stream, e, lobby, base) if told else []


def _invited(stream, e: PositionedEvent, lobby: dict, base: dict) -> list[dict]:
    return [_note(e.data["user"], "invited", e, stream,
                  {**base, "by": _member_name(lobby, e.data.get("by")),
                   "challenge": bool(lobby.get("challenge"))})]


def _started(stream, e: PositionedEvent, lobby: dict, base: dict) -> list[dict]:
    if lobby.get("paired"):  # quick pairing: every player hears it, whose seek completed it too
        return [_note(uid, "paired", e, stream,
                      {**base, "seat": seat, "opponents": _names(lobby, seat)})
                for seat, uid in lobby["players"].items()]
    return [_note(uid, "game_started", e, stream,
                  {**base, "seat": seat, "opponents": _names(lobby, seat)})
            for seat, uid in lobby["players"].items() if uid != e.meta.get("actor")]


def _finished(stream, e: PositionedEvent, lobby: dict, base: dict) -> list[dict]:
    result = result_of(e.data)
    out = []
    for seat, uid in lobby["players"].items():
        if uid == e.meta.get("actor"):
            continue  # they resigned, aborted or agreed: they know
        note = "game_ended"
        if result.get("seat") is not None and str(result["seat"]) != seat:
            note = {"resign": "opponent_resigned",
                    "timeout": "opponent_timed_out"}.get(result["reason"], note)
        out.append(_note(uid, note, e, stream,
                         {**base, "seat": seat, "result": _result(lobby, result, seat)}))
    return out


def _draw_offered(stream, e: PositionedEvent, lobby: dict, base: dict) -> list[dict]:
    """To every other seated player still playing their seat (not a bot's autopilot)."""
    by = e.data["seat"]
    return [_note(uid, "draw_offered", e, stream,
                  {**base, "seat": seat, "by": lobby["names"].get(by),
                   "opponents": _names(lobby, seat)})
            for seat, uid in lobby["players"].items()
            if seat != by and uid != e.meta.get("actor")
            and seat not in (lobby.get("autopilot") or {})]


def _resolved(stream, e: PositionedEvent, lobby: dict, base: dict) -> list[dict]:
    """``dispute_resolved`` to the dispute's opener, ``staff_decision`` to the other players:
    every decision (dismiss, annul, set_result, rewind) is about the game they play."""
    dispute = next((d for d in lobby.get("disputes", [])
                    if d["dispute"] == e.data.get("dispute")), None)
    if dispute is None:
        return []
    data = {**base, "dispute": dispute["dispute"], "decision_kind": dispute["kind"],
            "decision": dispute["decision"]}
    out = [_note(dispute["by"], "dispute_resolved", e, stream, data)] \
        if dispute.get("by") is not None else []
    return out + [_note(uid, "staff_decision", e, stream, {**data, "seat": seat})
                  for seat, uid in lobby["players"].items()
                  if uid not in (dispute.get("by"), e.meta.get("actor"))]


_TELLERS = {INVITED: _invited, GAME_STARTED: _started, GAME_FINISHED: _finished,
            DRAW_OFFERED: _draw_offered, DISPUTE_RESOLVED: _resolved}


_INVITATIONS = frozenset({INVITE_DECLINED, INVITE_REVOKED, SEAT_JOINED})


def _member_name(lobby: dict, user) -> str | None:
    return next((m["username"] for m in lobby.get("members", []) if m["user"] == user), None)


def _invitation_notes(stream, e: PositionedEvent, lobby: dict, before: dict,
                      base: dict) -> list[dict]:
    """A declined invitation (to the creator), a revoked one (to the invitee; not one a block
    withdrew), an expired one (to both) and an accepted challenge (to the challenger: the
    invitee took the seat kept for them)."""
    creator = lobby.get("creator")
    challenge = bool(lobby_access(lobby)["challenge"])
    user = e.data.get("user")
    if e.type == INVITE_DECLINED and creator is not None and creator != user:
        return [_note(creator, "invite_declined", e, stream,
                      {**base, "by": e.data.get("username"), "challenge": challenge})]
    if e.type == INVITE_REVOKED and e.data.get("expired") and user is not None:
        # nobody withdrew it: both ends hear that it lapsed
        data = {**base, "invitee": e.data.get("username"), "challenge": challenge}
        notes = [_note(user, "invite_expired", e, stream, {**data, "role": "invitee",
                                                           "by": _member_name(lobby, creator)})]
        if creator is not None and creator != user:
            notes.append(_note(creator, "invite_expired", e, stream,
                               {**data, "role": "creator"}))
        return notes
    if e.type == INVITE_REVOKED and e.data.get("blocked"):
        return []  # withdrawn by a block (games.services.blocks): neither player is told
    if e.type == INVITE_REVOKED and user is not None:
        return [_note(user, "invite_revoked", e, stream,
                      {**base, "by": _member_name(lobby, e.data.get("by")),
                       "challenge": challenge})]
    if e.type == SEAT_JOINED and challenge and creator not in (None, user) and any(
            i["user"] == user for i in lobby_access(before)["invited"]):
        return [_note(creator, "challenge_accepted", e, stream,
                      {**base, "by": e.data.get("username")})]
    return []


def _erased(stream, e: PositionedEvent, lobby: dict, base: dict) -> list[dict]:
    """``moves_erased`` for every player whose moves a rewind took out of the game: the moves
    in the effective history before the rewind and not after it (``superseded`` by it)."""
    recorded = store.load(stream, limit=e.version)
    dropped = superseded(recorded)
    moves: dict = defaultdict(int)
    for r in recorded:
        if dropped.get(r.version) == e.version and r.type not in LOBBY_TYPES:
            moves[r.meta.get("actor")] += 1
    return [_note(uid, "moves_erased", e, stream,
                  {**base, "seat": seat, "to_version": e.data["to_version"],
                   "moves": moves[uid], "dispute": e.data.get("dispute")})
            for seat, uid in lobby["players"].items() if moves.get(uid)]


def _turns(stream, kind: str, last: PositionedEvent, before: list[str], after: list[str],
           state: dict) -> list[dict]:
    """``your_turn`` for each seat that became due to act in a decision (not its own)."""
    lobby = state["lobby"]
    actor = last.meta.get("actor")
    out = []
    for seat in after:
        uid = lobby["players"].get(seat)
        if seat in before or uid is None or uid == actor:
            continue
        if seat in (lobby.get("autopilot") or {}):
            continue  # a bot plays it now: its player has left play
        record = (lobby.get("clock") or {}).get(seat)
        deadline = time_control.effective_deadline(record) if record else None
        out.append(_note(uid, "your_turn", last, stream, {
            **_base(stream, kind, last, lobby), "seat": seat,
            "opponents": _names(lobby, seat), "deadline_ms": deadline}))
    return out
