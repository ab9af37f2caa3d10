"""The served OpenAPI schema (/api/schema/) documents every endpoint and the commands'
payloads."""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.django_db


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


def test_schema_documents_the_invitation_endpoints(anon):
    paths = json.loads(anon.get("/api/schema/",
                                HTTP_ACCEPT="application/vnd.oai.openapi+json").content)["paths"]
    for p in ["/api/games/{game_id}/invitations", "/api/games/{game_id}/invitations/{username}",
              "/api/games/{game_id}/accept", "/api/games/{game_id}/decline",
              "/api/games/{game_id}/join-code", "/api/games/{game_id}/rematch", "/api/join",
              "/api/challenge/{username}", "/api/me/invitations"]:
        assert p in paths, p
    assert "delete" in paths["/api/games/{game_id}/join-code"]
