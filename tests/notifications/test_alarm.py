"""The clock alarm: ``clock_alarm`` once per turn when 80 % of the time the player had at the
start of the turn has passed (per move plus the bank the turn began with), beside the fixed
``clock_low`` thresholds; moved by a vacation pause; never for a bot's or a finished game's
seat. Time moves with the service's clock (``clock`` fixture), the sweep is called by hand."""

from __future__ import annotations

from datetime import timedelta

import pytest

from games.domain import time_control
from games.models import Seat
from notifications.models import ClockAlarm
from notifications.services import clock_low_notify
from tests.notifications.conftest import kinds_of, notes, relay
from tests.support.http import send

pytestmark = pytest.mark.django_db

H = timedelta(hours=1)


def test_the_alarm_rings_once_at_80_percent_of_the_turn(toy_game, clock):
    a, b, gid = toy_game({"clock": {"per_move": "P1D"}})
    relay()
    clock.shift(12 * H + timedelta(minutes=1))
    clock_low_notify(clock.now_ms())
    assert kinds_of(a.user).count("clock_low") == 1  # the fixed 12 h threshold, as before
    clock.shift(7 * H)  # 19 h 1 min of 24 h: 79 %
    clock_low_notify(clock.now_ms())
    assert notes(a.user, "clock_alarm") == []
    clock.shift(timedelta(minutes=12))  # 19 h 13 min: past 80 % (19 h 12 min)
    clock_low_notify(clock.now_ms())
    clock_low_notify(clock.now_ms())
    [alarm] = notes(a.user, "clock_alarm")  # once per turn
    assert alarm.data["percent"] == 80 and alarm.data["seat"] == "0"
    assert alarm.data["opponents"] == [b.user.username]
    assert alarm.data["deadline_ms"] == time_control.HOUR_MS * 24 + \
        clock.now_ms() - (19 * 60 + 13) * 60_000
    assert notes(b.user, "clock_alarm") == []  # not b's turn


def test_the_turn_counts_the_bank_it_began_with(toy_game, clock):
    a, b, gid = toy_game({"clock": {"per_move": "P1D", "bank": "P1D"}})
    relay()
    clock.shift(38 * H)  # 79 % of 48 h
    clock_low_notify(clock.now_ms())
    assert notes(a.user, "clock_alarm") == []
    clock.shift(30 * timedelta(minutes=1))  # 38.5 h: past 38.4 h
    clock_low_notify(clock.now_ms())
    assert len(notes(a.user, "clock_alarm")) == 1
    assert send(a, gid, {"type": "guess", "number": 1}).status_code == 201  # 14.5 h of bank used
    assert send(b, gid, {"type": "guess", "number": 1}).status_code == 201
    relay()
    # a's new turn: 24 h + 9.5 h of bank = 33.5 h; its alarm at 26.8 h
    clock.shift(26 * H + timedelta(minutes=40))
    clock_low_notify(clock.now_ms())
    assert len(notes(a.user, "clock_alarm")) == 1
    clock.shift(timedelta(minutes=10))
    clock_low_notify(clock.now_ms())
    assert len(notes(a.user, "clock_alarm")) == 2  # a new turn, a new alarm


def test_a_vacation_pause_moves_the_alarm(toy_game, clock):
    a, b, gid = toy_game({"clock": {"per_move": "P1D"}})
    relay()
    clock.shift(10 * H)
    assert a.post("/api/me/vacation/start").status_code == 200
    relay()
    clock.shift(5 * H)
    assert a.post("/api/me/vacation/stop").status_code == 200
    relay()
    # 5 h paused: the alarm at 19.2 h of the turn comes at 24.2 h
    clock.shift(9 * H + timedelta(minutes=5))  # 24 h 5 min
    clock_low_notify(clock.now_ms())
    assert notes(a.user, "clock_alarm") == []
    clock.shift(timedelta(minutes=10))
    clock_low_notify(clock.now_ms())
    assert len(notes(a.user, "clock_alarm")) == 1


def test_no_alarm_for_autopilot_or_after_the_end(toy_game, clock):
    a, b, gid = toy_game({"clock": {"per_move": "P1D"}})
    relay()
    Seat.objects.filter(game_id=gid, user=a.user).update(autopilot=True)
    clock.shift(20 * H)
    clock_low_notify(clock.now_ms())
    assert notes(a.user, "clock_alarm") == []
    a2, b2, gid2 = toy_game({"clock": {"per_move": "P1D"}})
    relay()
    assert ClockAlarm.objects.filter(game=gid2).exists()
    assert send(a2, gid2, {"type": "resign"}).status_code == 201
    relay()
    assert not ClockAlarm.objects.filter(game=gid2).exists()
    clock.shift(20 * H)
    clock_low_notify(clock.now_ms())
    assert notes(a2.user, "clock_alarm") == [] and notes(b2.user, "clock_alarm") == []


def test_muted_alarm(toy_game, clock):
    a, b, gid = toy_game({"clock": {"per_move": "P1D"}})
    assert a.put("/api/me/notification-settings", {"muted": ["clock_alarm"]},
                 format="json").status_code == 200
    relay()
    clock.shift(20 * H)
    clock_low_notify(clock.now_ms())
    assert notes(a.user, "clock_alarm") == []


@pytest.mark.parametrize(("record", "expected"), [
    # running: deadline less 20 % of (per move + bank)
    ({"deadline_ms": 100_000, "bank_ms": 50_000, "paused_at_ms": None,
      "paused_until_ms": None}, 100_000 - 30_000),
    # paused: the alarm moves with the effective deadline
    ({"deadline_ms": 100_000, "bank_ms": 50_000, "paused_at_ms": 40_000,
      "paused_until_ms": 90_000}, 150_000 - 30_000),
    ({"deadline_ms": None, "bank_ms": 0, "paused_at_ms": None, "paused_until_ms": None}, None),
])
def test_alarm_ms(record, expected):
    assert time_control.alarm_ms({"per_move_ms": 100_000}, record, 80) == expected


def _alarm_queries_of_a_relay_pass() -> int:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as seen:
        relay()
    return sum("notifications_clockalarm" in q["sql"] for q in seen.captured_queries)


def test_a_relay_batch_keeps_every_games_alarms_in_a_fixed_number_of_queries(toy_game, clock):
    # the relay's cost per command is mostly queries: the alarm rows of a batch's games are
    # read, written and moved together, not a few queries per game
    toy_game({"clock": {"per_move": "P1D"}})
    one = _alarm_queries_of_a_relay_pass()
    games = [toy_game({"clock": {"per_move": "P1D"}}) for _ in range(4)]
    four = _alarm_queries_of_a_relay_pass()
    assert one == four == 2  # the read and one upsert
    for a, _b, gid in games:  # a's turn ends, b's begins: a's row goes, b's comes
        assert send(a, gid, {"type": "guess", "number": 1}).status_code == 201
    assert _alarm_queries_of_a_relay_pass() == 3  # the read, one delete, one upsert
    rows = ClockAlarm.objects.filter(game__in=[gid for _, _, gid in games])
    assert sorted((str(r.game), r.seat, r.sent) for r in rows) == sorted(
        (str(gid), "1", False) for _, _, gid in games)
