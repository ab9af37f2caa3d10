"""Email addresses over HTTP: set on registration or PATCH /api/me, verified by the mailed
link (once), sent again, refused when malformed, unchanged or taken, counted per account and
per address; and erased with the account."""

from __future__ import annotations

import re
from datetime import datetime, timedelta

import pytest
from django.contrib.auth import get_user_model
from django.core import mail

from accounts import links
from accounts.models import EmailState
from accounts.signals import account_erasing
from tests.support.accounts import verified_email

pytestmark = pytest.mark.django_db

LINK = re.compile(r"http://testserver-site/account/verify/([^/\s]+)/([^/\s]+)/")


@pytest.fixture(autouse=True)
def site(settings):
    settings.SITE_URL = "http://testserver-site"
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"


def link_in(message) -> dict:
    """The ``{uid, token}`` of the verification link a mail carries (in both its parts)."""
    found = LINK.search(message.body)
    assert found, message.body
    html = message.alternatives[0][0]
    assert found.group(0) in html
    return {"uid": found.group(1), "token": found.group(2)}


def register(anon, capture, name="ada", **extra):
    with capture(execute=True):
        return anon.post("/api/auth/register", {"username": name,
                                                "password": "a-long-pass-1", **extra},
                         format="json")


def me_of(anon, token):
    anon.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    return anon.get("/api/me").json()


def test_register_with_an_email_mails_a_link_that_verifies_it_once(
        anon, django_capture_on_commit_callbacks):
    r = register(anon, django_capture_on_commit_callbacks, email=" Ada@Example.COM ")
    assert r.status_code == 201
    me = me_of(anon, r.json()["token"])
    assert (me["email"], me["email_verified"]) == ("Ada@example.com", False)
    [message] = mail.outbox
    assert message.to == ["Ada@example.com"] and "Confirm" in message.subject
    link = link_in(message)
    ok = anon.post("/api/auth/verify-email", link, format="json")
    assert ok.status_code == 200
    assert ok.json() == {"email": "Ada@example.com", "email_verified": True}
    assert me_of(anon, r.json()["token"])["email_verified"] is True
    again = anon.post("/api/auth/verify-email", link, format="json")
    assert (again.status_code, again.json()["code"]) == (400, "invalid_link")


def test_register_without_an_email_has_none(anon, django_capture_on_commit_callbacks):
    r = register(anon, django_capture_on_commit_callbacks, email=None)
    assert me_of(anon, r.json()["token"])["email"] is None
    assert mail.outbox == []


@pytest.mark.parametrize("bad", ["not-an-address", "a@b", "x" * 250 + "@example.com", "a@@b.com",
                                 "ada@example.com\nBcc: x@example.com"])
def test_a_malformed_address_is_refused_and_nothing_is_written(
        anon, bad, django_capture_on_commit_callbacks):
    r = register(anon, django_capture_on_commit_callbacks, email=bad)
    assert (r.status_code, r.json()["code"]) == (400, "invalid_email")
    assert not get_user_model().objects.filter(username="ada").exists()
    assert mail.outbox == []


def test_a_wrong_type_of_email_is_an_invalid_body(anon, django_capture_on_commit_callbacks):
    r = register(anon, django_capture_on_commit_callbacks, email=["a@example.com"])
    assert (r.status_code, r.json()["code"]) == (400, "invalid")


def test_patch_me_sets_changes_and_removes_the_address(
        client_for, django_capture_on_commit_callbacks):
    client = client_for()
    with django_capture_on_commit_callbacks(execute=True):
        r = client.patch("/api/me", {"email": "bea@example.com"}, format="json")
    assert r.status_code == 200
    assert (r.json()["email"], r.json()["email_verified"]) == ("bea@example.com", False)
    first = link_in(mail.outbox[-1])
    with django_capture_on_commit_callbacks(execute=True):
        r = client.patch("/api/me", {"email": "bea@example.org"}, format="json")
    assert r.json()["email"] == "bea@example.org" and len(mail.outbox) == 2
    # the first address's link died with the change
    dead = client.post("/api/auth/verify-email", first, format="json")
    assert dead.json()["code"] == "invalid_link"
    assert client.post("/api/auth/verify-email", link_in(mail.outbox[-1]),
                       format="json").status_code == 200
    r = client.patch("/api/me", {"email": None}, format="json")
    assert (r.json()["email"], r.json()["email_verified"]) == (None, False)
    assert EmailState.objects.get(user=client.user).verified == ""


