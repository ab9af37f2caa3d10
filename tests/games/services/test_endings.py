"""games.services.endings: the endings every game has (resign, abort, draws), judged by the
service; refusals write nothing. Didi Dotter keeps its real-time pace (no clock) but has the
same endings."""

from __future__ import annotations

import random

import pytest

from events.models import Event
from tests.support.clock import days
from tests.support.http import PLAYERS, TIMED, detail, new_seated_game, play_moves, send
from tests.support.log import events_of

pytestmark = pytest.mark.django_db

ALL = [*TIMED, "didi_dotter"]


# -- resign -------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", [k for k in ALL if PLAYERS[k] == 2])
def test_a_resign_ends_the_game(client_for, clock, kind):
    gid, seats = new_seated_game(client_for, kind)
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


def test_three_player_resign_hands_the_seat_to_a_bot_until_no_person_is_left(client_for, clock):
    gid, seats = new_seated_game(client_for, "quiddler", players=3)
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


# -- abort --------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ALL)
def test_an_abort_voids_the_game_until_everyone_has_moved(client_for, clock, kind):
    gid, seats = new_seated_game(client_for, kind)
    assert "abort" in detail(seats["0"], gid)["endings"]
    r = send(seats["0"], gid, {"type": "abort"})
    assert r.status_code == 201, r.json()
    result = detail(seats["1"], gid)["result"]
    assert result == {"reason": "abort", "winners": [], "ranking": None, "void": True,
                      "seat": "0", "scores": None, "note": None, "dispute": None}


@pytest.mark.parametrize("kind", ALL)
def test_abort_window_closes_once_every_seat_has_moved(client_for, clock, kind):
    rng = random.Random(7)
    for _ in range(5):  # a deal may end before every seat has moved (a Dik Dik seat whose
        # asks keep succeeding plays on to the end): then another game
        gid, seats = new_seated_game(client_for, kind)
        for _ in range(60):
            d = detail(seats["0"], gid)
            if d["status"] != "active" or "abort" not in d["endings"]:
                break
            play_moves(seats, gid, 1, rng)
        if d["status"] == "active":
            break
    assert d["status"] == "active" and "abort" not in d["endings"]
    before = Event.objects.count()
    r = send(seats["1"], gid, {"type": "abort"})
    assert (r.status_code, r.json()["code"]) == (409, "abort_window_closed")
    assert Event.objects.count() == before


# -- draws --------------------------------------------------------------------------------------
def test_a_draw_needs_every_seat(client_for, clock):
    gid, seats = new_seated_game(client_for, players=3)
    assert send(seats["2"], gid, {"type": "offer_draw"}).status_code == 201
    d = detail(seats["0"], gid)
    assert d["draw_offer"] == {"offered_by": "2", "accepted": ["2"]}
    assert {"accept_draw", "decline_draw"} <= set(d["endings"])
    assert send(seats["0"], gid, {"type": "accept_draw"}).status_code == 201
    assert detail(seats["0"], gid)["status"] == "active"  # seat 1 has not agreed yet
    r = send(seats["0"], gid, {"type": "accept_draw"})
    assert (r.status_code, r.json()["code"]) == (409, "draw_already_accepted")
    r = send(seats["1"], gid, {"type": "accept_draw"})
    assert r.status_code == 201
    result = r.json()["result"]
    assert result["reason"] == "draw" and result["winners"] == []
    assert result["ranking"] == [["0", "1", "2"]] and not result["void"]
    types = events_of(gid)
    assert types[-4:] == ["game.draw_offered", "game.draw_accepted", "game.draw_accepted",
                          "game.finished"]


def test_a_declined_or_outplayed_offer_lapses(client_for, clock):
    gid, seats = new_seated_game(client_for)
    assert send(seats["0"], gid, {"type": "offer_draw"}).status_code == 201
    r = send(seats["0"], gid, {"type": "offer_draw"})
    assert (r.status_code, r.json()["code"]) == (409, "draw_already_offered")
    assert send(seats["1"], gid, {"type": "decline_draw"}).status_code == 201
    assert detail(seats["0"], gid)["draw_offer"] is None
    r = send(seats["1"], gid, {"type": "accept_draw"})
    assert (r.status_code, r.json()["code"]) == (409, "no_draw_offer")
    assert send(seats["1"], gid, {"type": "offer_draw"}).status_code == 201
    play_moves(seats, gid, 1, random.Random(3))  # any move of the game withdraws the offer
    assert detail(seats["0"], gid)["draw_offer"] is None


@pytest.mark.parametrize("kind,players", [("dikdik", 3), ("didi_dotter", 2)])
def test_games_without_draws_refuse_them(client_for, clock, kind, players):
    gid, seats = new_seated_game(client_for, kind, players, {})
    assert "offer_draw" not in detail(seats["0"], gid)["endings"]
    before = Event.objects.count()
    r = send(seats["0"], gid, {"type": "offer_draw"})
    assert (r.status_code, r.json()["code"]) == (422, "draw_unavailable")
    assert Event.objects.count() == before


def test_an_ending_offer_does_not_restart_the_offerers_clock(client_for, clock):
    gid, seats = new_seated_game(client_for)
    mover = detail(seats["0"], gid)["outcome"]["to_act"][0]
    clock.shift(days(1))
    assert send(seats[mover], gid, {"type": "offer_draw"}).status_code == 201
    left = detail(seats["0"], gid)["clock"]["seats"][mover]["seconds_left"]
    assert left == 2 * 86400


def test_a_seat_offers_a_draw_once_until_the_game_moves(client_for, clock):
    gid, seats = new_seated_game(client_for)
    for seat in ("0", "1"):  # each seat: one offer, withdrawn or declined
        assert send(seats[seat], gid, {"type": "offer_draw"}).status_code == 201
        assert send(seats[seat], gid, {"type": "decline_draw"}).status_code == 201
    before = Event.objects.count()
    for seat in ("0", "1"):
        assert "offer_draw" not in detail(seats[seat], gid)["endings"]
        r = send(seats[seat], gid, {"type": "offer_draw"})
        assert (r.status_code, r.json()["code"]) == (409, "draw_offer_spent")
    assert Event.objects.count() == before
    play_moves(seats, gid, 1, random.Random(3))
    assert "offer_draw" in detail(seats["0"], gid)["endings"]
    assert send(seats["0"], gid, {"type": "offer_draw"}).status_code == 201
