"""The standings' pages in the browser: a signed-up player opens another's profile, follows its
rank to the leaderboard, pages on, and opens a profile from a row; both pages pass axe's
checks. Screenshots of each go to /work/shots/ (and var/screenshots/, as the others do)."""

from __future__ import annotations

import re
from datetime import timedelta
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model

from ratings.skill import display as shown_rating
from tests.ratings.standings_factory import DAY0, finished, rated, rating, won_by
from tests.web.conftest import assert_accessible

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SHOTS = Path("/work/shots")


def test_profile_and_leaderboard(players, settings):
    from web.views import standings

    ada, bob = players("ada", "bob")
    User = get_user_model()
    a, b = User.objects.get(username="ada"), User.objects.get(username="bob")
    others = [User.objects.create_user(f"rival{i}", password="x-long-pass-1") for i in range(4)]
    for i, u in enumerate(others):
        rating(u, mu=24 + i)
    rating(a, mu=29)
    rating(b, mu=27.5)
    rating(b, kind="dikdik", mu=25, sigma=8, provisional=True, games=2)
    game = finished([a, b], won_by("1"), at=DAY0)
    rated(game, {b: ((25, 8), (27.5, 2)), a: ((25, 8), (24, 3))})
    finished([b, others[0]], won_by("0"), kind="dikdik", at=DAY0 + timedelta(days=1))
    old, standings.PER_PAGE = standings.PER_PAGE, 4
    try:
        page = ada.goto("/players/bob/")
        assert page.get_by_role("heading", level=1).inner_text() == "bob"
        dikdik = page.locator("tr[data-kind='dikdik']")
        assert dikdik.locator("abbr").inner_text() == "?"
        change = page.locator("li[data-game] .change").first.inner_text()
        assert change.startswith(f"{shown_rating(25, 8)} → {shown_rating(27.5, 2)}")
        assert "saw 2 of the last 2 finished games through" in page.locator(
            ".reliability").inner_text()
        assert_accessible(page, "on a profile")
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / "profile.png"), full_page=True, caret="initial")
        ada.screenshot("profile")
        page.get_by_role("link", name="#2").click()  # bob's rank, to the board
        page.wait_for_url(re.compile(r"/leaderboards/diddly/$"))
        rows = page.locator("tbody tr")
        assert rows.count() == 4
        assert rows.first.locator("td").nth(1).inner_text() == "ada"
        assert_accessible(page, "on a leaderboard")
        page.screenshot(path=str(SHOTS / "leaderboard.png"), full_page=True, caret="initial")
        ada.screenshot("leaderboard")
        page.get_by_role("link", name="Lower").click()
        page.wait_for_url(re.compile(r"\?page=2$"))
        assert page.locator("tbody tr").first.get_attribute("data-rank") == "5"
        page.get_by_role("link", name="rival0").click()
        page.wait_for_url(re.compile(r"/players/rival0/$"))
        assert not ada.console_errors
    finally:
        standings.PER_PAGE = old
