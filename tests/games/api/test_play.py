"""games.api.play: commands (turns, refusals, If-Match, Idempotency-Key, typed kind paths), the
event feed and what each seat may see in it, hints, and the seed revealed at the end."""

from __future__ import annotations

import json

import pytest

from events import store
from events.models import Event
from games.domain import fairplay
from games.models import Game
from tests.support.http import expect, seat_clients, send, started_game, turn_clients
from tests.support.log import toy_secrets

pytestmark = pytest.mark.django_db


# -- what each seat sees ------------------------------------------------------------------------
def test_views_and_feed_show_only_your_own_secret(toy_table, client_for):
    clients, gid = toy_table
    spectator = client_for()
    secrets = toy_secrets(gid)
    for c in clients:
        detail = c.get(f"/api/games/{gid}").json()
        mine, theirs = detail["your_seat"], "1" if detail["your_seat"] == "0" else "0"
        assert detail["view"]["your_secret"] == secrets[mine]
        dealt = next(e for e in c.get(f"/api/games/{gid}/events").json()["events"]
                     if e["type"] == "Dealt")
        assert dealt["data"]["secrets"] == {mine: secrets[mine]}
        assert theirs not in dealt["data"]["secrets"]
    spec = spectator.get(f"/api/games/{gid}").json()
    assert spec["your_seat"] is None and spec["view"]["your_secret"] is None
    assert spec["legal_commands"] == []
    dealt = next(e for e in spectator.get(f"/api/games/{gid}/events").json()["events"]
                 if e["type"] == "Dealt")
    assert dealt["data"]["secrets"] == {}


def test_event_feed_after_and_limit(toy_table):
    clients, gid = toy_table
    feed = clients[0].get(f"/api/games/{gid}/events?after=2&limit=2").json()
    assert [e["version"] for e in feed["events"]] == [3, 4] and feed["has_more"]
    rest = clients[0].get(f"/api/games/{gid}/events?after={feed['last_version']}").json()
    assert rest["events"][0]["version"] == 5 and not rest["has_more"]


@pytest.mark.django_db
def test_looked_half_is_shown_only_to_the_looker(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "didi_dotter", {"min_action_ms": 0})
    seats = seat_clients(clients, gid)
    r = send(seats["0"], gid, {"type": "look", "slot": 3})
    half = r.json()["view"]["table"][3]
    assert half not in (None, "?")
    other = seats["1"].get(f"/api/games/{gid}").json()
    assert other["view"]["table"][3] == "?"
    feed = seats["1"].get(f"/api/games/{gid}/events").json()["events"]
    assert all("half" not in e["data"] for e in feed if e["type"] == "HalfLooked")
    assert all("slots" not in e["data"] for e in feed if e["type"] == "RoundStarted")



@pytest.mark.django_db
def test_a_fresh_didi_dotter_view_has_its_stream_version(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "didi_dotter", {"min_action_ms": 0})
    game = clients[0].get(f"/api/games/{gid}").json()
    last_engine_event = max(r.version for r in store.load(gid) if not r.type.startswith("game."))
    assert game["view"]["version"] == last_engine_event == game["version"]
    r = send(clients[0], gid, {"type": "take", "slot": 0})
    assert r.json()["view"]["version"] == r.json()["version"]



# -- commands -----------------------------------------------------------------------------------
def test_command_round_trip_returns_redacted_events_and_view(toy_table):
    clients, gid = toy_table
    mover, other = turn_clients(clients, gid)
    version = mover.get(f"/api/games/{gid}").json()["version"]
    r = send(mover, gid, {"type": "reroll"})
    assert r.status_code == 201
    body = r.json()
    # the move, then the clocks it stopped and started (a timed game, the default)
    assert body["version"] == version + 2
    assert [e["type"] for e in body["events"]] == ["Rerolled", "game.clock_started"]
    assert "secret" in body["events"][0]["data"]  # the roller sees their own new number
    feed = other.get(f"/api/games/{gid}/events?after={version}").json()["events"]
    assert feed[0]["type"] == "Rerolled" and "secret" not in feed[0]["data"]


def test_not_your_turn_and_not_a_player_append_nothing(toy_table, client_for):
    clients, gid = toy_table
    _, waiting = turn_clients(clients, gid)
    before = Event.objects.count()
    r = send(waiting, gid, {"type": "guess", "number": 3})
    assert (r.status_code, r.json()["code"]) == (422, "not_your_turn")
    r = send(client_for(), gid, {"type": "guess", "number": 3})
    assert (r.status_code, r.json()["code"]) == (403, "not_a_player")
    assert Event.objects.count() == before


