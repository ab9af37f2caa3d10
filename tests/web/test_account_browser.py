"""The account's email in the browser: a player sets their address on the settings page, the
mail arrives (the live server's mail is Django's locmem outbox, in this process), they open its
link, press the button and see the address verified; then, logged out, "Forgot your
password?" -> the mailed link -> a new password -> log in with it."""

from __future__ import annotations

import re

import pytest
from django.core import mail

from tests.web.conftest import PASSWORD, assert_accessible

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
NEW_PASSWORD = "a-newer-pass-phrase-3"


@pytest.fixture(autouse=True)
def site(settings, live_server):
    settings.SITE_URL = live_server.url
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"


def link_in(message, kind: str, base: str) -> str:
    """The absolute link (under SITE_URL, the live server's) of ``kind`` in the mail."""
    found = re.search(rf"{re.escape(base)}/account/{kind}/[^/\s]+/[^/\s]+/", message.body)
    assert found, message.body
    return found.group(0)


def test_set_verify_then_forget_and_reset_the_password(players):
    [rosa] = players("rosa")
    page = rosa.goto("/settings/")
    section = page.get_by_role("region", name="Your account")
    assert "You have no email address" in section.inner_text()
    section.get_by_label("Email address").fill("rosa@example.com")
    section.get_by_role("button", name="Save my email address").click()
    page.wait_for_selector("text=we have mailed it a link")
    assert "not verified yet" in section.inner_text()
    assert_accessible(page, "on the settings page with an unverified address")
    rosa.screenshot("settings-account", phone=True)
    [message] = mail.outbox  # sent after the commit, before the page answered
    assert message.to == ["rosa@example.com"]

    page.goto(link_in(message, "verify", rosa.base))
    assert_accessible(page, "on the verification page")
    page.get_by_role("button", name="Confirm my email address").click()
    page.wait_for_selector("text=is verified")
    page.goto(rosa.base + "/settings/")
    assert "rosa@example.com is verified" in page.get_by_role(
        "region", name="Your account").inner_text()

    page.get_by_role("button", name=re.compile("^Log out")).click()
    page.wait_for_url(re.compile("/login/"))
    page.get_by_role("link", name="Forgot your password?").click()
    assert_accessible(page, "on the password-reset page")
    page.get_by_label("Email address").fill("ROSA@example.com")
    page.get_by_role("button", name="Mail me a link").click()
    page.wait_for_selector("text=If an account has verified this address")
    reset = mail.outbox[-1]
    assert reset.to == ["rosa@example.com"] and "new password" in reset.subject.lower()

    page.goto(link_in(reset, "reset", rosa.base))
    assert_accessible(page, "on the set-a-new-password page")
    page.set_viewport_size({"width": 360, "height": 740})  # usable on a small phone
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.get_by_label("New password").fill(NEW_PASSWORD)
    page.get_by_role("button", name="Set my new password").click()
    page.wait_for_selector("text=Your new password is set")
    page.get_by_label("Username").fill("rosa")
    page.get_by_label("Password").fill(PASSWORD)  # the old one no longer works
    page.get_by_role("button", name="Log in").click()
    page.wait_for_selector(".refusal")
    page.get_by_label("Password").fill(NEW_PASSWORD)
    page.get_by_role("button", name="Log in").click()
    page.wait_for_url(rosa.base + "/")
