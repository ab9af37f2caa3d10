"""The computer players at work: who must act, and one decision at a time.

A bot acts like a person: it reads its seat's view (``games.bots.decide_for``) and sends its
command through ``services.command_submit`` (same checks, same events; the meta says ``bot``).

When. The outbox subscriber ``bots`` (``handle``) looks at every game whose events it is fed:
for each seat a bot plays (a bot account's seat, or one on autopilot) that has something to
do at the game's current version, it queues one Celery task ``games.tasks.bot_move(game,
seat, version)``. The task does nothing unless the game is still at ``version``, and submits
with ``expected_version=version``, so a retried or duplicate task makes no second move. In
Didi Dotter (real time) the task is due when the pace rule lets the seat act again
(``bots.ready_at``) plus a human-like reaction delay. The beat task ``bots_sweep`` (and
``manage.py bots_sweep``) queues whatever was missed (a broker outage, say).

With no broker (``CELERY_TASK_ALWAYS_EAGER``) the moves are made in-process right after the
command that called for them commits, one after another (a loop, not a recursion), until a
person is to act: then each bot seat makes at most one more move (a person always has
something to do in a real-time game, so the bots get one action each per person's action).
``GAMES_BOTS_EAGER_MAX_MOVES`` caps the moves made this way in one go, and a move due later
than ``GAMES_BOTS_EAGER_MAX_WAIT_MS`` is left to the sweep.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import threading
import time
from dataclasses import dataclass

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import Q

from config.errors import ServiceError
from events import store
from events.models import Event
from games import bots, clocks, engines
from games.domain.stream import AUTOPILOT, LOBBY_TYPES, bot_level, effective_history
from games.errors import RuleRefusal
from games.folders import GameFolder
from games.index import queries
from games.models import Game, Seat
from games.services.commands import command_submit

log = logging.getLogger(__name__)

NAME = "bots"
DECLINE = {"type": "decline_draw"}


def seed_for(game_id) -> str:
    """The bots' seed for a game: a keyed hash of its id (never the fair-play seed, which
    would let a bot foresee every shuffle)."""
    key = settings.SECRET_KEY.encode()
    return hmac.new(key, f"bots:{game_id}".encode(), hashlib.sha256).hexdigest()


@dataclass(frozen=True)
class Due:
    """A bot seat with something to do at a version; ``at_ms``: not before (real time)."""

    game: str
    seat: str
    version: int
    at_ms: int | None = None


def _wanted(kind: str, state: dict) -> list[tuple[str, str]]:
    """(seat, level) of the bot-played seats that must act (or answer a draw offer) now."""
    lobby = state["lobby"]
    if lobby["status"] != "active" or state["engine"] is None:
        return []
    to_act = GameFolder(kind).outcome(state)["to_act"]
    draw = lobby.get("draw")
    out = []
    for seat in lobby["players"]:
        level = bot_level(lobby, seat)
        if level is not None and (seat in to_act or (draw and seat not in draw["accepted"])):
            out.append((seat, level))
    return out


def due(game: Game) -> list[Due]:
    """What the bots of ``game`` have to do at its current version."""
    state, version = store.load_state(game.id, GameFolder.of(game),
                                      stored_version=getattr(game, "stream_version", None))
    engine = engines.get(game.kind)
    out = []
    for seat, _level in _wanted(game.kind, state):
        at = None
        if engine.realtime:
            low, high = settings.GAMES_BOTS_REACTION_MS
            delay = bots.bot_rng(seed_for(game.id), seat, version).randint(low, high)
            ready = bots.ready_at(engine.view(state["engine"], seat), seat)
            at = max(ready, clocks.now_ms()) + delay
        out.append(Due(str(game.id), seat, version, at))
    return out


def _bot_games(ids=None):
    """Active games with a bot account's seat or a seat on autopilot (among ``ids``)."""
    games = Game.objects.filter(status=Game.Status.ACTIVE)
    if ids is not None:
        games = games.filter(id__in=ids)
    # looked up per active game (the events' stream index), never by scanning the whole log
    piloted = Event.objects.filter(stream__in=games.values("id"), type=AUTOPILOT)
    bot_seats = Seat.objects.filter(game__in=games.values("id")).exclude(bot="")
    return games.filter(Q(id__in=bot_seats.values("game_id"))
                        | Q(id__in=piloted.values("stream"))).with_stream_version()


