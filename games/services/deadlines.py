"""Deadlines: vacation pauses that lapse, correspondence clocks that run out, engine fallbacks."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import cast

from django.db import transaction

from games import clocks, selectors
from games.domain import time_control
from games.errors import RuleRefusal
from games.models import Game
from games.services.endings import seat_out
from games.services.unit_of_work import (
    Turn,
    append,
    command_meta,
    judge,
    load,
    locked_game,
    outcome_of,
)

log = logging.getLogger(__name__)


def fire_if_due(game: Game, now_ms: int | None = None) -> bool:
    """The lazy path for reads: fire ``game``'s deadline if the index says it has passed (so a
    player looking at a game never sees a clock below zero). Returns whether anything fired."""
    now_ms = now_ms if now_ms is not None else clocks.now_ms()
    if not deadline_passed(game, now_ms):
        return False
    fired = deadline_fire(game_id=game.id, now_ms=now_ms)
    game.refresh_from_db()
    game.__dict__.pop("stream_version", None)  # read before the fire: no longer the stored one
    return fired


def deadlines_apply(games: Iterable[Game], now_ms: int | None = None) -> bool:
    """What every read of games does before it answers (a game's page or detail, a list, the
    inbox): fire each passed deadline of ``games`` (``fire_if_due``, every one, not just the
    first), so nobody is shown a clock below zero. Returns whether anything fired: the caller
    then reads its games again."""
    now_ms = now_ms if now_ms is not None else clocks.now_ms()
    fired = [fire_if_due(game, now_ms) for game in games]
    return any(fired)


def deadlines_apply_for(user, now_ms: int) -> bool:
    """``deadlines_apply`` over the games where ``user`` has a passed deadline (the inbox)."""
    return deadlines_apply(selectors.my_overdue_games(user=user, now_ms=now_ms), now_ms)


def deadline_passed(game: Game, now_ms: int) -> bool:
    """Whether the index says something is due in ``game`` at ``now_ms`` (its ``deadline``,
    the earliest moment anything is: a clock, a pause's end, an engine deadline)."""
    return game.deadline is not None and clocks.to_ms(game.deadline) <= now_ms


class DeadlineDue(Exception):
    """The game's deadline has passed: leave this transaction and fire it first."""


def deadline_fire(*, game_id, now_ms: int | None = None) -> bool:
    """Act on whatever is due in the game at ``now_ms``; returns whether anything was appended.

    In order: vacation pauses that reached their end are closed (``game.clock_resumed``); a
    seat whose correspondence clock ran out forfeits (``on_timeout``); else the engine applies
    its own fallback (``{"type": "timeout"}``, player None; engines that have deadlines report
    ``deadline_ms`` in ``outcome``). Called by the eta task, the beat sweep, and lazily before
    any player command, under the game's row lock, so each deadline lands exactly once. A
    fallback the engine refuses is logged, not raised: it must never block a player's command.
    """
    now_ms = now_ms if now_ms is not None else clocks.now_ms()
    with transaction.atomic():
        game = locked_game(game_id)
        state, version = load(game)
        lobby = state["lobby"]
        if lobby["status"] != "active":
            return False
        fired = False
        seat_clocks = lobby.get("clock") or {}
        lapsed = time_control.lapsed_pauses(seat_clocks, now_ms)
        if lapsed:
            resumed = [{"type": time_control.CLOCK_RESUMED,
                        "data": time_control.resume(seat_clocks[s], s, now_ms)} for s in lapsed]
            _, state = append(game, state, version, resumed,
                              command_meta(None, "game.vacation_end", now_ms=now_ms))
            version, lobby, fired = game.version, state["lobby"], True
        out_of_time = time_control.expired(lobby.get("clock") or {}, now_ms)
        if out_of_time:
            seat = out_of_time[0]
            ran_out = time_control.effective_deadline(lobby["clock"][seat])
            meta = command_meta(None, "game.clock_timeout", now_ms=now_ms, deadline_ms=ran_out)
            seat_out(Turn(game, state, version, None, meta), seat, "timeout",
                     note=f"seat {seat}'s clock ran out at {clocks.iso(ran_out)}")
            return True
        deadline = cast(dict, outcome_of(game, state)).get("deadline_ms")  # (in play)
        if deadline is None or now_ms < deadline:
            return fired
        try:
            with transaction.atomic():
                judge(game, state, version, None, {"type": "timeout"}, now_ms,
                      command_meta(None, "game.timeout", now_ms=now_ms))
        except RuleRefusal as exc:
            log.error("deadline fallback refused for %s: %s", game.id, exc.code)
            return fired
    return True


