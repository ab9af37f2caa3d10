"""The chat in a real browser: two players talk on a game's page (messages arrive without a
reload), a refusal is shown readably, one reports the other's message, a moderator removes it
from the admin's Reports queue, and the players see it gone without reloading. The page passes
axe's checks at desktop and phone width. Screenshots: /work/shots/chat-*.png."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.web.conftest import DESKTOP, PHONE, assert_accessible

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SHOTS = Path("/work/shots")


def shoot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"chat-{name}.png"), full_page=True, caret="initial")


def send(page, text: str) -> None:
    page.get_by_role("textbox", name=re.compile("^Message")).fill(text)
    with page.expect_response(lambda r: r.url.endswith("/chat/send")):
        page.get_by_role("button", name="Send").click()


def test_two_players_chat_one_reports_a_moderator_removes(players, make_user, chromium,
                                                          live_server):
    from django.contrib.auth import get_user_model

    from games import services

    ada, bob = players("ada", "bob")
    User = get_user_model()
    game = services.game_create(user=User.objects.get(username="ada"), kind="diddly", seats=2)
    services.game_join(game_id=game.id, user=User.objects.get(username="bob"))
    gid = str(game.id)
    a, b = ada.open_game(gid), bob.open_game(gid)
    assert a.locator("#chat h2").inner_text() == "Chat with the players"

    send(a, "good luck, bob")
    b.locator("#chat-messages", has_text="good luck, bob").wait_for()  # live, no reload
    send(b, "you play like a potato")
    a.locator("#chat-messages", has_text="you play like a potato").wait_for()
    assert a.get_by_role("textbox", name=re.compile("^Message")).input_value() == ""

    send(a, "x" * 501)  # too long: refused in words, nothing sent
    alert = a.locator("#chat .refusal")
    assert "at most 500 characters" in alert.inner_text()
    assert a.locator("#chat-messages li").count() == 2

    a.get_by_role("button", name=re.compile(r"^Report the message \d+ by bob")).click()
    a.locator("#chat .chat-note", has_text="a moderator will look").wait_for()
    assert_accessible(a, "on the game page with its chat")
    shoot(a, "game-desktop")
    a.set_viewport_size(PHONE)
    assert_accessible(a, "on the game page with its chat, phone width")
    shoot(a, "game-phone")
    a.locator("#chat summary").click()  # the panel folds away below the table
    assert not a.locator("#chat-messages").is_visible()
    a.locator("#chat summary").click()
    a.set_viewport_size(DESKTOP)

    make_user("mod", moderator=True)
    context = chromium.new_context(viewport=DESKTOP)
    try:
        m = context.new_page()
        m.goto(f"{live_server.url}/admin/login/?next=/admin/")
        m.fill("#id_username", "mod")
        m.fill("#id_password", "pw-123456")
        m.click("input[type=submit]")
        m.wait_for_url(re.compile(r"/admin/$"))
        box = m.locator("#report-badge")
        assert "1" in box.locator("strong").inner_text() and "waiting" in box.inner_text()
        shoot(m, "admin-index")
        box.get_by_role("link", name="Open reports").click()
        m.get_by_role("link", name=re.compile(r"^review message")).click()
        m.locator("#reported-message", has_text="you play like a potato").wait_for()
        assert "good luck, bob" in m.locator("#report-context").inner_text()  # its context
        shoot(m, "admin-review")
        m.fill("#id_reason", "insult")
        m.click("#remove-button")
        m.wait_for_url(re.compile(r"/admin/chat/chatreport/\?status__exact=open$"))
        assert "The message is removed." in m.locator(".messagelist").inner_text()
        shoot(m, "admin-queue")
    finally:
        context.close()

    for page in (a, b):  # gone for both, without a reload (within one long-poll)
        page.locator("#chat-messages li.removed").wait_for(timeout=15_000)
        assert "you play like a potato" not in page.locator("#chat-messages").inner_text()
        assert "good luck, bob" in page.locator("#chat-messages").inner_text()
    shoot(b, "removed-desktop")
    # the browser logs the refused (400) send; nothing else went wrong
    assert [e for e in ada.console_errors if "status of 400" not in e] == []
    assert len(ada.console_errors) == 1 and not bob.console_errors
