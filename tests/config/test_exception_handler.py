"""config.exception_handler: every refusal is JSON with a stable code: unknown paths 404 and
wrong methods 405 whatever DEBUG says, Retry-After on every 429, 503 ``busy`` when the
database is out of reach."""

from __future__ import annotations

import pytest

from config.exception_handler import error_response
from games.engines.base import IllegalMove
from games.errors import refusal

pytestmark = pytest.mark.django_db


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


def test_a_database_outage_answers_503_busy_with_retry_after(client_for, monkeypatch):
    from django.db import OperationalError

    from games.api import lobby as apis

    def pool_timeout(*args, **kwargs):
        raise OperationalError("couldn't get a connection after 10.00 sec")

    user = client_for()
    monkeypatch.setattr(apis.selectors, "game_list", pool_timeout)
    r = user.get("/api/games")
    assert r.status_code == 503, r.content[:300]
    assert r.json()["code"] == "busy" and r.headers["Retry-After"] == "2"


# -- what Django refuses before any view: a Host not allowed, too many fields ----------------
@pytest.mark.parametrize("path", ["/api/kinds", "/api/games", "/admin/login/", "/nope"])
def test_a_host_not_allowed_answers_json_400(anon, path):
    for method in ("get", "post"):
        r = getattr(anon, method)(path, HTTP_HOST="evil.example")
        assert r.status_code == 400 and r["Content-Type"] == "application/json"
        assert r.json()["code"] == "disallowed_host"


def test_too_many_query_fields_answer_json_400(anon, settings):
    fields = "&".join(f"f{i}=1" for i in range(settings.DATA_UPLOAD_MAX_NUMBER_FIELDS + 1))
    r = anon.get(f"/api/kinds?{fields}")
    assert r.status_code == 400 and r["Content-Type"] == "application/json"
    assert r.json()["code"] == "too_many_fields"
    assert anon.get("/api/kinds?" + "&".join(fields.split("&")[:50])).status_code == 200


def test_too_many_form_fields_answer_json_400(anon, settings):
    fields = "&".join(f"f{i}=1" for i in range(settings.DATA_UPLOAD_MAX_NUMBER_FIELDS + 1))
    r = anon.post("/admin/login/", fields, content_type="application/x-www-form-urlencoded")
    assert r.status_code == 400 and r["Content-Type"] == "application/json"
    assert r.json()["code"] == "too_many_fields"
