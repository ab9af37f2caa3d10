"""Helpers for notification tests: games of the toy engine and the relay run by hand."""

from __future__ import annotations

import pytest

from events import subscriptions
from notifications.models import Notification
from tests.notifications.receiver import Receiver
from tests.support.http import started_game


def relay():
    """Run the relay here and now (tests call it; on_commit wake-ups do not fire in them)."""
    return subscriptions.relay()


def notes(user, kind=None) -> list[Notification]:
    qs = Notification.objects.filter(user=user).order_by("id")
    if kind:
        qs = qs.filter(kind=kind)
    return list(qs)


def kinds_of(user) -> list[str]:
    return [n.kind for n in notes(user)]


@pytest.fixture
def toy_game(client_for):
    """``toy_game(options=None)`` -> (a, b, game id): a 2-seat toy game, ``a`` (staff, seat
    "0") to act first; ``b``'s join started it."""
    def make(options=None):
        a, b = client_for(staff=True), client_for()
        gid = started_game([a, b], "toy_guess", {
            "setup": {"first": "0", "secrets": {"0": 7, "1": 9}}, **(options or {})})
        return a, b, gid
    return make


@pytest.fixture
def receiver():
    """A local webhook receiver that checks signatures (closed after the test)."""
    r = Receiver()
    yield r
    r.close()
