"""Sessions: a token per device (``POST /api/auth/token``), listed and revoked one by one
(``/api/me/sessions``), logout of one device or all, a new password ending the others, keys
kept only as digests, and the tokens of before (DRF's, in the clear) moved and still working."""

from __future__ import annotations

import importlib
from datetime import timedelta
from types import SimpleNamespace

import pytest
from django.apps import apps
from django.db import connection
from django.utils import timezone
from rest_framework.test import APIClient

from accounts.models import DeviceToken
from accounts.signals import account_erasing, password_changed
from tests.support.http import PASSWORD

pytestmark = pytest.mark.django_db


def log_in(username: str, password: str = PASSWORD, **body) -> tuple[APIClient, dict]:
    """A client holding a new token of ``username``'s, and the log-in's answer."""
    client = APIClient()
    r = client.post("/api/auth/token", {"username": username, "password": password, **body},
                    format="json", HTTP_USER_AGENT=body.pop("ua", "TestAgent/1.0"))
    assert r.status_code == 200, r.json()
    client.credentials(HTTP_AUTHORIZATION=f"Token {r.json()['token']}")
    return client, r.json()


def works(client: APIClient) -> int:
    return client.get("/api/me").status_code


def test_each_log_in_makes_a_token_of_its_own_and_both_work(make_user):
    make_user("ada")
    phone, first = log_in("ada", device="  Ada's   phone ")
    laptop, second = log_in("ada")
    assert first["token"] != second["token"] and first["id"] != second["id"]
    assert (first["username"], first["device"], second["device"]) == (
        "ada", "Ada's phone", "TestAgent/1.0")  # named in the body, else the User-Agent
    assert timezone.now() + timedelta(days=89) < timezone.datetime.fromisoformat(
        first["expiry"].replace("Z", "+00:00")) <= timezone.now() + timedelta(days=90)
    assert (works(phone), works(laptop)) == (200, 200)


def test_the_device_is_the_user_agent_cut_to_its_column(make_user, anon):
    make_user("ua")
    r = anon.post("/api/auth/token", {"username": "ua", "password": PASSWORD}, format="json",
                  HTTP_USER_AGENT="Mozilla/5.0\t(X11)  " + "x" * 200)
    device = DeviceToken.objects.get(pk=r.json()["id"]).device
    assert device == ("Mozilla/5.0 (X11) " + "x" * 200)[:100]


def test_a_device_name_too_long_is_refused_and_nothing_written(make_user, anon):
    make_user("long")
    r = anon.post("/api/auth/token", {"username": "long", "password": PASSWORD,
                                      "device": "d" * 101}, format="json")
    assert (r.status_code, r.json()["code"]) == (400, "invalid")
    assert "device" in r.json()["fields"] and not DeviceToken.objects.exists()


def test_logout_revokes_only_the_token_that_asks(make_user):
    make_user("bob")
    phone, _ = log_in("bob")
    laptop, _ = log_in("bob")
    assert phone.post("/api/auth/logout").status_code == 204
    r = phone.get("/api/me")
    assert (r.status_code, r.json()["code"]) == (401, "authentication_failed")
    assert works(laptop) == 200


def test_logout_all_revokes_every_token(make_user):
    make_user("cy")
    phone, _ = log_in("cy")
    laptop, _ = log_in("cy")
    assert laptop.post("/api/auth/logout-all").status_code == 204
    assert (works(phone), works(laptop)) == (401, 401)


def test_the_sessions_list_says_which_is_asking_and_never_a_key(make_user):
    make_user("dee")
    phone, first = log_in("dee", device="phone")
    laptop, second = log_in("dee", device="laptop")
    other, _ = log_in(make_user("eve").username)
    r = laptop.get("/api/me/sessions")
    assert r.status_code == 200
    rows = r.json()
    assert [(s["id"], s["device"], s["current"]) for s in rows] == [
        (second["id"], "laptop", True), (first["id"], "phone", False)]  # eve's are not there
    assert set(rows[0]) == {"id", "device", "created", "last_used", "expiry", "current"}
    assert rows[0]["last_used"] is not None and rows[1]["last_used"] is None
    digests = DeviceToken.objects.values_list("digest", flat=True)
    for secret in [first["token"], second["token"], *digests]:
        assert secret not in r.content.decode()
    assert [s["current"] for s in phone.get("/api/me/sessions").json()] == [True, False]


def test_revoking_a_session_by_id(make_user):
    make_user("fay")
    phone, first = log_in("fay")
    laptop, _ = log_in("fay")
    assert laptop.delete(f"/api/me/sessions/{first['id']}").status_code == 204
    assert (works(phone), works(laptop)) == (401, 200)
    r = laptop.delete(f"/api/me/sessions/{first['id']}")  # already gone
    assert (r.status_code, r.json()["code"]) == (404, "session_not_found")


@pytest.mark.parametrize("whose", ["another user's", "unknown", "too big"])
def test_another_users_or_an_unknown_session_is_not_found_and_kept(make_user, whose):
    make_user("gus")
    make_user("hal")
    gus, _ = log_in("gus")
    hal, theirs = log_in("hal")
    session_id = {"another user's": theirs["id"], "unknown": theirs["id"] + 1000,
                  "too big": 10**30}[whose]
    r = gus.delete(f"/api/me/sessions/{session_id}")
    assert (r.status_code, r.json()["code"]) == (404, "session_not_found")
    assert DeviceToken.objects.count() == 2 and works(hal) == 200


