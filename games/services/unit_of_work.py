"""Business logic: every write to a game goes through one of these functions.

Each service runs in one transaction that (1) locks the game's index row, (2) folds the stream,
(3) decides new events, (4) appends them with the expected version, (5) updates the projection.
A refusal raises ``ServiceError`` before anything is written (an engine's refusal too:
``games.errors.refusals``).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import cast

from django.db import transaction

from config.errors import ServiceError
from events import state_cache, store, waiting
from events.store import RecordedEvent
from games import clocks, kinds, signals
from games.domain import endings, fairplay, stream, time_control
from games.domain.stream import (
    AUTOPILOT,
    GAME_REWOUND,
    LOBBY_TYPES,
)
from games.errors import refusals
from games.folders import GameFolder, as_fold
from games.index import queries
from games.index.projections import project
from games.models import Game

log = logging.getLogger(__name__)


@dataclass
class CommandResult:
    """What ``command_submit`` answers: the HTTP status and the JSON body."""

    status: int
    body: dict
    replayed: bool = False  # True when an idempotent retry returned the stored answer


@dataclass
class Turn:
    """One write, checked and ready to be done: the locked ``game``, its fold ``state`` at
    ``version``, the acting ``seat`` (None: the service itself, a deadline say) and the
    ``meta`` its events get. The doing half of a write (``games.services.endings``,
    ``games.services.draws``) reads these from one value instead of five arguments."""

    game: Game
    state: dict
    version: int
    seat: str | None
    meta: dict

    @property
    def lobby(self) -> dict:
        return self.state["lobby"]

    def outcome(self) -> dict | None:
        """The engine's outcome of the fold (None before play)."""
        return outcome_of(self.game, self.state)

    def append(self, events: list[dict]) -> tuple[list[RecordedEvent], dict]:
        """``append`` of ``events`` after this turn's version, with its meta."""
        return append(self.game, self.state, self.version, events, self.meta)

    def finish(self, result: dict, events: tuple = ()) -> tuple[list[RecordedEvent], dict]:
        """Append ``events`` and ``game.finished`` carrying ``result`` (reveals the seed)."""
        finished = stream.finished_event(self.game.secret.seed, self.outcome(), result)
        return self.append([*events, finished])


# -- helpers ------------------------------------------------------------------------------------
def engine_for(kind: str):
    try:
        return kinds.engine(kind)
    except kinds.UnknownKind:
        raise ServiceError("unknown_kind", f"There is no game kind {kind!r}.")


def locked_game(game_id) -> Game:
    """The game's index row, locked for this transaction: one query that also reads its seed
    and the stream's stored version (``stream_version``, what ``load`` checks its cache
    against: read under the lock, no append can slip in before ours)."""
    game = queries.game_row(game_id, for_update=True)
    if game is None:
        raise ServiceError("not_found", "No such game.")
    return game


def command_meta(user, command: str, **extra) -> dict:
    return {"actor": user.id if user else None, "command": command, **extra}


def fold(game: Game, state: dict | None, version: int, events: list[dict],
         actor: str | None = None) -> dict:
    """``state`` (the fold at ``version``) with ``events`` folded on at the versions they get."""
    folder = GameFolder.of(game)
    for at, e in enumerate(events, start=version + 1):
        state = folder.apply_event(state, e["type"], e["data"], at, actor=actor)
    return cast(dict, state)  # (``events`` is never empty)


def outcome_of(game: Game, state: dict | None) -> dict | None:
    """The engine's outcome of the fold ``state`` (None before play), once per fold state
    (``games.folders.Fold``)."""
    return GameFolder.of(game).outcome(state)


