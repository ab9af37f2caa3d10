"""Issue 14, items 1 and 8: login throttles that proxies cannot bypass, per-username lock-out,
and per-user rate limits on floods (429 ``throttled`` with ``Retry-After``)."""

from __future__ import annotations

import pytest

from events.models import Event
from tests.support.http import send, started_game

pytestmark = pytest.mark.django_db

PASSWORD = "pw-123456"  # what the make_user fixture sets


@pytest.fixture
def rates(settings):
    """``rates(auth="3/minute", ...)``: set throttle rates for this test only."""

    def set_rates(**scopes):
        rf = dict(settings.REST_FRAMEWORK)
        rf["DEFAULT_THROTTLE_RATES"] = {**rf["DEFAULT_THROTTLE_RATES"], **scopes}
        settings.REST_FRAMEWORK = rf
    return set_rates


def _login(anon, username, password, **extra):
    return anon.post("/api/auth/token", {"username": username, "password": password},
                     format="json", **extra)


def test_rotating_x_forwarded_for_does_not_reset_the_address_throttle(anon, rates):
    """No proxy is trusted by default: X-Forwarded-For is ignored, REMOTE_ADDR counts."""
    rates(auth="5/minute")
    codes = [_login(anon, f"nobody{i}", "wrong-pass", HTTP_X_FORWARDED_FOR=f"10.0.0.{i}")
             .status_code for i in range(8)]
    assert codes == [400] * 5 + [429] * 3


def test_a_trusted_proxy_forwards_the_client_address(anon, rates, settings):
    rates(auth="2/minute")
    settings.TRUSTED_PROXIES = ["127.0.0.0/8"]
    settings.NUM_PROXIES = 1

    def login(client_ip, remote="127.0.0.1"):
        return _login(anon, f"nobody-{client_ip}", "wrong-pass", REMOTE_ADDR=remote,
                      HTTP_X_FORWARDED_FOR=f"6.6.6.6, {client_ip}").status_code

    # each client behind the proxy has its own budget; the spoofed left-most entry is ignored
    assert [login("10.1.1.1") for _ in range(3)] == [400, 400, 429]
    assert login("10.2.2.2") == 400
    # an untrusted peer's header is ignored: it is counted under its own address
    assert [login("10.3.3.3", remote="192.0.2.9") for _ in range(3)] == [400, 400, 429]


def test_guessing_one_password_from_many_addresses_locks_the_account(anon, rates, settings,
                                                                       make_user):
    rates(auth="1000/minute")
    settings.TRUSTED_PROXIES = ["127.0.0.0/8"]
    settings.LOGIN_FAILURE_LIMIT = 3
    settings.LOGIN_LOCKOUT_SECONDS = 60
    make_user("ada")
    codes = [_login(anon, "ada", f"guess-{i}", HTTP_X_FORWARDED_FOR=f"10.9.0.{i}")
             for i in range(5)]
    assert [r.status_code for r in codes] == [400, 400, 400, 429, 429]
    locked = codes[-1]
    assert locked.json()["code"] == "login_locked"
    assert 0 < int(locked["Retry-After"]) <= 60
    # while locked even the right password is refused (guesses cannot progress)
    r = _login(anon, "ADA", PASSWORD, HTTP_X_FORWARDED_FOR="10.9.9.9")
    assert r.status_code == 429 and r.json()["code"] == "login_locked"


def test_lockout_backs_off_and_a_success_resets_it(anon, rates, settings, make_user,
                                                   monkeypatch):
    from accounts import lockout

    rates(auth="1000/minute")
    settings.LOGIN_FAILURE_LIMIT = 2
    settings.LOGIN_LOCKOUT_SECONDS = 10
    make_user("bob")
    clock = [1_000_000.0]
    monkeypatch.setattr(lockout, "_now", lambda: clock[0])
    assert [_login(anon, "bob", "nope-nope").status_code for _ in range(2)] == [400, 400]
    first = _login(anon, "bob", "nope-nope")
    assert first.status_code == 429 and int(first["Retry-After"]) == 10
    clock[0] += 11
    assert _login(anon, "bob", "nope-nope").status_code == 400  # third failure: 20 s lock
    second = _login(anon, "bob", PASSWORD)
    assert second.status_code == 429 and int(second["Retry-After"]) == 20
    clock[0] += 21
    assert _login(anon, "bob", PASSWORD).status_code == 200
    assert _login(anon, "bob", "nope-nope").status_code == 400  # counting starts afresh


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


def test_counts_live_in_the_shared_database_cache_by_default(anon, rates, settings):
    """The default cache is a database table, which every worker process shares (a per-process
    cache would give each gunicorn worker its own budget)."""
    import os

    from django.db import connection

    if os.environ.get("CACHE_URL") or os.environ.get("REDIS_URL"):
        pytest.skip("a cache is configured by the environment")
    assert settings.CACHES["default"]["BACKEND"].endswith("DatabaseCache")
    rates(auth="5/minute")
    _login(anon, "nobody", "wrong-pass")
    with connection.cursor() as cur:
        cur.execute("SELECT count(*) FROM cache_table")
        assert cur.fetchone()[0] >= 2  # the address count and the name's failure count
