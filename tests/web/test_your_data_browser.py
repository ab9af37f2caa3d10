"""The settings page's "Your data" in a browser: download the archive, then delete the
account (password and a confirmation), logged out with a message; the opponent's game shows
"deleted player"."""

from __future__ import annotations

import json

from django.contrib.auth import get_user_model

from tests.web.conftest import PASSWORD, assert_accessible


def test_download_then_delete_the_account(players):
    alice, bob = players("alice", "bob")
    gid = alice.create_game("toy_guess", invite=["bob"])
    bob.accept_from_inbox(gid)
    page = alice.goto("/settings/")
    assert_accessible(page, "on the settings page")
    with page.expect_download() as download:
        page.get_by_role("link", name="Download your data").click()
    got = json.loads(open(download.value.path()).read())
    assert got["account"]["username"] == "alice"
    assert [g["game"]["id"] for g in got["games"]] == [gid]
    # the confirmation step: what goes and what stays, the password and a tick
    page.get_by_role("link", name="Delete your account…").click()
    page.wait_for_url(alice.base + "/settings/data/delete")
    assert_accessible(page, "on the deletion page")
    alice.screenshot("delete-account", phone=True)
    page.get_by_label("Your password").fill("not-my-password")
    page.get_by_label("I understand that my account is deleted for good").check()
    page.get_by_role("button", name="Delete my account for good").click()
    assert "The password is wrong." in page.locator(".refusal").inner_text()
    assert get_user_model().objects.filter(username="alice").exists()
    page.get_by_label("Your password").fill(PASSWORD)
    page.get_by_label("I understand that my account is deleted for good").check()
    page.get_by_role("button", name="Delete my account for good").click()
    page.wait_for_url(alice.base + "/login/")
    assert "Your account has been deleted." in page.locator(".done").inner_text()
    assert_accessible(page, "on the log-in page after the deletion")
    assert not get_user_model().objects.filter(username="alice").exists()
    # logged out: the settings page asks for a log-in again
    alice.goto("/settings/")
    assert "/login/" in alice.page.url
    # the opponent's game: resigned for alice, shown as "deleted player"
    page = bob.open_game(gid)
    assert "deleted player" in page.content()
    assert "alice" not in page.locator("main").inner_text()
