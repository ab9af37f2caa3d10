"""Staff tools to settle disputes (docs/moderation.md).

* ``replay_at(game, version)``: the full state at any version, every seat's view of it, the
  event that led there and what it changed.
  (The same fold as one seat saw it, for the players' own replay: ``games.selectors.replay``.)
* ``rejudge(game)``: re-run every recorded command, in order, through today's rules with the
  game's own seeded generator, and list every recorded event the rules would not produce now.

Both read the log only (no snapshots), so they show what the history says, not a cache.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from itertools import groupby
from typing import cast

from events import store
from events.store import RecordedEvent
from games import kinds
from games.domain import fairplay
from games.domain.describe import describe
from games.domain.stream import GAME_CREATED, GAME_STARTED, LOBBY_TYPES, superseded
from games.engines.base import IllegalMove
from games.folders import GameFolder
from games.models import Game
from games.selectors.replay import seat_names


def replay_at(game: Game, version: int) -> dict:
    """The game as it stood at ``version`` (1 .. last), for staff.

    The state at a version is the fold of the effective history up to it (a rewind after it
    changes nothing here; a rewind before it is honoured). ``log`` reads every event of the
    game as a sentence, with the seats' usernames, and says which ones a rewind superseded.
    """
    recorded = store.load(game.id)
    version = max(1, min(version, len(recorded)))
    folder = GameFolder.of(game)
    before = state = None
    for r in recorded[:version]:
        before, state = state, folder.apply(state, r)
    state = cast(dict, state)  # (version >= 1: an event is folded)
    engine = kinds.engine(game.kind)
    names = seat_names(recorded)
    views = []
    if state["engine"] is not None:
        views = [{"seat": seat, "name": names.get(seat, f"seat {seat}"),
                  "view": engine.view(state["engine"], seat)}
                 for seat in state["lobby"]["players"]]
        views.append({"seat": None, "name": "spectator",
                      "view": engine.view(state["engine"], None)})
    step = recorded[version - 1]
    dropped = superseded(recorded)
    return {
        "version": version,
        "last_version": len(recorded),
        "event": {"type": step.type, "data": step.data, "meta": step.meta,
                  "recorded_at": step.recorded_at},
        "summary": describe(game.kind, step.type, step.data, names),
        "superseded_by": dropped.get(version),
        "names": names,
        "state": state,
        "views": views,
        "outcome": folder.outcome(state),
        "changes": diff(before, state),
        "log": [{"version": r.version, "type": r.type, "batch": r.meta.get("batch_start"),
                 "at": utc_text(r.recorded_at),
                 "summary": describe(game.kind, r.type, r.data, names),
                 "superseded_by": dropped.get(r.version)} for r in recorded],
    }


def utc_text(moment: datetime | None) -> str:
    """A recorded moment as staff read it in a log: "2026-12-02 14:03:07 UTC"."""
    return "" if moment is None else f"{moment.astimezone(UTC):%Y-%m-%d %H:%M:%S} UTC"


def diff(before, after, path: str = "") -> list[dict]:
    """Where two JSON values differ: ``[{"path", "before", "after"}, ...]`` (leaves or lists)."""
    if isinstance(before, dict) and isinstance(after, dict):
        out = []
        for key in sorted(set(before) | set(after), key=str):
            sub = f"{path}.{key}" if path else str(key)
            out += diff(before.get(key), after.get(key), sub)
        return out
    if before == after:
        return []
    return [{"path": path or "(root)", "before": before, "after": after}]


@dataclass(frozen=True)
class Finding:
    """A recorded batch of events that today's rules would not produce."""

    version: int          # the first event of the batch
    command: str
    problem: str          # "refused" (with the code), "differs", or "cannot_fold"
    detail: str


def rejudge(game: Game) -> list[Finding]:
    """Every place where the log departs from what today's rules decide (empty: none)."""
    engine = kinds.engine(game.kind)
    seed = game.secret.seed
    folder = GameFolder.of(game)
    state: dict | None = None
    findings: list[Finding] = []
    for _, group in groupby(store.load(game.id), key=lambda r: r.meta.get("batch_start")):
        batch = list(group)
        first, meta = batch[0], batch[0].meta
        decided_at = first.version - 1  # the version the batch was judged against
        expected = _expected(engine, state, batch, meta, seed, decided_at)
        if isinstance(expected, Finding):
            findings.append(expected)
        elif expected is not None:
            actual = [r.as_event() for r in batch if r.type not in LOBBY_TYPES]
            if expected != actual:
                pairs = zip(expected, actual, strict=False)
                at = next((i for i, (a, b) in enumerate(pairs) if a != b),
                          min(len(expected), len(actual)))
                findings.append(Finding(first.version + at, meta.get("command", "?"),
                                        "differs", f"event {at + 1} of the batch"))
        try:
            for r in batch:
                state = folder.apply(state, r)
        except Exception as exc:  # noqa: BLE001 - a forged log may not even fold; say so, stop
            findings.append(Finding(first.version, meta.get("command", "?"), "cannot_fold",
                                    repr(exc)))
            break
    return findings


def _expected(engine, state, batch: list[RecordedEvent], meta: dict, seed: str,
              decided_at: int) -> list[dict] | Finding | None:
    """The engine events today's rules produce for ``batch``; None if it has none to judge."""
    command = meta.get("command", "")
    try:
        if any(r.type == GAME_STARTED for r in batch):
            started = next(r for r in batch if r.type == GAME_STARTED)
            players = list(started.data["players"])
            # a game the bots filled starts in its creation batch: no state before it yet
            lobby_options = (state["lobby"]["options"] if state is not None else
                             next(r.data["options"] for r in batch if r.type == GAME_CREATED))
            options = engine.validate_options(lobby_options, len(players))
            return engine.start(players, options, fairplay.rng_for(seed, started.version - 1))
        if command.startswith("game.") and command != "game.timeout":
            return None  # lobby: nothing for the rules to judge
        if command == "game.timeout":
            seat, payload = None, {"type": "timeout"}
        else:
            seat, payload = meta["seat"], meta["payload"]
        stamped = {**payload, "_now_ms": meta["now_ms"], "_version": decided_at}
        return engine.decide(state["engine"], seat, stamped, fairplay.rng_for(seed, decided_at))
    except IllegalMove as exc:
        return Finding(batch[0].version, command, "refused", exc.code)
