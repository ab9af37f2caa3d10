"""Each game played by correspondence with a fake clock: timeouts forfeit, resigns end, aborts
void. Didi Dotter keeps its real-time pace (no clock) but has the same endings."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from events.models import Event
from games import tasks
from games.models import Game
from tests.support.clock import START, days, detail, play_moves
from tests.support.http import seat_clients, send, started_game

pytestmark = pytest.mark.django_db

TIMED = ["diddly", "dikdik", "quiddler", "biddle"]
ALL = [*TIMED, "didi_dotter"]
PLAYERS = {"diddly": 2, "dikdik": 3, "quiddler": 2, "biddle": 2, "didi_dotter": 2}


def _game(client_for, kind, options=None, players=None):
    clients = [client_for() for _ in range(players or PLAYERS[kind])]
    if kind == "didi_dotter" and options is None:
        options = {"min_action_ms": 0}  # the fake clock stands still between moves
    gid = started_game(clients, kind, options)
    return gid, seat_clients(clients, gid)


@pytest.mark.parametrize("kind", TIMED)
def test_a_timeout_forfeits(client_for, clock, kind):
    gid, seats = _game(client_for, kind)
    d = detail(seats["0"], gid)
    assert d["options"]["clock"] == {"per_move": "P3D", "bank": None}
    started = {s: c for s, c in d["clock"]["seats"].items() if c["running"]}
    assert set(started) == set(d["outcome"]["to_act"]) and started
    assert all(c["seconds_left"] == 3 * 86400 for c in started.values())
    assert [t["seat"] for t in d["to_act"]] == d["outcome"]["to_act"]
    # a few moves, half a day apart (2 days in all: nobody runs out meanwhile)
    d = play_moves(seats, gid, 4, random.Random(kind), clock, days(0.5))
    assert d["status"] == "active"
    due = {t["seat"]: t["seconds_left"] for t in d["to_act"]}
    slowest = min(due, key=lambda s: (due[s], int(s)))
    due_at = next(t["deadline"] for t in d["to_act"] if t["seat"] == slowest)
    clock.shift(timedelta(seconds=due[slowest] - 1))
    assert tasks.fire_due_deadlines() == 0  # one second early: nothing is due
    clock.shift(timedelta(seconds=1))
    before = Event.objects.filter(stream=gid).count()
    assert tasks.fire_due_deadlines() == 1  # the beat sweep
    assert tasks.fire_due_deadlines() == 0  # exactly once
    d = detail(seats["0"], gid)
    assert d["status"] == "finished"
    result = d["result"]
    assert result["reason"] == "timeout" and result["seat"] == slowest and not result["void"]
    assert result["note"] == f"seat {slowest}'s clock ran out at {due_at}"
    assert slowest not in result["winners"] and result["ranking"][-1] == [slowest]
    assert sorted(sum(result["ranking"], [])) == sorted(seats)
    last = Event.objects.filter(stream=gid).order_by("-version").first()
    assert Event.objects.filter(stream=gid).count() == before + 1
    assert last.type == "game.finished" and last.data["result"] == result
    assert Game.objects.get(id=gid).deadline is None


@pytest.mark.parametrize("kind", TIMED)
def test_a_late_move_loses_on_time_before_it_is_judged(client_for, clock, kind):
    """The lazy path: the next request after a deadline fires it first."""
    gid, seats = _game(client_for, kind)
    d = detail(seats["0"], gid)
    seat = d["outcome"]["to_act"][0]
    command = detail(seats[seat], gid)["legal_commands"][0]
    clock.shift(days(3))
    r = send(seats[seat], gid, command)
    assert (r.status_code, r.json()["code"]) == (409, "game_finished")
    assert detail(seats["0"], gid)["result"]["reason"] == "timeout"


@pytest.mark.parametrize("kind", [k for k in ALL if PLAYERS[k] == 2])
def test_a_resign_ends_the_game(client_for, clock, kind):
    gid, seats = _game(client_for, kind)
    play_moves(seats, gid, 2, random.Random(1), clock, days(1))
    r = send(seats["1"], gid, {"type": "resign"})
    assert r.status_code == 201, r.json()
    body = r.json()
    assert body["result"]["reason"] == "resign" and body["result"]["seat"] == "1"
    assert body["result"]["ranking"][-1] == ["1"] and "1" not in body["result"]["winners"]
    if len(seats) == 2:
        assert body["result"]["winners"] == ["0"] and body["result"]["ranking"] == [["0"], ["1"]]
    assert body["legal_commands"] == [] and body["events"][-1]["type"] == "game.finished"
    d = detail(seats["0"], gid)
    assert d["status"] == "finished" and d["result"] == body["result"] and d["seed"]
    before = Event.objects.count()
    for s in seats:  # resigning twice, or after the end: refused, nothing written
        r = send(seats[s], gid, {"type": "resign"})
        assert (r.status_code, r.json()["code"]) == (409, "game_finished")
    assert Event.objects.count() == before


@pytest.mark.parametrize("kind", ALL)
def test_an_abort_voids_the_game_until_everyone_has_moved(client_for, clock, kind):
    gid, seats = _game(client_for, kind)
    assert "abort" in detail(seats["0"], gid)["endings"]
    r = send(seats["0"], gid, {"type": "abort"})
    assert r.status_code == 201, r.json()
    result = detail(seats["1"], gid)["result"]
    assert result == {"reason": "abort", "winners": [], "ranking": None, "void": True,
                      "seat": "0", "scores": None, "note": None, "dispute": None}


@pytest.mark.parametrize("kind", ALL)
def test_abort_window_closes_once_every_seat_has_moved(client_for, clock, kind):
    gid, seats = _game(client_for, kind)
    rng = random.Random(7)
    for _ in range(60):
        if "abort" not in detail(seats["0"], gid)["endings"]:
            break
        play_moves(seats, gid, 1, rng)
    d = detail(seats["0"], gid)
    assert d["status"] == "active" and "abort" not in d["endings"]
    before = Event.objects.count()
    r = send(seats["1"], gid, {"type": "abort"})
    assert (r.status_code, r.json()["code"]) == (409, "abort_window_closed")
    assert Event.objects.count() == before


def test_three_player_resign_hands_the_seat_to_a_bot_until_no_person_is_left(client_for, clock):
    gid, seats = _game(client_for, "quiddler", players=3)
    for n, seat in enumerate(["1", "0"], start=1):  # the game goes on with a bot in their seat
        r = send(seats[seat], gid, {"type": "resign"})
        assert r.status_code == 201 and r.json()["result"] is None
        d = detail(seats["2"], gid)
        assert d["status"] == "active"
        assert sum(s["autopilot"] for s in d["seats"]) == n
    r = send(seats["2"], gid, {"type": "resign"})  # the last person: the game ends
    result = r.json()["result"]
    assert result["reason"] == "resign" and result["seat"] == "2"
    assert result["ranking"][-1] == ["2"] and result["winners"] == []
    assert sorted(sum(result["ranking"], [])) == ["0", "1", "2"]
    assert result["scores"] == {"0": 0, "1": 0, "2": 0}


def test_didi_dotter_has_no_clock(client_for, clock):
    gid, seats = _game(client_for, "didi_dotter")
    d = detail(seats["0"], gid)
    assert d["clock"] is None and d["options"]["clock"] is None
    assert all(t["deadline"] is None for t in d["to_act"])
    assert START.year == 2026


@pytest.mark.parametrize("path", ["/api/games/{gid}", "/api/me/turns"])
def test_looking_applies_a_passed_deadline(client_for, clock, path):
    """The lazy path on reads: nobody sees a clock below zero on a game still in play."""
    gid, seats = _game(client_for, "quiddler")
    mover = detail(seats["0"], gid)["outcome"]["to_act"][0]
    clock.shift(days(3))
    r = seats[mover].get(path.format(gid=gid))
    assert r.status_code == 200
    assert Game.objects.get(id=gid).status == "finished"
    if path == "/api/me/turns":
        assert r.json()["turns"] == []
