"""games.api.inbox: my turns (GET /api/me/turns) by deadline, with their ETag and long-poll; my
vacation's status and refusals."""

from __future__ import annotations

import random
import threading
import time

import pytest
from django.db import connection

from games.models import Vacation
from tests.support.clock import days
from tests.support.http import detail, my_turn_game, play_moves, seat_clients, send, started_game

pytestmark = pytest.mark.django_db


def test_the_inbox_lists_my_turns_by_deadline(client_for, clock):
    me, bob, cat = client_for(), client_for(), client_for()
    slow = my_turn_game(me, bob, "P5D")
    fast = my_turn_game(me, cat, "PT6H")
    mid = my_turn_game(me, bob, "P2D", kind="quiddler")
    untimed = started_game([me, cat], "biddle", {"clock": None})
    theirs = started_game([bob, me], "biddle")
    seats = seat_clients([bob, me], theirs)
    while detail(me, theirs)["outcome"]["to_act"] == [detail(me, theirs)["your_seat"]]:
        play_moves(seats, theirs, 1, random.Random(2))
    mine_untimed = detail(me, untimed)["outcome"]["to_act"] == [detail(me, untimed)["your_seat"]]
    r = me.get("/api/me/turns")
    assert r.status_code == 200
    body = r.json()
    order = [t["game"] for t in body["turns"]]
    assert order[:3] == [fast, mid, slow]
    assert (untimed in order) == mine_untimed and theirs not in order
    if mine_untimed:
        assert order[-1] == untimed and body["turns"][-1]["deadline"] is None
    first = body["turns"][0]
    assert first["kind"] == "biddle" and first["opponents"] == [cat.user.username]
    assert first["seconds_left"] == 6 * 3600 and first["deadline"].endswith("Z")
    assert first["version"] == detail(me, fast)["version"]
    assert first["last_event"]["type"] and first["last_event"]["version"] <= first["version"]
    assert body["counts"] == {"your_turn": len(order), "active": 5, "waiting": 5 - len(order)}
    assert r["ETag"] == f'"{body["etag"]}"'
    assert me.get("/api/me/turns", HTTP_IF_NONE_MATCH=r["ETag"]).status_code == 304
    # I move in the most urgent game: the set changes, and so does the ETag
    command = detail(me, fast)["legal_commands"][0]
    assert send(me, fast, command).status_code == 201
    r2 = me.get("/api/me/turns", HTTP_IF_NONE_MATCH=r["ETag"])
    assert r2.status_code == 200 and r2.json()["etag"] != body["etag"]


@pytest.mark.django_db(transaction=True)
def test_the_inbox_long_poll_wakes_when_my_turn_comes(client_for, stop_listener):
    me, other = client_for(), client_for()
    gid = started_game([me, other], "biddle")
    seats = seat_clients([me, other], gid)
    mine = detail(me, gid)["your_seat"]
    rng = random.Random(3)
    while detail(me, gid)["outcome"]["to_act"] == [mine]:
        play_moves(seats, gid, 1, rng)
    etag = me.get("/api/me/turns")["ETag"]
    out: dict = {}

    def poll():
        r = me.get("/api/me/turns?wait=20", HTTP_IF_NONE_MATCH=etag)
        out.update(status=r.status_code, body=r.json(), at=time.monotonic())
        connection.close()

    t = threading.Thread(target=poll)
    t.start()
    t.join(0.5)
    assert not out, "answered before anything changed"
    sent = time.monotonic()
    play_moves(seats, gid, 1, rng)  # the other bids: now it is my turn
    t.join(10)
    assert out["status"] == 200 and [x["game"] for x in out["body"]["turns"]] == [gid]
    assert out["at"] - sent < 5


def test_the_inbox_long_poll_answers_304_when_nothing_changes(client_for):
    me = client_for()
    etag = me.get("/api/me/turns")["ETag"]
    r = me.get("/api/me/turns?wait=1", HTTP_IF_NONE_MATCH=etag)
    assert r.status_code == 304 and r["ETag"] == etag
    r = me.get("/api/me/turns?wait=99")
    assert (r.status_code, r.json()["code"]) == (400, "invalid_parameter")


# -- vacation -----------------------------------------------------------------------------------
def test_vacation_refusals(client_for, clock):
    me = client_for()
    r = me.post("/api/me/vacation/stop")
    assert (r.status_code, r.json()["code"]) == (409, "not_on_vacation")
    assert me.post("/api/me/vacation/start").status_code == 200
    r = me.post("/api/me/vacation/start")
    assert (r.status_code, r.json()["code"]) == (409, "already_on_vacation")
    assert Vacation.objects.count() == 1


def test_allowance_is_a_setting_and_counts_per_year(client_for, clock, settings):
    settings.GAMES_VACATION_DAYS_PER_YEAR = 3
    me = client_for()
    me.post("/api/me/vacation/start")
    clock.shift(days(1))
    me.post("/api/me/vacation/stop")
    status = me.get("/api/me/vacation").json()
    assert (status["allowance_days"], status["used_seconds"], status["remaining_seconds"]) == \
        (3, 86400, 2 * 86400)
    clock.shift(days(365))  # a new year, a new allowance
    assert me.get("/api/me/vacation").json()["remaining_seconds"] == 3 * 86400


def test_vacation_start_and_stop_are_rate_limited_per_user(client_for, rates):
    rates(vacation="2/minute")
    me, other = client_for(), client_for()
    assert me.post("/api/me/vacation/start").status_code == 200
    assert me.post("/api/me/vacation/stop").status_code == 200
    r = me.post("/api/me/vacation/start")
    assert (r.status_code, r.json()["code"]) == (429, "throttled") and int(r["Retry-After"]) > 0
    assert not Vacation.objects.filter(user=me.user, ended_at__isnull=True).exists()
    assert me.get("/api/me/vacation").status_code == 200  # reading is not counted
    assert other.post("/api/me/vacation/start").status_code == 200
