"""Devices and sessions in a real browser: a person who signed up through the pages sees the
API tokens their apps hold on the settings page, logs one out with its button, and that
token stops working at once while the other keeps working."""

from __future__ import annotations

import httpx
import pytest
from django.contrib.auth import get_user_model

from accounts.sessions import token_issue
from tests.web.conftest import assert_accessible

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def status_with(base: str, key: str) -> int:
    """``GET /api/me`` on the live server with ``key`` (loopback only)."""
    return httpx.get(f"{base}/api/me", headers={"Authorization": f"Token {key}"}).status_code


def test_a_device_is_logged_out_from_the_settings_page(players):
    (alice,) = players("alice")
    user = get_user_model().objects.get(username="alice")
    _, phone_key = token_issue(user, device="Alice's phone")
    _, script_key = token_issue(user, device="score script")
    page = alice.goto("/settings/")
    sessions = page.get_by_role("region", name="Devices and sessions")
    assert sessions.get_by_text("Alice's phone").is_visible()
    assert sessions.get_by_text("score script").is_visible()
    assert_accessible(page, "on the settings page with sessions")
    alice.screenshot("settings-sessions", phone=True)
    assert status_with(alice.base, phone_key) == 200
    # keyboard: the phone's button is reached and pressed as a person without a mouse does
    button = sessions.get_by_role("button", name="Log out Alice's phone", exact=False)
    button.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("text=That device is logged out.")
    sessions = page.get_by_role("region", name="Devices and sessions")
    assert sessions.get_by_text("Alice's phone").count() == 0
    assert sessions.get_by_text("score script").is_visible()
    assert (status_with(alice.base, phone_key), status_with(alice.base, script_key)) == (401, 200)
    page.get_by_role("button", name="Log out every device").click()
    page.wait_for_selector("text=No device is logged in.")
    assert status_with(alice.base, script_key) == 401
    assert page.url.split("?")[0].endswith("/settings/")  # the browser itself stays signed in
