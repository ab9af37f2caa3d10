"""Bots play whole games through the engine: every command they send is legal, and games
between bots that try to win end."""

from __future__ import annotations

import random

import pytest

from games.bots.arena import play_game
from tests.bots.support import QUIDDLER_OPTIONS

GAMES = 16
TABLES = {
    "diddly": [2, 3],
    "dikdik": [3, 4],
    "quiddler": [2, 3],
    "didi_dotter": [2, 3],
    "biddle": [2, 4],
}
OPTIONS = {"quiddler": QUIDDLER_OPTIONS}
# random players alone never go out in Quiddler, nor finish Didi Dotter: a table always has a
# basic or strong bot
MIXES = [("random", "basic"), ("basic", "strong"), ("strong", "random"), ("strong", "strong")]


@pytest.mark.parametrize("kind", list(TABLES))
def test_bot_games_end_without_an_illegal_move(kind):
    rng = random.Random(kind)
    for game in range(GAMES):
        n = TABLES[kind][game % 2]
        mix = MIXES[game % len(MIXES)]
        levels = [mix[i % 2] for i in range(n)]
        rng.shuffle(levels)
        # play_game raises BotMadeIllegalMove on any refused command
        result = play_game(kind, levels, seed=game, options=OPTIONS.get(kind),
                           max_iterations=6, max_commands=6000)
        assert result.finished, (kind, levels, game, result.commands)
        assert result.outcome["winners"]


def test_watch_sees_each_decision_before_it_is_made():
    """``play_game``'s ``watch`` is called once per command, before it, with the deciding seat,
    that seat's observation (what its bot is given) and the real state it was built from."""
    from games import kinds

    engine = kinds.engine("dikdik")
    seen = []

    def watch(seat, obs, state):
        assert obs.seat == seat
        assert obs.view == engine.view(state, seat)
        assert list(obs.legal) == engine.legal_commands(state, seat)
        assert seat in engine.outcome(state)["to_act"]
        seen.append((seat, len(obs.feed)))

    result = play_game("dikdik", ["basic"] * 3, seed=7, watch=watch)
    assert result.finished
    assert len(seen) == result.commands
    # before each decision, not after: a seat's feed grows between its decisions
    assert all(a[1] < b[1] for a, b in zip(seen, seen[1:], strict=False) if a[0] == b[0])
