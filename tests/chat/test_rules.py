"""The room rule and the text rule (pure)."""

import pytest

from chat import rules
from chat.rules import PLAYERS, WATCHERS, Facts

SEATED = Facts(seated=True, bot=False, public=True, finished=False)
WATCHER = Facts(seated=False, bot=False, public=True, finished=False)


@pytest.mark.parametrize(("room", "facts", "read", "write"), [
    (PLAYERS, SEATED, True, True),
    (PLAYERS, WATCHER, False, False),
    (WATCHERS, WATCHER, True, True),
    (WATCHERS, SEATED, False, False),  # no kibitzing during play
    (WATCHERS, Facts(seated=True, bot=False, public=True, finished=True), True, False),
    (WATCHERS, Facts(seated=False, bot=False, public=False, finished=False), False, False),
    (PLAYERS, Facts(seated=True, bot=True, public=True, finished=False), False, False),
    (WATCHERS, Facts(seated=False, bot=True, public=True, finished=True), False, False),
    (WATCHERS, Facts(seated=True, bot=True, public=True, finished=True), False, False),
    ("lobby", SEATED, False, False),
])
def test_who_reads_and_writes_where(room, facts, read, write):
    assert rules.may_read(room, facts) is read
    assert rules.may_write(room, facts) is write


def test_a_private_game_has_only_the_players_room():
    assert rules.room_exists(PLAYERS, public=False)
    assert not rules.room_exists(WATCHERS, public=False)
    assert rules.room_exists(WATCHERS, public=True)


@pytest.mark.parametrize(("raw", "text", "problem"), [
    ("  hi  ", "hi", None),
    (" \n\t ", "", "empty_message"),
    ("e\u0301", "\u00e9", None),  # NFC: one character
    ("x" * 500, "x" * 500, None),
    (" " + "x" * 500 + " ", "x" * 500, None),  # counted after stripping
    ("x" * 501, "x" * 501, "message_too_long"),
    ("e\u0301" * 500, "\u00e9" * 500, None),  # 1000 code points before NFC, 500 after
])
def test_body_is_normalized_then_measured(raw, text, problem):
    assert rules.body_text(raw) == text
    assert rules.body_problem(rules.body_text(raw)) == problem
