"""Helpers for the ratings tests: toy games played to an end over HTTP, the relay run by hand,
the ratings tables as comparable values, and the log's clock (``recorded_at``) moved."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone

from events import store, subscriptions
from ratings.models import RatedGame, Rating, RatingChange
from tests.support.disputes import TOY_OPTIONS
from tests.support.http import seat_clients, send, started_game


def relay():
    """Run the relay here and now (tests call it; on_commit wake-ups do not fire in them); the
    ratings subscriber must not have failed (the relay logs a failure and goes on)."""
    report = subscriptions.relay()
    assert report["ratings"] >= 0, report
    return report


def toy(clients) -> tuple[str, dict]:
    """An untimed toy game among ``clients`` (seat "0" is ``clients[0]``): (id, seat map)."""
    gid = started_game(clients, "toy_guess", TOY_OPTIONS)
    return gid, seat_clients(clients, gid)


def resign(seats: dict, gid: str, seat: str) -> dict:
    r = send(seats[seat], gid, {"type": "resign"})
    assert r.status_code == 201, r.json()
    return r.json()


def won_by(clients, winner: int) -> str:
    """A two-player toy game that ``clients[winner]`` wins (the other resigns); its id."""
    gid, seats = toy(clients)
    loser = next(s for s, c in seats.items() if c is not clients[winner])
    assert resign(seats, gid, loser)["result"]["winners"] != [loser]
    return gid


def drawn(clients) -> str:
    """A two-player toy game both agree to draw; its id."""
    gid, seats = toy(clients)
    for seat, kind in (("0", "offer_draw"), ("1", "accept_draw")):
        r = send(seats[seat], gid, {"type": kind})
        assert r.status_code == 201, r.json()
    assert r.json()["result"]["reason"] == "draw"
    return gid


def tables() -> dict:
    """The three ratings tables as sorted tuples, without row ids (floats compared exactly)."""
    return {
        "ratings": sorted((r.user_id, r.kind, r.mu, r.sigma, r.ordinal, r.games,
                           r.last_game_at, r.provisional) for r in Rating.objects.all()),
        "games": sorted((str(g.game_id), g.kind, g.position, g.finished_at, g.counted, g.reason)
                        for g in RatedGame.objects.all()),
        "changes": sorted((str(c.rated_game_id), c.user_id, c.seat, c.place, c.mu_before,
                           c.sigma_before, c.mu_after, c.sigma_after)
                          for c in RatingChange.objects.all()),
    }


def rebuilt() -> dict:
    """``tables()`` after ``manage.py rebuild_ratings`` (relay first: all is read)."""
    relay()
    call_command("rebuild_ratings", chunk=2)  # small chunks: the chunking is exercised too
    return tables()


def assert_rebuild_equal() -> dict:
    """The tables as the subscriber left them (after a relay) equal a rebuild's, exactly."""
    relay()
    incremental = tables()
    assert incremental["games"], "nothing was rated"
    assert rebuilt() == incremental
    return incremental


@pytest.fixture
def log_clock(monkeypatch):
    """The time the event store records (``recorded_at``), standing still until
    ``log_clock.shift(timedelta)`` moves it."""

    class Clock:
        now = timezone.now()

        def shift(self, delta: timedelta) -> None:
            self.now += delta

    clock = Clock()

    class Shim:
        @staticmethod
        def now():
            return clock.now

    monkeypatch.setattr(store, "timezone", Shim)
    return clock
