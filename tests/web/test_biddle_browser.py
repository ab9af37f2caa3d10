"""Biddle in the browser: a whole game between two people clicking what a person clicks in its
first and last rounds (the rounds between are played for them without the pages), the dice
picker, what a seat and a watcher's pages never hold (the cards to come), accessibility."""

from __future__ import annotations

import json
import random
import re

import pytest

from tests.web.conftest import assert_accessible
from tests.web.fast_forward import assert_clicked, middle_without_pages

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

OPTIONS = {"opt-biddle-max_bid": 2, "hints-biddle": True}
LAST_ROUND = 10
# the kinds of move the whole game by clicks always made when every move was clicked (all of
# them still are: the first and the last round are clicked); the rounds between are played
# without the pages only once these, a call, a drop and the dice picker have been clicked (a
# game in which one does not come up is clicked to its end, as before)
CLICKED = {"bid", "roll"}
BEFORE_THE_MIDDLE = CLICKED | {"call", "drop"}


def engine_state(gid: str) -> tuple[dict, dict]:
    """The full state on the server (engine state, lobby), secrets included."""
    from events import store
    from games.folders import GameFolder
    state = store.load_state(gid, GameFolder("biddle"))[0]
    return state["engine"], state["lobby"]


def screenshots(player, gid: str, name: str) -> None:
    """Full-page screenshots at 1280 and 390 wide, from a second page of the player's context:
    resizing the playing page leaves attributes behind that its next redraw would copy."""
    from tests.web.conftest import DESKTOP, PHONE, SCREENSHOTS
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page = player.context.new_page()
    try:
        for size, wide in ((DESKTOP, "1280"), (PHONE, "390")):
            page.set_viewport_size(size)
            page.goto(f"{player.base}/games/{gid}/")
            page.screenshot(path=str(SCREENSHOTS / f"web-{name}-{wide}.png"), full_page=True)
    finally:
        page.close()


def enabled_buttons(player):
    return [(b, c) for b, c in player.legal_buttons() if b.is_enabled()]


def sync(players, version: int):
    for p in players:
        p.wait_for_version(version)


def pick_and_roll(player, rng: random.Random) -> int:
    """Mark a random set of dice to keep (never all six) on the picker, then roll."""
    boxes = player.page.locator("#game .picker input[type=checkbox]")
    keep = set(rng.sample(range(6), rng.randint(0, 5)))
    for i in sorted(keep):
        boxes.nth(i).check()
    button = player.page.locator("#game .picker button[data-command]")
    sent = json.loads(button.get_attribute("data-command"))
    assert sent == {"type": "roll", "reroll": [i for i in range(6) if i not in keep]}
    assert button.is_enabled()
    return player.click_command(button)


def move(player, rng: random.Random) -> int:
    """One move of ``player``: the dice picker when it shows, else a random legal button."""
    if player.page.locator("#game .picker").count():
        return pick_and_roll(player, rng)
    options = enabled_buttons(player)
    button, _ = rng.choice(options)
    return player.click_command(button)


def test_a_whole_game_between_two_browsers(players):
    alice, bob = players("alice", "bob")
    gid = alice.create_game("biddle", invite=["bob"], seats=2, **OPTIONS)
    bob.accept_from_inbox(gid)
    alice.open_game(gid)
    both = (alice, bob)
    rng = random.Random(22)
    version, moves, saw_picker, middle = alice.version(), 0, False, 0
    while True:
        sync(both, version)
        if alice.status() == "finished":
            break
        movers = [p for p in both if enabled_buttons(p)]
        assert len(movers) == 1, "exactly one of two players acts at a time"
        (mover,) = movers
        saw_picker |= bool(mover.page.locator("#game .picker").count())
        if moves == 12:
            screenshots(mover, gid, "biddle-mid")
        version = move(mover, rng)
        assert not mover.page.locator("#game .refusal").count()
        moves += 1
        assert moves < 200
        if not middle and saw_picker and engine_state(gid)[0]["round"] > 1:
            # the first round (and the next while a kind of move was not clicked yet) by
            # clicks, the rounds up to the last one without the pages, the last by clicks
            middle = middle_without_pages(gid, both, BEFORE_THE_MIDDLE,
                                          lambda s: s["round"] >= LAST_ROUND)
            version = alice.version()  # (both pages show it now)
    state, lobby = engine_state(gid)
    winners = [lobby["names"][s] for s in state["winners"]]
    for p in both:
        assert p.status() == "finished"
        text = p.page.locator("#game .result .winners").inner_text()
        assert all(w in text for w in winners), text
        assert "All 10 rounds are played" in p.page.locator("#game .biddle").inner_text()
        assert not p.console_errors, p.console_errors
    assert saw_picker, "the seed should reach a second roll (the dice picker) at least once"
    assert_clicked(both, CLICKED)
    assert_accessible(alice.page, "on a finished biddle game")
    screenshots(alice, gid, "biddle-finished")


