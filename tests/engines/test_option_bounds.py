"""Every numeric or text option is bounded, so no option can break a game
later (e.g. a deadline past the year 9999). Each bound is checked at its edges."""

from __future__ import annotations

import pytest

from games.engines.base import InvalidOptions
from games.kinds.biddle.rules.engine import ENGINE as BIDDLE
from games.kinds.biddle.rules.engine import MAX_ROW_VALUE, ROUNDS
from games.kinds.didi_dotter.rules import ENGINE as DOTTER
from games.kinds.didi_dotter.rules import LIMITS as DOTTER_LIMITS
from games.kinds.quiddler.rules import ENGINE as QUIDDLER
from games.kinds.quiddler.rules import MAX_DICTIONARY_NAME


@pytest.mark.parametrize("option", sorted(DOTTER_LIMITS))
def test_didi_dotter_bounds(option):
    low, high = DOTTER_LIMITS[option]
    assert DOTTER.validate_options({option: low})[option] == low
    assert DOTTER.validate_options({option: high})[option] == high
    for bad in (low - 1, high + 1, 10**15, -(10**15)):
        with pytest.raises(InvalidOptions) as exc:
            DOTTER.validate_options({option: bad})
        assert exc.value.extra["field"] == option


def test_didi_dotter_bounds_are_sane():
    assert DOTTER_LIMITS["deadline_ms"][1] <= 30 * 24 * 3600 * 1000  # a month at most
    assert DOTTER_LIMITS["min_action_ms"][1] <= 60_000


@pytest.mark.parametrize("row", ["blue_row", "purple_row"])
def test_biddle_row_values_are_bounded(row):
    assert MAX_ROW_VALUE <= 10**6
    ok = BIDDLE.validate_options({row: [MAX_ROW_VALUE] * ROUNDS})
    assert ok[row] == [MAX_ROW_VALUE] * ROUNDS
    with pytest.raises(InvalidOptions) as exc:
        BIDDLE.validate_options({row: [MAX_ROW_VALUE + 1] + [0] * (ROUNDS - 1)})
    assert exc.value.extra["field"] == row


def test_quiddler_dictionary_name_is_bounded():
    assert QUIDDLER.validate_options({"dictionary": "a" * MAX_DICTIONARY_NAME})
    for bad in ("a" * (MAX_DICTIONARY_NAME + 1), "../etc", "with space"):
        with pytest.raises(InvalidOptions) as exc:
            QUIDDLER.validate_options({"dictionary": bad})
        assert exc.value.extra["field"] == "dictionary"
