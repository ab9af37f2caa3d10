"""The former import path of the fake clock and correspondence helpers, for tests still written
against it: new tests import ``tests.support.clock`` and ``tests.support.http`` (the ``clock``
fixture is in tests/conftest.py)."""

from tests.support.clock import START, FakeClock, days
from tests.support.http import detail, play_moves

__all__ = ["START", "FakeClock", "days", "detail", "play_moves"]