def test_a_link_dies_when_the_address_changes_even_back_to_the_same(
        client_for, django_capture_on_commit_callbacks):
    client = client_for()
    with django_capture_on_commit_callbacks(execute=True):
        client.patch("/api/me", {"email": "cy@example.com"}, format="json")
    old = link_in(mail.outbox[-1])
    with django_capture_on_commit_callbacks(execute=True):
        client.patch("/api/me", {"email": "cy@example.org"}, format="json")
    with django_capture_on_commit_callbacks(execute=True):
        client.patch("/api/me", {"email": "cy@example.com"}, format="json")
    assert len(mail.outbox) == 3
    r = client.post("/api/auth/verify-email", old, format="json")
    assert (r.status_code, r.json()["code"]) == (400, "invalid_link")
    assert client.get("/api/me").json()["email_verified"] is False


def test_unchanged_and_taken_addresses_are_refused_and_nothing_is_written(
        client_for, make_user, django_capture_on_commit_callbacks):
    holder = make_user()
    verified_email(holder, "Dee@Example.com")
    client = client_for()
    with django_capture_on_commit_callbacks(execute=True):
        taken = client.patch("/api/me", {"email": "dee@example.com"}, format="json")
        assert (taken.status_code, taken.json()["code"]) == (409, "email_taken")
    with django_capture_on_commit_callbacks(execute=True):
        client.patch("/api/me", {"email": "mine@example.com"}, format="json")
    with django_capture_on_commit_callbacks(execute=True):
        same = client.patch("/api/me", {"email": "MINE@example.com"}, format="json")
        assert (same.status_code, same.json()["code"]) == (409, "email_unchanged")
        bad = client.patch("/api/me", {"email": "nope"}, format="json")
        assert (bad.status_code, bad.json()["code"]) == (400, "invalid_email")
        unknown = client.patch("/api/me", {"username": "other"}, format="json")
        assert (unknown.status_code, unknown.json()["code"]) == (400, "unknown_field")
    client.user.refresh_from_db()
    assert client.user.email == "mine@example.com" and len(mail.outbox) == 1


def test_an_unverified_address_may_be_typed_twice_but_verified_once(
        client_for, django_capture_on_commit_callbacks):
    a, b = client_for(), client_for()
    with django_capture_on_commit_callbacks(execute=True):
        a.patch("/api/me", {"email": "shared@example.com"}, format="json")
    link_a = link_in(mail.outbox[-1])
    with django_capture_on_commit_callbacks(execute=True):
        assert b.patch("/api/me", {"email": "Shared@example.com"},
                       format="json").status_code == 200
    link_b = link_in(mail.outbox[-1])
    assert a.post("/api/auth/verify-email", link_a, format="json").status_code == 200
    late = b.post("/api/auth/verify-email", link_b, format="json")
    assert (late.status_code, late.json()["code"]) == (409, "email_taken")
    again = b.post("/api/me/email/verify")  # no link for an address it can no longer get
    assert (again.status_code, again.json()["code"]) == (409, "email_taken")
    assert b.get("/api/me").json()["email_verified"] is False


