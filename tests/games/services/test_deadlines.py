"""games.services.deadlines: a correspondence clock that runs out forfeits the game, fired
once by the beat sweep or lazily by the next request; clocks restart with each move, a bank
absorbs a slow one; an engine's own deadline is applied by the service. Every kind is
played with a fake clock."""

from __future__ import annotations

import random
import threading
from datetime import datetime, timedelta

import pytest
from django.db import connection

from events import store
from events.models import Event
from games import clocks, services, tasks
from games.models import Game
from tests.support.clock import days
from tests.support.concurrency import in_threads
from tests.support.http import (
    TIMED,
    create_game,
    detail,
    new_seated_game,
    play_moves,
    seat_clients,
    send,
    started_game,
)

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("kind", TIMED)
def test_a_timeout_forfeits(client_for, clock, kind):
    gid, seats = new_seated_game(client_for, kind)
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
    gid, seats = new_seated_game(client_for, kind)
    d = detail(seats["0"], gid)
    seat = d["outcome"]["to_act"][0]
    command = detail(seats[seat], gid)["legal_commands"][0]
    clock.shift(days(3))
    r = send(seats[seat], gid, command)
    assert (r.status_code, r.json()["code"]) == (409, "game_finished")
    assert detail(seats["0"], gid)["result"]["reason"] == "timeout"


@pytest.mark.parametrize("path", ["/api/games/{gid}", "/api/me/turns"])
def test_looking_applies_a_passed_deadline(client_for, clock, path):
    """The lazy path on reads: nobody sees a clock below zero on a game still in play."""
    gid, seats = new_seated_game(client_for, "quiddler")
    mover = detail(seats["0"], gid)["outcome"]["to_act"][0]
    clock.shift(days(3))
    r = seats[mover].get(path.format(gid=gid))
    assert r.status_code == 200
    assert Game.objects.get(id=gid).status == "finished"
    if path == "/api/me/turns":
        assert r.json()["turns"] == []


def test_a_clock_restarts_with_each_of_my_moves(client_for, clock):
    me, other = client_for(), client_for()
    gid = started_game([me, other], "quiddler")
    seats = seat_clients([me, other], gid)
    mover = detail(me, gid)["outcome"]["to_act"][0]
    clock.shift(days(1))
    command = next(c for c in detail(seats[mover], gid)["legal_commands"] if c["type"] == "draw")
    assert send(seats[mover], gid, command).status_code == 201  # quiddler: draw, then discard
    d = detail(me, gid)
    assert d["outcome"]["to_act"] == [mover]
    assert d["clock"]["seats"][mover]["seconds_left"] == 3 * 86400


def test_bank_absorbs_a_slow_move_and_carries_over(client_for, clock):
    gid, seats = new_seated_game(client_for, "biddle", options={"clock": {"per_move": "P1D",
                                                                          "bank": "P2D"}})
    d = detail(seats["0"], gid)
    mover = d["outcome"]["to_act"][0]
    c = d["clock"]["seats"][mover]
    assert c["seconds_left"] == 3 * 86400 and c["bank_seconds"] == 2 * 86400
    clock.shift(days(1.5))  # half a day beyond the move's own time
    play_moves(seats, gid, 1, random.Random(0))
    c = detail(seats["0"], gid)["clock"]["seats"][mover]
    assert c["bank_seconds"] == int(1.5 * 86400)


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_a_deadline_fired_by_four_threads_lands_once(client_for, stop_listener):
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL")
    clients = [client_for(), client_for()]
    gid = create_game(clients[0], "quiddler", 2, {"clock": {"per_move": "PT1H"}})["id"]
    clients[1].post(f"/api/games/{gid}/join")
    later = clocks.now_ms() + 3_600_000
    barrier = threading.Barrier(4)
    results, errors = [], []

    def fire(_):
        try:
            barrier.wait(5)
            results.append(services.deadline_fire(game_id=gid, now_ms=later))
        except Exception as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    in_threads(fire, range(4), 30)
    assert not errors and sorted(results) == [False, False, False, True]
    assert Event.objects.filter(stream=gid, type="game.finished").count() == 1
    assert clients[0].get(f"/api/games/{gid}").json()["result"]["reason"] == "timeout"


# -- an engine's own deadline (Didi Dotter's choices) -------------------------------------------
BIRDS = [f"bird{i}" for i in range(1, 12)]


@pytest.mark.django_db
def test_deadline_fallback_is_applied_by_the_service(client_for, make_user):
    """Ruling T6: a choice not made by the deadline takes the lowest eligible bird."""
    staff = client_for(make_user(staff=True))
    other = client_for()
    slots = ["fox", "fox"] + [b for b in BIRDS for _ in range(2)]
    gid = started_game([staff, other], "didi_dotter",
                       {"min_action_ms": 0, "deadline_ms": 1000, "setup": {"slots": slots}})
    seats = seat_clients([staff, other], gid)
    # seat 0 makes the fox egg, then both finish the round with right eggs
    assert send(seats["0"], gid, {"type": "take", "slot": 0}).status_code == 201
    assert send(seats["0"], gid, {"type": "join", "slot": 1}).status_code == 201
    for i, slot in enumerate(range(2, 24, 2)):
        c = seats[str(i % 2)]
        assert send(c, gid, {"type": "take", "slot": slot}).status_code == 201
        assert send(c, gid, {"type": "join", "slot": slot + 1}).status_code == 201
    view = seats["0"].get(f"/api/games/{gid}").json()["view"]
    assert view["pending"]["0"]["choice"] == "fox"
    game = Game.objects.get(id=gid)
    assert game.deadline is not None
    # the served view names the rule deadline `deadline` (ISO 8601 UTC), like every game
    deadline_ms = int(datetime.fromisoformat(view["deadline"]).timestamp() * 1000)
    assert services.deadline_fire(game_id=gid, now_ms=deadline_ms - 1) is False
    assert services.deadline_fire(game_id=gid, now_ms=deadline_ms + 1) is True
    turned = [e for e in store.load(gid) if e.type == "CardsTurned" and e.data["by"] == "timeout"]
    assert turned and turned[0].data["player"] == "0"
    assert turned[0].data["down"] == [sorted(
        set(BIRDS) - set(view["cards"]["0"].get("face_down", [])),
        key=lambda b: int(b[4:]))[0]]