# -- the subscriber and the sweep ---------------------------------------------------------------
def handle(events) -> None:
    """The ``bots`` subscriber: queue the moves the games in this batch now call for."""
    streams = list(dict.fromkeys(e.stream for e in events))
    for game in _bot_games(streams):
        for item in due(game):
            _queue(item)


def sweep() -> int:
    """Queue every bot move due in any active game; returns how many were queued."""
    n = 0
    for game in _bot_games():
        for item in due(game):
            _queue(item)  # eager: made here and now (no transaction is open)
            n += 1
    return n


_local = threading.local()


def _queue(item: Due) -> None:
    """After the current transaction commits: send the task, or (eager) make the move."""
    if settings.CELERY_TASK_ALWAYS_EAGER:
        transaction.on_commit(lambda: _eager(item), robust=True)
    else:
        transaction.on_commit(lambda: _send(item), robust=True)


def _eager(item: Due) -> None:
    if getattr(_local, "pending", None) is None:
        _local.pending = []
    _local.pending.append(item)
    _drain()  # returns at once inside a drain: its loop takes the item


def _send(item: Due) -> None:
    from games.tasks import bot_move

    eta = clocks.to_datetime(item.at_ms)
    try:
        bot_move.apply_async(args=[item.game, item.seat, item.version], eta=eta)
    except Exception:  # noqa: BLE001 - any broker failure: the sweep queues it again
        log.warning("could not queue a bot move in game %s; the sweep will", item.game,
                    exc_info=True)


def _drain() -> None:
    """Eager mode: make the queued moves here, including those they call for in turn."""
    if getattr(_local, "draining", False):
        return
    _local.draining = True
    moved: set[tuple[str, str]] = set()
    made = 0
    try:
        while getattr(_local, "pending", None) and made < settings.GAMES_BOTS_EAGER_MAX_MOVES:
            item = _local.pending.pop(0)
            if item.at_ms is not None:
                wait = item.at_ms - clocks.now_ms()
                if wait > settings.GAMES_BOTS_EAGER_MAX_WAIT_MS:
                    continue  # too long to hold a request: the sweep makes it
                if wait > 0:
                    time.sleep(wait / 1000)
            if move(item.game, item.seat, item.version,
                    once=(item.game, item.seat) in moved):
                moved.add((item.game, item.seat))
                made += 1
    finally:
        _local.pending = []
        _local.draining = False


# -- one decision -------------------------------------------------------------------------------
def move(game_id, seat: str, version: int, *, once: bool = False) -> bool:
    """The bot at ``seat`` acts if the game is still at ``version``; returns whether it did.

    ``once``: it has already moved in this eager run, so it acts again only when no person
    is to act (or to answer a draw offer). A refusal (the game moved on) is not an error.
    """
    game = queries.game_row(game_id)
    if game is None or game.version != version or game.status != Game.Status.ACTIVE:
        return False
    folder = GameFolder.of(game)
    state, at = store.load_state(game.id, folder, stored_version=game.stream_version)
    lobby = state["lobby"]
    level = bot_level(lobby, seat)
    if at != version or level is None or lobby["status"] != "active":
        return False
    engine = folder.engine
    now = clocks.now_ms()
    draw = lobby.get("draw")
    if draw and seat not in draw["accepted"]:
        command = DECLINE  # bots never agree to a draw
    else:
        to_act = folder.outcome(state)["to_act"]
        if seat not in to_act:
            return False
        if once and any(bot_level(lobby, s) is None for s in to_act):
            return False
        log_events = [r.as_event() for r in effective_history(store.load(game.id))
                      if r.type not in LOBBY_TYPES]
        command = bots.decide_for(engine, log_events, seat, level, seed_for(game.id),
                                  state=state["engine"], budget_ms=settings.GAMES_BOTS_BUDGET_MS,
                                  max_iterations=settings.GAMES_BOTS_MAX_ITERATIONS, now_ms=now)
        if command is None:
            return False
    user = get_user_model().objects.get(id=lobby["players"][seat])
    try:
        command_submit(game_id=game.id, user=user, command=command,
                       expected_version=version, now_ms=now, bot=level)
    except RuleRefusal as exc:  # a bot proposing an illegal move is a bug: say so
        log.warning("bot %s at seat %s of %s sent %r: %s", level, seat, game.id, command,
                    exc.code)
        return False
    except ServiceError as exc:
        log.info("bot at seat %s of %s: %s", seat, game.id, exc.code)
        return False
    return True
