"""API conventions a client relies on: JSON 404/405 whatever DEBUG says, Retry-After on every
429, ISO 8601 UTC times with Z, CORS from the environment, token revoke, password change, /me."""

from __future__ import annotations

import re

import pytest
from django.test import override_settings
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from config.exception_handler import error_response
from games.engines.base import IllegalMove
from games.errors import refusal
from tests.api.helpers import started_game

pytestmark = pytest.mark.django_db
Z_TIME = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$")


@pytest.mark.parametrize("debug", [True, False])
@pytest.mark.parametrize("path", ["/api/nope", "/api/games/", "/nope", "/api/games/not-a-uuid"])
def test_unknown_paths_answer_json_404_with_debug_on_or_off(anon, settings, path, debug):
    settings.DEBUG = debug
    for method in ("get", "post", "delete"):
        r = getattr(anon, method)(path)
        assert r.status_code == 404 and r["Content-Type"] == "application/json"
        assert r.json()["code"] == "not_found"


def test_a_wrong_method_is_json_405(client_for, settings):
    settings.DEBUG = True
    r = client_for().delete("/api/kinds")
    assert r.status_code == 405 and r.json()["code"] == "method_not_allowed"


def test_every_429_has_retry_after_in_header_and_body():
    # Didi Dotter's one-hand rule gives milliseconds: rounded up to whole seconds
    exc = refusal(IllegalMove("too_fast", "wait", retry_after_ms=250))
    from config.exception_handler import exception_handler
    r = exception_handler(exc, {})
    assert r.status_code == 429 and r["Retry-After"] == "1"
    assert r.data["retry_after"] == 1 and r.data["retry_after_ms"] == 250
    r = error_response("too_many_waits", "busy", 429)  # a 429 that names no wait
    assert r["Retry-After"] == "1" and r.data["retry_after"] == 1
    assert "Retry-After" not in error_response("x", "y", 400)


def test_times_are_iso_8601_utc_with_z(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "biddle")
    detail = clients[0].get(f"/api/games/{gid}").json()
    for key in ("created_at", "updated_at", "deadline"):
        assert Z_TIME.match(detail[key]), (key, detail[key])
    assert all(Z_TIME.match(t["deadline"]) for t in detail["to_act"])
    listed = clients[0].get("/api/games?mine=1").json()["results"][0]
    assert Z_TIME.match(listed["created_at"]) and Z_TIME.match(listed["updated_at"])
    feed = clients[0].get(f"/api/games/{gid}/events").json()["events"]
    assert feed and all(Z_TIME.match(e["recorded_at"]) for e in feed)


def test_the_view_names_the_shared_fields_once_in_every_game(client_for):
    for kind, seats in (("biddle", 2), ("diddly", 2), ("dikdik", 3), ("didi_dotter", 2)):
        clients = [client_for() for _ in range(seats)]
        gid = started_game(clients, kind)
        detail = clients[1].get(f"/api/games/{gid}").json()
        view = detail["view"]
        assert view["kind"] == kind and view["your_seat"] == detail["your_seat"]
        assert view["to_act"] == detail["outcome"]["to_act"]
        assert view["round"] == detail["outcome"]["round"]
        assert view["phase"] == detail["outcome"]["phase"]
        assert set(view["scores"]) == {str(i) for i in range(seats)}
        assert "deadline" in view
        assert not {"you", "me", "totals", "deadline_ms"} & set(view), kind


def test_cors_allows_no_origin_by_default(anon):
    r = anon.get("/api/kinds", HTTP_ORIGIN="https://evil.example")
    assert "Access-Control-Allow-Origin" not in r


@override_settings(CORS_ALLOWED_ORIGINS=["https://play.example"])
def test_cors_allows_the_configured_origins(anon):
    r = anon.options("/api/games", HTTP_ORIGIN="https://play.example",
                     HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST",
                     HTTP_ACCESS_CONTROL_REQUEST_HEADERS="authorization, if-match")
    assert r["Access-Control-Allow-Origin"] == "https://play.example"
    assert "if-match" in r["Access-Control-Allow-Headers"]
    r = anon.get("/api/kinds", HTTP_ORIGIN="https://other.example")
    assert "Access-Control-Allow-Origin" not in r


def test_logout_revokes_the_token(anon):
    token = anon.post("/api/auth/register", {"username": "ada", "password": "a-long-pass-1"},
                      format="json").json()["token"]
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    assert client.get("/api/me").json()["username"] == "ada"
    assert client.post("/api/auth/logout").status_code == 204
    r = client.get("/api/me")
    assert r.status_code == 401 and r.json()["code"] == "authentication_failed"
    assert not Token.objects.filter(key=token).exists()


def test_password_change_checks_the_old_one_and_replaces_the_token(anon):
    token = anon.post("/api/auth/register", {"username": "bea", "password": "a-long-pass-1"},
                      format="json").json()["token"]
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    wrong = client.post("/api/auth/password", {"current_password": "nope-nope-1",
                                               "new_password": "another-pass-2"}, format="json")
    assert wrong.status_code == 400 and wrong.json()["code"] == "wrong_password"
    weak = client.post("/api/auth/password", {"current_password": "a-long-pass-1",
                                              "new_password": "short"}, format="json")
    assert weak.status_code == 400 and weak.json()["code"] == "invalid_password"
    ok = client.post("/api/auth/password", {"current_password": "a-long-pass-1",
                                            "new_password": "another-pass-2"}, format="json")
    assert ok.status_code == 200 and ok.json()["token"] != token
    assert client.get("/api/me").status_code == 401  # the old token stopped working
    login = anon.post("/api/auth/token", {"username": "bea", "password": "another-pass-2"},
                      format="json")
    assert login.status_code == 200 and login.json()["token"] == ok.json()["token"]


def test_me_says_who_you_are(client_for):
    client = client_for()
    me = client.get("/api/me").json()
    assert me["username"] == client.user.username and me["is_staff"] is False
    assert Z_TIME.match(me["date_joined"])


def test_commands_for_another_kind_are_refused_on_a_kind_path(client_for):
    clients = [client_for(), client_for()]
    gid = started_game(clients, "biddle")
    r = clients[0].post(f"/api/games/{gid}/commands/quiddler", {"type": "draw",
                                                                 "source": "deck"}, format="json")
    assert r.status_code == 400 and r.json()["code"] == "wrong_kind"


def test_every_event_in_a_played_feed_has_a_listed_type(client_for):
    from games.domain.stream import LOBBY_TYPES
    from games.openapi.events import RULE_EVENTS
    from tests.api.helpers import play_to_end

    clients = [client_for(), client_for()]
    gid = started_game(clients, "biddle", {"clock": None})
    play_to_end(clients, gid, lambda legal: legal[0])
    feed = clients[0].get(f"/api/games/{gid}/events?limit=500").json()["events"]
    types = {e["type"] for e in feed}
    assert "game.finished" in types and "DiceRolled" in types
    assert types <= set(RULE_EVENTS["biddle"]) | LOBBY_TYPES
