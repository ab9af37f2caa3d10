"""games.api.lobby: kinds; creating a game (its options, clocks, bots); joining, leaving and
starting; the detail with its ETag, and the list with its filters. Refusals write nothing."""

from __future__ import annotations

import pytest

from events.models import Event
from games.models import BotAccount, Game
from tests.support.clock import START
from tests.support.http import (
    assert_refused,
    create_game,
    detail,
    expect,
    my_turn_game,
    new_seated_game,
    send,
    started_game,
    turn_clients,
)

pytestmark = pytest.mark.django_db


# -- kinds and creating -------------------------------------------------------------------------
def test_kinds_lists_every_registered_engine(anon):
    kinds = {k["kind"]: k for k in anon.get("/api/kinds").json()}
    assert kinds["toy_guess"]["min_players"] == 2
    assert kinds["toy_guess"]["default_options"] == {"max_number": 20, "max_guesses": 12}


@pytest.mark.parametrize("body,status,code", [
    ({"kind": "chess"}, 400, "unknown_kind"),
    ({"kind": 7}, 400, "unknown_kind"),
    ({}, 400, "invalid"),
    ({"kind": "toy_guess", "seats": 3}, 400, "invalid_seats"),
    ({"kind": "toy_guess", "seats": 1}, 400, "invalid_seats"),
    ({"kind": "toy_guess", "seats": "two"}, 400, "invalid_seats"),
    ({"kind": "toy_guess", "options": [1]}, 400, "invalid_options"),
    ({"kind": "toy_guess", "options": {"max_number": "ten"}}, 400, "invalid_options"),
    ({"kind": "toy_guess", "options": {"max_number": True}}, 400, "invalid_options"),
    ({"kind": "toy_guess", "options": {"colour": "red"}}, 400, "invalid_options"),
    ({"kind": "toy_guess", "options": {"hints": "yes"}}, 400, "invalid_options"),
])
def test_create_refuses_bad_games(client_for, nothing_written, body, status, code):
    c = client_for()
    snap, check = nothing_written
    snap()
    expect(c.post("/api/games", body, format="json"), status, code)
    check()


def test_setup_is_staff_only(client_for):
    r = client_for().post("/api/games", {"kind": "toy_guess", "options": {"setup": {}}},
                          format="json")
    assert (r.status_code, r.json()["code"]) == (403, "setup_staff_only")


@pytest.mark.parametrize("kind,options", [
    ("didi_dotter", {"deadline_ms": 10**15}),
    ("didi_dotter", {"min_action_ms": 10**12}),
    ("biddle", {"blue_row": [10**9] * 10}),  # ten rounds of absurd scores
])
def test_out_of_range_options_are_refused_at_creation(client_for, kind, options):
    r = client_for().post("/api/games", {"kind": kind, "options": options}, format="json")
    expect(r, 400, "invalid_options")


def test_quiddler_with_an_unknown_dictionary_is_refused_at_creation(client_for):
    r = client_for().post("/api/games", {"kind": "quiddler", "options": {"dictionary": "klingon"}},
                          format="json")
    expect(r, 404, "unknown_dictionary")
    assert not Game.objects.exists()


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("body", "code"), [
    ({"kind": "dikdik", "bots": "strong"}, "invalid_bots"),
    ({"kind": "dikdik", "bots": [{"level": "genius"}]}, "invalid_bots"),
    ({"kind": "dikdik", "bots": [{"level": "basic", "extra": 1}]}, "invalid_bots"),
    ({"kind": "dikdik", "bots": [{"level": ["basic"]}]}, "invalid_bots"),
    ({"kind": "dikdik", "bots": ["basic"]}, "invalid_bots"),
    ({"kind": "toy_guess", "bots": [{"level": "strong"}]}, "invalid_bots"),
    ({"kind": "quiddler", "seats": 2, "bots": [{"level": "basic"}] * 2}, "too_many_bots"),
    ({"kind": "dikdik", "bots": [{"level": "basic"}] * 6}, "too_many_bots"),
])
def test_bad_bots_are_refused_and_nothing_is_written(client_for, body, code):
    client = client_for()
    r = client.post("/api/games", body, format="json")
    assert (r.status_code, r.json()["code"]) == (400, code), r.json()
    assert Game.objects.count() == 0 and Event.objects.count() == 0
    assert BotAccount.objects.count() == 0


