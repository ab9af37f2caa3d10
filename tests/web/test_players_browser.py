"""The players' pages in a real browser: alice finds bob by typing part of his name in the
search box (results as she types), blocks him from his profile; bob's challenge to her is
refused with a readable message and no game; alice unblocks him from her blocked players page
and bob's challenge then goes through. Every page passes axe's checks; screenshots at desktop
and phone width go to /work/shots/blocks-*.png."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from accounts.models import Block
from games.models import Game
from tests.web.conftest import DESKTOP, PHONE, assert_accessible

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SHOTS = Path("/work/shots")


def shots(page, name: str) -> None:
    """``blocks-<name>-desktop.png`` and ``-phone.png``, nothing wider than the phone."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"blocks-{name}-desktop.png"), full_page=True,
                    caret="initial")
    page.set_viewport_size(PHONE)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], name
    page.screenshot(path=str(SHOTS / f"blocks-{name}-phone.png"), full_page=True,
                    caret="initial")
    page.set_viewport_size(DESKTOP)


def challenge(player, opponent: str):
    page = player.goto("/lobby/")
    page.get_by_label("Game", exact=True).select_option("diddly")
    page.get_by_label("Invite (usernames, separated by spaces)").fill(opponent)
    page.get_by_label("Make it a challenge to the first name", exact=False).check()
    page.get_by_role("button", name="Create the game").click()
    return page


def test_find_block_refuse_unblock(players):
    alice, bob, _ = players("alice", "bob", "bonnie")

    # alice finds bob: the results come as she types, without a page load
    page = alice.goto("/")
    page.get_by_role("link", name="Players").click()
    page.wait_for_url(re.compile(r"/players/$"))
    box = page.get_by_label("Username starts with")
    box.press_sequentially("BO", delay=40)
    results = page.locator("#player-results li[data-player]")
    expect(results).to_have_count(2)  # bob and bonnie
    box.press_sequentially("b", delay=40)
    expect(results).to_have_count(1)
    assert page.url.endswith("/players/")  # swapped in, not navigated
    assert results.first.get_attribute("data-player") == "bob"
    assert_accessible(page, "on the search page")
    shots(page, "search")

    # ... opens his profile and blocks him
    results.first.get_by_role("link", name="bob").click()
    page.wait_for_url(re.compile(r"/players/bob/$"))
    page.get_by_role("button", name="Block bob").click()
    page.wait_for_url(re.compile(r"/players/bob/\?done=blocked$"))
    assert "You blocked bob" in page.get_by_role("status").inner_text()
    assert page.get_by_role("button", name="Unblock bob").is_visible()
    assert_accessible(page, "on a profile with the block button")
    shots(page, "profile")
    assert Block.objects.filter(blocker__username="alice", blocked__username="bob").exists()

    # bob's challenge to alice is refused, in words, and no game is made
    refused = challenge(bob, "alice")
    alert = refused.get_by_role("alert")
    alert.wait_for()
    assert "You cannot challenge this player" in alert.inner_text()
    assert "blocked" in alert.inner_text() and not Game.objects.exists()
    assert_accessible(refused, "on the refused challenge")
    shots(refused, "challenge-refused")

    # alice unblocks him from her blocked players page (reached from the settings)
    page = alice.goto("/settings/")
    page.get_by_role("link", name="Your blocked players").click()
    page.wait_for_url(re.compile(r"/settings/blocks/$"))
    row = page.locator("li[data-blocked='bob']")
    assert row.is_visible()
    assert_accessible(page, "on the blocks page")
    shots(page, "blocks-page")
    row.get_by_role("button", name="Unblock bob").click()
    page.wait_for_url(re.compile(r"/settings/blocks/\?done=unblocked$"))
    assert page.locator("li[data-blocked]").count() == 0
    assert "You have not blocked anyone" in page.inner_text("main")
    assert not Block.objects.exists()

    # and now bob's challenge goes through
    page = challenge(bob, "alice")
    page.wait_for_url(re.compile(r"/games/[0-9a-f-]{36}/$"))
    assert Game.objects.count() == 1
    assert not alice.console_errors
    # the refused challenge's page came with its status (403): the only message bob's had
    assert all("status of 403" in e for e in bob.console_errors), bob.console_errors