def test_illegal_move_is_422_with_nothing_appended_and_no_secret_in_error(toy_table):
    clients, gid = toy_table
    mover, _ = turn_clients(clients, gid)
    before = Event.objects.count()
    r = send(mover, gid, {"type": "guess", "number": 999})
    assert (r.status_code, r.json()["code"]) == (422, "out_of_range")
    assert Event.objects.count() == before
    for secret in toy_secrets(gid).values():
        assert f" {secret}" not in r.json()["detail"]


@pytest.mark.parametrize("how", ["header", "field"])
def test_stale_expected_version_is_409(toy_table, how):
    clients, gid = toy_table
    mover, _ = turn_clients(clients, gid)
    version = mover.get(f"/api/games/{gid}").json()["version"]
    command = {"type": "guess", "number": 1}
    stale = version - 1
    if how == "header":
        r = send(mover, gid, command, HTTP_IF_MATCH=f'"{stale}"')
    else:
        r = send(mover, gid, {**command, "expected_version": stale})
    assert (r.status_code, r.json()["code"]) == (409, "stale_version")
    assert store.current_version(gid) == version
    r = send(mover, gid, command, HTTP_IF_MATCH=f'"{version}"')
    assert r.status_code == 201


def test_idempotency_key_appends_once_and_answers_the_same(toy_table):
    clients, gid = toy_table
    mover, _ = turn_clients(clients, gid)
    first = send(mover, gid, {"type": "guess", "number": 2}, HTTP_IDEMPOTENCY_KEY="k-1")
    count = Event.objects.count()
    again = send(mover, gid, {"type": "guess", "number": 2}, HTTP_IDEMPOTENCY_KEY="k-1")
    assert first.status_code == again.status_code == 201
    assert first.json() == again.json() and again["Idempotent-Replayed"] == "true"
    assert Event.objects.count() == count
    other = send(mover, gid, {"type": "guess", "number": 3}, HTTP_IDEMPOTENCY_KEY="k-1")
    assert (other.status_code, other.json()["code"]) == (422, "idempotency_key_reused")


def test_commands_for_another_kind_are_refused_on_a_kind_path(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "biddle")
    r = clients[0].post(f"/api/games/{gid}/commands/quiddler", {"type": "draw",
                                                                "source": "deck"}, format="json")
    assert r.status_code == 400 and r.json()["code"] == "wrong_kind"


def test_unknown_command_fields_are_refused_before_judging(client_for):
    a, b = client_for(), client_for()
    gid = started_game([a, b], "biddle")
    before = Event.objects.count()
    for c in (a, b):  # whoever's turn it is: the field is refused before the turn is judged
        r = send(c, gid, {"type": "bid", "rolls": 2, "comment": "hi"})
        expect(r, 400, "unknown_field")
        assert r.json()["field"] == "comment"
    assert Event.objects.count() == before
    # declared fields and expected_version still pass the check
    detail = a.get(f"/api/games/{gid}").json()
    r = send(a, gid, {"type": "bid", "rolls": 2, "expected_version": detail["version"]})
    assert r.status_code in (201, 422), r.json()
    assert r.json()["code"] != "unknown_field" if r.status_code != 201 else True


@pytest.mark.parametrize("header,code", [("HTTP_IDEMPOTENCY_KEY", "bad_idempotency_key"),
                                         ("HTTP_X_REQUEST_ID", "bad_request_id")])
def test_control_characters_in_stored_headers_are_refused(client_for, header, code):
    """Both headers end up in the database (NUL breaks PostgreSQL): printable ASCII only."""
    a, b = client_for(staff=True), client_for()
    gid = started_game([a, b], "toy_guess", {"setup": {"first": "0"}})
    before = Event.objects.count()
    expect(send(a, gid, {"type": "guess", "number": 1}, **{header: "key\x00\x07"}), 400, code)
    assert Event.objects.count() == before
    assert send(a, gid, {"type": "guess", "number": 1},
                **{header: "a-Fine_key.1"}).status_code == 201


@pytest.mark.parametrize("command,status,code", [
    ({"type": "fly"}, 422, "unknown_command"),
    ({"no_type": 1}, 400, "bad_command"),
    ({"type": 5}, 400, "bad_command"),
    ({"type": "guess", "_now_ms": 1}, 400, "bad_command"),
    ({"type": "guess", "number": "3"}, 400, "bad_command"),
    ({"type": "guess", "number": 3, "expected_version": "x"}, 400, "bad_expected_version"),
])
def test_bad_commands(toy_table, nothing_written, command, status, code):
    clients, gid = toy_table
    snap, check = nothing_written
    snap()
    judged = 0
    for c in clients:  # whoever's turn it is, the answer is a clean refusal
        r = send(c, gid, command)
        if r.json()["code"] != "not_your_turn":
            expect(r, status, code)
            judged += 1
    assert judged >= 1  # the player on turn always gets the specific refusal
    check()


