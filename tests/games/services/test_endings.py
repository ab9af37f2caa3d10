"""Draws, the clock options at creation, and refusals that write nothing."""

from __future__ import annotations

import random

import pytest

from events.models import Event
from games.models import Game
from tests.support.clock import days, detail, play_moves
from tests.support.http import create_game, seat_clients, send, started_game

pytestmark = pytest.mark.django_db


def _game(client_for, kind="quiddler", players=2, options=None):
    clients = [client_for() for _ in range(players)]
    gid = started_game(clients, kind, options)
    return gid, seat_clients(clients, gid)


def test_a_draw_needs_every_seat(client_for, clock):
    gid, seats = _game(client_for, players=3)
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
    types = [e.type for e in Event.objects.filter(stream=gid).order_by("version")]
    assert types[-4:] == ["game.draw_offered", "game.draw_accepted", "game.draw_accepted",
                          "game.finished"]


def test_a_declined_or_outplayed_offer_lapses(client_for, clock):
    gid, seats = _game(client_for)
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
    gid, seats = _game(client_for, kind, players)
    assert "offer_draw" not in detail(seats["0"], gid)["endings"]
    before = Event.objects.count()
    r = send(seats["0"], gid, {"type": "offer_draw"})
    assert (r.status_code, r.json()["code"]) == (422, "draw_unavailable")
    assert Event.objects.count() == before


def test_an_ending_offer_does_not_restart_the_offerers_clock(client_for, clock):
    gid, seats = _game(client_for)
    mover = detail(seats["0"], gid)["outcome"]["to_act"][0]
    clock.shift(days(1))
    assert send(seats[mover], gid, {"type": "offer_draw"}).status_code == 201
    left = detail(seats["0"], gid)["clock"]["seats"][mover]["seconds_left"]
    assert left == 2 * 86400


@pytest.mark.parametrize("clock_option,code", [
    ({"per_move": "P3X"}, "invalid_clock"),
    ({"per_move": "3 days"}, "invalid_clock"),
    ({"per_move": 3}, "invalid_clock"),
    ({"per_move": "P0D"}, "invalid_clock"),
    ({"per_move": "P1Y"}, "invalid_clock"),
    ({"per_move": "-P1D"}, "invalid_clock"),
    ({"per_move": "P1D", "extra": 1}, "invalid_clock"),
    ("P3D", "invalid_clock"),
    ({"per_move": "PT59M"}, "clock_out_of_range"),
    ({"per_move": "P15D"}, "clock_out_of_range"),
    ({"per_move": "P1D", "bank": "P61D"}, "clock_out_of_range"),
    ({"per_move": "P1D", "bank": "soon"}, "invalid_clock"),
])
def test_bad_clocks_are_refused(client_for, clock_option, code):
    client = client_for()
    r = client.post("/api/games", {"kind": "quiddler", "options": {"clock": clock_option}},
                    format="json")
    assert (r.status_code, r.json()["code"]) == (400, code), r.json()
    assert not Game.objects.exists() and not Event.objects.exists()


@pytest.mark.parametrize("options,code", [
    ({"on_timeout": "shrug"}, "invalid_on_timeout"),
    ({"on_timeout": None}, "invalid_on_timeout"),
])
def test_bad_timeout_policies_are_refused(client_for, options, code):
    r = client_for().post("/api/games", {"kind": "biddle", "options": options}, format="json")
    assert (r.status_code, r.json()["code"]) == (400, code)
    assert not Event.objects.exists()


def test_real_time_games_take_no_clock(client_for):
    r = client_for().post("/api/games", {"kind": "didi_dotter",
                                         "options": {"clock": {"per_move": "P1D"}}},
                          format="json")
    assert (r.status_code, r.json()["code"]) == (400, "invalid_clock")


def test_clock_options_are_recorded_and_shown(client_for, clock):
    c = client_for()
    g = create_game(c, "biddle", 2, {"clock": {"per_move": "PT12H", "bank": "P2D"}})
    assert g["options"]["clock"] == {"per_move": "PT12H", "bank": "P2D"}
    assert g["options"]["on_timeout"] == "forfeit"
    created = Event.objects.get(stream=g["id"], version=1).data
    assert created["clock"]["per_move_ms"] == 12 * 3600 * 1000
    assert "clock" not in created["options"]  # the rules never see the clock
    untimed = create_game(c, "biddle", 2, {"clock": None})
    assert untimed["options"]["clock"] is None and untimed["clock"] is None


def test_bank_absorbs_a_slow_move_and_carries_over(client_for, clock):
    gid, seats = _game(client_for, "biddle", options={"clock": {"per_move": "P1D",
                                                                  "bank": "P2D"}})
    d = detail(seats["0"], gid)
    mover = d["outcome"]["to_act"][0]
    c = d["clock"]["seats"][mover]
    assert c["seconds_left"] == 3 * 86400 and c["bank_seconds"] == 2 * 86400
    clock.shift(days(1.5))  # half a day beyond the move's own time
    play_moves(seats, gid, 1, random.Random(0))
    c = detail(seats["0"], gid)["clock"]["seats"][mover]
    assert c["bank_seconds"] == int(1.5 * 86400)


def test_a_timeout_is_in_the_log_and_survives_a_rebuild(client_for, clock):
    from games import tasks
    from games.index import projections

    gid, seats = _game(client_for)
    game = Game.objects.get(id=gid)
    seat_rows = {str(s.position): (s.to_act, s.deadline) for s in game.seats.all()}
    game.seats.update(to_act=False, deadline=None)
    Game.objects.filter(id=gid).update(deadline=None)
    projections.rebuild_all()
    game.refresh_from_db()
    assert {str(s.position): (s.to_act, s.deadline) for s in game.seats.all()} == seat_rows
    assert game.deadline is not None
    clock.shift(days(3))
    assert tasks.fire_due_deadlines() == 1
    clocked = Event.objects.filter(stream=gid, type="game.clock_started").first().data
    assert list(clocked["started"]) and clocked["at_ms"]


def test_a_staff_rewind_gives_the_seat_due_a_fresh_clock(client_for, clock, make_user):
    from games import services

    gid, seats = _game(client_for, "toy_guess")
    mover = detail(seats["0"], gid)["outcome"]["to_act"][0]
    to_version = Game.objects.get(id=gid).version
    clock.shift(days(1))
    assert send(seats[mover], gid, {"type": "reroll"}).status_code == 201
    n = services.dispute_open(game_id=gid, user=seats[mover].user, reason="lost")["dispute"]
    clock.shift(days(2.5))  # the other seat has half a day left
    services.dispute_resolve(game_id=gid, user=make_user(moderator=True), dispute=n,
                             decision="replay", kind="rewind", to_version=to_version)
    d = detail(seats["0"], gid)
    assert d["outcome"]["to_act"] == [mover]  # back to the first move
    assert d["clock"]["seats"][mover]["seconds_left"] == 3 * 86400
    assert Event.objects.filter(stream=gid).order_by("-version").first().type == \
        "game.clock_started"
