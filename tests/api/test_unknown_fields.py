"""Every endpoint that reads a JSON body refuses a field it does not take, the same way: 400
``unknown_field`` (with ``field``), nothing written; an endpoint that takes no body refuses any
field. Walks the served OpenAPI schema, so an endpoint added later is covered (or this test
says which body it needs)."""

from __future__ import annotations

import json

import pytest
from django.apps import apps

from games import kinds
from games.domain import commands as command_table
from tests.support.http import create_game, expect, started_game

pytestmark = pytest.mark.django_db

BOGUS = "no_such_field"


def _operations(anon) -> dict[tuple[str, str], bool]:
    """Every POST/PUT/PATCH operation of the served schema -> whether it takes a body."""
    schema = json.loads(anon.get("/api/schema/",
                                 HTTP_ACCEPT="application/vnd.oai.openapi+json").content)
    return {(method, path): "requestBody" in operation
            for path, operations in schema["paths"].items()
            for method, operation in operations.items() if method in {"post", "put", "patch"}}


def _command(kind: str) -> dict:
    """A command type ``kind`` declares (the unknown field is refused whatever the rest)."""
    return {"type": next(iter(command_table.commands_for(kind)))}


def _row_counts() -> dict[str, int]:
    """Rows in every table the project's models own: 'nothing written' at all."""
    return {model._meta.label: model._default_manager.count() for model in apps.get_models()}


@pytest.fixture
def dictionary(settings, tmp_path_factory):
    from dictionary import trie

    settings.DICTIONARY_DIR = tmp_path_factory.getbasetemp() / "unknown-field-dictionaries"
    return trie.store_for(settings.DICTIONARY_DIR).default().name


def test_every_body_refuses_a_field_it_does_not_take(anon, client_for, moderator, dictionary):
    me, other = client_for(), client_for()
    staff = client_for(moderator)
    games = {kind: create_game(me, kind, kinds.engine(kind).min_players)["id"]
             for kind in kinds.KINDS}
    gid = games["biddle"]
    # a started game for the chat: other's message there is one me may report
    talk = started_game([me, other], "biddle")
    said = other.post(f"/api/games/{talk}/chat/players", {"body": "hello"}, format="json")
    assert said.status_code == 201, said.json()
    # One acceptable body per operation (path parameters filled in): the extra field alone
    # must be what is refused.
    bodies = {
        ("post", "/api/auth/register"): (anon, "/api/auth/register",
                                         {"username": "newcomer", "password": "lovelace-1815"}),
        ("post", "/api/auth/token"): (anon, "/api/auth/token",
                                      {"username": me.user.username, "password": "x" * 8}),
        ("post", "/api/auth/password"): (me, "/api/auth/password",
                                         {"current_password": "x" * 8,
                                          "new_password": "lovelace-1815"}),
        ("patch", "/api/me"): (me, "/api/me", {"email": "me@example.com"}),
        ("post", "/api/auth/verify-email"): (anon, "/api/auth/verify-email",
                                             {"uid": "MQ", "token": "a-b"}),
        ("post", "/api/auth/password-reset"): (anon, "/api/auth/password-reset",
                                               {"email": "me@example.com"}),
        ("post", "/api/auth/password-reset/confirm"): (anon, "/api/auth/password-reset/confirm",
                                                       {"uid": "MQ", "token": "a-b",
                                                        "new_password": "lovelace-1815"}),
        ("post", "/api/challenge/{username}"): (me, f"/api/challenge/{other.user.username}",
                                                {"kind": "biddle"}),
        ("post", "/api/dictionaries/{name}/check"): (me, f"/api/dictionaries/{dictionary}/check",
                                                     {"words": ["cat"]}),
        ("post", "/api/games"): (me, "/api/games", {"kind": "biddle"}),
        ("post", "/api/games/{game_id}/commands"): (me, f"/api/games/{gid}/commands",
                                                    _command("biddle")),
        **{("post", f"/api/games/{{game_id}}/commands/{kind}"):
           (me, f"/api/games/{games[kind]}/commands/{kind}", _command(kind))
           for kind in kinds.KINDS},
        ("post", "/api/games/{game_id}/disputes"): (me, f"/api/games/{gid}/disputes",
                                                    {"reason": "look"}),
        ("post", "/api/games/{game_id}/disputes/{dispute}/resolve"):
            (staff, f"/api/games/{gid}/disputes/1/resolve", {"decision": "fine"}),
        ("post", "/api/games/{game_id}/invitations"): (me, f"/api/games/{gid}/invitations",
                                                       {"username": other.user.username}),
        ("post", "/api/join"): (other, "/api/join", {"code": "a-code"}),
        ("put", "/api/me/notification-settings"): (me, "/api/me/notification-settings",
                                                   {"inbox": False}),
        ("post", "/api/me/notifications/read"): (me, "/api/me/notifications/read",
                                                 {"through": 0}),
        ("post", "/api/me/webhooks"): (me, "/api/me/webhooks",
                                       {"url": "https://hooks.example.com/x"}),
        ("post", "/api/me/devices"): (me, "/api/me/devices",
                                      {"platform": "apns", "token": "ab" * 32}),
        ("post", "/api/seeks"): (me, "/api/seeks", {"kind": "biddle"}),
        ("post", "/api/games/{game_id}/chat/{room}"): (me, f"/api/games/{talk}/chat/players",
                                                       {"body": "hi"}),
        ("post", "/api/chat/messages/{message_id}/report"):
            (me, f"/api/chat/messages/{said.json()['id']}/report", {"reason": "rude"}),
    }
    operations = _operations(anon)
    with_a_body = sorted(op for op, takes_body in operations.items() if takes_body)
    missing = sorted(set(with_a_body) - set(bodies))
    assert len(with_a_body) > 10 and not missing, f"give these operations a body here: {missing}"
    for method, path in with_a_body:
        client, url, body = bodies[(method, path)]
        before = _row_counts()
        r = getattr(client, method)(url, {**body, BOGUS: 1}, format="json")
        expect(r, 400, "unknown_field")
        assert r.json()["field"] == BOGUS, (path, r.json())
        assert BOGUS in r.json()["detail"], (path, r.json())
        assert _row_counts() == before, path


def test_an_endpoint_without_a_body_refuses_any_field(anon, client_for):
    me = client_for()
    gid = create_game(me, "biddle")["id"]
    without = sorted(op for op, takes_body in _operations(anon).items() if not takes_body)
    assert ("post", "/api/me/vacation/start") in without
    for method, path in without:
        before = _row_counts()
        url = path.replace("{game_id}", gid)
        r = getattr(me, method)(url, {"until": "2030-01-01T00:00:00Z"}, format="json")
        expect(r, 400, "unknown_field")
        assert r.json()["field"] == "until", (path, r.json())
        assert _row_counts() == before, path
    # no body, or an empty one, is still fine
    assert me.post("/api/me/vacation/start").status_code == 200
    assert me.post("/api/me/vacation/stop", {}, format="json").status_code == 200


def test_a_known_body_is_still_taken(anon):
    # the refusal is for unknown fields only: the same register body without one is taken
    r = anon.post("/api/auth/register", {"username": "newcomer", "password": "lovelace-1815"},
                  format="json")
    assert r.status_code == 201, r.json()


def test_a_challenge_takes_no_visibility(client_for):
    # a challenge is always private: its body declares no visibility, so one is refused
    me, other = client_for(), client_for()
    r = me.post(f"/api/challenge/{other.user.username}",
                {"kind": "biddle", "visibility": "public"}, format="json")
    expect(r, 400, "unknown_field")
    assert r.json()["field"] == "visibility"
