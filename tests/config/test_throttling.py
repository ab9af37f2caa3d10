"""config.throttling: login throttles that proxies cannot bypass (X-Forwarded-For is believed
only from a trusted proxy), and per-user rates on floods (429 ``throttled`` with
``Retry-After``), counted in the cache every worker shares."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from django.test import RequestFactory

from config import throttling
from events.models import Event
from tests.support import http
from tests.support.concurrency import race
from tests.support.http import PASSWORD, login, send, started_game

pytestmark = pytest.mark.django_db


def test_rotating_x_forwarded_for_does_not_reset_the_address_throttle(anon, rates):
    """No proxy is trusted by default: X-Forwarded-For is ignored, REMOTE_ADDR counts."""
    rates(auth="5/minute")
    codes = [login(anon, f"nobody{i}", "wrong-pass", HTTP_X_FORWARDED_FOR=f"10.0.0.{i}")
             .status_code for i in range(8)]
    assert codes == [400] * 5 + [429] * 3


def test_a_trusted_proxy_forwards_the_client_address(anon, rates, settings):
    rates(auth="2/minute")
    settings.TRUSTED_PROXIES = ["127.0.0.0/8"]
    settings.NUM_PROXIES = 1

    def login(client_ip, remote="127.0.0.1"):
        return http.login(anon, f"nobody-{client_ip}", "wrong-pass", REMOTE_ADDR=remote,
                          HTTP_X_FORWARDED_FOR=f"6.6.6.6, {client_ip}").status_code

    # each client behind the proxy has its own budget; the spoofed left-most entry is ignored
    assert [login("10.1.1.1") for _ in range(3)] == [400, 400, 429]
    assert login("10.2.2.2") == 400
    # an untrusted peer's header is ignored: it is counted under its own address
    assert [login("10.3.3.3", remote="192.0.2.9") for _ in range(3)] == [400, 400, 429]


def test_password_endpoints_are_throttled(anon, rates):
    rates(auth="3/minute")
    wrong = {"username": "xyz", "password": "wrong-pass"}
    codes = [anon.post("/api/auth/token", wrong, format="json") for _ in range(4)]
    assert [r.status_code for r in codes] == [400, 400, 400, 429]
    assert codes[-1].json()["code"] == "throttled"
    assert int(codes[-1]["Retry-After"]) > 0


def test_registrations_are_rate_limited(anon, rates):
    rates(register="2/hour")
    codes = [anon.post("/api/auth/register", {"username": f"newbie{i}", "password": PASSWORD},
                       format="json") for i in range(3)]
    assert [r.status_code for r in codes] == [201, 201, 429]
    assert codes[-1].json()["code"] == "throttled" and int(codes[-1]["Retry-After"]) > 0


def test_commands_are_rate_limited_per_user(client_for, rates):
    rates(commands="3/minute")
    a, b = client_for(staff=True), client_for()  # staff: the test fixes the deal
    gid = started_game([a, b], "toy_guess", {"setup": {"first": "0",
                                                       "secrets": {"0": 5, "1": 5}}})
    codes = [send(a, gid, {"type": "guess", "number": 1}).status_code for _ in range(4)]
    assert codes == [201, 422, 422, 429]  # refused commands count too
    assert send(b, gid, {"type": "guess", "number": 1}).status_code == 201  # b's own budget


def test_disputes_are_rate_limited_and_one_is_open_per_player(client_for, rates):
    rates(disputes="3/hour")
    a, b = client_for(), client_for()
    g1 = started_game([a, b], "toy_guess")
    g2 = started_game([a, b], "toy_guess")
    assert a.post(f"/api/games/{g1}/disputes", {"reason": "odd"}, format="json"
                  ).status_code == 201
    again = a.post(f"/api/games/{g1}/disputes", {"reason": "odd again"}, format="json")
    assert again.status_code == 409 and again.json()["code"] == "dispute_already_open"
    before = Event.objects.count()
    assert b.post(f"/api/games/{g1}/disputes", {"reason": "me too"}, format="json"
                  ).status_code == 201  # another player may open their own
    assert a.post(f"/api/games/{g2}/disputes", {"reason": "here"}, format="json"
                  ).status_code == 201
    flood = a.post(f"/api/games/{g2}/disputes", {"reason": "more"}, format="json")
    assert flood.status_code == 429 and flood.json()["code"] == "throttled"
    assert int(flood["Retry-After"]) > 0
    assert Event.objects.count() == before + 2


def test_join_code_attempts_are_throttled(client_for, rates):
    rates(join_code="3/minute")
    guesser = client_for()
    codes = [guesser.post("/api/join", {"code": f"guess-{i}"}, format="json")
             for i in range(4)]
    assert [r.status_code for r in codes] == [404, 404, 404, 429]
    assert codes[-1].json()["code"] == "throttled" and int(codes[-1]["Retry-After"]) > 0


def test_counts_live_in_the_shared_database_cache_by_default(anon, rates, settings):
    """The default cache is a database table, which every worker process shares (a per-process
    cache would give each gunicorn worker its own budget)."""
    import os

    from django.db import connection

    if os.environ.get("CACHE_URL") or os.environ.get("REDIS_URL"):
        pytest.skip("a cache is configured by the environment")
    assert settings.CACHES["default"]["BACKEND"].endswith("DatabaseCache")
    rates(auth="5/minute")
    login(anon, "nobody", "wrong-pass")
    with connection.cursor() as cur:
        cur.execute("SELECT count(*) FROM cache_table")
        assert cur.fetchone()[0] >= 2  # the address count and the name's failure count


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("throttle", [throttling.by_user("join_code"),
                                      throttling.by_address("auth")])
def test_concurrent_requests_get_at_most_the_rate(shared_cache, rates, throttle):
    """60 requests at once against a 30/minute budget: at most 30 are let through (one atomic
    count per request), and a refused one says how long to wait."""
    rates(join_code="30/minute", auth="30/minute")
    requests = RequestFactory()
    guesser = SimpleNamespace(pk=7, is_authenticated=True)

    def attempt(i):
        request = requests.post("/api/join", REMOTE_ADDR="192.0.2.8")
        request.user = guesser
        limiter = throttle()
        return limiter.allow_request(request, None) or limiter.wait()

    results = race(60, attempt)
    allowed = [r for code, r in results if r is True]
    waits = [r for code, r in results if r is not True]
    assert len(allowed) == 30, (len(allowed), results)
    assert len(waits) == 30 and all(0 < w <= 60 for w in waits), waits
