"""The clock alarm: ``clock_alarm`` once per turn, when ``NOTIFICATIONS_CLOCK_ALARM_PERCENT``
(80) percent of the time the player had at the start of the turn has passed, beside the fixed
``clock_low`` thresholds.

The time a turn began with (``per_move`` plus the bank it started with) is in the game's fold,
not in the index, so the notifications subscriber keeps a ``ClockAlarm`` row per running clock
(``track``, from the clock events it folds anyway); the clock sweep (``due``) reads the rows
whose moment has come, as it reads the index's deadlines for ``clock_low``. A vacation pause
moves a turn's alarm as it moves its deadline (``time_control.alarm_ms``).
"""

from __future__ import annotations

import operator
from dataclasses import dataclass, field
from functools import reduce
from typing import Any

from django.conf import settings
from django.db.models import Q

from games import clocks
from games.domain import time_control
from games.models import Game, Seat

from .models import ClockAlarm

# What one game's batch of events tells the alarms: (game id, the folded lobby, the seats whose
# clocks started in the batch -> when).
Tracked = tuple[Any, dict, dict[str, int]]


@dataclass
class _Changes:
    """What a batch does to the alarm rows."""

    ended: list = field(default_factory=list)  # games whose every row goes
    gone: list[int] = field(default_factory=list)  # rows of clocks that stopped
    turns: list[ClockAlarm] = field(default_factory=list)  # new turns' rows (upserted)
    moved: list[ClockAlarm] = field(default_factory=list)  # a pause moved their moment


def track(games: list[Tracked]) -> None:
    """Bring each game's alarm rows in line with its folded ``lobby``: a row per running clock
    (a new turn, ``started``: seat -> when its clock started in this batch, resets its alarm),
    none for a stopped one or an ended game.

    For the whole batch of the relay at once, in a fixed number of queries (one read, then at
    most one delete, one upsert and one update), not a few per game: the subscriber calls it
    once per batch, and the relay's cost per command is mostly queries like these."""
    if not games:
        return
    rows = {(str(a.game), a.seat): a
            for a in ClockAlarm.objects.filter(game__in=[g for g, _, _ in games])}
    changes = _Changes()
    for game, lobby, started in games:
        _plan(changes, rows, game, lobby, started)
    if changes.ended or changes.gone:
        ClockAlarm.objects.filter(Q(game__in=changes.ended) | Q(pk__in=changes.gone)).delete()
    if changes.turns:  # a new turn's row, or the row of a seat whose turn began again
        ClockAlarm.objects.bulk_create(
            changes.turns, update_conflicts=True, unique_fields=["game", "seat"],
            update_fields=["turn_ms", "alarm_at", "deadline", "sent"])
    if changes.moved:  # only the moment (the sweep may have marked the alarm sent meanwhile)
        ClockAlarm.objects.bulk_update(changes.moved, ["alarm_at", "deadline"])


def _plan(changes: _Changes, rows: dict, game, lobby: dict, started: dict[str, int]) -> None:
    """Add one game's changes to ``changes`` (``rows``: the batch's rows by (game, seat))."""
    cfg, records = lobby.get("clock_options"), lobby.get("clock") or {}
    percent = settings.NOTIFICATIONS_CLOCK_ALARM_PERCENT
    if lobby.get("status") != "active" or not cfg or not records or not percent:
        changes.ended.append(game)
        return
    for seat, record in records.items():
        at, row = time_control.alarm_ms(cfg, record, percent), rows.get((str(game), seat))
        if at is None:
            if row is not None:
                changes.gone.append(row.pk)
            continue
        deadline = time_control.effective_deadline(record)
        assert deadline is not None  # a running clock has one
        alarm_at, due_by = clocks.to_datetime(at), clocks.to_datetime(deadline)
        if row is None or seat in started:
            # a turn that began before this row was kept: dated from its raw deadline
            turn = started.get(seat, record["deadline_ms"] - cfg["per_move_ms"]
                               - record["bank_ms"])
            changes.turns.append(ClockAlarm(game=game, seat=seat, turn_ms=turn,
                                            alarm_at=alarm_at, deadline=due_by, sent=False))
        elif (row.alarm_at, row.deadline) != (alarm_at, due_by):
            row.alarm_at, row.deadline = alarm_at, due_by  # a pause: the same turn
            changes.moved.append(row)


def due(now_ms: int) -> list[dict]:
    """The ``clock_alarm`` notifications due at ``now_ms`` (each marked sent: once per turn)
    for seats their player plays (not a bot, not on autopilot) and still due to act."""
    now = clocks.to_datetime(now_ms)
    rows = list(ClockAlarm.objects.filter(sent=False, alarm_at__lte=now, deadline__gt=now))
    if not rows:
        return []
    by_seat = {(str(r.game), r.seat): r for r in rows}
    seats = (Seat.objects.filter(game_id__in={r.game for r in rows}, to_act=True, bot="",
                                 autopilot=False, game__status=Game.Status.ACTIVE)
             .select_related("game").prefetch_related("game__seats__user"))
    planned = []
    for seat in seats:
        row = by_seat.get((str(seat.game_id), str(seat.position)))
        if row is None:
            continue
        game = seat.game
        planned.append({
            "user_id": seat.user_id, "kind": "clock_alarm", "game": game.id,
            "key": f"alarm:{game.id}:{seat.position}:{row.turn_ms}",
            "data": {"game": str(game.id), "game_kind": game.kind, "version": game.version,
                     "seat": str(seat.position),
                     "percent": settings.NOTIFICATIONS_CLOCK_ALARM_PERCENT,
                     "deadline_ms": clocks.to_ms(row.deadline),
                     "opponents": [s.user.username for s in game.seats.all()
                                   if s.user_id != seat.user_id]}})
    # only the turns read here: a row the subscriber has just moved to a new turn stays unsent
    ClockAlarm.objects.filter(reduce(operator.or_, (Q(pk=r.pk, turn_ms=r.turn_ms)
                                                    for r in rows))).update(sent=True)
    return planned
