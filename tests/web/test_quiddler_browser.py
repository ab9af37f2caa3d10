"""Quiddler in the browser: a whole game, its first and last rounds played by clicking
(drawing, discarding, going out with words built in the arranger; the rounds between are
played for the two without the pages), hidden cards never on another seat's page,
accessibility and screenshots."""

from __future__ import annotations

import itertools
import json
import random
import time

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from dictionary.solver import solve
from tests.web.conftest import assert_accessible
from tests.web.fast_forward import assert_clicked, middle_without_pages
from tests.web.quiddler_helpers import (
    arrange,
    checker,
    fits_a_phone,
    hidden_cards_checked,
    hidden_fragment_checked,
    hidden_json_checked,
    pool,
    send_arranged,
    server_state,
)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LAST_ROUND = 8
# the kinds of move the whole game by clicks always made when every move was clicked (all of
# them still are: the first and the last round are clicked, and the rounds between are played
# without the pages only once these and a plain discard have been clicked; a game in which no
# discard comes up is clicked to its end, as before)
CLICKED = {"draw", "go_out", "lay_down"}
BEFORE_THE_MIDDLE = CLICKED | {"discard"}


def mover_of(people):
    """The player whose page offers a move (a legal button or the arranger)."""
    for p in people:
        if p.legal_buttons():
            return p
    return None


def take_turn_part(mover, rng: random.Random, words) -> str:
    """One command as a person sends it: draw (mostly from the deck), then go out when the
    hand allows, lay words on a final turn, else discard a card at random. Returns its type."""
    buttons = mover.legal_buttons()
    draws = [(b, c) for b, c in buttons if c["type"] == "draw"]
    if draws:
        button, cmd = rng.choice(draws) if rng.random() < 0.3 else draws[0]
        mover.click_command(button)
        return "draw"
    box = mover.page.locator("#game [data-arranger]")
    mode = box.get_attribute("data-mode") if box.count() else None
    hand = pool(mover) if mode else []
    play = None
    if mode == "go_out":
        play = solve(hand, words, go_out=True)
    elif mode == "lay_down":
        play = solve(hand, words, discard=True)
        play = play if play and play["words"] else None
    if play:
        arrange(mover, play["words"], play["discard"] if mode == "lay_down" else None)
        # the dictionary's answer is on the page before sending: every word found
        mover.page.locator("#game [data-words] .q-ok").nth(len(play["words"]) - 1).wait_for()
        assert mover.page.locator("#game [data-check]").inner_text() == "Ready to send."
        mover.page.wait_for_function(
            "() => !document.querySelector('#game [data-send]').disabled")
        send_arranged(mover)
        assert not mover.page.locator("#game .refusal").count()
        return mode
    button, _cmd = rng.choice(buttons)
    mover.click_command(button)
    return "discard"


def test_a_whole_game_to_its_end(players):
    began = time.monotonic()
    alice, bob = players("alice", "bob")
    gid = alice.create_game("quiddler", invite=["bob"], **{"hints-quiddler": True})
    bob.accept_from_inbox(gid)
    alice.open_game(gid)
    assert alice.status() == "active"
    words = checker(server_state(gid))
    rng = random.Random(22)
    people = (alice, bob)
    sent: list[str] = []
    hinted, middle = False, 0
    while alice.status() != "finished":
        mover = mover_of(people)
        assert mover is not None, "nobody has a move in an active game"
        if not hinted and mover.page.locator("#game [data-hint]").count():
            mover.page.get_by_role("button", name="Hint").click()
            mover.page.locator("#game [data-hint-text]", has_text="Hint: ").wait_for()
            hinted = True
        sent.append(take_turn_part(mover, rng, words))
        now = mover.version()
        other = bob if mover is alice else alice
        other.wait_for_version(now)  # without a reload
        assert len(sent) < 400, "the game does not end"
        if not middle and server_state(gid)["round"] > 1:
            # the first round (and the next while a kind of move was not clicked yet) by
            # clicks, the rounds up to the last one without the pages, the last by clicks
            middle = middle_without_pages(gid, people, BEFORE_THE_MIDDLE,
                                          lambda s: s["round"] >= LAST_ROUND)
    state = server_state(gid)
    assert state["phase"] == "finished" and state["round"] == LAST_ROUND
    assert hinted and "go_out" in sent and "lay_down" in sent  # both through the arranger
    assert_clicked(people, CLICKED)
    winners = {"0": "alice", "1": "bob"}
    names = [winners[s] for s in state["winners"]]
    for p in people:
        p.page.locator("#game .result").wait_for()
        text = p.page.locator("#game .result .winners").inner_text()
        assert all(n in text for n in names), (text, names)
        assert p.page.locator("#game .q-turn").inner_text().startswith("The game is over")
        assert not p.legal_buttons()
    assert_accessible(alice.page, "on the finished Quiddler game")
    assert fits_a_phone(alice) <= 390
    alice.screenshot("quiddler-finished")
    alice.screenshot("quiddler-finished", phone=True)
    assert not alice.console_errors and not bob.console_errors, (alice.console_errors,
                                                                 bob.console_errors)
    print(f"quiddler whole game: {len(sent)} commands by clicks and {middle} without the "
          f"pages in {time.monotonic() - began:.1f} s")


