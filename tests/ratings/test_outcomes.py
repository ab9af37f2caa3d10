"""ratings.outcomes: a finished game's result read for one seat (pure)."""

from __future__ import annotations

import pytest

from games.domain import endings
from ratings import outcomes

NORMAL = endings.result("normal", winners=["1"], ranking=[["1"], ["0", "2"]])


@pytest.mark.parametrize("result,seat,expected", [
    (NORMAL, "1", "won"),
    (NORMAL, "0", "lost"),
    (endings.drawn(["0", "1"], None), "0", "draw"),
    (endings.aborted("0"), "1", "void"),
    (endings.annulled("cheating", 3), "0", "void"),
    (endings.staff_set([], None, "nobody", None), "0", "draw"),
    (endings.staff_set(["0"], None, "0 won", None), "1", "lost"),
    (endings.seat_out("timeout", "0", ["0", "1"], None, False), "0", "lost"),
    (endings.seat_out("timeout", "0", ["0", "1"], None, False), "1", "won"),
])
def test_outcome_for_a_seat(result, seat, expected):
    assert outcomes.outcome(result, seat) == expected


def test_only_a_lobby_closed_unplayed_is_unplayed():
    assert outcomes.unplayed(endings.cancelled("challenge declined"))
    assert not outcomes.unplayed(endings.aborted("0"))
    assert not outcomes.unplayed(endings.annulled("x", None))
    assert not outcomes.unplayed(NORMAL)


@pytest.mark.parametrize("result,seat,autopilot,expected", [
    (NORMAL, "0", False, True),
    (NORMAL, "0", True, False),  # a bot finished the game for them
    (endings.seat_out("timeout", "0", ["0", "1"], None, False), "0", False, False),
    (endings.seat_out("timeout", "0", ["0", "1"], None, False), "1", False, True),
    (endings.seat_out("resign", "0", ["0", "1"], None, False), "0", False, True),
    (endings.aborted("0"), "0", False, False),
    (endings.aborted("0"), "1", False, True),
])
def test_saw_through(result, seat, autopilot, expected):
    assert outcomes.saw_through(result, seat, autopilot) is expected


def test_reliability_looks_at_the_window_only():
    timeout = endings.seat_out("timeout", "0", ["0", "1"], None, False)
    games = [(timeout, "0", False)] * 2 + [(NORMAL, "0", False)] * 3 + [(timeout, "0", False)]
    kept = outcomes.reliability(iter(games), window=5)
    assert (kept.window, kept.games, kept.completed) == (5, 5, 3)
    assert kept.share == pytest.approx(0.6)
    assert outcomes.reliability([], window=5).share is None