def test_a_password_change_logs_out_every_other_device(make_user):
    make_user("ivy")
    phone, _ = log_in("ivy")
    laptop, asking = log_in("ivy")
    r = laptop.post("/api/auth/password", {"current_password": PASSWORD,
                                           "new_password": "a-new-long-pass-7"}, format="json")
    assert r.status_code == 200 and r.json()["token"] == asking["token"]
    assert (works(phone), works(laptop)) == (401, 200)
    assert [s["id"] for s in laptop.get("/api/me/sessions").json()] == [asking["id"]]


def test_a_refused_password_change_revokes_nothing(make_user):
    make_user("jo")
    phone, _ = log_in("jo")
    laptop, _ = log_in("jo")
    r = laptop.post("/api/auth/password", {"current_password": "wrong-one-1",
                                           "new_password": "a-new-long-pass-7"}, format="json")
    assert r.json()["code"] == "wrong_password" and (works(phone), works(laptop)) == (200, 200)


def test_a_password_reset_keeping_no_token_revokes_them_all(make_user):
    user = make_user("kim")
    phone, _ = log_in("kim")
    laptop, _ = log_in("kim")
    other, _ = log_in(make_user("lee").username)
    password_changed.send(sender=None, user=user, keep_token=None)
    assert (works(phone), works(laptop), works(other)) == (401, 401, 200)


def test_a_session_cookie_changing_the_password_keeps_no_token(make_user, client):
    user = make_user("max")
    phone, _ = log_in("max")
    client.force_login(user)
    r = client.post("/api/auth/password", {"current_password": PASSWORD,
                                           "new_password": "a-new-long-pass-7"},
                    content_type="application/json")
    assert r.status_code == 200 and r.json()["token"] is None
    assert works(phone) == 401


def test_expired_tokens_are_hidden_and_deleted_at_the_next_log_in(make_user):
    make_user("ned")
    old, first = log_in("ned")
    DeviceToken.objects.filter(pk=first["id"]).update(expiry=timezone.now())
    new, second = log_in("ned")
    assert not DeviceToken.objects.filter(pk=first["id"]).exists()
    assert [s["id"] for s in new.get("/api/me/sessions").json()] == [second["id"]]


def _every_text_in_the_database() -> str:
    """Every value of every row of every table, as text."""
    q = connection.ops.quote_name
    out = []
    with connection.cursor() as cursor:
        for table in connection.introspection.table_names():
            cursor.execute(f"SELECT * FROM {q(table)}")
            out.extend(str(v) for row in cursor.fetchall() for v in row)
    return "\n".join(out)


def test_the_key_is_not_in_the_database_only_its_digest(make_user, anon):
    make_user("oz")
    _, body = log_in("oz")
    registered = anon.post("/api/auth/register", {"username": "pia",
                                                  "password": "a-long-pass-1"},
                           format="json").json()["token"]
    stored = _every_text_in_the_database()
    for key in (body["token"], registered):
        assert key[:15] in stored  # knox's lookup prefix ...
        assert key not in stored  # ... but never the key
    token = DeviceToken.objects.get(pk=body["id"])
    assert len(token.digest) == 128 and token.digest in stored


LEGACY_KEY = "0123456789abcdef0123456789abcdef01234567"  # DRF's: 40 hex characters


@pytest.fixture
def legacy_table(make_user):
    """DRF authtoken's table as a database of before has it, with one key of ``old``'s."""
    user = make_user("old")
    q = connection.ops.quote_name
    with connection.cursor() as cursor:
        cursor.execute(f"CREATE TABLE {q('authtoken_token')} ({q('key')} varchar(40) PRIMARY "
                       f"KEY, {q('created')} timestamp NULL, {q('user_id')} integer NOT NULL)")
        cursor.execute(f"INSERT INTO {q('authtoken_token')} ({q('key')}, {q('user_id')}) "
                       f"VALUES (%s, %s)", [LEGACY_KEY, user.pk])
    yield user
    with connection.cursor() as cursor:
        cursor.execute(f"DROP TABLE {q('authtoken_token')}")


def test_a_token_of_before_keeps_working_once_moved(legacy_table, anon):
    migration = importlib.import_module("accounts.migrations.0003_legacy_tokens")
    anon.credentials(HTTP_AUTHORIZATION=f"Token {LEGACY_KEY}")
    assert works(anon) == 401  # not yet moved
    # the migration's own step (it reads the connection only, not the schema editor's tools)
    migration.move_legacy_tokens(apps, SimpleNamespace(connection=connection))
    assert anon.get("/api/me").json()["username"] == "old"
    [session] = anon.get("/api/me/sessions").json()
    assert session["device"] == migration.LEGACY_DEVICE and session["current"]
    assert LEGACY_KEY not in _every_text_in_the_database()  # the clear key is gone
    # it expires as any other token: TOKEN_TTL after its last use
    DeviceToken.objects.update(expiry=timezone.now())
    r = anon.get("/api/me")
    assert (r.status_code, r.json()["code"]) == (401, "token_expired")


def test_beyond_the_limit_a_log_in_deletes_the_token_longest_unused(make_user, settings):
    settings.API_TOKENS_PER_ACCOUNT = 3
    make_user("rex")
    clients = [log_in("rex", device=f"d{i}")[0] for i in range(3)]
    DeviceToken.objects.filter(device="d0").update(last_used=timezone.now())  # d1: unused longest
    newest, _ = log_in("rex", device="d3")
    assert sorted(DeviceToken.objects.values_list("device", flat=True)) == ["d0", "d2", "d3"]
    assert [works(c) for c in [*clients, newest]] == [200, 401, 200, 200]


def test_an_erased_account_keeps_no_token(make_user):
    user = make_user("sam")
    phone, _ = log_in("sam")
    other, _ = log_in(make_user("tia").username)
    account_erasing.send(sender=None, user=user)
    assert (works(phone), works(other)) == (401, 200)
    assert not DeviceToken.objects.filter(user=user).exists()
