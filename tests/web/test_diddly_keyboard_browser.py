"""A whole Diddly turn by keyboard only (Tab, Shift+Tab, Enter, Space; no mouse): the focus is
visible on every button it reaches, and after each re-draw of the table it lands on this
seat's next move (or on the table's status line when the turn is over), not on the page's
start."""

from __future__ import annotations

import json
import random

import pytest

from tests.web.diddly_browser import engine_state, play_one

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

FOCUSED = """() => {
  const a = document.activeElement;
  if (!a || a === document.body) return null;
  const style = getComputedStyle(a);
  return {command: a.dataset.command || null, tag: a.tagName,
          inTable: !!a.closest('#game .table'),
          visible: a.matches(':focus-visible') && style.outlineStyle !== 'none'
                   && parseFloat(style.outlineWidth) >= 2,
          faceDown: !!(a.closest('.slot') && a.closest('.slot').querySelector('.card.down')),
          text: (a.getAttribute('aria-label') || a.textContent || '').trim()};
}"""


def focused(page) -> dict | None:
    found = page.evaluate(FOCUSED)
    if found and found["command"]:
        found["command"] = json.loads(found["command"])
    return found


def focus_after_redraw(page) -> dict | None:
    """Where the focus lands once the re-drawn table has settled (the table's module moves it
    after htmx's swap): waits until something in the game holds it, then reads it."""
    page.wait_for_function("() => document.activeElement && document.activeElement !== "
                           "document.body && !!document.activeElement.closest('#game')",
                           timeout=5_000)
    return focused(page)


def tab_to(page, wanted, key: str = "Tab", limit: int = 120) -> dict:
    """Press ``key`` until the focused element is ``wanted(focused)``; every button the focus
    passes on the table shows the focus ring."""
    for _ in range(limit):
        page.keyboard.press(key)
        now = focused(page)
        if now and now["inTable"] and now["tag"] == "BUTTON":
            assert now["visible"], f"no visible focus on {now['text']}"
        if now and wanted(now):
            return now
    raise AssertionError("the keyboard never reached the button wanted")


def press_and_wait(player, key: str) -> int:
    before = player.version()
    with player.page.expect_response(lambda r: r.url.endswith("/command")):
        player.page.keyboard.press(key)
    player.wait_for_version_above(before)
    return player.version()


def is_command(kind: str, **fields):
    return lambda f: bool(f["command"]) and f["command"]["type"] == kind and all(
        f["command"].get(k) == v for k, v in fields.items())


def test_a_whole_turn_by_keyboard_keeps_the_focus_on_the_moves(players):
    alice, bob = players("alice", "bob")
    gid = alice.create_game("diddly", invite=["bob"])
    bob.accept_from_inbox(gid)
    alice.open_game(gid)
    rng = random.Random(8)
    shot = False
    while engine_state(gid)["turn"] != "0":  # the setup, then bob's turn, by clicks
        play_one([alice, bob], rng)
        hand = engine_state(gid)["hand"]
        if hand and not hand["power"] and not shot:  # bob's places, on his page (a
            bob.screenshot("diddly-your-turn")  # screenshot's injected style trips the CSP
            bob.screenshot("diddly-your-turn", phone=True)  # later: not on alice's page)
            shot = True
    page = alice.page
    page.keyboard.press("Escape")  # a keyboard user starts at the top of the page

    tab_to(page, is_command("draw", source="deck"))
    now = press_and_wait(alice, "Enter")
    bob.wait_for_version(now)
    hand = engine_state(gid)["hand"]
    assert hand["player"] == "0" and hand["source"] == "deck"
    landed = focus_after_redraw(page)
    assert landed and landed["inTable"] and landed["command"], landed
    assert landed["visible"], landed  # the focus is on this seat's first move, and shows

    if hand["power"]:  # a Peek or a Swap was drawn: decline it, going back with Shift+Tab
        tab_to(page, is_command("skip_power"))
        tab_to(page, lambda f: f["inTable"] and f["command"] is not None
               and f["command"]["type"] != "skip_power", key="Shift+Tab")
        tab_to(page, is_command("skip_power"))
        now = press_and_wait(alice, "Space")
        landed = focus_after_redraw(page)
        assert landed and landed["command"]["type"] == "place" and landed["visible"], landed
    else:  # the place buttons are reachable both ways
        first = landed["command"]
        tab_to(page, lambda f: f["command"] is not None and f["command"] != first)
        tab_to(page, lambda f: f["command"] == first, key="Shift+Tab")
    place = tab_to(page, lambda f: is_command("place")(f) and f["faceDown"])
    assert place["text"].startswith("Place here: the ")
    now = press_and_wait(alice, "Space")
    bob.wait_for_version(now)

    state = engine_state(gid)
    assert state["hand"] is None and state["turn"] == "1"
    assert state["up"]["0"][place["command"]["slot"]]  # the card went face up where chosen
    landed = focus_after_redraw(page)  # no move left: the focus is on the table's status line
    assert landed and landed["inTable"] and "Round 1 of 5" in landed["text"], landed
    assert bob.page.locator("#game .table button[data-command]").count() > 0
    assert not alice.console_errors, alice.console_errors
