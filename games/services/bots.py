"""The computer players at work: who must act, and one decision at a time.

A bot acts like a person: it reads its seat's view (``games.bots.decide_for``) and sends its
command through ``services.command_submit`` (same checks, same events; the meta says ``bot``).

When. The outbox subscriber ``bots`` (``handle``) looks at every game whose events it is fed:
for each seat a bot plays (a bot account's seat, or one on autopilot) that has something to
do at the game's current version, it queues one Celery task ``games.tasks.bot_move(game,
seat, version)``. A move is submitted with ``expected_version=version``, so two tasks never
make two moves from one version. In Didi Dotter (real time) the task is due when the pace rule
lets the seat act again (``bots.ready_at``) plus a human-like reaction delay drawn once per
action of the bot (so a person's commands in between do not push it back), and never sooner
than the least reaction after the latest action at the table (``due_at``).

Keeping pace (with a broker). A task that finds the game moved on past its version (a
person's command came first) re-plans from the current state instead of dropping the move:
if the seat still has something to do it acts now when that is due, else it queues the task
for the current version at its due time (``move``). After a bot's move the task plans the
game's next bot moves itself, from the version it made, without waiting for the relay to hear
of it; in a turn-based game a person's command does the same as it commits
(``plan_committed``, called by the ``events_appended`` signal). Each (game, seat, version)
is planned once (``_claim``: an atomic add to the cache), so the commits, the relay, the
re-plans and the tasks' own plans never pile up tasks for one version. The beat task
``bots_sweep`` (and ``manage.py bots_sweep``) queues whatever was missed (a broker outage,
say), claim or not.

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
from typing import cast

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.db import transaction
from django.db.models import Q

from config.errors import ServiceError
from events import store
from events.models import Event
from games import bots, clocks, kinds
from games.domain.stream import AUTOPILOT, LOBBY_TYPES, bot_level, effective_history
from games.errors import RuleRefusal
from games.folders import GameFolder
from games.index import queries
from games.models import Game, Seat
from games.services.commands import command_submit

log = logging.getLogger(__name__)

NAME = "bots"
DECLINE = {"type": "decline_draw"}
# how long a claim on (game, seat, version) outlives the planned task's due time: a task lost
# meanwhile (a broker outage) is queued again by the sweep, which ignores claims
CLAIM_SECONDS = 60
# a re-planned move due this soon (ms) is made at once rather than queued
DUE_SLACK_MS = 15
# how many times one task re-plans when a person's command keeps slipping in first
REPLANS = 3


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
    to_act = cast(dict, GameFolder(kind).outcome(state))["to_act"]  # (the engine has a state)
    draw = lobby.get("draw")
    out = []
    for seat in lobby["players"]:
        level = bot_level(lobby, seat)
        if level is not None and (seat in to_act or (draw and seat not in draw["accepted"])):
            out.append((seat, level))
    return out


def due_at(game_id, view: dict, seat: str) -> int:
    """Real time: when the bot at ``seat`` should act, from its seat's ``view``.

    The pace rule's earliest moment (``bots.ready_at``) plus a reaction delay in
    ``GAMES_BOTS_REACTION_MS``, drawn from the bot's seed and its own last action: the same
    for every version until the bot acts again, so a person's commands in between do not push
    the move back. Never sooner than the least reaction after the latest action at the
    table, so the bot cannot answer a person's action faster than a person could.
    """
    low, high = settings.GAMES_BOTS_REACTION_MS
    last = view.get("last_action_ms") or {}
    own = last.get(seat)
    reaction = bots.bot_rng(seed_for(game_id), seat, int(own or 0)).randint(low, high)
    latest = max((int(t) for t in last.values() if t is not None), default=0)
    return max(bots.ready_at(view, seat) + reaction, latest + low)


def due(game: Game) -> list[Due]:
    """What the bots of ``game`` have to do at its current version."""
    state, version = store.load_state(game.id, GameFolder.of(game),
                                      stored_version=getattr(game, "stream_version", None))
    return _due_in(game.id, game.kind, version, state)


def _due_in(game_id, kind: str, version: int, state: dict) -> list[Due]:
    """What the bots have to do in the fold ``state`` of a ``kind`` game at ``version``."""
    engine = kinds.engine(kind)
    out = []
    for seat, _level in _wanted(kind, state):
        at = None
        if engine.realtime:
            at = due_at(game_id, engine.view(state["engine"], seat), seat)
        out.append(Due(str(game_id), seat, version, at))
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


def plan_committed(game_id, kind: str, version: int, state: dict) -> None:
    """After a commit (with a broker): queue at once the moves of the bots that the fold
    ``state`` at ``version`` leaves to act, in a turn-based game, so a bot answers a person's
    command without waiting for the relay's pass (a wake-up delay, then every subscriber's
    catch-up) to hear of it. The relay plans the same version too; the claim keeps it to one
    task. Real time needs none of this: a person's action does not make a bot due (its due
    time comes from its own last action), and the task after its move is planned already."""
    if settings.CELERY_TASK_ALWAYS_EAGER or kinds.realtime(kind):
        return  # eager: the in-process relay makes the moves right after this commit
    try:
        for item in _due_in(game_id, kind, version, state):
            _send(item)
    except Exception:  # noqa: BLE001 - the relay plans them too; the command has committed
        log.warning("could not plan the bot moves of game %s", game_id, exc_info=True)


def sweep() -> int:
    """Queue every bot move due in any active game; returns how many were queued."""
    n = 0
    for game in _bot_games():
        for item in due(game):
            _queue(item, force=True)  # eager: made here and now (no transaction is open)
            n += 1
    return n


_local = threading.local()


def _queue(item: Due, *, force: bool = False) -> None:
    """After the current transaction commits: send the task, or (eager) make the move.
    ``force``: send it even if that version's move was planned already (the sweep)."""
    if settings.CELERY_TASK_ALWAYS_EAGER:
        transaction.on_commit(lambda: _eager(item), robust=True)
    else:
        transaction.on_commit(lambda: _send(item, force=force), robust=True)