def test_bad_headers(toy_table, nothing_written):
    clients, gid = toy_table
    snap, check = nothing_written
    snap()
    c = clients[0]
    expect(send(c, gid, {"type": "guess", "number": 1}, HTTP_IF_MATCH="yesterday"), 400,
           "bad_if_match")
    expect(send(c, gid, {"type": "guess", "number": 1}, HTTP_IDEMPOTENCY_KEY="k" * 201), 400,
           "bad_idempotency_key")
    expect(send(c, gid, {"type": "guess", "number": 1, "expected_version": 3},
                HTTP_IF_MATCH='"4"'), 400, "bad_expected_version")
    expect(c.get(f"/api/games/{gid}/events?after=-1"), 400, "invalid_parameter")
    expect(c.get(f"/api/games/{gid}/events?limit=abc"), 400, "invalid_parameter")
    expect(c.get("/api/games?status=won"), 400, "invalid_filter")
    check()


def test_command_on_finished_game(client_for, make_user, nothing_written):
    a, b = client_for(make_user(staff=True)), client_for()
    gid = started_game([a, b], "toy_guess", {"setup": {"secrets": {"0": 1, "1": 2},
                                                       "first": "0"}})
    send(a, gid, {"type": "guess", "number": 2})
    snap, check = nothing_written
    snap()
    expect(send(b, gid, {"type": "guess", "number": 1}), 409, "game_finished")
    check()


@pytest.mark.django_db
def test_too_fast_is_429_and_appends_nothing(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "didi_dotter", {"min_action_ms": 60_000})
    assert send(clients[0], gid, {"type": "look", "slot": 0}).status_code == 201
    before = Event.objects.filter(stream=gid).count()
    r = send(clients[0], gid, {"type": "look", "slot": 1})
    assert (r.status_code, r.json()["code"]) == (429, "too_fast")
    assert Event.objects.filter(stream=gid).count() == before


# -- the end: the seed revealed -----------------------------------------------------------------
def test_finished_game_reveals_seed_that_matches_hash_and_replays(client_for, make_user):
    staff = make_user(staff=True)
    a = client_for(staff)
    b = client_for()
    gid = started_game([a, b], "toy_guess",
                       {"setup": {"secrets": {"0": 5, "1": 6}, "first": "0"}})
    assert send(a, gid, {"type": "guess", "number": 6}).status_code == 201
    detail = b.get(f"/api/games/{gid}").json()
    assert detail["status"] == "finished" and detail["outcome"]["winners"] == ["0"]
    assert fairplay.verify_seed(detail["seed"], detail["seed_sha256"])
    events = b.get(f"/api/games/{gid}/events").json()["events"]
    assert events[-1]["type"] == "game.finished" and events[-1]["data"]["seed"] == detail["seed"]
    assert send(a, gid, {"type": "guess", "number": 1}).json()["code"] == "game_finished"
    # the setup was staff-only and is not shown to players
    assert "setup" not in json.dumps(events[0]["data"])


def test_rng_is_derived_from_the_revealed_seed(toy_table):
    clients, gid = toy_table
    game = Game.objects.get(id=gid)
    mover, _ = turn_clients(clients, gid)
    version = game.version
    send(mover, gid, {"type": "reroll"})
    rolled = store.load(gid, after=version)[0].data["secret"]
    expected = fairplay.rng_for(game.secret.seed, version).randint(1, 20)
    assert rolled == expected


# -- hints --------------------------------------------------------------------------------------
def test_hint_refusals(toy_table, client_for):
    clients, gid = toy_table
    expect(clients[0].get(f"/api/games/{gid}/hint"), 403, "hints_disabled")
    expect(client_for().get(f"/api/games/{gid}/hint"), 403, "not_a_player")


def test_draw_commands_have_their_own_rate_limit(client_for, rates):
    rates(draws="2/minute")
    a, b = client_for(), client_for()
    gid = started_game([a, b], "quiddler")
    assert send(a, gid, {"type": "offer_draw"}).status_code == 201
    assert send(a, gid, {"type": "decline_draw"}).status_code == 201
    before = Event.objects.count()
    expect(send(a, gid, {"type": "accept_draw"}), 429, "throttled")
    assert Event.objects.count() == before
    seats = seat_clients([a, b], gid)
    mover = seats[a.get(f"/api/games/{gid}").json()["outcome"]["to_act"][0]]
    # other commands are not counted against it
    assert send(mover, gid, {"type": "draw", "source": "deck"}).status_code == 201
    assert send(b, gid, {"type": "offer_draw"}).status_code == 201  # per user
