"""API conventions a client relies on across endpoints and games: ISO 8601 UTC times with Z,
the fields every game's view names the same way, CORS from the environment."""

from __future__ import annotations

import pytest
from django.test import override_settings

from tests.support.http import Z_TIME, started_game

pytestmark = pytest.mark.django_db


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
