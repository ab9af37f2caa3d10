"""The player's other pages in the browser: people who signed up through the pages read and
mark their notifications, change their settings (a preference, a webhook, a vacation, their
password), find their finished games and step through a replay with its links."""

from __future__ import annotations

import random
import re
import socket

import pytest
from django.contrib.auth import get_user_model

from games import selectors, services
from notifications import webhooks
from tests.web.conftest import PASSWORD, assert_accessible

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def user(name: str):
    return get_user_model().objects.get(username=name)


def play_some(gid: str, names: list[str], moves: int, seed: int = 3) -> None:
    """``moves`` random legal moves through the services (as the API plays them)."""
    rng = random.Random(seed)
    people = [user(n) for n in names]
    for _ in range(moves):
        game = selectors.game_get(gid)
        offers = [(u, c) for u in people
                  for c in selectors.game_detail(game, u)["legal_commands"]]
        if not offers:
            return
        who, command = rng.choice(offers)
        services.command_submit(game_id=game.id, user=who, command=command)


def nav_count(page) -> str:
    return page.get_by_role("navigation", name="Main").get_by_role(
        "link", name=re.compile("^Notifications")).inner_text()


def test_notifications_read_one_then_all_and_the_count_falls(players):
    alice, bob = players("alice", "bob")
    gid = alice.create_game("diddly", invite=["bob"])
    page = bob.goto("/notifications/")
    page.wait_for_selector("li.note.unread")
    assert "alice invited you to a game of Diddly." in page.locator("li.note").first.inner_text()
    assert nav_count(page).startswith("Notifications (1)")
    link = page.get_by_role("navigation", name="Main").get_by_role("link",
                                                                  name=re.compile("one unread"))
    assert link.count() == 1  # the count in words for screen readers
    assert_accessible(page, "on the notifications page")
    bob.screenshot("notifications")
    bob.screenshot("notifications", phone=True)
    page.get_by_role("button", name=re.compile("^Mark read")).first.click()
    page.wait_for_selector("text=All read.")
    assert nav_count(page) == "Notifications"
    bob.accept_from_inbox(gid)  # the game starts: alice hears of it
    page = alice.goto("/notifications/")
    assert nav_count(page).startswith("Notifications (")
    assert page.locator("li.note.unread").count() >= 1
    page.locator("li.note").first.get_by_role("link", name=re.compile("Open the game")).click()
    page.wait_for_url(re.compile(rf"/games/{gid}/$"))
    page = alice.goto("/notifications/")
    page.get_by_role("button", name="Mark all read").click()
    page.wait_for_selector("text=All read.")
    assert nav_count(page) == "Notifications"
    assert not alice.console_errors and not bob.console_errors


@pytest.fixture
def public_dns(monkeypatch):
    """Every webhook host resolves to a public address (no network in tests)."""
    def getaddrinfo(host, port, *args, **kwargs):
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("93.184.216.34", port))]
    monkeypatch.setattr(webhooks.socket, "getaddrinfo", getaddrinfo)


