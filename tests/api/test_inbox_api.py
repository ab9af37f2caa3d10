"""The "your turn" inbox (GET /api/me/turns), the list's turn fields and filters, and firing a
deadline exactly once under races."""

from __future__ import annotations

import random
import threading
import time

import pytest
from django.db import connection

from events.models import Event
from games import clocks, services
from tests.api.correspondence import days, detail, play_moves
from tests.api.helpers import create_game, seat_clients, send, started_game

pytestmark = pytest.mark.django_db


def _my_turn_game(me, other, per_move: str, kind: str = "biddle") -> str:
    """A 2-player game where it is ``me``'s turn."""
    gid = started_game([me, other], kind, {"clock": {"per_move": per_move}})
    seats = seat_clients([me, other], gid)
    mine, rng = detail(me, gid)["your_seat"], random.Random(1)
    while detail(me, gid)["outcome"]["to_act"] != [mine]:
        play_moves(seats, gid, 1, rng)
    return gid


def test_the_inbox_lists_my_turns_by_deadline(client_for, clock):
    me, bob, cat = client_for(), client_for(), client_for()
    slow = _my_turn_game(me, bob, "P5D")
    fast = _my_turn_game(me, cat, "PT6H")
    mid = _my_turn_game(me, bob, "P2D", kind="quiddler")
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


def test_the_list_shows_turns_and_filters_them(client_for, clock):
    me, other = client_for(), client_for()
    mine = _my_turn_game(me, other, "P1D")
    gid_theirs = _my_turn_game(other, me, "P1D")
    ended = started_game([me, other], "quiddler")
    send(me, ended, {"type": "resign"})
    page = me.get("/api/games?mine=1").json()["results"]
    rows = {g["id"]: g for g in page}
    assert rows[mine]["your_turn"] and not rows[gid_theirs]["your_turn"]
    assert rows[mine]["to_act"] == [{"seat": detail(me, mine)["your_seat"],
                                     "username": me.user.username,
                                     "deadline": rows[mine]["deadline"],
                                     "seconds_left": 86400}]
    assert rows[ended]["to_act"] == [] and rows[ended]["deadline"] is None
    assert [g["id"] for g in me.get("/api/games?your_turn=1").json()["results"]] == [mine]
    assert [g["id"] for g in other.get("/api/games?your_turn=1").json()["results"]] == \
        [gid_theirs]
    assert [g["id"] for g in me.get("/api/games?ended=1").json()["results"]] == [ended]


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

    def fire():
        try:
            barrier.wait(5)
            results.append(services.deadline_fire(game_id=gid, now_ms=later))
        except Exception as exc:  # noqa: BLE001 - reported below
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=fire) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert not errors and sorted(results) == [False, False, False, True]
    assert Event.objects.filter(stream=gid, type="game.finished").count() == 1
    assert clients[0].get(f"/api/games/{gid}").json()["result"]["reason"] == "timeout"


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