# -- clock options at creation ------------------------------------------------------------------
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


def test_didi_dotter_has_no_clock(client_for, clock):
    gid, seats = new_seated_game(client_for, "didi_dotter")
    d = detail(seats["0"], gid)
    assert d["clock"] is None and d["options"]["clock"] is None
    assert all(t["deadline"] is None for t in d["to_act"])
    assert START.year == 2026


# -- Dik Dik: the creator names the first player (ruling K3) ------------------------------------
def test_dikdik_first_player_option_for_everyone(client_for):
    a, b, c = client_for(), client_for(), client_for()
    r = a.post("/api/games", {"kind": "dikdik", "seats": 3, "options": {"first_player": "2"}},
               format="json")
    assert r.status_code == 201, r.json()
    gid = r.json()["id"]
    b.post(f"/api/games/{gid}/join")
    c.post(f"/api/games/{gid}/join")
    first = next(e for e in a.get(f"/api/games/{gid}/events?limit=500").json()["events"]
                 if e["type"] == "TurnStarted")
    assert first["data"] == {"player": "2", "first": True, "chosen": "creator"}


def test_dikdik_first_player_option_is_checked(client_for):
    a = client_for()
    for bad in ["3", 2, "me"]:
        r = assert_refused(lambda bad=bad: a.post(
            "/api/games", {"kind": "dikdik", "seats": 3, "options": {"first_player": bad}},
            format="json"), 400, "invalid_options")
        assert r.json()["field"] == "first_player"


def test_dikdik_start_early_without_the_named_first_player_is_refused(client_for):
    a, b, c = client_for(), client_for(), client_for()
    gid = a.post("/api/games", {"kind": "dikdik", "seats": 4, "options": {"first_player": "3"}},
                 format="json").json()["id"]
    b.post(f"/api/games/{gid}/join")
    c.post(f"/api/games/{gid}/join")
    r = assert_refused(lambda: a.post(f"/api/games/{gid}/start"), 400, "invalid_options")
    assert r.json()["field"] == "first_player"
    assert a.get(f"/api/games/{gid}").json()["status"] == "lobby"


# -- join, leave, start -------------------------------------------------------------------------
def test_lobby_create_join_autostart_and_list_filters(client_for):
    a, b, c = client_for(), client_for(), client_for()
    game = create_game(a, "toy_guess")
    assert game["status"] == "lobby" and [s["username"] for s in game["seats"]] == [a.user.username]
    r = b.post(f"/api/games/{game['id']}/join")
    assert r.status_code == 200 and r.json()["status"] == "active"  # last seat filled
    assert r.json()["your_seat"] == "1"  # ruling C1: seats in join order
    ids = [g["id"] for g in c.get("/api/games?status=active").json()["results"]]
    assert game["id"] in ids
    assert c.get("/api/games?mine=1").json()["count"] == 0
    assert a.get("/api/games?mine=1&kind=toy_guess").json()["count"] == 1


def test_leave_and_explicit_start_by_creator_only(client_for):
    a, b = client_for(), client_for()
    game = create_game(a, "toy_guess")
    gid = game["id"]
    assert a.post(f"/api/games/{gid}/start").json()["code"] == "not_enough_players"
    b.post(f"/api/games/{gid}/join")  # fills and starts: seats=2
    assert Game.objects.get(id=gid).status == "active"
    r = b.post(f"/api/games/{gid}/leave")
    assert (r.status_code, r.json()["code"]) == (409, "game_already_started")