def test_forged_and_expired_links_are_refused(client_for, monkeypatch,
                                              django_capture_on_commit_callbacks):
    client = client_for()
    with django_capture_on_commit_callbacks(execute=True):
        client.patch("/api/me", {"email": "eve@example.com"}, format="json")
    link = link_in(mail.outbox[-1])
    other = client_for()
    for forged in ({**link, "token": link["token"][:-1] + ("a" if link["token"][-1] != "a"
                                                           else "b")},
                   {**link, "uid": links.uid_of(other.user)},
                   {**link, "uid": "!!!"}, {**link, "uid": "OTk5OTk5OTk5OTk5OTk5OTk5OTk5"},
                   {"uid": link["uid"], "token": "x"}):
        r = client.post("/api/auth/verify-email", forged, format="json")
        assert (r.status_code, r.json()["code"]) == (400, "invalid_link"), forged
    later = datetime.now() + timedelta(days=3, seconds=10)  # PASSWORD_RESET_TIMEOUT: 3 days
    monkeypatch.setattr(links.verification_tokens, "_now", lambda: later)
    r = client.post("/api/auth/verify-email", link, format="json")
    assert (r.status_code, r.json()["code"]) == (400, "invalid_link")
    assert client.get("/api/me").json()["email_verified"] is False


def test_resend_mails_the_link_again_unless_there_is_nothing_to_verify(
        client_for, django_capture_on_commit_callbacks):
    client = client_for()
    r = client.post("/api/me/email/verify")
    assert (r.status_code, r.json()["code"]) == (409, "no_email")
    with django_capture_on_commit_callbacks(execute=True):
        client.patch("/api/me", {"email": "fay@example.com"}, format="json")
    with django_capture_on_commit_callbacks(execute=True):
        r = client.post("/api/me/email/verify")
    assert r.status_code == 202 and r.json()["email_verified"] is False
    assert [m.to for m in mail.outbox] == [["fay@example.com"]] * 2
    assert client.post("/api/auth/verify-email", link_in(mail.outbox[-1]),
                       format="json").status_code == 200
    r = client.post("/api/me/email/verify")
    assert (r.status_code, r.json()["code"]) == (409, "email_already_verified")


def test_verification_mails_are_counted_per_account_and_per_address(
        client_for, rates, django_capture_on_commit_callbacks):
    rates(verify_email="2/hour")
    a, b = client_for(), client_for()
    with django_capture_on_commit_callbacks(execute=True):
        assert a.patch("/api/me", {"email": "gus@example.com"}, format="json").status_code == 200
    with django_capture_on_commit_callbacks(execute=True):
        assert a.post("/api/me/email/verify").status_code == 202
    with django_capture_on_commit_callbacks(execute=True):
        r = a.post("/api/me/email/verify")
        assert (r.status_code, r.json()["code"]) == (429, "too_many_emails")
        assert int(r["Retry-After"]) > 0 and r.json()["retry_after"] == int(r["Retry-After"])
        # another account, the same address: its count is the address's
        r = b.patch("/api/me", {"email": "GUS@example.com"}, format="json")
        assert (r.status_code, r.json()["code"]) == (429, "too_many_emails")
        # the first account, another address: its own count is spent
        r = a.patch("/api/me", {"email": "gus@example.org"}, format="json")
        assert (r.status_code, r.json()["code"]) == (429, "too_many_emails")
    b.user.refresh_from_db()
    a.user.refresh_from_db()
    assert (a.user.email, b.user.email) == ("gus@example.com", "")  # refused: nothing written
    assert len(mail.outbox) == 2


def test_counters_do_not_hold_the_address(client_for, django_capture_on_commit_callbacks):
    from django.core.cache import cache
    from django.db import connection

    client = client_for()
    with django_capture_on_commit_callbacks(execute=True):
        client.patch("/api/me", {"email": "Secret.Person@example.com"}, format="json")
    if not hasattr(cache, "_table"):
        pytest.skip("the default cache is not the database's")
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT cache_key FROM {cache._table}")
        keys = [k for (k,) in cursor.fetchall()]
    assert any(":mail:verify_email:addr-" in k for k in keys), keys
    assert not any("secret" in k.lower() or "example" in k.lower() for k in keys), keys


def test_erasing_the_account_forgets_its_address(client_for):
    client = client_for()
    verified_email(client.user, "hal@example.com")
    account_erasing.send(sender=None, user=client.user)
    client.user.refresh_from_db()
    assert client.user.email == ""
    assert not EmailState.objects.filter(user=client.user).exists()
