"""pairing.rules: which seeks may share a table, and the greedy oldest-first pick (pure)."""

from __future__ import annotations

import pytest

from pairing.rules import Want, compatible, in_range, pick, rating_range_problem, terms_key


def w(seek, user, rating=1500, low=None, high=None):
    return Want(seek=seek, user=user, rating=rating, low=low, high=high)


def test_terms_compare_clocks_in_ms_and_tell_untimed_apart():
    one_day = {"per_move": "P1D", "bank": None, "per_move_ms": 86_400_000, "bank_ms": 0}
    same = {"per_move": "PT24H", "bank": None, "per_move_ms": 86_400_000, "bank_ms": 0}
    assert terms_key("diddly", 2, one_day, "forfeit") == terms_key("diddly", 2, same, "forfeit")
    assert terms_key("diddly", 2, one_day, "forfeit") != terms_key("diddly", 2, None, "forfeit")
    assert terms_key("diddly", 2, None, "forfeit") != terms_key("diddly", 2, None, "autopilot")
    assert terms_key("diddly", 2, None, "forfeit") != terms_key("diddly", 3, None, "forfeit")
    assert terms_key("diddly", 2, None, "forfeit") != terms_key("dikdik", 2, None, "forfeit")


@pytest.mark.parametrize(("rating", "low", "high", "inside"), [
    (1500, None, None, True), (1500, 1500, 1500, True), (1499, 1500, None, False),
    (1601, None, 1600, False), (1600, 1400, 1600, True)])
def test_in_range_is_inclusive_and_open_ended(rating, low, high, inside):
    assert in_range(rating, low, high) is inside


def test_compatible_needs_two_players_unseparated_each_inside_the_others_range():
    assert compatible(w(1, 1), w(2, 2), {})
    assert not compatible(w(1, 1), w(2, 1), {})  # one player's two seeks
    assert not compatible(w(1, 1), w(2, 2), {1: {2}})
    assert not compatible(w(1, 1), w(2, 2), {2: {1}})  # a block either way
    assert not compatible(w(1, 1, rating=1400), w(2, 2, low=1450), {})
    assert not compatible(w(1, 1, low=1450), w(2, 2, rating=1400), {})
    assert compatible(w(1, 1, rating=1400, low=1300), w(2, 2, rating=1350, high=1400), {})


def test_pick_takes_the_oldest_compatible_candidates_and_waits_when_short():
    new = w("n", 9)
    pool = [w("a", 1, rating=1200), w("b", 2), w("c", 3), w("d", 4)]
    assert [x.seek for x in pick(new, pool, 2, {})] == ["n", "a"]
    assert [x.seek for x in pick(new, pool, 3, {})] == ["n", "a", "b"]
    assert pick(new, pool[:1], 3, {}) is None
    # b refuses a (a block): the table of three is n, a, c
    assert [x.seek for x in pick(new, pool, 3, {2: {1}})] == ["n", "a", "c"]
    # the newcomer's range leaves a out
    assert [x.seek for x in pick(w("n", 9, low=1300), pool, 2, {})] == ["n", "b"]


def test_pick_never_seats_one_player_twice():
    new = w("n", 9)
    assert pick(new, [w("a", 1), w("a2", 1), w("x", 9)], 3, {}) is None
    assert [x.user for x in pick(new, [w("a", 1), w("a2", 1), w("b", 2)], 3, {})] == [9, 1, 2]


@pytest.mark.parametrize("value", [None, {}, {"min": 1}, {"max": 2}, {"min": 1, "max": 1},
                                   {"min": None, "max": 1600}])
def test_good_ranges(value):
    assert rating_range_problem(value) is None


@pytest.mark.parametrize("value", [5, "1500", [], {"min": 2, "max": 1}, {"min": "1"},
                                   {"min": 1.5}, {"max": True}, {"low": 1}, {"min": 10**9}])
def test_bad_ranges(value):
    assert rating_range_problem(value)