def test_lobby_refusals(client_for, nothing_written):
    a, b, c = client_for(), client_for(), client_for()
    game = create_game(a, "toy_guess")
    gid = game["id"]
    snap, check = nothing_written
    snap()
    expect(a.post(f"/api/games/{gid}/join"), 409, "already_joined")
    expect(a.post(f"/api/games/{gid}/leave"), 409, "creator_cannot_leave")
    expect(b.post(f"/api/games/{gid}/leave"), 403, "not_a_player")
    expect(b.post(f"/api/games/{gid}/start"), 403, "not_creator")
    expect(send(a, gid, {"type": "guess", "number": 1}), 409, "game_not_started")
    check()
    b.post(f"/api/games/{gid}/join")  # starts the game
    snap()
    expect(c.post(f"/api/games/{gid}/join"), 409, "game_already_started")
    expect(b.post(f"/api/games/{gid}/leave"), 409, "game_already_started")
    expect(a.post(f"/api/games/{gid}/start"), 409, "game_already_started")
    check()


def test_unknown_game_and_unknown_endpoint(client_for):
    c = client_for()
    expect(c.get("/api/games/00000000-0000-0000-0000-000000000001"), 404, "not_found")
    expect(c.post("/api/games/00000000-0000-0000-0000-000000000001/join"), 404, "not_found")
    expect(c.get("/api/games/not-a-uuid"), 404, "not_found")
    expect(c.get("/api/nothing-here"), 404, "not_found")


def test_a_game_goes_on_after_its_creator_deletes_their_account(client_for):
    a, b, c = client_for(), client_for(), client_for()
    gid = create_game(a, "toy_guess")["id"]
    b.post(f"/api/games/{gid}/join")  # starts it
    a.user.delete()
    assert Game.objects.get(id=gid).creator_id is None
    r = c.post(f"/api/games/{gid}/disputes", {"reason": "where did seat 0 go?"}, format="json")
    assert r.json()["code"] == "not_a_player"
    r = b.post(f"/api/games/{gid}/disputes", {"reason": "seat 0 left"}, format="json")
    assert r.status_code == 201 and Game.objects.get(id=gid).creator_id is None


# -- the detail and the list --------------------------------------------------------------------
def test_etag_and_if_none_match(toy_table):
    clients, gid = toy_table
    r = clients[0].get(f"/api/games/{gid}")
    etag = r["ETag"]
    assert etag == f'"{r.json()["version"]}"'
    assert clients[0].get(f"/api/games/{gid}", HTTP_IF_NONE_MATCH=etag).status_code == 304
    mover, _ = turn_clients(clients, gid)
    send(mover, gid, {"type": "guess", "number": 1})
    r = clients[0].get(f"/api/games/{gid}", HTTP_IF_NONE_MATCH=etag)
    assert r.status_code == 200 and r["ETag"] != etag


def test_the_list_shows_turns_and_filters_them(client_for, clock):
    me, other = client_for(), client_for()
    mine = my_turn_game(me, other, "P1D")
    gid_theirs = my_turn_game(other, me, "P1D")
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


# -- seats in the lobby -------------------------------------------------------------------------
def test_the_creator_takes_seat_0_at_creation_and_keeps_it(client_for):
    creator, second, third = client_for(), client_for(), client_for()
    gid = create_game(creator, "dikdik", 3)["id"]
    game = detail(creator, gid)
    assert game["status"] == "lobby"
    assert game["your_seat"] == "0" and game["seats"][0]["seat"] == "0"
    assert second.post(f"/api/games/{gid}/join").status_code == 200
    assert detail(second, gid)["your_seat"] == "1"
    assert [s["seat"] for s in detail(creator, gid)["seats"]] == ["0", "1"]
    assert detail(client_for(), gid)["your_seat"] is None  # a spectator has none
    assert third.post(f"/api/games/{gid}/join").status_code == 200  # the table fills: it starts
    started = detail(creator, gid)
    assert started["status"] == "active"
    assert [(s["seat"], s["user"]) for s in started["seats"]] == \
        [("0", creator.user.id), ("1", second.user.id), ("2", third.user.id)]
    assert [detail(c, gid)["your_seat"] for c in (creator, second, third)] == ["0", "1", "2"]
