"""A moderator settles a dispute in a real browser: queue -> replay -> rewind -> players see it."""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.db import connections

from games.models import Dispute, Game
from tests.support.disputes import TOY_OPTIONS, open_dispute, play
from tests.support.http import started_game

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _off_this_thread(call):
    """Run ``call`` in another thread: this one runs Playwright's event loop, and the event
    feed is an async view, which the test client cannot run under a running loop."""
    def run():
        try:
            return call()
        finally:
            connections.close_all()
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(run).result()


def test_moderator_rewinds_a_disputed_game(live_server, page, screenshot, client_for,
                                           make_user):
    players = [client_for(make_user("alice")), client_for(make_user("bob"))]
    gid = started_game(players, "toy_guess", TOY_OPTIONS)  # untimed: no clock events
    play(players, gid, 2)
    keep = Game.objects.get(id=gid).version  # the state the moderator will go back to
    play(players, gid, 3)
    number = open_dispute(players[1], gid, "my last reroll was lost by the server")
    make_user("mod", moderator=True)

    # log in; the index shows one open dispute
    page.goto(f"{live_server.url}/admin/login/?next=/admin/")
    page.fill("#id_username", "mod")
    page.fill("#id_password", "pw-123456")
    page.click("input[type=submit]")
    badge = page.locator("#dispute-badge")
    assert "1" in badge.locator("strong").inner_text()

    # the queue: open first; the row names the game, who opened it, at which version
    badge.get_by_role("link", name="Open disputes").click()
    row = page.locator("#result_list tbody tr").first
    at = Dispute.objects.get(game_id=gid).at_version
    for text in (f"#{number}", "toy_guess", "bob", str(at), "my last reroll was lost", "Open"):
        assert text in row.inner_text()
    screenshot("queue")

    # the replay at the dispute's version, step by step
    row.get_by_role("link", name=f"replay at v{at}").click()
    heading = page.locator("#step-nav h2")
    assert heading.inner_text() == f"Version {at} of {at + 1}"
    page.click("#prev-link")
    assert heading.inner_text() == f"Version {at - 1} of {at + 1}"
    assert re.search(r"(alice|bob): rerolled", page.locator("#step-summary").inner_text())
    assert page.locator("#dispute-panel").is_visible()  # the panel stays at every version
    page.click("#next-link")
    assert heading.inner_text() == f"Version {at} of {at + 1}"
    page.fill("#jump-form input[name=version]", str(keep))
    page.click("#jump-form input[type=submit]")
    assert heading.inner_text() == f"Version {keep} of {at + 1}"
    names = page.locator(".seat-view > h2").all_inner_texts()
    assert names == ["alice (seat 0)", "bob (seat 1)", "spectator"]
    page.click("#rejudge-link")
    assert "Every recorded event is what today" in page.locator("#rejudge-result").inner_text()
    screenshot("replay")

    # decide: rewind to the version shown, confirm
    page.click("#decision-form-box summary")
    page.select_option("#id_kind", "rewind")
    assert page.input_value("#id_to_version") == str(keep)
    page.fill("#id_decision", "The server dropped bob's reroll; replay from before it.")
    page.click("#review-decision")
    assert f"state at version {keep}" in page.locator("#decision-effect").inner_text()
    assert Game.objects.get(id=gid).version == at + 1  # nothing written before confirming
    page.click("#confirm-button")
    assert "decided (rewind)" in page.locator(".messagelist").inner_text()
    assert "superseded by the rewind" in page.locator(".replay-log").inner_text()
    screenshot("replay_after_rewind")

    # the players' API views afterwards
    game = Game.objects.get(id=gid)
    assert game.version == at + 3 and game.status == "active"
    for client in players:
        detail = client.get(f"/api/games/{gid}").json()
        assert detail["version"] == game.version
        assert detail["disputes"][0]["kind"] == "rewind"
        feed = _off_this_thread(
            lambda c=client: c.get(f"/api/games/{gid}/events?after={at}").json()["events"])
        assert feed[-1]["type"] == "game.rewound" and feed[-1]["data"]["to_version"] == keep
        assert "rewound the game to version" in feed[-1]["summary"]
    play(players, gid, 2)  # and the game goes on
