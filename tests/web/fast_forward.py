"""The middle of a whole game played for the people at a browser test without their pages.

A whole game by clicks costs about half a second per move (every page renders every move, and
the test waits for each); most of those moves repeat states the pages have already shown. So
a whole-game test clicks the opening and the ending, and ``middle_without_pages`` makes the
moves in between for the same accounts through the service layer, as a script client would:
each is the move the kind's ``basic`` bot would choose for that seat, sent with
``command_submit`` as the person (not marked as a bot's). The open pages follow those moves
live like any other. It starts only once the pages have sent every kind of move the test names,
and ``assert_clicked`` checks at the end that the kinds a whole game by clicks always made were
still clicked (both count the pages' own POSTs), so what the pages are tested with does not
shrink.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from django.contrib.auth import get_user_model

from events import store
from games import bots, clocks
from games.domain.stream import LOBBY_TYPES, effective_history
from games.folders import GameFolder
from games.models import Game
from games.services.commands import command_submit

SEED = "fast-forward"  # the bots' seed: the same moves for the same game on every run


def play_without_pages(game_id: str, until: Callable[[dict], bool], *,
                       limit: int = 2_000) -> int:
    """Make the seats' moves (the ``basic`` bot's choice for whoever may act, in seat order)
    until ``until(engine_state)`` holds or the game is over; returns how many were made."""
    game = Game.objects.get(id=game_id)
    folder = GameFolder.of(game)
    users = get_user_model().objects
    made = 0
    for turn in range(limit):
        state, version = store.load_state(game.id, folder)
        if state["lobby"]["status"] != "active" or until(state["engine"]):
            return made
        to_act = sorted(cast(dict, folder.outcome(state))["to_act"])
        assert to_act, "nobody may move"
        seat = to_act[turn % len(to_act)]
        log = [r.as_event() for r in effective_history(store.load(game.id))
               if r.type not in LOBBY_TYPES]
        command = bots.decide_for(folder.engine, log, seat, "basic", SEED, state=state["engine"],
                                  budget_ms=None, max_iterations=None, now_ms=clocks.now_ms())
        if command is not None:
            command_submit(game_id=game.id, user=users.get(id=state["lobby"]["players"][seat]),
                           command=command, expected_version=version)
            made += 1
    raise AssertionError(f"still not there after {limit} turns")


def sent_kinds(people) -> set[str]:
    """The command types the pages of ``people`` have sent (their forms' POSTs)."""
    return {c["type"] for p in people for c in p.commands}


def middle_without_pages(game_id: str, people, before: set[str],
                         until: Callable[[dict], bool]) -> int:
    """Once the pages of ``people`` have sent every kind of move in ``before``: play the game
    without them until ``until(engine_state)`` holds, then wait until every page shows it
    (without a reload). Returns how many moves were made (0: not every kind was sent yet)."""
    if not before <= sent_kinds(people):
        return 0
    made = play_without_pages(game_id, until)
    version = store.current_version(game_id)
    for person in people:
        person.wait_for_version(version)
    return made


def assert_clicked(people, expected: set[str]) -> None:
    """Every kind of move in ``expected`` (the command types the test's whole game always made
    by clicks when it clicked every move) was still sent by a page of ``people``."""
    sent = sent_kinds(people)
    assert expected <= sent, f"no page sent a {sorted(expected - sent)} move (sent: {sorted(sent)})"
