"""games.domain.time_control: durations, clock options and their limits, and the clocks' pure
rules (start, restart, bank, expiry, pause and resume)."""

from __future__ import annotations

import pytest

from games.domain import time_control as tc

H, D = tc.HOUR_MS, tc.DAY_MS


CFG = {"per_move": "P1D", "bank": "P2D", "per_move_ms": D, "bank_ms": 2 * D}


def test_durations():
    assert tc.duration_ms("P3D", "x") == 3 * D
    assert tc.duration_ms("PT1H30M", "x") == 90 * 60_000
    assert tc.duration_ms("P1DT12H", "x") == 36 * H
    for bad in ("3 days", "P", "P1Y", "P1W", "", None, 5, "-P1D", "P0D", "PT0S", "P1DX"):
        with pytest.raises(tc.ClockError):
            tc.duration_ms(bad, "x")


def test_validate_defaults_and_limits():
    cfg, policy = tc.validate(..., ..., realtime=False)
    assert (cfg["per_move_ms"], cfg["bank_ms"], policy) == (3 * D, 0, "forfeit")
    assert tc.validate(None, ..., realtime=False) == (None, "forfeit")
    assert tc.validate(..., ..., realtime=True) == (None, "forfeit")
    assert tc.validate({"per_move": "PT1H"}, "forfeit", realtime=False)[0]["per_move_ms"] == H
    assert tc.validate({"per_move": "P14D"}, ..., realtime=False)[0]["per_move_ms"] == 14 * D
    for clock, code in [({"per_move": "PT59M59S"}, "clock_out_of_range"),
                        ({"per_move": "P14DT1S"}, "clock_out_of_range"),
                        ({"bank": "P1D", "per_move": "nope"}, "invalid_clock"),
                        ([], "invalid_clock")]:
        with pytest.raises(tc.ClockError) as exc:
            tc.validate(clock, ..., realtime=False)
        assert exc.value.code == code


def _start(seats=("0", "1")):
    return tc.fold(tc.initial(CFG, seats), tc.CLOCK_STARTED,
                   tc.advance(CFG, tc.initial(CFG, seats), [], ["0"], set(), 0, {}))


def test_a_clock_starts_for_the_seat_due_and_restarts_on_its_moves():
    c = _start()
    assert c["0"]["deadline_ms"] == 3 * D and c["1"]["deadline_ms"] is None
    # seat 0 moves at 2 days (1 day over its move time) and stays due: restart, bank 1 day
    data = tc.advance(CFG, c, ["0"], ["0"], {"0"}, 2 * D, {})
    assert data["started"] == ["0"] and data["clocks"]["0"]["bank_ms"] == D
    c = tc.fold(c, tc.CLOCK_STARTED, data)
    assert c["0"]["deadline_ms"] == 2 * D + D + D
    # seat 1's move does not touch seat 0's clock while both are due
    assert tc.advance(CFG, c, ["0", "1"], ["0", "1"], {"1"}, 2 * D, {})["clocks"].keys() \
        == {"1"}
    # seat 0 hands over: its clock stops, seat 1's starts
    data = tc.advance(CFG, c, ["0"], ["1"], {"0"}, 2 * D + H, {})
    assert data["stopped"] == ["0"] and data["started"] == ["1"]
    assert tc.advance(CFG, c, ["0"], ["0"], set(), 5 * D, {}) is None


def test_expiry_and_wake_up():
    c = _start()
    assert tc.wake_ms(c) == 3 * D
    assert tc.expired(c, 3 * D - 1) == [] and tc.expired(c, 3 * D) == ["0"]
    assert tc.remaining_ms(c["0"], 4 * D) == 0


def test_a_pause_freezes_the_clock_and_a_resume_shifts_its_deadline():
    c = _start()
    c = tc.fold(c, tc.CLOCK_PAUSED, tc.pause(c["0"], "0", D, 10 * D))
    assert tc.remaining_ms(c["0"], 5 * D) == 2 * D and tc.paused(c["0"], 5 * D)
    assert tc.effective_deadline(c["0"]) == 12 * D
    assert tc.expired(c, 11 * D) == [] and tc.wake_ms(c) == 10 * D
    resumed = tc.resume(c["0"], "0", 4 * D)
    assert resumed == {"seat": "0", "at_ms": 4 * D, "paused_ms": 3 * D}
    c = tc.fold(c, tc.CLOCK_RESUMED, resumed)
    assert c["0"]["deadline_ms"] == 6 * D and not tc.paused(c["0"], 4 * D)


def test_a_lapsed_pause_runs_from_its_end():
    c = _start()
    c = tc.fold(c, tc.CLOCK_PAUSED, tc.pause(c["0"], "0", D, 2 * D))
    assert tc.lapsed_pauses(c, 2 * D) == ["0"]
    assert tc.remaining_ms(c["0"], 3 * D) == D  # 2 days left at the pause, 1 day used since
    assert tc.resume(c["0"], "0", 9 * D)["at_ms"] == 2 * D


def test_a_turn_starting_on_vacation_starts_paused():
    c = tc.initial(CFG, ["0", "1"])
    data = tc.advance(CFG, c, [], ["1"], set(), D, {"1": 5 * D})
    rec = data["clocks"]["1"]
    assert (rec["paused_at_ms"], rec["paused_until_ms"], rec["deadline_ms"]) == (D, 5 * D, 4 * D)
    assert tc.remaining_ms(rec, 2 * D) == 3 * D
