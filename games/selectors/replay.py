"""A finished or running game step by step, as one seat saw it (the players' own replay page).

``view_at(game, version, seat)``: the fold of the log up to ``version``, as ``seat`` saw it then
(the view and the event redacted exactly as the seat's event feed serves them). Reads the log
only (no snapshots), so it shows what the history says, not a cache. Staff's full replay, with
every seat's hidden cards, is ``games.staff.replay``.
"""

from __future__ import annotations

from typing import cast

from events import store
from events.store import RecordedEvent
from games import kinds
from games.domain.describe import describe
from games.domain.stream import GAME_STARTED
from games.domain.views import served_view
from games.folders import GameFolder
from games.models import Game
from games.selectors.games import render_event


def view_at(game: Game, version: int, seat: str | None) -> dict:
    """The game at ``version`` (1 .. last) as ``seat`` saw it then (None: a spectator).

    ``view`` is the served view of that seat at that version, ``event`` the step's event as
    the seat's event feed serves it (None when the feed leaves it out), ``log`` every step as
    a sentence of that redacted feed. ``views`` is every seat's view at that version (the
    spectator's last), but only once the game is over with its seed revealed: until then the
    record stays hidden, as in the feed.
    """
    recorded = store.load(game.id)
    version = max(1, min(version, len(recorded)))
    folder = GameFolder.of(game)
    state = None
    for r in recorded[:version]:
        state = folder.apply(state, r)
    state = cast(dict, state)  # (version >= 1: an event is folded)
    current, _ = store.load_state(game.id, GameFolder.of(game))
    lobby_now = current["lobby"]
    revealed = lobby_now["status"] == "finished" and lobby_now.get("seed") is not None
    engine = kinds.engine(game.kind)
    names = seat_names(recorded)
    outcome = view = None
    views = []
    if state["engine"] is not None:
        outcome = folder.outcome(state)
        view = served_view(game.kind, engine.view(state["engine"], seat), outcome, seat)
        if revealed:
            views = [{"seat": s, "name": names.get(s, f"seat {s}"),
                      "view": served_view(game.kind, engine.view(state["engine"], s), outcome, s)}
                     for s in [*state["lobby"]["players"], None]]
    log = []
    for r in recorded:
        event = render_event(game, r, seat)
        log.append({"version": r.version, "recorded_at": event["recorded_at"] if event else None,
                    "summary": _sentence(game.kind, event, names), "event": event})
    step = log[version - 1]
    return {"version": version, "last_version": len(recorded), "status": state["lobby"]["status"],
            "result": state["lobby"].get("result"), "names": names, "outcome": outcome,
            "view": view, "event": step["event"], "summary": step["summary"],
            "revealed": revealed, "views": views, "log": log}


def _sentence(kind: str, event: dict | None, names: dict[str, str]) -> str:
    """A redacted feed event as a sentence (its summary when it carries one)."""
    if event is None:
        return "Something you may not see happened."
    return event.get("summary") or describe(kind, event["type"], event["data"], names)


def seat_names(recorded: list[RecordedEvent]) -> dict[str, str]:
    """Seat id -> username, from ``game.started`` (empty before the game starts)."""
    started = next((r for r in recorded if r.type == GAME_STARTED), None)
    return dict(started.data["names"]) if started else {}
