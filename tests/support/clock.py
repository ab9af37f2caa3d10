"""Helpers for correspondence tests: a fake clock and games played by legal commands."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest

from games import clocks
from tests.support.http import send

START = datetime(2026, 3, 2, 12, 0, tzinfo=UTC)


class FakeClock:
    """The service's time (``games.clocks.now_ms``), standing still until ``shift`` moves it."""

    def __init__(self, start: datetime):
        self.ms = int(start.timestamp() * 1000)

    def now_ms(self) -> int:
        return self.ms

    def shift(self, delta: timedelta) -> None:
        self.ms += int(delta.total_seconds() * 1000)


@pytest.fixture
def clock(monkeypatch):
    """The service's clock pinned at START; ``clock.shift(timedelta)`` moves it (no sleeps)."""
    fake = FakeClock(START)
    monkeypatch.setattr(clocks, "now_ms", fake.now_ms)
    return fake


def days(n: float) -> timedelta:
    return timedelta(days=n)


def detail(client, gid) -> dict:
    return client.get(f"/api/games/{gid}").json()


def play_moves(seats: dict, gid: str, n: int, rng: random.Random, clock=None,
               gap: timedelta | None = None) -> dict:
    """Make ``n`` legal moves (or fewer, if the game ends), ``gap`` of fake time apart."""
    first = next(iter(seats.values()))
    d = detail(first, gid)
    for _ in range(n):
        if d["status"] != "active":
            break
        offers = []
        for seat in d["outcome"]["to_act"]:
            offers += [(seat, c) for c in detail(seats[seat], gid)["legal_commands"]]
        seat, command = rng.choice(offers)
        if clock is not None and gap:
            clock.shift(gap)
        r = send(seats[seat], gid, command)
        assert r.status_code == 201, (command, r.json())
        d = detail(first, gid)
    return d
