"""Password reset by email over HTTP: the same answer for every address, a link only to a
verified one, set once with a good password, the account's sessions told to end, the asks
counted per address and per account."""

from __future__ import annotations

import re

import pytest
from django.core import mail

from accounts.signals import password_changed
from tests.support.accounts import verified_email

pytestmark = pytest.mark.django_db

LINK = re.compile(r"http://testserver-site/account/reset/([^/\s]+)/([^/\s]+)/")
NEW = "a-brand-new-pass-7"


@pytest.fixture(autouse=True)
def site(settings):
    settings.SITE_URL = "http://testserver-site"
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"


@pytest.fixture
def ask(anon, django_capture_on_commit_callbacks):
    def post(email):
        with django_capture_on_commit_callbacks(execute=True):
            return anon.post("/api/auth/password-reset", {"email": email}, format="json")
    return post


def link_in(message) -> dict:
    found = LINK.search(message.body)
    assert found, message.body
    assert found.group(0) in message.alternatives[0][0]
    return {"uid": found.group(1), "token": found.group(2)}


def test_the_answer_is_the_same_whoever_asks_but_only_a_verified_address_gets_mail(
        ask, make_user):
    unverified = make_user()
    unverified.email = "unverified@example.com"
    unverified.save()
    holder = make_user()
    verified_email(holder, "Holder@Example.com")
    answers = [ask(a) for a in ("nobody@example.com", "unverified@example.com",
                                "holder@example.com")]
    assert {(r.status_code, r.content) for r in answers} == {(202, b"")}
    [message] = mail.outbox
    assert message.to == ["Holder@Example.com"] and holder.username in message.body


def test_a_reset_link_sets_the_password_once_and_ends_the_sessions(ask, anon, make_user):
    user = make_user()
    verified_email(user)
    ask(user.email)
    link = link_in(mail.outbox[-1])
    heard = []

    def receiver(sender, user, keep_token, **kwargs):
        from django.db import connection
        heard.append((user.pk, keep_token, connection.in_atomic_block))
    password_changed.connect(receiver)
    try:
        weak = anon.post("/api/auth/password-reset/confirm", {**link, "new_password": "short"},
                         format="json")
        assert (weak.status_code, weak.json()["code"]) == (400, "invalid_password")
        user.refresh_from_db()
        assert not user.check_password(NEW) and heard == []  # nothing written
        ok = anon.post("/api/auth/password-reset/confirm", {**link, "new_password": NEW},
                       format="json")
        assert ok.status_code == 204
    finally:
        password_changed.disconnect(receiver)
    user.refresh_from_db()
    assert user.check_password(NEW)
    assert heard == [(user.pk, None, True)]  # inside the transaction: every token to end
    again = anon.post("/api/auth/password-reset/confirm", {**link, "new_password": "x" + NEW},
                      format="json")
    assert (again.status_code, again.json()["code"]) == (400, "invalid_link")
    login = anon.post("/api/auth/token", {"username": user.username, "password": NEW},
                      format="json")
    assert login.status_code == 200


def test_forged_and_expired_reset_links_are_refused(ask, anon, make_user, monkeypatch):
    from datetime import datetime, timedelta

    from accounts import links

    user = make_user()
    verified_email(user)
    ask(user.email)
    link = link_in(mail.outbox[-1])
    for forged in ({**link, "token": "1-2"}, {**link, "uid": "MA"}, {**link, "uid": ""}):
        r = anon.post("/api/auth/password-reset/confirm", {**forged, "new_password": NEW},
                      format="json")
        assert r.status_code == 400 and r.json()["code"] in {"invalid_link", "invalid"}, forged
    later = datetime.now() + timedelta(days=3, seconds=10)
    monkeypatch.setattr(links.reset_tokens, "_now", lambda: later)
    r = anon.post("/api/auth/password-reset/confirm", {**link, "new_password": NEW},
                  format="json")
    assert (r.status_code, r.json()["code"]) == (400, "invalid_link")
    user.refresh_from_db()
    assert not user.check_password(NEW)


def test_a_malformed_address_is_refused(ask):
    r = ask("not an address")
    assert (r.status_code, r.json()["code"]) == (400, "invalid_email")


def test_asks_are_counted_per_address_whether_or_not_it_has_an_account(ask, rates, make_user):
    rates(password_reset="2/hour")
    holder = make_user()
    verified_email(holder, "ivy@example.com")
    known = [ask("IVY@example.com").status_code for _ in range(3)]
    unknown = [ask("ghost@example.com").status_code for _ in range(3)]
    assert known == unknown == [202, 202, 429]  # the same answers: nothing told
    assert len(mail.outbox) == 2
    r = ask("ivy@example.com")
    assert r.json()["code"] == "too_many_emails" and int(r["Retry-After"]) > 0


def test_past_the_accounts_rate_no_mail_goes_and_the_answer_is_the_same(
        ask, rates, make_user):
    rates(password_reset="1/hour")
    holder = make_user()
    verified_email(holder, "jo@example.com")
    assert ask("jo@example.com").status_code == 202
    holder.email_state.verified = ""
    holder.email_state.save()
    verified_email(holder, "jo@example.org")  # the account's new address: its own count
    assert ask("jo@example.org").status_code == 202
    assert [m.to for m in mail.outbox] == [["jo@example.com"]]
