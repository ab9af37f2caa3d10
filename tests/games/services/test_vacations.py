"""games.services.vacations: a vacation stops a player's clocks in every game, within a yearly
allowance; a turn that starts during one starts paused."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from events.models import Event
from games import tasks
from games.models import Vacation
from tests.support.clock import days
from tests.support.http import detail, play_moves, seated_game, send

pytestmark = pytest.mark.django_db


def _mover(seats, gid):
    return detail(next(iter(seats.values())), gid)["outcome"]["to_act"][0]


def _until_my_turn(me, seats, gid) -> str:
    mine = detail(me, gid)["your_seat"]
    rng = random.Random(1)
    while _mover(seats, gid) != mine:
        play_moves(seats, gid, 1, rng)
    return mine


def test_a_vacation_stops_my_clocks_in_every_game_and_records_the_time(client_for, clock):
    me, other = client_for(), client_for()
    games = [seated_game([me, other], kind) for kind in ("quiddler", "biddle")]
    for gid, seats in games:  # my turn in both
        _until_my_turn(me, seats, gid)
    clock.shift(days(1))
    r = me.post("/api/me/vacation/start")
    assert r.status_code == 200 and r.json()["on_vacation"]
    assert r.json()["until"] == "2026-03-17T12:00:00Z"  # 14 days from 2026-03-03 12:00
    for gid, _ in games:
        pause = Event.objects.filter(stream=gid, type="game.clock_paused").get().data
        my_seat = detail(me, gid)["your_seat"]
        assert pause["seat"] == my_seat
    clock.shift(days(5))  # far past a 3-day move: nobody times out while I am away
    assert tasks.fire_due_deadlines() == 0
    for gid, _ in games:
        mine = detail(me, gid)["your_seat"]
        c = detail(me, gid)["clock"]["seats"][mine]
        # stopped with 2 days left: it runs out 2 days after the vacation's latest end
        assert not c["running"] and c["paused_until"] == "2026-03-17T12:00:00Z"
        assert c["deadline"] == "2026-03-19T12:00:00Z" and c["seconds_left"] == 11 * 86400
    r = me.post("/api/me/vacation/stop")
    assert r.status_code == 200 and not r.json()["on_vacation"]
    assert r.json()["used_seconds"] == 5 * 86400
    for gid, _ in games:
        resumed = Event.objects.filter(stream=gid, type="game.clock_resumed").get().data
        assert resumed["paused_ms"] == 5 * 86400 * 1000
    for gid, _ in games:  # my clocks run again from the 2 days they had left
        mine = detail(me, gid)["your_seat"]
        c = detail(me, gid)["clock"]["seats"][mine]
        assert c["seconds_left"] == 2 * 86400 and c["running"]
    clock.shift(days(2))
    assert tasks.fire_due_deadlines() == 2


def test_no_vacation_with_a_clock_under_an_hour(client_for, clock):
    me, other = client_for(), client_for()
    gid, seats = seated_game([me, other], "quiddler")
    mover = seats[_mover(seats, gid)]
    clock.shift(days(3) - timedelta(minutes=59))
    before = Event.objects.count()
    r = mover.post("/api/me/vacation/start")
    assert (r.status_code, r.json()["code"]) == (409, "vacation_clock_low")
    assert r.json()["game"] == gid
    assert Event.objects.count() == before and not Vacation.objects.exists()


def test_a_turn_that_starts_during_a_vacation_starts_paused(client_for, clock):
    me, other = client_for(), client_for()
    gid, seats = seated_game([me, other], "biddle")
    my_seat = detail(me, gid)["your_seat"]
    if _mover(seats, gid) == my_seat:  # make it the other's turn first
        play_moves(seats, gid, 1, random.Random(1))
    assert me.post("/api/me/vacation/start").status_code == 200
    while _mover(seats, gid) != my_seat:
        play_moves(seats, gid, 1, random.Random(2))
    clock.shift(days(10))
    assert tasks.fire_due_deadlines() == 0
    c = detail(me, gid)["clock"]["seats"][my_seat]
    # the turn's 3 days start at the vacation's end (START + 14 days)
    assert c["deadline"] == "2026-03-19T12:00:00Z" and not c["running"]
    assert c["seconds_left"] == 7 * 86400  # from now, 10 days in


def test_the_allowance_runs_out_and_the_clock_restarts_by_itself(client_for, clock):
    me, other = client_for(), client_for()
    gid, seats = seated_game([me, other], "quiddler")
    my_seat = _until_my_turn(me, seats, gid)
    assert me.post("/api/me/vacation/start").status_code == 200
    clock.shift(days(14))  # the whole allowance: the pause ends by itself
    assert tasks.fire_due_deadlines() == 1
    resumed = Event.objects.filter(stream=gid, type="game.clock_resumed").get().data
    assert resumed["paused_ms"] == 14 * 86400 * 1000
    status = me.get("/api/me/vacation").json()
    assert not status["on_vacation"] and status["remaining_seconds"] == 0
    r = me.post("/api/me/vacation/start")
    assert (r.status_code, r.json()["code"]) == (409, "vacation_exhausted")
    clock.shift(days(3))  # then my 3 days run out as usual
    assert tasks.fire_due_deadlines() == 1
    result = detail(me, gid)["result"]
    assert result["reason"] == "timeout" and result["seat"] == my_seat


def test_moving_on_vacation_keeps_the_pause(client_for, clock):
    me, other = client_for(), client_for()
    gid, seats = seated_game([me, other], "biddle")
    my_seat = _until_my_turn(me, seats, gid)
    me.post("/api/me/vacation/start")
    clock.shift(days(1))
    command = detail(me, gid)["legal_commands"][0]
    assert send(me, gid, command).status_code == 201  # I may still play while away
    _until_my_turn(me, seats, gid)  # my next turn starts paused too
    clock.shift(days(10))
    assert tasks.fire_due_deadlines() == 0
    c = detail(me, gid)["clock"]["seats"][my_seat]
    # a fresh 3 days from the vacation's end (START + 14 days), still paused
    assert c["deadline"] == "2026-03-19T12:00:00Z" and c["paused_until"]
    assert c["seconds_left"] == 6 * 86400


def test_vacation_starts_are_capped_per_24_hours(client_for, clock, settings):
    settings.GAMES_VACATION_STARTS_PER_DAY = 2
    me, other = client_for(), client_for()
    gid, _ = seated_game([me, other], "quiddler")
    for _ in range(2):
        assert me.post("/api/me/vacation/start").status_code == 200
        clock.shift(timedelta(hours=1))
        assert me.post("/api/me/vacation/stop").status_code == 200
    before = Event.objects.filter(stream=gid).count()
    r = me.post("/api/me/vacation/start")
    assert (r.status_code, r.json()["code"]) == (429, "too_many_vacations")
    # the first start leaves the window 24 h after it: 22 h from now
    assert r.json()["limit"] == 2 and int(r["Retry-After"]) == 22 * 3600
    assert Event.objects.filter(stream=gid).count() == before and Vacation.objects.count() == 2
    clock.shift(timedelta(hours=22))
    assert me.post("/api/me/vacation/start").status_code == 200


def test_in_a_one_hour_game_no_vacation_starts_on_your_turn(client_for, clock):
    """A PT1H clock (no bank) starts each turn under the vacation's hour: whoever is to act
    cannot start one until they move (docs/correspondence.md, *Vacations*); the other can."""
    me, other = client_for(), client_for()
    gid, seats = seated_game([me, other], "quiddler",
                             {"clock": {"per_move": "PT1H"}, "on_timeout": "forfeit"})
    mover_seat = _mover(seats, gid)
    waiter = next(c for s, c in seats.items() if s != mover_seat)
    clock.shift(timedelta(seconds=1))  # the turn's first second has passed
    r = seats[mover_seat].post("/api/me/vacation/start")
    assert (r.status_code, r.json().get("code")) == (409, "vacation_clock_low"), r.json()
    assert r.json()["game"] == gid and r.json()["seconds_left"] == 3599
    assert waiter.post("/api/me/vacation/start").status_code == 200