def watch_responses(player) -> list:
    got = []
    player.page.on("response", lambda r: ("/games/" in r.url or "/api/" in r.url)
                   and got.append(r))
    return got


def play_until_the_picker(alice, bob, carol):
    """Open 3 and drop, then roll, until a round reaches its second roll (the dice picker)."""
    version = alice.version()
    for _ in range(40):
        sync((alice, bob, carol), version)
        (mover,) = [p for p in (alice, bob) if enabled_buttons(p)]
        if mover.page.locator("#game .picker").count():
            return
        commands = {json.dumps(c, sort_keys=True): b for b, c in enabled_buttons(mover)}
        choice = (commands.get('{"rolls": 3, "type": "bid"}') or commands.get('{"type": "drop"}')
                  or next(iter(commands.values())))
        version = mover.click_command(choice)
    pytest.fail("no round reached a second roll")


def names(text: str, html: str) -> bool:
    """Whether ``html`` holds the card text ``text`` as a whole text, not as the start of a longer
    card's ("A straight of four" is in "A straight of four and a pair (AA)", a different card)."""
    return re.search(rf"(?<!\w){re.escape(text)}(?!\s*[\w(])", html) is not None


def assert_holds_no_card_to_come(p, responses, current, to_come):
    """Neither the page nor anything it fetched names a card still to come."""
    html = p.page.content()
    assert names(current["text"], html)  # the face-up card is drawn, so the check can see cards
    pile = p.page.locator("#game [data-zone=deck]")
    assert pile.locator(".card.down").count() == len(to_come)
    assert pile.locator("[aria-label='face-down card']").count() == len(to_come)
    assert pile.locator(".card:not(.down)").count() == 0
    assert not any(c["text"] in pile.inner_html() for c in to_come)
    for card in to_come:
        assert not names(card["text"], html), (p.username, card)
        assert f'data-card="{card["id"]}"' not in html
    bodies = []
    for r in responses:
        try:
            bodies.append(r.text())
        except Exception:  # noqa: BLE001  a body the browser no longer keeps
            continue
    assert bodies, "the page fetched something"
    for body in bodies:
        for card in to_come:
            assert f'"{card["id"]}"' not in body and not names(card["text"], body), (
                p.username, card["id"])
        assert '"deck":' not in body and '"dice_queue"' not in body


def test_no_page_holds_the_cards_to_come(players):
    alice, bob, carol = players("alice", "bob", "carol")
    gid = alice.create_game("biddle", invite=["bob"], seats=2, private=False,
                            **{"opt-biddle-max_bid": 3, "hints-biddle": True})
    bob.accept_from_inbox(gid)
    everyone = (alice, bob, carol)
    seen = {p.username: watch_responses(p) for p in everyone}
    for p in everyone:
        p.open_game(gid)
    assert carol.status() == "active" and not carol.legal_buttons()  # a watcher, read-only
    play_until_the_picker(alice, bob, carol)

    state, _lobby = engine_state(gid)
    from games.kinds.biddle.rules.deck import BY_ID
    to_come = [BY_ID[c] for c in state["deck"][state["round"]:]]
    current = BY_ID[state["card"]]
    assert to_come, "mid-game: cards are still to come"
    for p in everyone:
        assert_holds_no_card_to_come(p, seen[p.username], current, to_come)

    (mover,) = [p for p in (alice, bob) if enabled_buttons(p)]
    assert_accessible(mover.page, "on a biddle game with the dice picker")
    assert_accessible(carol.page, "on a biddle game watched")
    rolls_left = state["target"] - state["rolls_used"]
    assert f"{rolls_left} left" in mover.page.locator("#game .biddle-dice").inner_text()
    assert "Chance to make the challenge from here:" in carol.page.content()
    screenshots(mover, gid, "biddle-picker")
    screenshots(carol, gid, "biddle-watcher")
    # keep dice 1 and 3: the one roll button re-rolls the other four; everyone sees it live
    boxes = mover.page.locator("#game .picker input[type=checkbox]")
    boxes.nth(0).check()
    boxes.nth(2).check()
    button = mover.page.locator("#game .picker button[data-command]")
    assert json.loads(button.get_attribute("data-command"))["reroll"] == [1, 3, 4, 5]
    assert "Re-roll die 2" in button.inner_text()
    for i in (1, 3, 4, 5):
        boxes.nth(i).check()
    assert button.is_disabled()  # keeping all six is not a roll
    boxes.nth(5).uncheck()
    assert json.loads(button.get_attribute("data-command"))["reroll"] == [5]
    kept = state["dice"][:5]
    version = mover.click_command(button)
    sync(everyone, version)
    after, _ = engine_state(gid)
    if after["round"] == state["round"] and after["phase"] == "rolling":
        assert after["dice"][:5] == kept
