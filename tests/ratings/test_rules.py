"""ratings.rules: which finished games count, and each seat's place."""

from __future__ import annotations

import pytest

from games.domain import endings
from ratings import rules

TWO = {"0": 10, "1": 11}
THREE = {"0": 10, "1": 11, "2": 12}


def test_a_normal_end_counts_with_competition_places():
    result = endings.normal({"winners": ["1"], "scores": {"0": 5, "1": 9, "2": 5}}, False)
    verdict = rules.judge(result, THREE, None, False)
    assert verdict == rules.Judgement(True, "counted", {"1": 1, "0": 2, "2": 2}, THREE)


def test_places_skip_after_a_tie():
    assert rules.places([["a", "b"], ["c"], ["d"]]) == {"a": 1, "b": 1, "c": 3, "d": 4}


@pytest.mark.parametrize("result", [
    endings.seat_out("timeout", "0", ["0", "1"], None, False),
    endings.seat_out("resign", "0", ["0", "1"], None, False),
])
def test_timeout_and_resign_count_the_leaver_last(result):
    verdict = rules.judge(result, TWO, {}, False)
    assert verdict.counted and verdict.places == {"1": 1, "0": 2}


def test_a_draw_counts_as_one_shared_place():
    verdict = rules.judge(endings.drawn(["0", "1", "2"], None), THREE, None, False)
    assert verdict.counted and verdict.places == {"0": 1, "1": 1, "2": 1}


@pytest.mark.parametrize(("result", "reason"), [
    (endings.aborted("0"), "aborted"),
    (endings.cancelled("declined"), "aborted"),
    (endings.annulled("cheating", 1), "annulled"),
    ({**endings.drawn(["0", "1"], None), "void": True}, "void"),
])
def test_void_endings_do_not_count(result, reason):
    assert rules.judge(result, TWO, None, False) == rules.Judgement(False, reason)


def test_a_bot_seated_from_the_start_stops_the_game_counting():
    result = endings.seat_out("resign", "1", ["0", "1"], None, False)
    assert rules.judge(result, TWO, {"1": "basic"}, False).reason == "bots"


def test_a_seat_on_autopilot_counts_for_its_player_where_ranked():
    # seat 0 left and a bot finished its game: the result ranks it last, its player is rated
    result = endings.normal({"winners": ["0"], "scores": {"0": 9, "1": 5, "2": 3}}, False,
                            gone=["0"])
    verdict = rules.judge(result, THREE, None, False)
    assert verdict.counted and verdict.places == {"1": 1, "2": 2, "0": 3}
    assert verdict.players["0"] == 10


@pytest.mark.parametrize(("players", "reason"), [
    ({"0": 10}, "too_few_players"),
    ({}, "too_few_players"),
    ({"0": 10, "1": 10}, "too_few_players"),  # one person in both seats
    ({str(i): i for i in range(9)}, "too_many_players"),
])
def test_seat_counts(players, reason):
    result = endings.drawn(list(players), None)
    assert rules.judge(result, players, None, False) == rules.Judgement(False, reason)


def test_a_normal_end_ranking_nobody_does_not_count():
    result = endings.normal({"winners": [], "scores": None}, False)
    assert result["ranking"] is None
    assert rules.judge(result, TWO, None, False).reason == "no_result"


def test_a_staff_set_result_ranks_winners_then_scores():
    result = endings.staff_set(["2"], {"0": 3, "1": 7, "2": 1}, "ruling", 1)
    assert rules.judge(result, THREE, None, False).places == {"2": 1, "1": 2, "0": 3}
    assert rules.judge(result, THREE, None, True).places == {"2": 1, "0": 2, "1": 3}
    no_scores = endings.staff_set(["1"], None, "ruling", 1)
    assert rules.judge(no_scores, THREE, None, False).places == {"1": 1, "0": 2, "2": 2}


def test_seats_the_ranking_leaves_out_share_the_last_place():
    result = endings.result("normal", winners=["0"], ranking=[["0"], ["9"]])
    assert rules.ranking(result, ["0", "1", "2"], False) == [["0"], ["1", "2"]]
