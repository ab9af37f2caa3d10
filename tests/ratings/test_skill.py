"""ratings.skill: openskill's Plackett–Luce over plain numbers, decay, ordinal, display."""

from __future__ import annotations

import math

import pytest
from openskill.models import PlackettLuce

from ratings import skill


def test_a_new_player_starts_at_openskills_defaults_and_shows_1500():
    assert skill.INITIAL == (25.0, 25.0 / 3.0)
    assert skill.ordinal(*skill.INITIAL) == pytest.approx(0.0)
    assert skill.display(*skill.INITIAL) == 1500


def test_rate_is_openskills_plackett_luce_exactly():
    ratings = [(25.0, 25 / 3), (28.0, 5.0), (20.0, 7.5)]
    places = [2, 1, 3]
    model = PlackettLuce()
    expected = model.rate([[model.rating(mu=m, sigma=s)] for m, s in ratings], ranks=places)
    assert skill.rate(ratings, places) == [(t[0].mu, t[0].sigma) for t in expected]


def test_the_winner_gains_the_loser_loses_and_both_grow_surer():
    (w_mu, w_sigma), (l_mu, l_sigma) = skill.rate([skill.INITIAL, skill.INITIAL], [1, 2])
    assert w_mu > 25 > l_mu and w_sigma < 25 / 3 and l_sigma < 25 / 3
    assert w_mu - 25 == pytest.approx(25 - l_mu)


def test_a_tie_moves_equal_players_alike():
    (a, b, c) = skill.rate([skill.INITIAL] * 3, [1, 1, 3])
    assert a == b and a[0] > c[0]
    # a draw between equals leaves their skill where it was
    (x, y) = skill.rate([skill.INITIAL] * 2, [1, 1])
    assert x == y and x[0] == pytest.approx(25.0)


def test_rate_is_deterministic_and_takes_two_to_eight():
    many = [(20.0 + i, 3.0 + i / 3) for i in range(8)]
    assert skill.rate(many, list(range(1, 9))) == skill.rate(many, list(range(1, 9)))
    for bad in ([skill.INITIAL], [skill.INITIAL] * 9):
        with pytest.raises(ValueError):
            skill.rate(bad, list(range(1, len(bad) + 1)))
    with pytest.raises(ValueError):
        skill.rate([skill.INITIAL] * 2, [1])


def test_decay_grows_the_uncertainty_up_to_a_new_players():
    assert skill.decayed(3.0, 0, 0.3) == 3.0
    assert skill.decayed(3.0, 100, 0) == 3.0
    assert skill.decayed(3.0, 100, 0.3) == math.sqrt(9 + 0.09 * 100)
    assert skill.decayed(3.0, 10_000, 0.3) == skill.SIGMA0
    assert skill.decayed(3.0, 50, 0.3) < skill.decayed(3.0, 51, 0.3)


def test_provisional_above_the_threshold():
    assert skill.provisional(6.01, 6.0) and not skill.provisional(6.0, 6.0)


def test_display_is_1500_plus_60_ordinal_rounded_half_away_from_zero():
    assert skill.display(30.0, 2.0) == 1500 + 60 * 24
    assert skill.display(25.0 + 1 / 120, 25 / 3) == 1501  # 1500.5 rounds up
    assert skill.display(0.0, 10.0) == 1500 - 60 * 30
    assert skill.display(-20.0, 4.0) == -int(math.floor(-(1500 + 60 * -32.0) + 0.5))
