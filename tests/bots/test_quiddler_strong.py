"""Quiddler ``strong``: the draw by expected value, on constructed deals (the tests' small word
list, where every two-card text is a word, so any hand of four cards or more can go out)."""

from __future__ import annotations

import random
from collections import Counter

from games.bots import Budget
from games.kinds.quiddler import bots as quiddler
from games.kinds.quiddler.rules.cards import full_deck

from .support import QUIDDLER_OPTIONS, choice, observe, replay

LOW = ["e", "a", "o", "i"]  # four cards of 2 points: any fifth card is worth more kept


def _round_two(hand: list[str], top: str):
    """Round 2 (four cards), seat 0 first, ``top`` on the discard pile, seat 0 to draw."""
    options = {**QUIDDLER_OPTIONS, "setup": {"hands": {"0": hand}, "draw": [top], "round": 2}}
    events, state = replay("quiddler", ["0", "1"], options, [], seed=7)
    obs = observe("quiddler", events, state, "0")
    assert obs.view["turn"] == "0" and not obs.view["drawn"], obs.view
    return obs


def test_strong_leaves_a_cheap_discard_for_the_deck_where_basic_takes_it():
    obs = _round_two(LOW, "e")
    # basic takes any card that lets it go out; the deck's mean card is worth more than an E
    assert choice(obs, "basic", seed=1) == {"type": "draw", "source": "discard"}
    assert choice(obs, "strong", seed=1, iterations=200) == {"type": "draw", "source": "deck"}


def test_strong_takes_a_valuable_discard():
    obs = _round_two(LOW, "z")
    assert choice(obs, "strong", seed=1, iterations=200) == {"type": "draw", "source": "discard"}


def test_the_unseen_cards_are_the_deck_less_what_the_seat_sees():
    obs = _round_two(LOW, "z")
    pool = quiddler.unseen(obs.view)
    assert sum(pool.values()) == len(full_deck()) - 4 - 1
    assert pool["z"] == Counter(full_deck())["z"] - 1
    assert pool["e"] == Counter(full_deck())["e"] - 1


def test_strong_is_deterministic_under_an_iteration_cap():
    obs = _round_two(LOW, "t")
    answers = {str(choice(obs, "strong", seed=s, iterations=5)) for s in range(3)}
    assert len(answers) == 1


def test_the_bonus_swing_counts_a_bonus_taken_alone_shared_or_lost():
    play = {"words": [["t", "r", "a", "i", "n"], ["a", "t"]], "score": 0}  # longest 5, 2 words
    assert quiddler._bonus_swing(play, [[(4, 2)]]) == 10  # longest alone; words tied
    assert quiddler._bonus_swing(play, [[(5, 3)]]) == -10  # longest tied; fewer words
    assert quiddler._bonus_swing(play, [[(6, 1), (6, 1)]]) == 10  # the others tie on longest
    assert quiddler._bonus_swing(play, [[(6, 1), (2, 1)]]) == 10 - 10 / 2
    assert quiddler._bonus_swing(play, [[(4, 2)], [(6, 3)]]) == (10 - 20) / 2  # two samples


def test_strong_samples_only_the_seats_still_to_lay():
    obs = _round_two(LOW, "t")
    view = obs.view
    rivals = quiddler._rivals(view, "0", quiddler._checker(view), random.Random(3),
                              Budget(ms=None, max_iterations=100))
    assert len(rivals) == quiddler.RIVAL_SAMPLES
    assert all(len(sample) == 1 for sample in rivals)  # one other seat, still to lay
    final = {**view, "phase": "final", "final_turns_left": ["0"],
             "laid": {"0": [], "1": [["t", "h", "e"], ["a", "t"]]}}
    assert quiddler._rivals(final, "0", quiddler._checker(view), random.Random(3),
                            Budget(ms=None, max_iterations=100)) == [[(3, 2)]]


def test_strong_stays_within_its_iteration_cap(monkeypatch):
    calls = []
    real = quiddler.solve

    def counting(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(quiddler, "solve", counting)
    obs = _round_two(LOW, "t")
    choice(obs, "strong", seed=1, iterations=6)
    # 6 rival samples, then the discard top and 5 deck cards (one go-out solve each)
    assert len(calls) <= 6 + 1 + 5 + 2
