"""The REST API end to end, with the toy "guess" engine (tests/toy_engine.py)."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command

from events import store
from events.models import Event
from games.domain import fairplay
from games.models import Game
from tests.api.helpers import create_game, send, started_game
from tests.toy_engine import ENGINE as TOY

pytestmark = pytest.mark.django_db


def _turn_clients(clients, game_id):
    """(client whose turn it is, the other client)."""
    a, b = clients
    detail = a.get(f"/api/games/{game_id}").json()
    return (a, b) if detail["view"]["turn"] == detail["your_seat"] else (b, a)


def _secrets(game_id):
    state, _ = store.load_state(game_id, _folder())
    return state["engine"]["secrets"]


def _folder():
    from games.folders import GameFolder

    return GameFolder(TOY.kind)


# -- accounts and auth --------------------------------------------------------------------------
def test_register_then_token_then_authenticated_call(anon):
    r = anon.post("/api/auth/register", {"username": "ada", "password": "lovelace-1815"},
                  format="json")
    assert r.status_code == 201
    token = r.json()["token"]
    r = anon.post("/api/auth/token", {"username": "ada", "password": "lovelace-1815"},
                  format="json")
    assert r.status_code == 200 and r.json()["token"] == token
    anon.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    assert anon.get("/api/games").status_code == 200


def test_register_refuses_taken_name_and_weak_password(anon, make_user):
    make_user("bob")
    r = anon.post("/api/auth/register", {"username": "bob", "password": "another-pass-9"},
                  format="json")
    assert (r.status_code, r.json()["code"]) == (409, "username_taken")
    r = anon.post("/api/auth/register", {"username": "carol", "password": "123"}, format="json")
    assert (r.status_code, r.json()["code"]) == (400, "invalid_password")
    r = anon.post("/api/auth/token", {"username": "bob", "password": "wrong-password"},
                  format="json")
    assert (r.status_code, r.json()["code"]) == (400, "invalid_credentials")


@pytest.mark.parametrize("method,path", [
    ("get", "/api/games"), ("post", "/api/games"),
    ("get", "/api/games/00000000-0000-0000-0000-000000000000"),
    ("post", "/api/games/00000000-0000-0000-0000-000000000000/commands"),
    ("get", "/api/games/00000000-0000-0000-0000-000000000000/events"),
])
def test_game_endpoints_require_authentication(anon, method, path):
    r = getattr(anon, method)(path)
    assert r.status_code == 401 and r.json()["code"] == "not_authenticated"
    anon.credentials(HTTP_AUTHORIZATION="Token not-a-real-token")
    r = getattr(anon, method)(path)
    assert r.status_code == 401 and r.json()["code"] == "authentication_failed"


def test_kinds_lists_every_registered_engine(anon):
    kinds = {k["kind"]: k for k in anon.get("/api/kinds").json()}
    assert kinds["toy_guess"]["min_players"] == 2
    assert kinds["toy_guess"]["default_options"] == {"max_number": 20, "max_guesses": 12}


# -- lobby --------------------------------------------------------------------------------------
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


# -- reading: views, ETag, events ---------------------------------------------------------------
def test_views_and_feed_show_only_your_own_secret(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
    spectator = client_for()
    secrets = _secrets(gid)
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


def test_etag_and_if_none_match(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
    r = clients[0].get(f"/api/games/{gid}")
    etag = r["ETag"]
    assert etag == f'"{r.json()["version"]}"'
    assert clients[0].get(f"/api/games/{gid}", HTTP_IF_NONE_MATCH=etag).status_code == 304
    mover, _ = _turn_clients(clients, gid)
    send(mover, gid, {"type": "guess", "number": 1})
    r = clients[0].get(f"/api/games/{gid}", HTTP_IF_NONE_MATCH=etag)
    assert r.status_code == 200 and r["ETag"] != etag


def test_event_feed_after_and_limit(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
    feed = clients[0].get(f"/api/games/{gid}/events?after=2&limit=2").json()
    assert [e["version"] for e in feed["events"]] == [3, 4] and feed["has_more"]
    rest = clients[0].get(f"/api/games/{gid}/events?after={feed['last_version']}").json()
    assert rest["events"][0]["version"] == 5 and not rest["has_more"]


# -- commands -----------------------------------------------------------------------------------
def test_command_round_trip_returns_redacted_events_and_view(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
    mover, other = _turn_clients(clients, gid)
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


def test_not_your_turn_and_not_a_player_append_nothing(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
    _, waiting = _turn_clients(clients, gid)
    before = Event.objects.count()
    r = send(waiting, gid, {"type": "guess", "number": 3})
    assert (r.status_code, r.json()["code"]) == (422, "not_your_turn")
    r = send(client_for(), gid, {"type": "guess", "number": 3})
    assert (r.status_code, r.json()["code"]) == (403, "not_a_player")
    assert Event.objects.count() == before


def test_illegal_move_is_422_with_nothing_appended_and_no_secret_in_error(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
    mover, _ = _turn_clients(clients, gid)
    before = Event.objects.count()
    r = send(mover, gid, {"type": "guess", "number": 999})
    assert (r.status_code, r.json()["code"]) == (422, "out_of_range")
    assert Event.objects.count() == before
    for secret in _secrets(gid).values():
        assert f" {secret}" not in r.json()["detail"]


@pytest.mark.parametrize("how", ["header", "field"])
def test_stale_expected_version_is_409(client_for, how):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
    mover, _ = _turn_clients(clients, gid)
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


def test_idempotency_key_appends_once_and_answers_the_same(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
    mover, _ = _turn_clients(clients, gid)
    first = send(mover, gid, {"type": "guess", "number": 2}, HTTP_IDEMPOTENCY_KEY="k-1")
    count = Event.objects.count()
    again = send(mover, gid, {"type": "guess", "number": 2}, HTTP_IDEMPOTENCY_KEY="k-1")
    assert first.status_code == again.status_code == 201
    assert first.json() == again.json() and again["Idempotent-Replayed"] == "true"
    assert Event.objects.count() == count
    other = send(mover, gid, {"type": "guess", "number": 3}, HTTP_IDEMPOTENCY_KEY="k-1")
    assert (other.status_code, other.json()["code"]) == (422, "idempotency_key_reused")


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


def test_rng_is_derived_from_the_revealed_seed(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
    game = Game.objects.get(id=gid)
    mover, _ = _turn_clients(clients, gid)
    version = game.version
    send(mover, gid, {"type": "reroll"})
    rolled = store.load(gid, after=version)[0].data["secret"]
    expected = fairplay.rng_for(game.secret.seed, version).randint(1, 20)
    assert rolled == expected


def test_setup_is_staff_only(client_for):
    r = client_for().post("/api/games", {"kind": "toy_guess", "options": {"setup": {}}},
                          format="json")
    assert (r.status_code, r.json()["code"]) == (403, "setup_staff_only")


def test_rebuild_projections_restores_the_index(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
    mover, _ = _turn_clients(clients, gid)
    send(mover, gid, {"type": "guess", "number": 4})
    before = Game.objects.filter(id=gid).values("kind", "status", "version").get()
    seats = list(Game.objects.get(id=gid).seats.values_list("user_id", "position"))
    Game.objects.filter(id=gid).update(status="lobby", version=0)
    Game.objects.get(id=gid).seats.all().delete()
    call_command("rebuild_projections")
    assert Game.objects.filter(id=gid).values("kind", "status", "version").get() == before
    assert list(Game.objects.get(id=gid).seats.values_list("user_id", "position")) == seats


def test_schema_documents_every_endpoint_and_command_payloads(anon):
    r = anon.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert r.status_code == 200
    schema = json.loads(r.content)
    paths = schema["paths"]
    for p in ["/api/auth/register", "/api/auth/token", "/api/kinds", "/api/games",
              "/api/games/{game_id}", "/api/games/{game_id}/join", "/api/games/{game_id}/leave",
              "/api/games/{game_id}/start", "/api/games/{game_id}/commands",
              "/api/games/{game_id}/events"]:
        assert p in paths, p
    components = schema["components"]["schemas"]
    assert "QuiddlerGoOutCommand" in components
    assert set(components["DikdikAskCommand"]["properties"]) == {
        "type", "target", "card", "expected_version"}
    assert anon.get("/api/docs/").status_code == 200


def test_password_endpoints_are_throttled(anon, settings):
    rf = dict(settings.REST_FRAMEWORK)
    rf["DEFAULT_THROTTLE_RATES"] = {**rf["DEFAULT_THROTTLE_RATES"], "auth": "3/minute"}
    settings.REST_FRAMEWORK = rf
    wrong = {"username": "xyz", "password": "wrong-pass"}
    codes = [anon.post("/api/auth/token", wrong, format="json") for _ in range(4)]
    assert [r.status_code for r in codes] == [400, 400, 400, 429]
    assert codes[-1].json()["code"] == "throttled"
    assert int(codes[-1]["Retry-After"]) > 0


def test_rebuild_keeps_seat_positions_when_an_account_is_gone(client_for):
    """Seat ids are join positions (ruling C1); the feed reads them from the index."""
    clients = [client_for(), client_for()]
    gid = started_game(clients, "toy_guess")
    secrets = _secrets(gid)
    clients[0].user.delete()
    call_command("rebuild_projections")
    assert list(Game.objects.get(id=gid).seats.values_list("position", flat=True)) == [1]
    dealt = next(e for e in clients[1].get(f"/api/games/{gid}/events").json()["events"]
                 if e["type"] == "Dealt")
    assert dealt["data"]["secrets"] == {"1": secrets["1"]}


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