def append(game: Game, state: dict | None, version: int, events: list[dict], meta: dict,
           after: dict | None = None) -> tuple[list[RecordedEvent], dict]:
    """Append after ``version`` (whose fold is ``state``) and update the index row.

    Every decision passes through here, so the correspondence clocks are advanced here: when
    the seats due to act change, a ``game.clock_started`` event joins the batch. ``after`` is
    the fold with ``events`` on, when the caller already has it. Returns the recorded events
    and the final fold. On a lost race raises ``ConcurrencyError`` (nothing written).
    """
    actor = meta.get("seat")
    folder = GameFolder.of(game)
    if after is None:
        after = fold(game, state, version, events, actor)
    # only a move of the game (an engine event) counts as the seat's move for its clock
    movers = {actor} if actor and any(e["type"] not in LOBBY_TYPES for e in events) else set()
    # a seat the autopilot takes over gets a fresh clock (its own may have run out)
    movers |= {e["data"]["seat"] for e in events if e["type"] == AUTOPILOT}
    before_to_act, after_to_act = folder.to_act(state), folder.to_act(after)
    lobby = after["lobby"]
    if lobby.get("clock") and lobby["status"] == "active":
        at = meta.get("now_ms") or clocks.now_ms()
        if any(e["type"] == GAME_REWOUND for e in events):
            movers = set(after_to_act)  # play resumes from an earlier state: fresh clocks
        starting = [s for s in after_to_act
                    if s in movers or lobby["clock"][s]["deadline_ms"] is None]
        data = time_control.advance(lobby["clock_options"], lobby["clock"], before_to_act,
                                    after_to_act, movers, at, _vacations(lobby, starting, at))
        if data is not None:
            tick = {"type": time_control.CLOCK_STARTED, "data": data}
            after = fold(game, after, version + len(events), [tick])
            events = [*events, tick]
    # batch_start groups the events of one decision (admin re-judging replays them together)
    recorded = store.append(game.id, version, events, {**meta, "batch_start": version + 1})
    new_version = recorded[-1].version
    # wake the game's feed, and the players whose "your turn" set may have changed (due to
    # act before or after this); delivered by PostgreSQL only if this transaction commits,
    # and sent with the projection's write (one round trip)
    players = after["lobby"]["players"]
    wake = waiting.notify_statement(game.id, *(
        f"user:{players[seat]}" for seat in sorted(set(before_to_act) | set(after_to_act))
        if seat in players))
    project(game, after["lobby"], new_version, outcome=folder.outcome(after),
            previous=None if state is None else (state["lobby"], folder.outcome(state)),
            then=wake)
    # the next command or read in this process starts from here (once this commits), its
    # outcome with it
    state_cache.remember(game.id, folder.key, new_version, after)
    game.stream_version = new_version
    # robust: a failing listener (a broker outage, say) is logged, never turned into an
    # error answer for a command that has already committed
    transaction.on_commit(lambda: _announce(game, new_version, after), robust=True)
    return recorded, after


def _announce(game: Game, version: int, state: dict) -> None:
    for receiver, result in signals.events_appended.send_robust(
            sender=Game, game_id=game.id, kind=game.kind, version=version,
            deadline=game.deadline, state=state):
        if isinstance(result, Exception):
            log.error("events_appended listener %r failed for game %s", receiver, game.id,
                      exc_info=result)


def _vacations(lobby: dict, seats: list[str], at_ms: int) -> dict[str, int]:
    """seat -> vacation end (ms) for those of ``seats`` whose player is on vacation now."""
    users = {lobby["players"][s]: s for s in seats if s in lobby["players"]}
    if not users:
        return {}
    on = queries.vacations_on(list(users), clocks.to_datetime(at_ms))
    return {users[uid]: clocks.to_ms(until) for uid, until in on.items()}


def load(game: Game) -> tuple[dict, int]:
    """The game's fold and version; from this process's state cache when it holds the version
    the index row was read with (``locked_game``).

    The stream version read with the lock is trusted only when it equals the row's own
    ``version``. On PostgreSQL, a ``SELECT … FOR UPDATE`` that waited for another transaction's
    lock returns the locked row as that transaction committed it, but its sub-select on the
    events still sees the statement's older snapshot: the version would be stale and the cache
    would answer with the state before the other writer's events. Then the log is read afresh.
    """
    stored = getattr(game, "stream_version", None)
    if stored is not None and stored != game.version:
        stored = None
    state, version = store.load_state(game.id, GameFolder.of(game), stored_version=stored)
    return as_fold(state), version


def judge(game: Game, state: dict, version: int, seat: str | None, command: dict, now_ms: int,
          meta: dict) -> tuple[list[RecordedEvent], dict, dict]:
    """Decide ``command`` for ``seat`` (None: the service itself) and append the result.

    Appends ``game.finished`` (revealing the seed) when the engine says the game is over.
    Returns (recorded events, the fold after them, outcome).
    """
    engine = engine_for(game.kind)
    stamped = {**command, "_now_ms": now_ms, "_version": version}
    rng = fairplay.rng_for(game.secret.seed, version)
    with refusals():
        new = engine.decide(state["engine"], seat, stamped, rng)
    if not new:
        raise ServiceError("no_effect", "That command changes nothing.")
    after = fold(game, state, version, new, seat)
    outcome = cast(dict, outcome_of(game, after))  # (the engine has moved: it has a state)
    if outcome["finished"]:
        gone = list(state["lobby"].get("autopilot") or {})  # they rank after the others
        finished = stream.finished_event(game.secret.seed, outcome,
                                         endings.normal(outcome, engine.lower_scores_win, gone))
        after = fold(game, after, version + len(new), [finished])
        new = [*new, finished]
    recorded, after = append(game, state, version, new,
                             {**meta, "engine_version": engine.version}, after=after)
    return recorded, after, outcome
