"""Every notification kind has its words in the one wording module, for every channel."""

from __future__ import annotations

import pytest

from notifications import wording
from notifications.models import KINDS


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_reads_in_every_channel(kind):
    data = {"game_kind": "quiddler", "hours": 2, "by": "bob", "percent": 80, "opponents": ["bob"],
            "result": {"winners": ["bob"], "reason": "resign", "seat": "ann"}}
    assert kind in wording.SUBJECTS and "?" not in wording.subject(kind, data)
    assert kind in wording.NOTE_KINDS
    sentence = wording.sentence({"kind": kind, "data": data})
    assert sentence.endswith(".") and "Quiddler" in sentence, sentence  # the game by its name
    assert wording.push_title(kind, data)


def test_a_missing_value_reads_as_a_question_mark_not_an_error():
    text = wording.subject("clock_low", {"game_kind": "biddle"})
    assert text == "? h left on your clock (biddle)"
    assert wording.push_title("invited", {"game_kind": "biddle"}) == "Someone invites you to biddle"


def test_a_result_in_words():
    result = {"winners": ["ann"], "reason": "resign", "seat": "bob"}
    assert wording.result_words(result) == "ann won (bob resigned)."
    assert wording.result_words(result, you="bob") == "ann won (you resigned)."
    assert wording.email_result({**result, "you_won": True}) == "You won."
    assert wording.email_result({"void": True}) == "The game ended without a result."
