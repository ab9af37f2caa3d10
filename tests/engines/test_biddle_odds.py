"""Exact Biddle odds (odds.py): brute force, Monte Carlo, the deck's difficulty spread (B1)."""

from __future__ import annotations

import itertools
import random
import time
from collections import Counter
from functools import cache

import pytest

from games.kinds.biddle.rules import odds
from games.kinds.biddle.rules.challenges import satisfies
from games.kinds.biddle.rules.deck import BY_ID, CARDS

ALL_ROLLS = Counter(tuple(sorted(r)) for r in itertools.product(range(1, 7), repeat=6))


def test_one_roll_equals_enumeration_of_all_46656_rolls():
    """P(1 roll) must be exactly (rolls meeting the card) / 6^6, for every card."""
    for card in CARDS:
        hits = sum(n for dice, n in ALL_ROLLS.items() if satisfies(card, list(dice)))
        assert odds.chance_from_scratch(card, 1) == pytest.approx(hits / 6 ** 6, abs=1e-15)


def _brute_force(challenge):
    """Expectimax written the plain way: keep any sub-multiset, enumerate every outcome of the
    re-rolled dice at once (not one die at a time, as odds.py does)."""

    @cache
    def met(dice):
        return satisfies(challenge, list(dice))

    @cache
    def outcomes(n):
        counts = Counter(tuple(sorted(o)) for o in itertools.product(range(1, 7), repeat=n))
        return [(o, c / 6 ** n) for o, c in counts.items()]

    @cache
    def keep_then_roll(kept, left):
        return sum(p * value(tuple(sorted(kept + o)), left) for o, p in outcomes(6 - len(kept)))

    @cache
    def value(dice, left):
        if met(dice):
            return 1.0
        if left == 0:
            return 0.0
        return max(keep_then_roll(kept, left - 1)
                   for n in range(6) for kept in set(itertools.combinations(dice, n)))

    return value, keep_then_roll


@pytest.mark.parametrize("card_id", ["c48", "c26", "c38"])
def test_dp_equals_brute_force_expectimax(card_id):
    card = BY_ID[card_id]
    value, keep_then_roll = _brute_force(card["challenge"])
    for rolls in (1, 2, 3):
        assert odds.chance_from_scratch(card, rolls) == pytest.approx(
            keep_then_roll((), rolls - 1), abs=1e-12)
    rng = random.Random(card_id)
    for _ in range(20):
        dice = [rng.randint(1, 6) for _ in range(6)]
        for left in (0, 1, 2):
            assert odds.chance(card, dice, left) == pytest.approx(
                value(tuple(sorted(dice)), left), abs=1e-12)


def test_from_scratch_is_the_mean_over_first_rolls():
    """P(k rolls from scratch) = mean over the first roll of six of P(those dice, k-1 left)."""
    card = BY_ID["c29"]
    for k in (1, 4, 9):
        mean = sum(n * odds.chance(card, list(d), k - 1) for d, n in ALL_ROLLS.items()) / 6 ** 6
        assert odds.chance_from_scratch(card, k) == pytest.approx(mean, abs=1e-12)


def test_best_reroll_achieves_the_chance_and_keeps_the_useful_dice():
    card = BY_ID["c39"]  # five 6s
    chance, reroll = odds.best_reroll(card, [6, 2, 6, 6, 1, 6], 3)
    assert reroll == [1, 4]  # keep the four 6s, re-roll the 2 and the 1
    assert chance == pytest.approx(odds.chance(card, [6, 2, 6, 6, 1, 6], 3))
    assert chance == pytest.approx(1 - (5 / 6) ** 6, abs=1e-12)  # two dice, three rolls
    # With dice that already meet the card nothing is rolled; with no roll left the chance is 0.
    assert odds.best_reroll(card, [6, 6, 6, 6, 6, 1], 2) == (1.0, [])
    assert odds.best_reroll(card, [6, 6, 6, 6, 1, 1], 0) == (0.0, [])


def test_more_rolls_never_hurt():
    for card in CARDS[::5]:
        table = odds.chances(card, 12)
        assert all(a <= b + 1e-15 for a, b in itertools.pairwise(table))
        assert 0 < table[-1] <= 1


def _monte_carlo(card, rolls, games, rng):
    wins = 0
    for _ in range(games):
        dice = [rng.randint(1, 6) for _ in range(6)]
        used = 1
        while not satisfies(card, dice) and used < rolls:
            _, reroll = odds.best_reroll(card, dice, rolls - used)
            for i in reroll:
                dice[i] = rng.randint(1, 6)
            used += 1
        wins += satisfies(card, dice)
    return wins / games


@pytest.mark.parametrize("card_id, rolls", [("c26", 5), ("c48", 10), ("c33", 6)])
def test_monte_carlo_following_the_hints_matches(card_id, rolls):
    card = BY_ID[card_id]
    exact = odds.chance_from_scratch(card, rolls)
    games = 1500
    seen = _monte_carlo(card, rolls, games, random.Random(card_id))
    sigma = (exact * (1 - exact) / games) ** 0.5
    assert abs(seen - exact) < 4 * sigma, (seen, exact)


def test_b1_difficulty_spread_covers_1_to_12_rolls():
    """Ruling B1: for every n in 1..12 some card first reaches 50% at n rolls (optimal play)."""
    needed = {card["id"]: odds.rolls_needed(card, 0.5, limit=12) for card in CARDS}
    assert all(n is not None for n in needed.values()), needed
    assert set(needed.values()) == set(range(1, 13))
    # deck.json lists the cards from easiest to hardest
    assert list(needed.values()) == sorted(needed.values())


def test_results_are_cached_by_challenge():
    card = BY_ID["c50"]
    odds.cache_clear()
    start = time.perf_counter()
    first = odds.chances(card, 12)
    cold = time.perf_counter() - start
    start = time.perf_counter()
    second = odds.chances({"challenge": dict(card["challenge"])}, 12)  # same challenge, new dict
    warm = time.perf_counter() - start
    assert first == second
    assert odds._solver.cache_info().hits >= 1
    assert warm < cold