def _claim(item: Due) -> bool:
    """Whether this caller is the first to plan ``item``'s (game, seat, version); an atomic
    add to the shared cache, kept until a while after the move is due. Without a cache every
    caller plans (a duplicate task is harmless: it finds its version gone and re-plans into
    a claim, or is refused ``stale_version``)."""
    wait = 0 if item.at_ms is None else max(0, item.at_ms - clocks.now_ms())
    key = f"bots:planned:{item.game}:{item.seat}:{item.version}"
    try:
        return bool(cache.add(key, 1, wait / 1000 + CLAIM_SECONDS))
    except Exception:  # noqa: BLE001 - no cache: plan anyway
        log.warning("could not claim a bot move in game %s", item.game, exc_info=True)
        return True


def _eager(item: Due) -> None:
    if getattr(_local, "pending", None) is None:
        _local.pending = []
    _local.pending.append(item)
    _drain()  # returns at once inside a drain: its loop takes the item


def _send(item: Due, *, force: bool = False, claimed: bool = False) -> None:
    from games.tasks import bot_move

    if not (force or claimed or _claim(item)):
        return  # planned already: that task is on its way
    eta = clocks.to_datetime(item.at_ms)
    try:
        # (celery-types takes no None ``eta``; None is Celery's own default: run now)
        bot_move.apply_async(args=(item.game, item.seat, item.version),
                             eta=eta)  # type: ignore[arg-type]
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
def move(game_id, seat: str, version: int, *, once: bool = False,
         replan: bool | None = None) -> bool:
    """The bot at ``seat`` acts from ``version``; returns whether it moved.

    If the game has moved on past ``version`` and ``replan`` (the default with a broker), the
    move is re-planned from the current state (``_replan``): made now when due, else queued
    for its time. Without ``replan`` (eager mode, where the in-process relay plans after every
    command) the move is dropped. After a move (with ``replan``) the game's next bot moves are
    planned from the new version. ``once``: it has already moved in this eager run, so it acts
    again only when no person is to act (or to answer a draw offer). A refusal is not an error.
    """
    if replan is None:
        replan = not settings.CELERY_TASK_ALWAYS_EAGER
    return _move(game_id, seat, version, once=once, replans=REPLANS if replan else 0)


def _move(game_id, seat: str, version: int, *, once: bool, replans: int) -> bool:
    game = queries.game_row(game_id)
    if game is None or game.status != Game.Status.ACTIVE:
        return False
    if game.version != version:
        return replans > 0 and _replan(game, seat, replans - 1)
    moved = _act(game, seat, version, once=once)
    if moved is None:  # a person's command slipped in between: the game moved on meanwhile
        return replans > 0 and _move(game_id, seat, version, once=once, replans=replans - 1)
    if moved and replans:
        _plan_next(game_id)
    return moved


def _replan(game: Game, seat: str, replans: int) -> bool:
    """The game moved on past the version a task was queued for: the seat's move now, from
    the current state. Nothing when the seat has nothing to do, or when a task for this
    version is planned already; made at once when due (within ``DUE_SLACK_MS``); else queued
    for its due time."""
    item = next((d for d in due(game) if d.seat == seat), None)
    if item is None or not _claim(item):
        return False
    wait = 0 if item.at_ms is None else item.at_ms - clocks.now_ms()
    if wait > DUE_SLACK_MS:
        _send(item, claimed=True)
        return False
    if wait > 0:
        time.sleep(wait / 1000)
    return _move(game.id, seat, item.version, once=False, replans=replans)


def _plan_next(game_id) -> None:
    """After a bot's move: plan the game's next bot moves from the version it made, without
    waiting for the relay (which would plan the same versions: the claims keep it to one)."""
    game = _bot_games([game_id]).first()
    if game is None:
        return
    try:
        for item in due(game):
            _send(item)
    except Exception:  # noqa: BLE001 - the relay plans them too
        log.warning("could not plan the next bot moves of game %s", game_id, exc_info=True)


def _act(game: Game, seat: str, version: int, *, once: bool) -> bool | None:
    """Decide and submit from ``version`` (the game's current one); whether it moved, None
    when refused ``stale_version`` (another command came first)."""
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
        command: dict | None = DECLINE  # bots never agree to a draw
    else:
        to_act = cast(dict, folder.outcome(state))["to_act"]  # (in play)
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
        return None if exc.code == "stale_version" else False
    return True
