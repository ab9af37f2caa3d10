"""accounts.forms: the admin's log-in page checks passwords through the same lock-out as the
API (one count per name and address, whichever page the guesses come from), and the same
per-address rate."""

from __future__ import annotations

import pytest
from django.test import Client

from tests.support.http import PASSWORD, login

pytestmark = pytest.mark.django_db


def admin_login(client: Client, username: str, password: str, **extra):
    return client.post("/admin/login/", {"username": username, "password": password,
                                         "next": "/admin/"}, **extra)


def logged_in(client: Client) -> bool:
    return "_auth_user_id" in client.session


def test_the_admin_login_locks_out_after_the_limit(rates, settings, make_user):
    rates(auth="1000/minute")
    settings.LOGIN_FAILURE_LIMIT = 3
    make_user("root", staff=True)
    browser = Client()
    for i in range(3):
        r = admin_login(browser, "root", f"guess-{i}")
        assert r.status_code == 200 and not logged_in(browser)
    r = admin_login(browser, "root", PASSWORD)  # the right password, too late
    assert not logged_in(browser)
    assert b"Too many failed logins" in r.content
    # another address is not locked out, and the name is found in any case there
    r = admin_login(Client(), "ROOT", PASSWORD, REMOTE_ADDR="192.0.2.50")
    assert r.status_code == 302


def test_admin_and_api_guesses_share_one_count(anon, rates, settings, make_user):
    rates(auth="1000/minute")
    settings.LOGIN_FAILURE_LIMIT = 3
    make_user("root", staff=True)
    assert [login(anon, "root", f"api-{i}").status_code for i in range(2)] == [400, 400]
    assert admin_login(Client(), "root", "admin-guess").status_code == 200
    r = login(anon, "root", PASSWORD)
    assert r.status_code == 429 and r.json()["code"] == "login_locked"


def test_the_admin_login_shares_the_address_rate(anon, rates, make_user):
    rates(auth="3/minute")
    make_user("root", staff=True)
    browser = Client()
    assert [login(anon, f"nobody{i}", "wrong-pass").status_code for i in range(2)] == [400, 400]
    assert admin_login(browser, "someone", "wrong-pass").status_code == 200
    r = admin_login(browser, "root", PASSWORD)
    assert not logged_in(browser) and b"Too many log-in attempts" in r.content


def test_a_good_admin_login_still_works_and_non_staff_are_refused(make_user):
    make_user("root", staff=True)
    make_user("player")
    browser = Client()
    assert admin_login(browser, "player", PASSWORD).status_code == 200
    assert not logged_in(browser)
    assert admin_login(browser, "root", PASSWORD).status_code == 302 and logged_in(browser)
