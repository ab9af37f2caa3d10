"""accounts.authentication: DRF's token authentication with its lookup precompiled answers as
DRF's own does (users, tokens, refusals), in one query; every game endpoint needs it."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework import authentication as drf
from rest_framework import exceptions
from rest_framework.authtoken.models import Token

from accounts.authentication import TokenAuthentication

pytestmark = pytest.mark.django_db


def test_a_token_gives_its_user_and_itself_in_one_query(make_user):
    user = make_user("tok")
    make_user("other")
    token = Token.objects.create(user=user)
    with CaptureQueriesContext(connection) as captured:
        got_user, got_token = TokenAuthentication().authenticate_credentials(token.key)
    assert len(captured) == 1
    ours = (got_user.pk, got_user.username, got_user.is_staff, got_user.password,
            got_user.date_joined, got_token.key, got_token.user is got_user)
    drf_user, drf_token = drf.TokenAuthentication().authenticate_credentials(token.key)
    assert ours == (drf_user.pk, drf_user.username, drf_user.is_staff, drf_user.password,
                    drf_user.date_joined, drf_token.key, True)
    assert got_token.created == token.created  # deferred: read when asked
    got_token.delete()  # a real saved instance (what logout does)
    assert not Token.objects.filter(key=token.key).exists()


def test_unknown_tokens_and_inactive_users_are_refused_as_drf_does(make_user):
    user = make_user("sleepy")
    token = Token.objects.create(user=user)
    with pytest.raises(exceptions.AuthenticationFailed, match="Invalid token"):
        TokenAuthentication().authenticate_credentials("0" * 40)
    user.is_active = False
    user.save()
    with pytest.raises(exceptions.AuthenticationFailed, match="inactive"):
        TokenAuthentication().authenticate_credentials(token.key)


def test_requests_authenticate_through_it(client_for, anon):
    client = client_for()
    assert client.get("/api/games").status_code == 200
    anon.credentials(HTTP_AUTHORIZATION="Token " + "f" * 40)
    r = anon.get("/api/games")
    assert (r.status_code, r.json()["code"]) == (401, "authentication_failed")


@pytest.mark.parametrize("method,path", [
    ("get", "/api/games"), ("post", "/api/games"),
    ("get", "/api/games/00000000-0000-0000-0000-000000000000"),
    ("post", "/api/games/00000000-0000-0000-0000-000000000000/commands"),
    ("get", "/api/games/00000000-0000-0000-0000-000000000000/events"),
])
def test_game_endpoints_require_authentication(anon, method, path):
    r = getattr(anon, method)(path)
    assert r.status_code == 401 and r.json()["code"] == "not_authenticated"
    anon.credentials(HTTP_AUTHORIZATION="Token not-a-real-token")
    r = getattr(anon, method)(path)
    assert r.status_code == 401 and r.json()["code"] == "authentication_failed"
