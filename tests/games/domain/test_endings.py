"""games.domain.endings: a result from an outcome (normal, a seat out, aborted, drawn), with the
seats on autopilot ranked after the others."""

from __future__ import annotations

from games.domain import endings


def test_results():
    outcome = {"winners": ["1"], "scores": {"0": 10, "1": 4, "2": 4, "3": 7}}
    assert endings.normal(outcome, lower_wins=True)["ranking"] == [["1"], ["2"], ["3"], ["0"]]
    out = endings.seat_out("timeout", "3", ["0", "1", "2", "3"], outcome, lower_wins=False)
    assert out["ranking"] == [["0"], ["1", "2"], ["3"]] and out["winners"] == ["0"]
    assert out["seat"] == "3" and out["reason"] == "timeout" and not out["void"]
    assert endings.seat_out("resign", "0", ["0", "1"], None, False)["ranking"] == [["1"], ["0"]]
    assert endings.aborted("1")["void"] and endings.aborted("1")["ranking"] is None
    assert endings.drawn(["0", "1"], None)["ranking"] == [["0", "1"]]
    assert set(endings.drawn(["0"], None)) == {"reason", "winners", "ranking", "void", "seat",
                                               "scores", "note", "dispute"}


def test_seats_on_autopilot_rank_after_the_others():
    outcome = {"winners": ["1"], "scores": {"0": 10, "1": 4, "2": 4, "3": 7}}
    out = endings.normal(outcome, lower_wins=True, gone=["1", "3"])
    assert out["ranking"] == [["2"], ["0"], ["1"], ["3"]] and out["winners"] == ["2"]
    out = endings.seat_out("resign", "0", ["0", "1", "2", "3"], outcome, lower_wins=True,
                           gone=["1"])
    assert out["ranking"] == [["2"], ["3"], ["1"], ["0"]] and out["winners"] == ["2"]
    assert endings.demote([["0", "1"], ["2"]], ["0"]) == [["1"], ["2"], ["0"]]
