"""accounts.authentication: knox's token authentication with its lookup precompiled answers as
knox's own does (users, tokens, refusals), in one query; every game endpoint needs it."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from knox import auth as knox
from knox.crypto import hash_token
from rest_framework import exceptions

from accounts.authentication import TokenAuthentication, TokenExpired
from accounts.models import DeviceToken
from accounts.sessions import token_issue

pytestmark = pytest.mark.django_db


def _used_just_now(token: DeviceToken) -> None:
    DeviceToken.objects.filter(pk=token.pk).update(last_used=timezone.now())


def test_a_token_gives_its_user_and_itself_in_one_query(make_user):
    user = make_user("tok")
    token_issue(make_user("other"))
    token, key = token_issue(user, device="phone")
    _used_just_now(token)
    with CaptureQueriesContext(connection) as captured:
        got_user, got_token = TokenAuthentication().authenticate_credentials(key.encode())
    assert len(captured) == 1 and captured[0]["sql"].lstrip().upper().startswith("SELECT")
    ours = (got_user.pk, got_user.username, got_user.is_staff, got_user.password,
            got_user.date_joined, got_token.pk, got_token.digest, got_token.user is got_user)
    knox_user, knox_token = knox.TokenAuthentication().authenticate_credentials(key.encode())
    assert ours == (knox_user.pk, knox_user.username, knox_user.is_staff, knox_user.password,
                    knox_user.date_joined, knox_token.pk, knox_token.digest, True)
    assert got_token.device == "phone"  # deferred: read when asked
    got_token.delete()  # a real saved instance (what logout does)
    assert not DeviceToken.objects.filter(pk=token.pk).exists()


def test_the_last_use_is_written_at_most_once_a_minute(make_user):
    token, key = token_issue(make_user("busy"))
    assert token.last_used is None
    DeviceToken.objects.filter(pk=token.pk).update(expiry=timezone.now() + timedelta(days=1))
    with CaptureQueriesContext(connection) as first:
        TokenAuthentication().authenticate_credentials(key.encode())
    token.refresh_from_db()
    assert len(first) == 2 and first[1]["sql"].lstrip().upper().startswith("UPDATE")
    assert token.last_used is not None
    # each use moves the expiry on (TOKEN_TTL from the use)
    assert token.expiry > timezone.now() + timedelta(days=89)
    with CaptureQueriesContext(connection) as again:
        TokenAuthentication().authenticate_credentials(key.encode())
    assert len(again) == 1  # within the minute: a read only
    DeviceToken.objects.filter(pk=token.pk).update(
        last_used=timezone.now() - timedelta(seconds=61))
    with CaptureQueriesContext(connection) as later:
        TokenAuthentication().authenticate_credentials(key.encode())
    assert len(later) == 2


def test_unknown_tokens_and_inactive_users_are_refused_as_knox_does(make_user):
    user = make_user("sleepy")
    _, key = token_issue(user)
    for ours_or_knox in (TokenAuthentication(), knox.TokenAuthentication()):
        with pytest.raises(exceptions.AuthenticationFailed, match="Invalid token"):
            ours_or_knox.authenticate_credentials(b"0" * 64)
        # the right first characters are not enough: the digest of the whole key is compared
        with pytest.raises(exceptions.AuthenticationFailed, match="Invalid token"):
            ours_or_knox.authenticate_credentials((key[:15] + "0" * 49).encode())
    user.is_active = False
    user.save()
    with pytest.raises(exceptions.AuthenticationFailed, match="inactive"):
        TokenAuthentication().authenticate_credentials(key.encode())


def test_tokens_sharing_their_first_characters_each_find_their_own(make_user):
    ada, bob = make_user("ada"), make_user("bob")
    first = "a" * 15
    keys = {ada: first + "1" * 49, bob: first + "2" * 49}
    for user, key in keys.items():
        DeviceToken(user=user, token_key=first, digest=hash_token(key),
                    expiry=timezone.now() + timedelta(days=1)).save()
    for user, key in keys.items():
        assert TokenAuthentication().authenticate_credentials(key.encode())[0] == user


def test_an_expired_token_is_refused_with_its_own_code(make_user, anon):
    token, key = token_issue(make_user("late"))
    DeviceToken.objects.filter(pk=token.pk).update(
        expiry=timezone.now() - timedelta(seconds=1))
    anon.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    for _ in range(2):  # kept: asking again says the same
        r = anon.get("/api/me")
        assert (r.status_code, r.json()["code"]) == (401, "token_expired")
    assert r["WWW-Authenticate"] == "Token"
    token.refresh_from_db()
    assert token.last_used is None  # nothing written for a refusal


def test_requests_authenticate_through_it(client_for, anon):
    client = client_for()
    assert client.get("/api/games").status_code == 200
    anon.credentials(HTTP_AUTHORIZATION="Token " + "f" * 64)
    r = anon.get("/api/games")
    assert (r.status_code, r.json()["code"]) == (401, "authentication_failed")


def test_a_token_that_is_not_utf8_is_refused_not_an_error(anon):
    anon.credentials(HTTP_AUTHORIZATION="Token caf\xe9")  # latin-1 bytes on the wire
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


def test_renewal_by_use_stops_at_the_max_ttl_after_log_in(make_user, settings):
    settings.REST_KNOX = {**settings.REST_KNOX, "AUTO_REFRESH_MAX_TTL": timedelta(days=30)}
    token, key = token_issue(make_user("capped"))
    made = timezone.now() - timedelta(days=20)
    DeviceToken.objects.filter(pk=token.pk).update(created=made)
    TokenAuthentication().authenticate_credentials(key.encode())
    token.refresh_from_db()
    # 90 days from now would be past 30 days after it was made: capped there
    assert abs(token.expiry - (made + timedelta(days=30))) < timedelta(seconds=1)
    # made 35 days ago: this use still works (its expiry is ahead) but renews it into the past
    DeviceToken.objects.filter(pk=token.pk).update(created=made - timedelta(days=15),
                                                   last_used=None)
    TokenAuthentication().authenticate_credentials(key.encode())
    with pytest.raises(TokenExpired):
        TokenAuthentication().authenticate_credentials(key.encode())
