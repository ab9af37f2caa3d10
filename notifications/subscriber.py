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

from events import store
from events.models import Snapshot
from events.subscriptions import PositionedEvent
from games import engines
from games.domain import time_control
from games.domain.stream import (
    DISPUTE_RESOLVED,
    GAME_FINISHED,
    GAME_STARTED,
    INVITED,
    result_of,
)
from games.folders import GameFolder
from games.models import Game

from . import services

NAME = "notifications"


def handle(events: list[PositionedEvent]) -> None:
    """Turn a batch of events (global order) into notifications."""
    by_stream: dict = defaultdict(list)
    for e in events:
        by_stream[e.stream].append(e)
    kinds = dict(Game.objects.filter(id__in=list(by_stream)).values_list("id", "kind"))
    planned: list[tuple[int, dict]] = []  # (position, notification) to write in global order
    for stream, stream_events in by_stream.items():
        kind = kinds.get(stream)
        if kind is None:
            continue  # not a game (the event store has other streams in tests and tools)
        try:
            engines.get(kind)
        except engines.UnknownKind:
            continue  # a kind no longer installed: nothing to say about it
        planned += _game_notifications(stream, kind, stream_events)
    planned.sort(key=lambda p: p[0])
    services.notifications_create([n for _, n in planned])


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


def _game_notifications(stream, kind: str, events: list[PositionedEvent]
                        ) -> list[tuple[int, dict]]:
    folder = GameFolder(kind)
    state = _state_before(stream, folder, events[0].version - 1)
    out = []
    for decision in _decisions(events):
        before = folder.to_act(state)
        for e in decision:
            state = folder.apply(state, e)
            out += [(e.position, n) for n in _from_event(stream, kind, e, state)]
        last = decision[-1]
        out += [(last.position, n) for n in _turns(stream, kind, last, before,
                                                   folder.to_act(state), state)]
    _remember(stream, folder, events[-1].version, state)
    return out


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


def _from_event(stream, kind: str, e: PositionedEvent, state: dict) -> list[dict]:
    """Notifications a single lobby event calls for (engine events call for none)."""
    lobby = state["lobby"]
    actor = e.meta.get("actor")
    base = _base(stream, kind, e, lobby)
    if e.type == INVITED:
        by = next((m["username"] for m in lobby.get("members", [])
                   if m["user"] == e.data.get("by")), None)
        return [_note(e.data["user"], "invited", e, stream,
                      {**base, "by": by, "challenge": bool(lobby.get("challenge"))})]
    if e.type == GAME_STARTED:
        return [_note(uid, "game_started", e, stream,
                      {**base, "seat": seat, "opponents": _names(lobby, seat)})
                for seat, uid in lobby["players"].items() if uid != actor]
    if e.type == GAME_FINISHED:
        result = result_of(e.data)
        out = []
        for seat, uid in lobby["players"].items():
            if uid == actor:
                continue  # they resigned, aborted or agreed: they know
            note = "game_ended"
            if result.get("seat") is not None and str(result["seat"]) != seat:
                note = {"resign": "opponent_resigned",
                        "timeout": "opponent_timed_out"}.get(result["reason"], note)
            out.append(_note(uid, note, e, stream,
                             {**base, "seat": seat, "result": _result(lobby, result, seat)}))
        return out
    if e.type == DISPUTE_RESOLVED:
        dispute = next((d for d in lobby.get("disputes", [])
                        if d["dispute"] == e.data.get("dispute")), None)
        if dispute is None or dispute.get("by") is None:
            return []
        return [_note(dispute["by"], "dispute_resolved", e, stream,
                      {**base, "dispute": dispute["dispute"], "decision_kind": dispute["kind"],
                       "decision": dispute["decision"]})]
    return []


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
