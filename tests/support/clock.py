"""The service's clock in tests: standing still until a test moves it (no sleeps).

The ``clock`` fixture (tests/conftest.py) pins ``games.clocks.now_ms`` to a ``FakeClock``
at ``START``; ``clock.shift(days(3))`` moves it.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

START = datetime(2026, 3, 2, 12, 0, tzinfo=UTC)


class FakeClock:
    """The service's time (``games.clocks.now_ms``), standing still until ``shift`` moves it."""

    def __init__(self, start: datetime):
        self.ms = int(start.timestamp() * 1000)

    def now_ms(self) -> int:
        return self.ms

    def shift(self, delta: timedelta) -> None:
        self.ms += int(delta.total_seconds() * 1000)


def days(n: float) -> timedelta:
    return timedelta(days=n)
