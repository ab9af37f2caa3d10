"""accounts.lockout: failed logins lock an account name for the address they come from (a
stranger elsewhere cannot lock the owner out); the lock backs off, a success resets the count,
and concurrent guesses cannot get more than the limit judged (one atomic count per attempt)."""

from __future__ import annotations

from collections import Counter

import pytest
from django.contrib.auth.signals import user_login_failed
from django.test import RequestFactory

from accounts import services
from tests.support.concurrency import race
from tests.support.http import PASSWORD, login

pytestmark = pytest.mark.django_db


def behind_proxy(address: str) -> dict:
    return {"HTTP_X_FORWARDED_FOR": address}


def test_failures_lock_the_name_for_that_address_only(anon, rates, settings, make_user):
    rates(auth="1000/minute")
    settings.TRUSTED_PROXIES = ["127.0.0.0/8"]
    settings.LOGIN_FAILURE_LIMIT = 3
    settings.LOGIN_LOCKOUT_SECONDS = 60
    make_user("ada")
    stranger = behind_proxy("10.9.0.1")
    codes = [login(anon, name, f"guess-{i}", **stranger)
             for i, name in enumerate(["ada", "ADA", "Ada", "ada", "ada"])]
    assert [r.status_code for r in codes] == [400, 400, 400, 429, 429]
    locked = codes[-1]
    assert locked.json()["code"] == "login_locked"
    assert 0 < int(locked["Retry-After"]) <= 60
    # while locked even the right password is refused there (guesses cannot progress) ...
    r = login(anon, "ada", PASSWORD, **stranger)
    assert r.status_code == 429 and r.json()["code"] == "login_locked"
    # ... but the owner, elsewhere, is not locked out by the stranger
    assert login(anon, "ada", PASSWORD, **behind_proxy("10.9.0.2")).status_code == 200


def test_lockout_backs_off_and_a_success_resets_it(anon, rates, settings, make_user,
                                                   monkeypatch):
    from accounts import lockout

    rates(auth="1000/minute")
    settings.LOGIN_FAILURE_LIMIT = 2
    settings.LOGIN_LOCKOUT_SECONDS = 10
    make_user("bob")
    clock = [1_000_000.0]
    monkeypatch.setattr(lockout, "_now", lambda: clock[0])
    assert [login(anon, "bob", "nope-nope").status_code for _ in range(2)] == [400, 400]
    first = login(anon, "bob", "nope-nope")
    assert first.status_code == 429 and int(first["Retry-After"]) == 10
    clock[0] += 11
    assert login(anon, "bob", "nope-nope").status_code == 400  # third failure: 20 s lock
    second = login(anon, "bob", PASSWORD)
    assert second.status_code == 429 and int(second["Retry-After"]) == 20
    clock[0] += 21
    assert login(anon, "bob", PASSWORD).status_code == 200
    assert login(anon, "bob", "nope-nope").status_code == 400  # counting starts afresh


@pytest.mark.django_db(transaction=True)
def test_concurrent_guesses_get_at_most_the_limit_judged(shared_cache, settings, make_user,
                                                         monkeypatch):
    """40 guesses at once from one address: at most LOGIN_FAILURE_LIMIT passwords are checked
    (each attempt is counted before its password is), the others are 429 ``login_locked``;
    once the lock has run out, 40 more at once get one password checked."""
    from accounts import lockout

    settings.LOGIN_FAILURE_LIMIT = 5
    settings.LOGIN_LOCKOUT_SECONDS = 60
    make_user("ada")
    clock = [1_000_000.0]
    monkeypatch.setattr(lockout, "_now", lambda: clock[0])
    judged = []

    def count(sender, credentials, **kwargs):
        judged.append(credentials["username"])

    def burst():
        judged.clear()
        requests = RequestFactory()
        results = race(40, lambda i: services.token_obtain(
            request=requests.post("/api/auth/token", REMOTE_ADDR="192.0.2.7"),
            username="ada", password=f"guess-{i}"))
        return len(judged), Counter(code for code, _ in results)

    user_login_failed.connect(count)
    try:
        checked, codes = burst()
        assert 1 <= checked <= 5, (checked, codes)
        assert codes == {"invalid_credentials": checked, "login_locked": 40 - checked}
        clock[0] += 61
        checked, codes = burst()
        assert checked <= 1 and codes == {"invalid_credentials": checked,
                                          "login_locked": 40 - checked}, (checked, codes)
    finally:
        user_login_failed.disconnect(count)
