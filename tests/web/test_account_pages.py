"""The account's email pages, server-side (Django's test client): the settings section "Your
account", the verification page a link opens (a button; a GET changes nothing), "Forgot your
password?" and the reset page. Each refusal is the API's, and writes nothing."""

from __future__ import annotations

import re

import pytest
from django.core import mail
from django.test import Client

from accounts.models import EmailState
from tests.support.accounts import verified_email
from tests.web.test_pages import refusal_of, text, web_for

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def site(settings):
    settings.SITE_URL = "http://testserver"
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"


def path_in(message, kind: str) -> str:
    found = re.search(rf"http://testserver(/account/{kind}/[^/\s]+/[^/\s]+/)", message.body)
    assert found, message.body
    return found.group(1)


def test_settings_show_the_address_and_its_state(make_user, django_capture_on_commit_callbacks):
    user = make_user()
    web = web_for(user)
    page = text(web.get("/settings/"))
    assert "Your account" in page and "You have no email address" in page
    assert "No email is sent until your address is verified" in page
    with django_capture_on_commit_callbacks(execute=True):
        r = web.post("/settings/email", {"email": "lou@example.com"})
    assert r.status_code == 302
    page = text(web.get(r["Location"]))
    assert "mailed it a link" in page and "lou@example.com is not verified yet" in page
    assert "Send the link again" in page
    with django_capture_on_commit_callbacks(execute=True):
        r = web.post("/settings/email/verify")
    assert r.status_code == 302 and len(mail.outbox) == 2
    verified_email(user, "lou@example.com")
    page = text(web.get("/settings/"))
    assert "lou@example.com is verified" in page and "Send the link again" not in page
    assert "No email is sent until your address is verified" not in page


@pytest.mark.parametrize("typed, code", [("nope", "invalid_email"), ("", "email_unchanged")])
def test_a_refused_address_shows_the_apis_message_and_writes_nothing(make_user, client_for,
                                                                     typed, code):
    user = make_user()
    web = web_for(user)
    r = web.post("/settings/email", {"email": typed})
    api = client_for(user).patch("/api/me", {"email": typed}, format="json")
    assert r.status_code == api.status_code == {"invalid_email": 400,
                                                "email_unchanged": 409}[code]
    assert api.json()["code"] == code and api.json()["detail"] in refusal_of(r)
    user.refresh_from_db()
    assert user.email == "" and mail.outbox == []


def test_the_verification_page_asks_for_a_press_before_it_verifies(
        make_user, django_capture_on_commit_callbacks):
    user = make_user()
    with django_capture_on_commit_callbacks(execute=True):
        web_for(user).post("/settings/email", {"email": "max@example.com"})
    path = path_in(mail.outbox[-1], "verify")
    stranger = Client(enforce_csrf_checks=True)  # the link may be opened logged out
    page = stranger.get(path)
    assert page.status_code == 200 and page["Cache-Control"] == "no-store"
    assert "Confirm my email address" in text(page)
    assert EmailState.objects.get(user=user).verified == ""  # a GET changed nothing
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.content.decode())
    done = stranger.post(path, {"csrfmiddlewaretoken": token.group(1)})
    assert done.status_code == 200 and "max@example.com is verified" in text(done)
    assert EmailState.objects.get(user=user).verified == "max@example.com"
    again = stranger.get(path)
    assert again.status_code == 400 and "no longer valid" in text(again)
    used = Client().post(path)
    assert used.status_code == 400 and "invalid_link" in used.content.decode()


def test_forgot_password_then_the_reset_page_then_log_in(make_user,
                                                         django_capture_on_commit_callbacks):
    user = make_user()
    verified_email(user, "ned@example.com")
    web = Client()
    assert "Forgot your password?" in text(web.get("/login/"))
    assert web.get("/account/password-reset/").status_code == 200
    bad = web.post("/account/password-reset/", {"email": "nope"})
    assert bad.status_code == 400 and "not an email address" in refusal_of(bad)
    for address in ("ghost@example.com", "ned@example.com"):
        with django_capture_on_commit_callbacks(execute=True):
            r = web.post("/account/password-reset/", {"email": address})
        assert r.status_code == 200 and "If an account has verified this address" in text(r)
    [message] = mail.outbox
    path = path_in(message, "reset")
    form = web.get(path)
    assert form.status_code == 200 and "New password" in text(form)
    weak = web.post(path, {"new_password": "short"})
    assert weak.status_code == 400 and weak.content.count(b'class="refusal"') == 1
    done = web.post(path, {"new_password": "a-fresh-pass-phrase-2"})
    assert done.status_code == 302 and done["Location"] == "/login/?reset=done"
    assert "Your new password is set" in text(web.get(done["Location"]))
    user.refresh_from_db()
    assert user.check_password("a-fresh-pass-phrase-2")
    spent = web.get(path)
    assert spent.status_code == 400 and "Ask for a new link" in text(spent)


def test_signup_takes_an_optional_address(django_capture_on_commit_callbacks):
    web = Client()
    with django_capture_on_commit_callbacks(execute=True):
        r = web.post("/signup/", {"username": "opal", "password": "a-long-pass-1",
                                  "email": "opal@example.com"})
    assert r.status_code == 302 and mail.outbox[0].to == ["opal@example.com"]
    bad = Client().post("/signup/", {"username": "pia", "password": "a-long-pass-1",
                                     "email": "pia-at-example"})
    assert bad.status_code == 400 and "not an email address" in refusal_of(bad)
