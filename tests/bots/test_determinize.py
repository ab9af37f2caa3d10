"""The strong bots' determinizations: full states that show the bot exactly what it sees.

A determinization deals the cards the bot cannot see at random; if it ever disagreed with the
bot's own view (a card it holds, a face-up card, a hand size), the search would simulate a game
the bot is not playing.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games import kinds
from games.bots.base import Observer
from games.kinds.diddly import bots as diddly
from games.kinds.dikdik import bots as dikdik
from tests.engines.harness import play_random

CASES = {"diddly": (diddly.determinize, ["0", "1", "2"]),
         "dikdik": (dikdik.determinize, ["0", "1", "2", "3"])}


@pytest.mark.parametrize("kind", list(CASES))
def test_a_determinization_shows_the_bot_its_own_view(kind):
    determinize, players = CASES[kind]
    engine = kinds.engine(kind)
    checked = 0

    def check(table):
        nonlocal checked
        if engine.outcome(table.state)["finished"]:
            return
        for seat in engine.outcome(table.state)["to_act"]:
            observer = Observer(engine, seat)
            observer.add(table.events)
            obs = observer.observation(table.state)
            world = determinize(obs, random.Random(checked))
            assert engine.view(world, seat) == obs.view
            assert engine.legal_commands(world, seat) == list(obs.legal)
            if kind == "dikdik":  # nobody holds both cards of a species (they would be laid)
                for hand in world["hands"].values():
                    assert all(n == 1 or c == dikdik.DIK_DIK for c, n in Counter(hand).items())
            checked += 1

    for seed in range(4):
        play_random(engine, players, seed, on_step=check)
    assert checked > 100
