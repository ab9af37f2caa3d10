"""Quick pairing in the browser: ada posts a seek and waits on /play/quick/; bob, in his own
browser context, finds it under "Seeks you can take" and accepts; both end up on the same
game's page (bob at once, ada by the page's poll). The page passes axe's checks; screenshots
at desktop and phone width go to /work/shots/seeks-*.png."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.web.conftest import assert_accessible

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SHOTS = Path("/work/shots")
GAME = re.compile(r"/games/([0-9a-f-]{36})/$")


def shoot(player, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page = player.page
    page.screenshot(path=str(SHOTS / f"seeks-{name}-desktop.png"), full_page=True,
                    caret="initial")
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(SHOTS / f"seeks-{name}-phone.png"), full_page=True,
                    caret="initial")
    page.set_viewport_size({"width": 1280, "height": 900})


def test_two_players_seek_and_land_on_one_game(players):
    ada, bob = players("ada", "bob")
    page = ada.goto("/")
    page.get_by_role("navigation", name="Main").get_by_role("link",
                                                            name="Quick pairing").click()
    page.wait_for_url(re.compile(r"/play/quick/$"))
    page.get_by_label("Game", exact=True).select_option("diddly")
    page.get_by_label("Time per move").select_option("P1D")
    page.get_by_label("At most").fill("2000")
    page.get_by_role("button", name="Find a game").click()
    page.wait_for_url(re.compile(r"/play/quick/$"))
    waiting = page.locator("#my-seeks li[data-status='open']")
    assert waiting.count() == 1
    assert "Waiting for opponents" in waiting.inner_text()
    assert_accessible(page, "on the quick pairing page, waiting")
    shoot(ada, "waiting")

    other = bob.goto("/play/quick/")
    offer = other.locator("li[data-seek]", has_text="by ada")
    assert "1 day" in offer.inner_text() or "P1D" in offer.inner_text()
    assert_accessible(other, "on the quick pairing page, with a seek to take")
    shoot(bob, "to-take")
    offer.get_by_role("button", name=re.compile("Accept ada")).click()
    other.wait_for_url(GAME)
    bob_game = GAME.search(other.url).group(1)

    page.wait_for_url(GAME, timeout=15_000)  # the poll finds the seek matched
    assert GAME.search(page.url).group(1) == bob_game
    assert page.locator("#game").get_attribute("data-status") == "active"
    ada.goto("/play/quick/")
    assert page.locator("#my-seeks li[data-status='matched'] a").get_attribute(
        "href").endswith(f"/games/{bob_game}/")
    shoot(ada, "matched")
    assert not ada.console_errors and not bob.console_errors


def test_a_refused_seek_shows_the_apis_words_and_cancel_works(players):
    ada, = players("ada")
    page = ada.goto("/play/quick/")
    page.get_by_label("At least").fill("1900")
    page.get_by_label("At most").fill("1200")
    page.get_by_role("button", name="Find a game").click()
    alert = page.get_by_role("alert")
    assert alert.get_attribute("data-code") == "invalid_rating_range"
    page.get_by_label("At least").fill("")
    page.get_by_label("At most").fill("")
    page.get_by_role("button", name="Find a game").click()
    page.wait_for_url(re.compile(r"/play/quick/$"))
    page.get_by_role("button", name=re.compile("Cancel the")).click()
    page.wait_for_url(re.compile(r"/play/quick/$"))
    assert page.locator("#my-seeks li[data-status='cancelled']").count() == 1
