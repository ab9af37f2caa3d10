"""A finished game's record in the browser: from the game page's result to the record, its
transcript, seed check and players, and the JSON download."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.web.conftest import assert_accessible
from tests.web.test_pages_browser import play_some

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SHOTS = Path("/work/shots")


def test_the_record_of_a_finished_game(players):
    alice, bob = players("alice", "bob")
    gid = alice.create_game("quiddler", invite=["bob"])
    bob.accept_from_inbox(gid)
    play_some(gid, ["alice", "bob"], 8)
    page = alice.open_game(gid)
    page.get_by_role("button", name="Resign").click()
    page.wait_for_selector("#game[data-status='finished']")
    page = bob.open_game(gid)
    page.get_by_role("link", name="The game's record (transcript, seed check, ratings, "
                                   "downloads)").click()
    page.wait_for_url(f"{bob.base}/games/{gid}/record/")
    assert_accessible(page, "on a game's record")
    assert "The revealed seed matches" in page.locator(".seed-check").inner_text()
    lines = page.locator(".transcript li")
    assert lines.count() >= 8
    assert "alice" in lines.last.inner_text() and "resign" in lines.last.inner_text()
    assert "alice" in page.locator(".rating-changes").inner_text()
    with page.expect_download() as download:
        page.get_by_role("link", name="The record as JSON").click()
    got = json.loads(Path(download.value.path()).read_text())
    assert got["game"]["id"] == gid and len(got["events"]) == lines.count()
    for phone in (False, True):
        shot = bob.screenshot("record", phone=phone)
        SHOTS.mkdir(parents=True, exist_ok=True)
        shutil.copy(shot, SHOTS / shot.name)
    assert not bob.console_errors, bob.console_errors
