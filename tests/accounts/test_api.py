"""accounts.api over HTTP: register, token, logout, password change and /api/me (the
sessions and their tokens: test_sessions.py)."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from accounts.models import DeviceToken
from tests.support.http import Z_TIME

pytestmark = pytest.mark.django_db


def test_register_then_token_then_authenticated_call(anon):
    r = anon.post("/api/auth/register", {"username": "ada", "password": "lovelace-1815"},
                  format="json")
    assert r.status_code == 201
    token = r.json()["token"]
    r = anon.post("/api/auth/token", {"username": "ada", "password": "lovelace-1815"},
                  format="json")
    assert r.status_code == 200 and r.json()["token"] != token  # a token per log-in
    for key in (token, r.json()["token"]):
        anon.credentials(HTTP_AUTHORIZATION=f"Token {key}")
        assert anon.get("/api/games").status_code == 200


def test_register_refuses_taken_name_and_weak_password(anon, make_user):
    make_user("bob")
    r = anon.post("/api/auth/register", {"username": "bob", "password": "another-pass-9"},
                  format="json")
    assert (r.status_code, r.json()["code"]) == (409, "username_taken")
    r = anon.post("/api/auth/register", {"username": "carol", "password": "123"}, format="json")
    assert (r.status_code, r.json()["code"]) == (400, "invalid_password")
    r = anon.post("/api/auth/token", {"username": "bob", "password": "wrong-password"},
                  format="json")
    assert (r.status_code, r.json()["code"]) == (400, "invalid_credentials")


@pytest.mark.django_db(transaction=True)
def test_people_cannot_register_bot_names(anon):
    r = anon.post("/api/auth/register", {"username": "Bot-basic-9", "password": "a-long-pass-9"},
                  format="json")
    assert (r.status_code, r.json()["code"]) == (400, "username_reserved")


def test_logout_revokes_the_token(anon):
    token = anon.post("/api/auth/register", {"username": "ada", "password": "a-long-pass-1"},
                      format="json").json()["token"]
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    assert client.get("/api/me").json()["username"] == "ada"
    assert client.post("/api/auth/logout").status_code == 204
    r = client.get("/api/me")
    assert r.status_code == 401 and r.json()["code"] == "authentication_failed"
    assert not DeviceToken.objects.filter(user__username="ada").exists()


def test_password_change_checks_the_old_one_and_keeps_the_callers_token(anon):
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
    # the answer's shape is as before: the token to use from now on, here the one sent
    assert ok.status_code == 200 and ok.json() == {"token": token, "username": "bea"}
    assert client.get("/api/me").status_code == 200
    login = anon.post("/api/auth/token", {"username": "bea", "password": "another-pass-2"},
                      format="json")
    assert login.status_code == 200


def test_me_says_who_you_are(client_for):
    client = client_for()
    me = client.get("/api/me").json()
    assert me["username"] == client.user.username and me["is_staff"] is False
    assert Z_TIME.match(me["date_joined"])
