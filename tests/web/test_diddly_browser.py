"""Diddly in the browser: two people play a whole game, its first and last rounds by clicking
what a person clicks (the rounds between are played for them without the pages), each page
following the other's moves without a reload; no page (nor anything it fetches) holds a card
its viewer may not see; the table passes axe mid-game and at the end."""

from __future__ import annotations

import random
import time

import pytest

from tests.web.conftest import assert_accessible
from tests.web.diddly_browser import (
    check_page_hides,
    engine_state,
    mover_of,
    play_one,
    record_responses,
)
from tests.web.fast_forward import assert_clicked, middle_without_pages, sent_kinds

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LAST_ROUND = 5
# the kinds of move the whole game by clicks always made when every move was clicked (all of
# them still are: the first and the last round are clicked); the rounds between are played
# without the pages only once these and a power's two answers have been clicked (a game in
# which no peek comes up is clicked to its end, as before)
CLICKED = {"reveal", "draw", "place"}
BEFORE_THE_MIDDLE = CLICKED | {"peek", "skip_power"}


def test_two_players_play_a_whole_game_to_its_result(players):
    started = time.monotonic()
    alice, bob = players("alice", "bob")
    gid = alice.create_game("diddly", invite=["bob"])
    bob.accept_from_inbox(gid)
    alice.open_game(gid)
    people = [alice, bob]
    rng = random.Random(22)
    moves, middle, last_round_clicks = 0, 0, 0
    while alice.status() != "finished" and moves < 400:
        # every kind of move first, then as a person might
        play_one(people, rng, want=BEFORE_THE_MIDDLE - sent_kinds(people))
        moves += 1
        rounds = len(engine_state(gid)["rounds"])
        if 1 <= rounds < LAST_ROUND - 1 and not middle:
            # the first round (and the next while a kind of move was not clicked yet) by
            # clicks, then the rounds up to the last one without the pages
            middle = middle_without_pages(gid, people, BEFORE_THE_MIDDLE,
                                          lambda s: len(s["rounds"]) >= LAST_ROUND - 1)
        elif rounds == LAST_ROUND - 1:  # the last round by clicks again
            last_round_clicks += 1
            if last_round_clicks == 10:  # the table passes axe (a later round, cards in play)
                assert_accessible(alice.page, "on the Diddly table mid-game")
    assert last_round_clicks >= 10  # (so the axe check above ran)
    assert_clicked(people, CLICKED)
    for p in people:
        p.page.wait_for_function("() => document.getElementById('game').dataset.status "
                                 "=== 'finished'")
    state = engine_state(gid)
    assert state["phase"] == "finished" and len(state["rounds"]) == 5
    names = {"0": "alice", "1": "bob"}
    winners = [names[w] for w in state["winners"]]
    for p in people:
        result = p.page.locator("#game .result .winners").inner_text()
        assert all(w in result for w in winners), result
        assert mover_of([p])[0] is None  # nothing left to press
        rows = p.page.locator("#game .diddly-scores tbody tr")
        assert rows.count() == 5
        assert p.page.locator("#game .diddly-board .card.down").count() == 0
    assert_accessible(alice.page, "on the finished Diddly game")
    alice.screenshot("diddly-finished")
    alice.screenshot("diddly-finished", phone=True)
    assert not alice.console_errors and not bob.console_errors
    print(f"\n{moves} moves by clicks and {middle} without the pages in "
          f"{time.monotonic() - started:.1f} s")


def test_no_page_holds_a_card_its_viewer_may_not_see(players):
    alice, bob, carol = players("alice", "bob", "carol")
    gid = alice.create_game("diddly", invite=["bob"], private=False)
    bob.accept_from_inbox(gid)
    alice.open_game(gid)
    carol.open_game(gid)  # a watcher of a public game
    seats = [alice, bob]
    people = [alice, bob, carol]
    rng = random.Random(5)
    while engine_state(gid)["phase"] != "play":  # the setup, then a few turns
        play_one(seats, rng)
    for _ in range(4):
        play_one(seats, rng)
    carol.wait_for_version(alice.version())
    logs = {p.username: record_responses(p) for p in people}
    checked, held_by_other = 0, 0
    for _ in range(8):
        for log in logs.values():
            log.clear()
        now = play_one(seats, rng)
        carol.wait_for_version(now)
        state = engine_state(gid)
        hand = state["hand"]
        for p, seat in ((alice, "0"), (bob, "1"), (carol, None)):
            checked += check_page_hides(p, logs[p.username], gid, seat)
            if hand and hand["source"] == "deck" and hand["player"] != seat:
                held_by_other += 1
        if hand and hand["source"] == "deck" and hand["player"] == "1":
            alice.screenshot("diddly-mid-game")  # bob holds a card alice may not see
            alice.screenshot("diddly-mid-game", phone=True)
            carol.screenshot("diddly-mid-game-watcher")
    assert checked > 50 and held_by_other > 0
    assert_accessible(alice.page, "on the Diddly table mid-game (a seat)")
    assert_accessible(carol.page, "on the Diddly table mid-game (a watcher)")
