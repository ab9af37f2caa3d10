"""A toy game under dispute: moves by the seat to act, opening a dispute, a staff decision."""

from __future__ import annotations

import pytest

from config.errors import ServiceError
from games import services
from tests.support.http import seat_clients

# An untimed toy game (no clock events) long enough for any number of rerolls.
TOY_OPTIONS = {"max_number": 1000, "max_guesses": 40, "clock": None}


def play(players, gid, moves: int, command=None):
    """``moves`` commands, each by the seat whose turn it is (rerolls: fresh randomness)."""
    seats = seat_clients(players, gid)
    for _ in range(moves):
        (turn,) = players[0].get(f"/api/games/{gid}").json()["outcome"]["to_act"]
        r = seats[turn].post(f"/api/games/{gid}/commands", command or {"type": "reroll"},
                             format="json")
        assert r.status_code == 201, r.json()


def open_dispute(client, gid, reason="look at this") -> int:
    r = client.post(f"/api/games/{gid}/disputes", {"reason": reason}, format="json")
    assert r.status_code == 201, r.json()
    return r.json()["dispute"]


def resolve(user, gid, n, kind, decision="checked the replay", **fields):
    return services.dispute_resolve(game_id=gid, user=user, dispute=n, decision=decision,
                                    kind=kind, **fields)


def refused(code, fn, *args, **kwargs):
    """``fn(*args, **kwargs)`` raises ``ServiceError`` with ``code``; returns the error."""
    with pytest.raises(ServiceError) as exc:
        fn(*args, **kwargs)
    assert exc.value.code == code, exc.value.detail
    return exc.value
