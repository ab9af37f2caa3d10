"""accounts.lockout: failed logins lock the account name whatever address they come from; the
lock backs off, and a success resets the count."""

from __future__ import annotations

import pytest

from tests.support.http import PASSWORD, login

pytestmark = pytest.mark.django_db


def test_guessing_one_password_from_many_addresses_locks_the_account(anon, rates, settings,
                                                                     make_user):
    rates(auth="1000/minute")
    settings.TRUSTED_PROXIES = ["127.0.0.0/8"]
    settings.LOGIN_FAILURE_LIMIT = 3
    settings.LOGIN_LOCKOUT_SECONDS = 60
    make_user("ada")
    codes = [login(anon, "ada", f"guess-{i}", HTTP_X_FORWARDED_FOR=f"10.9.0.{i}")
             for i in range(5)]
    assert [r.status_code for r in codes] == [400, 400, 400, 429, 429]
    locked = codes[-1]
    assert locked.json()["code"] == "login_locked"
    assert 0 < int(locked["Retry-After"]) <= 60
    # while locked even the right password is refused (guesses cannot progress)
    r = login(anon, "ADA", PASSWORD, HTTP_X_FORWARDED_FOR="10.9.9.9")
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
