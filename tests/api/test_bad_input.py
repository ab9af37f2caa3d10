"""Bad input always gets a 4xx with a stable code, and nothing is written."""

from __future__ import annotations

import pytest

from events.models import Event, IdempotencyRecord
from games.models import Game
from tests.api.helpers import create_game, send, started_game

pytestmark = pytest.mark.django_db


@pytest.fixture
def nothing_written():
    """Asserts, after the test, that no event, game or idempotency record was added."""
    counts = {}

    def snapshot():
        counts.update(events=Event.objects.count(), games=Game.objects.count(),
                      keys=IdempotencyRecord.objects.count())

    def check():
        assert counts == {"events": Event.objects.count(), "games": Game.objects.count(),
                          "keys": IdempotencyRecord.objects.count()}

    return snapshot, check


def _raw_post(client, path, body: bytes, **extra):
    return client.generic("POST", path, body, content_type="application/json", **extra)


def expect(r, status, code):
    assert r.status_code == status, (r.status_code, r.content[:300])
    assert r.json()["code"] == code, r.json()
    assert isinstance(r.json()["detail"], (str, dict, list))


def test_malformed_json(client_for, nothing_written):
    c = client_for()
    snap, check = nothing_written
    snap()
    expect(_raw_post(c, "/api/games", b'{"kind": "toy_guess",'), 400, "malformed_json")
    expect(_raw_post(c, "/api/games", b"[1, 2]"), 400, "invalid")
    expect(_raw_post(c, "/api/auth/register", b"not json"), 400, "malformed_json")
    check()


def test_wrong_content_type(client_for):
    r = client_for().generic("POST", "/api/games", b"kind=x", content_type="text/plain")
    expect(r, 415, "unsupported_media_type")


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


@pytest.mark.parametrize("command,status,code", [
    ({"type": "fly"}, 422, "unknown_command"),
    ({"no_type": 1}, 400, "bad_command"),
    ({"type": 5}, 400, "bad_command"),
    ({"type": "guess", "_now_ms": 1}, 400, "bad_command"),
    ({"type": "guess", "number": "3"}, 400, "bad_command"),
    ({"type": "guess", "number": 3, "expected_version": "x"}, 400, "bad_expected_version"),
])
def test_bad_commands(client_for, nothing_written, command, status, code):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
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


def test_bad_headers(client_for, nothing_written):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
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


def test_body_over_64_kib_is_refused_before_parsing(client_for, nothing_written):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
    snap, check = nothing_written
    snap()
    big = b'{"type": "guess", "pad": "' + b"x" * (64 * 1024) + b'"}'
    expect(_raw_post(clients[0], f"/api/games/{gid}/commands", big), 413, "too_large")
    expect(_raw_post(clients[0], "/api/games", big), 413, "too_large")
    check()


def test_hint_refusals(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
    expect(clients[0].get(f"/api/games/{gid}/hint"), 403, "hints_disabled")
    expect(client_for().get(f"/api/games/{gid}/hint"), 403, "not_a_player")
