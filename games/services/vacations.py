"""Vacations: a player's clocks stop in every game until they come back (a yearly allowance)."""

from __future__ import annotations

from django.conf import settings
from django.db import models, transaction

from config.errors import ServiceError
from games import clocks
from games.domain import time_control
from games.domain.stream import (
    seat_of,
)
from games.models import Game, Vacation
from games.services.unit_of_work import (
    append,
    command_meta,
    load,
    locked_game,
)

VACATION_MIN_CLOCK_MS = time_control.HOUR_MS  # no vacation while a clock of yours has less left


def vacation_status(*, user, now_ms: int | None = None) -> dict:
    """The user's vacation allowance this (UTC calendar) year and any vacation under way.

    A vacation is charged to the year it starts in; its time counts until it ends, or until it
    reaches ``until``, the moment the allowance would run out.
    """
    now = clocks.to_datetime(now_ms if now_ms is not None else clocks.now_ms())
    allowance = settings.GAMES_VACATION_DAYS_PER_YEAR * time_control.DAY_MS
    used = sum(clocks.to_ms(min(vac.end(), now)) - clocks.to_ms(vac.started_at)
               for vac in Vacation.objects.filter(user=user, started_at__year=now.year,
                                                  started_at__lte=now))
    current = Vacation.objects.filter(user=user, ended_at__isnull=True, started_at__lte=now,
                                      until__gt=now).first()
    return {
        "on_vacation": current is not None,
        "started_at": current.started_at if current else None,
        "until": current.until if current else None,
        "year": now.year,
        "allowance_days": settings.GAMES_VACATION_DAYS_PER_YEAR,
        "used_seconds": used // 1000,
        "remaining_seconds": max(0, allowance - used) // 1000,
    }


def _lock_user(user) -> None:
    """Serialize one user's vacation changes (their row lock)."""
    type(user).objects.select_for_update().filter(pk=user.pk).first()


def _require_start_allowed(user, now_ms: int) -> None:
    """429 ``too_many_vacations`` when ``GAMES_VACATION_STARTS_PER_DAY`` vacations started in
    the 24 hours before ``now_ms`` (``Retry-After``: until the oldest of them leaves that
    window). Counted under the user's row lock, so racing starts cannot pass it."""
    limit = settings.GAMES_VACATION_STARTS_PER_DAY
    since = clocks.to_datetime(now_ms - time_control.DAY_MS)
    starts = sorted(Vacation.objects.filter(user=user, started_at__gt=since)
                    .values_list("started_at", flat=True))
    if len(starts) >= limit:
        free_ms = clocks.to_ms(starts[-limit]) + time_control.DAY_MS
        raise ServiceError("too_many_vacations", f"You have started {limit} vacations in the "
                           "last 24 hours; try again later.", limit=limit,
                           retry_after=max(1, -(-(free_ms - now_ms) // 1000)))


def _timed_games(user) -> list:
    """Ids of the user's active games, in a fixed order (so game locks never deadlock)."""
    return sorted(Game.objects.filter(status=Game.Status.ACTIVE, seats__user=user)
                  .values_list("id", flat=True), key=str)


def vacation_start(*, user, now_ms: int | None = None) -> dict:
    """Stop the user's clocks in every game until they come back or the allowance runs out.

    Refused (nothing written) when already on vacation, when the year's allowance is used up,
    when a clock of theirs has under an hour left, or (429 ``too_many_vacations``) when they
    have started ``GAMES_VACATION_STARTS_PER_DAY`` vacations in the last 24 hours: each start
    and stop writes an event into every game of theirs, so how often is bounded. Each affected
    game records ``game.clock_paused``.
    """
    now_ms = now_ms if now_ms is not None else clocks.now_ms()
    with transaction.atomic():
        _lock_user(user)
        status = vacation_status(user=user, now_ms=now_ms)
        if status["on_vacation"]:
            raise ServiceError("already_on_vacation", "You are already on vacation.")
        if status["remaining_seconds"] <= 0:
            raise ServiceError("vacation_exhausted", "You have used this year's vacation "
                               f"allowance ({status['allowance_days']} days).")
        _require_start_allowed(user, now_ms)
        Vacation.objects.filter(user=user, ended_at__isnull=True).update(
            ended_at=models.F("until"))  # lapsed ones close at their latest end
        until_ms = now_ms + status["remaining_seconds"] * 1000
        Vacation.objects.create(user=user, started_at=clocks.to_datetime(now_ms),
                                until=clocks.to_datetime(until_ms))
        for game, state, version, seat in _my_clocked_seats(user):
            seat_clocks = state["lobby"]["clock"]
            c = seat_clocks[seat]
            left = time_control.remaining_ms(c, now_ms)
            if left is not None and not time_control.paused(c, now_ms) and \
                    left < VACATION_MIN_CLOCK_MS:
                raise ServiceError("vacation_clock_low", "A clock of yours has under an hour "
                                   "left; move first.", game=str(game.id),
                                   seconds_left=left // 1000)
            events = []
            resumed = time_control.resume(c, seat, now_ms)  # a lapsed pause from a past vacation
            if resumed is not None:
                events.append({"type": time_control.CLOCK_RESUMED, "data": resumed})
                seat_clocks = time_control.fold(seat_clocks, time_control.CLOCK_RESUMED, resumed)
            paused = time_control.pause(seat_clocks[seat], seat, now_ms, until_ms)
            if paused is not None:
                events.append({"type": time_control.CLOCK_PAUSED, "data": paused})
            if events:
                append(game, state, version, events,
                       command_meta(user, "game.vacation_start", now_ms=now_ms))
    return vacation_status(user=user, now_ms=now_ms)


def _my_clocked_seats(user):
    """(game, state, version, seat) of each of ``user``'s clocked games, locked and folded."""
    for game_id in _timed_games(user):
        game = locked_game(game_id)
        state, version = load(game)
        seat = seat_of(state["lobby"], user.id)
        if state["lobby"].get("clock") and seat is not None:
            yield game, state, version, seat


def vacation_stop(*, user, now_ms: int | None = None) -> dict:
    """End the user's vacation now: their clocks run again (``game.clock_resumed``)."""
    now_ms = now_ms if now_ms is not None else clocks.now_ms()
    with transaction.atomic():
        _lock_user(user)
        if not vacation_status(user=user, now_ms=now_ms)["on_vacation"]:
            raise ServiceError("not_on_vacation", "You are not on vacation.")
        now = clocks.to_datetime(now_ms)
        Vacation.objects.filter(user=user, ended_at__isnull=True, until__gt=now
                                ).update(ended_at=now)
        for game, state, version, seat in _my_clocked_seats(user):
            resumed = time_control.resume(state["lobby"]["clock"][seat], seat, now_ms)
            if resumed is not None:
                append(game, state, version,
                       [{"type": time_control.CLOCK_RESUMED, "data": resumed}],
                       command_meta(user, "game.vacation_stop", now_ms=now_ms))
    return vacation_status(user=user, now_ms=now_ms)