def record(player, seen: list):
    """Every finished response of the page under /games/ or /api/ (url, body)."""
    def on_finished(request):
        if "/games/" not in request.url and "/api/" not in request.url:
            return
        response = request.response()
        if response is None or not 200 <= response.status < 300 and response.status != 409:
            return
        seen.append((request.url, response))
    player.page.on("requestfinished", on_finished)


def test_hidden_cards_stay_hidden_mid_game(players):
    alice, bob, carol = players("alice", "bob", "carol")
    gid = alice.create_game("quiddler", invite=["bob"], private=False)
    bob.accept_from_inbox(gid)
    seen: dict[str, list] = {"alice": [], "bob": [], "carol": []}
    people = {"0": alice, "1": bob}
    for p in (alice, bob, carol):
        record(p, seen[p.username])
        p.open_game(gid)
    rng = random.Random(5)
    # two whole turns (draw + discard), then the next player draws and tries words
    for _ in range(5):
        mover = mover_of((alice, bob))
        button, _cmd = rng.choice(mover.legal_buttons())
        now = mover.click_command(button)
        for p in (alice, bob, carol):
            p.wait_for_version(now)
    state = server_state(gid)
    seat = state["turn"]
    mover = people[seat]
    assert state["drawn"] and mover.page.locator("#game [data-arranger]").is_visible()
    # a "word" that is not one: every card but the last, in the order held; the arranger
    # says so before sending, and the server refuses it with its own message
    hand = pool(mover)
    # by keyboard alone: Enter on a card puts it in a word, and the focus stays in the cards
    box = mover.page.locator("#game [data-arranger]")
    box.locator("[data-pool] button").first.focus()
    mover.page.keyboard.press("Enter")
    assert box.locator("[data-words] li").count() == 1
    assert box.locator("[data-pool] button").count() == len(hand) - 1
    assert mover.page.evaluate(
        "() => document.activeElement.closest('[data-pool]') !== null")
    box.get_by_role("button", name="Put every card back").focus()
    mover.page.keyboard.press("Space")
    assert box.locator("[data-words] li").count() == 0
    words = checker(state)
    # some order of the hand (less one card) that is not a word (a 3-card hand may be one
    # in every order: then two cards, or one)
    junk = next(list(p) for n in (len(hand) - 1, 2, 1)
                for p in itertools.permutations(hand[:n]) if not words.is_word("".join(p)))
    arrange(mover, [junk])
    mover.page.locator("#game [data-words] .q-bad", has_text="not in the dictionary").wait_for()
    send_arranged(mover)
    refusal = mover.page.locator("#game .refusal[data-code='not_a_word']")
    assert "is not in the dictionary" in refusal.inner_text()
    # the arrangement survives the refusal, to be changed (the module puts it back once the
    # redrawn table is mounted: wait for it)
    expect(mover.page.locator("#game [data-words] li")).to_have_count(1)

    state = server_state(gid)
    hands = state["hands"]
    for viewer, own_seat in ((alice, "0"), (bob, "1"), (carol, None)):
        html = viewer.page.content()
        own = hands[own_seat] if own_seat is not None else []
        others = {s: h for s, h in hands.items() if s != own_seat}
        hidden_cards_checked(html, own, others)
        fetched = 0
        for url, response in seen[viewer.username]:
            try:
                body = response.body().decode()
            except PlaywrightError:  # a body the browser no longer keeps (a later redraw)
                continue
            if "/api/" in url:
                hidden_json_checked(json.loads(body), own if own_seat else None, own_seat)
            else:
                hidden_fragment_checked(body, own_seat, list(hands))
            fetched += 1
        assert fetched >= 3, (viewer.username, [u for u, _ in seen[viewer.username]])
    # the watcher has no moves and no hand
    assert not carol.legal_buttons() and not carol.page.locator("[data-arranger]").count()

    assert_accessible(mover.page, "on the Quiddler table mid-game, arranging words")
    assert_accessible(carol.page, "on the Quiddler table as a watcher")
    assert fits_a_phone(mover) <= 390 and fits_a_phone(carol) <= 390
    mover.screenshot("quiddler-mid-game")
    mover.screenshot("quiddler-mid-game", phone=True)
    carol.screenshot("quiddler-watcher")
    for p in (alice, bob, carol):
        # the refused send is the one error a browser logs (its 422 answer)
        errors = [e for e in p.console_errors if "status of 422" not in e or p is not mover]
        assert not errors, (p.username, errors)