def test_settings_preference_webhook_vacation_and_password(players, public_dns):
    (alice,) = players("alice")
    page = alice.goto("/settings/")
    assert_accessible(page, "on the settings page")
    # a preference sticks
    page.get_by_label("By email").select_option("daily")
    page.get_by_role("group", name="Never tell me about").get_by_label(
        "your clock running low").check()
    page.get_by_role("button", name="Save notification settings").click()
    page.wait_for_selector("text=Notification settings saved.")
    page = alice.goto("/settings/")
    assert page.get_by_label("By email").input_value() == "daily"
    assert page.get_by_role("group", name="Never tell me about").get_by_label(
        "your clock running low").is_checked()
    # webhooks cannot be turned on without an endpoint: the API's words
    page.get_by_label("To your webhooks").check()
    page.get_by_role("button", name="Save notification settings").click()
    assert "Register a webhook endpoint" in page.locator(".refusal").inner_text()
    # add a webhook: its secret once; then delete it
    page = alice.goto("/settings/")
    page.get_by_label("Add a webhook (its URL)").fill("https://hooks.example.com/games")
    page.get_by_role("button", name="Add the webhook").click()
    secret = page.locator(".secret output code").inner_text()
    assert secret.startswith("whsec_")
    alice.screenshot("settings-secret")
    page = alice.goto("/settings/")
    assert secret not in page.content()
    page.get_by_role("button", name="Delete the webhook https://hooks.example.com/games").click()
    page.wait_for_selector("text=Webhook removed.")
    assert "No webhooks." in page.content()
    # a vacation: start, then stop
    page.get_by_role("button", name="Start a vacation").click()
    page.wait_for_selector("text=You are on vacation")
    alice.screenshot("settings-vacation")
    alice.screenshot("settings-vacation", phone=True)
    assert_accessible(page, "on the settings page, on vacation")
    page.get_by_role("button", name="Stop my vacation").click()
    page.wait_for_selector("text=You are not on vacation.")
    # a wrong current password gets the API's words; a good change keeps the session
    page.get_by_label("Current password").fill("not-my-password")
    page.get_by_label("New password").fill("another-long-phrase-9")
    page.get_by_role("button", name="Change my password").click()
    assert "The current password is wrong." in page.locator(".refusal").inner_text()
    page.get_by_label("Current password").fill(PASSWORD)
    page.get_by_label("New password").fill("another-long-phrase-9")
    page.get_by_role("button", name="Change my password").click()
    page.wait_for_selector("text=Password changed.")
    page = alice.goto("/settings/")
    assert page.url.endswith("/settings/")  # still logged in
    assert user("alice").check_password("another-long-phrase-9")
    # the refused forms answer 400/409 (the API's status), which the console notes; no other
    unexpected = [e for e in alice.console_errors if "Failed to load resource" not in e]
    assert not unexpected, unexpected


def test_finished_games_and_a_replay_stepped_through(players):
    alice, bob = players("alice", "bob")
    gid = alice.create_game("quiddler", invite=["bob"])
    bob.accept_from_inbox(gid)
    play_some(gid, ["alice", "bob"], 10)
    page = alice.open_game(gid)
    page.get_by_role("button", name="Resign").click()
    page.wait_for_selector("#game[data-status='finished']")
    page = bob.goto("/games/finished/")
    row = page.locator("li.finished-game")
    assert row.count() == 1
    assert "You won (alice resigned)." in row.inner_text()
    assert_accessible(page, "on the finished games page")
    bob.screenshot("finished")
    bob.screenshot("finished", phone=True)
    row.get_by_role("link", name=re.compile("^Replay")).click()
    page.wait_for_url(re.compile(rf"/games/{gid}/replay/\?v=1$"))
    last = int(page.locator("#replay").get_attribute("data-last"))
    seen, tables = [], []
    for _ in range(16):
        status = page.locator("#replay-status").inner_text()
        seen.append(status)
        tables.append(page.locator("#replay .table").first.inner_html()
                      if page.locator("#replay .table").count() else "")
        if page.get_by_role("link", name="Next step").count() == 0:
            break
        page.get_by_role("link", name="Next step").click()
        page.wait_for_selector(f"#replay[data-version='{len(seen) + 1}']")
    assert seen[0].startswith(f"Step 1 of {last}:") and seen[1].startswith(f"Step 2 of {last}:")
    assert len(set(seen)) == len(seen)
    drawn = [t for t in tables if t]
    assert len(set(drawn)) > 1  # the table changes as the game goes on
    page.get_by_role("link", name="Last step").click()
    page.wait_for_selector(f"#replay[data-version='{last}']")
    assert "The whole record" in page.content()  # over, seed revealed: every seat's view
    page.get_by_role("link", name="Previous step").click()
    page.wait_for_selector(f"#replay[data-version='{last - 1}']")
    assert_accessible(page, "on the replay")
    bob.screenshot("replay")
    bob.screenshot("replay", phone=True)
    page.get_by_role("link", name="First step").click()
    page.wait_for_selector("#replay[data-version='1']")
    # the game page's result links to the replay
    page = alice.open_game(gid)
    page.get_by_role("link", name="Replay this game step by step").click()
    page.wait_for_url(re.compile(rf"/games/{gid}/replay/\?v=1$"))
    assert not alice.console_errors and not bob.console_errors
