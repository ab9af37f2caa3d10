"""The middle of a whole game played for the people at a browser test without their pages.

A whole game by clicks costs about half a second per move (every page renders every move, and
the test waits for each); most of those moves repeat states the pages have already shown. So
a whole-game test clicks the opening and the ending, and ``play_without_pages`` makes the moves
in between for
the same accounts through the service layer, as a script client would: each is the move the
kind's ``basic`` bot would choose for that seat, sent with ``command_submit`` as the person
(not marked as a bot's). The open pages follow those moves live like any other. A test that
uses it also asserts that every kind of move its game made by clicks before is still made by a
click (``assert_clicked`` counts the pages' own POSTs), so what the pages are tested with does
not shrink.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import cast

from django.contrib.auth import get_user_model

from events import store
from games import bots, clocks
from games.domain.stream import LOBBY_TYPES, effective_history
from games.errors import RuleRefusal
from games.folders import GameFolder
from games.models import Game
from games.services.commands import command_submit

SEED = "fast-forward"  # the bots' seed: the same moves for the same game on every run


def play_without_pages(game_id: str, until: Callable[[dict], bool], *, limit: int = 2_000,
                       pace_s: float = 0.0) -> int:
    """Make the seats' moves (the ``basic`` bot's choice for whoever may act, in seat order)
    until ``until(engine_state)`` holds or the game is over; returns how many were made.

    ``pace_s``: the least time between two moves of one seat (a real-time game's pace); a
    move refused as too fast is sent again once it is allowed."""
    game = Game.objects.get(id=game_id)
    folder = GameFolder.of(game)
    users = get_user_model().objects
    last_by_seat: dict[str, float] = {}
    made = 0
    turn = 0
    while made < limit:
        state, version = store.load_state(game.id, folder)
        if state["lobby"]["status"] != "active" or until(state["engine"]):
            return made
        to_act = sorted(cast(dict, folder.outcome(state))["to_act"])
        assert to_act, "nobody may move"
        seat = to_act[turn % len(to_act)]
        turn += 1
        wait = last_by_seat.get(seat, 0.0) + pace_s - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        log = [r.as_event() for r in effective_history(store.load(game.id))
               if r.type not in LOBBY_TYPES]
        now = clocks.now_ms()
        command = bots.decide_for(folder.engine, log, seat, "basic", SEED, state=state["engine"],
                                  budget_ms=None, max_iterations=None, now_ms=now)
        if command is None:
            continue
        user = users.get(id=state["lobby"]["players"][seat])
        try:
            command_submit(game_id=game.id, user=user, command=command,
                           expected_version=version, now_ms=now)
        except RuleRefusal as exc:
            assert exc.code == "too_fast", (seat, command, exc.code)
            continue
        last_by_seat[seat] = time.monotonic()
        made += 1
    raise AssertionError(f"still not there after {limit} moves")


def catch_up(game_id: str, people) -> int:
    """Wait until every page in ``people`` shows the game as it is now (without a reload);
    returns that version."""
    version = store.current_version(game_id)
    for person in people:
        person.wait_for_version(version)
    return version


def assert_clicked(people, expected: set[str]) -> None:
    """Every kind of move in ``expected`` (the command types the test's whole game always made
    by clicks when it clicked every move) was still sent by a page of ``people``."""
    sent = {c["type"] for p in people for c in p.commands}
    missing = expected - sent
    assert not missing, f"no page sent a {sorted(missing)} move (it sent {sorted(sent)})"
