"""A game's result in words, pinned over every way a game ends: the history's sentence
(``describe``, names by seat), a notification's sentence (``result_words``, for each reader)
and an email's line (``email_result``). The texts are made from one reading of the result
(``games.domain.results``); these are the words they read, byte for byte."""

from __future__ import annotations

import pytest

from games.domain import endings as e
from games.domain.describe import describe
from notifications import wording
from notifications.subscriber import _result

NAMES = {"0": "ada", "1": "bob", "2": "cy"}
S = {"0": 3, "1": 1}
S3 = {"0": 3, "1": 1, "2": 2}
# every way a game ends (games.domain.endings), seat ids as recorded
CASES = {
    "normal": e.normal({"winners": ["0"], "scores": S}, False),
    "normal_lower_wins": e.normal({"winners": ["1"], "scores": S}, True),
    "normal_no_scores": e.normal({"winners": ["1"]}, False),
    "normal_nobody": e.normal({"winners": [], "scores": None}, False),
    "multi_winner": e.normal({"winners": ["0", "2"], "scores": S3}, False),
    "drawn": e.drawn(["0", "1"], {"scores": S}),
    "drawn_no_scores": e.drawn(["0", "1"], None),
    "resign": e.seat_out("resign", "1", ["0", "1"], None, False),
    "resign_scores_three": e.seat_out("resign", "0", ["0", "1", "2"], {"scores": S3}, False),
    "timeout": e.seat_out("timeout", "0", ["0", "1"], {"scores": S}, False),
    "timeout_autopilot": e.seat_out("timeout", "2", ["0", "1", "2"], {"scores": S3}, False,
                                    gone=["0"]),
    "resign_alone": e.seat_out("resign", "0", ["0"], None, False),
    "abort": e.aborted("1"),
    "cancelled": e.cancelled("bob declined the challenge"),
    "annulled": e.annulled("a bug", 3),
    "annulled_no_dispute": e.annulled("a bug", None),
    "staff_set": e.staff_set(["1"], {"0": 1, "1": 2}, "recount", 4),
    "staff_set_plain": e.staff_set(["0", "1"], None, "shared", None),
    "staff_set_nobody": e.staff_set([], None, "nobody", 2),
    "autopilot": e.normal({"winners": ["0"], "scores": S3}, False, gone=["0"]),
}

# case -> (the history's sentence, then per reader (seat 0, seat 1, nobody's):
#          (the notification's sentence, the email's line))
PINNED = {
    'normal': (
        'The game is over: ada won. The seed is revealed.',
        ('You won.', 'You won.'),
        ('ada won.', 'Won by ada.'),
        ('ada won.', 'Won by ada.'),
    ),
    'normal_lower_wins': (
        'The game is over: bob won. The seed is revealed.',
        ('bob won.', 'Won by bob.'),
        ('You won.', 'You won.'),
        ('bob won.', 'Won by bob.'),
    ),
    'normal_no_scores': (
        'The game is over: bob won. The seed is revealed.',
        ('bob won.', 'Won by bob.'),
        ('You won.', 'You won.'),
        ('bob won.', 'Won by bob.'),
    ),
    'normal_nobody': (
        'The game is over: nobody won. The seed is revealed.',
        ('Nobody won.', 'The game has ended.'),
        ('Nobody won.', 'The game has ended.'),
        ('Nobody won.', 'The game has ended.'),
    ),
    'multi_winner': (
        'The game is over: ada and cy won. The seed is revealed.',
        ('You and cy won.', 'You won (shared).'),
        ('ada and cy won.', 'Won by ada, cy.'),
        ('ada and cy won.', 'Won by ada, cy.'),
    ),
    'drawn': (
        'The game ended (draw): nobody won; scores ada 3, bob 1.',
        ('Nobody won (agreed draw).', 'The game has ended.'),
        ('Nobody won (agreed draw).', 'The game has ended.'),
        ('Nobody won (agreed draw).', 'The game has ended.'),
    ),
    'drawn_no_scores': (
        'The game ended (draw): nobody won.',
        ('Nobody won (agreed draw).', 'The game has ended.'),
        ('Nobody won (agreed draw).', 'The game has ended.'),
        ('Nobody won (agreed draw).', 'The game has ended.'),
    ),
    'resign': (
        'The game ended (resign): ada won.',
        ('You won (bob resigned).', 'You won.'),
        ('ada won (you resigned).', 'Won by ada.'),
        ('ada won (bob resigned).', 'Won by ada.'),
    ),
    'resign_scores_three': (
        'The game ended (resign): cy won; scores ada 3, bob 1, cy 2.',
        ('cy won (you resigned).', 'Won by cy.'),
        ('cy won (ada resigned).', 'Won by cy.'),
        ('cy won (ada resigned).', 'Won by cy.'),
    ),
    'timeout': (
        'The game ended (timeout): bob won; scores ada 3, bob 1.',
        ('bob won (you ran out of time).', 'Won by bob.'),
        ('You won (ada ran out of time).', 'You won.'),
        ('bob won (ada ran out of time).', 'Won by bob.'),
    ),
    'timeout_autopilot': (
        'The game ended (timeout): bob won; scores ada 3, bob 1, cy 2.',
        ('bob won (cy ran out of time).', 'Won by bob.'),
        ('You won (cy ran out of time).', 'You won.'),
        ('bob won (cy ran out of time).', 'Won by bob.'),
    ),
    'resign_alone': (
        'The game ended (resign): nobody won.',
        ('Nobody won (you resigned).', 'The game has ended.'),
        ('Nobody won (ada resigned).', 'The game has ended.'),
        ('Nobody won (ada resigned).', 'The game has ended.'),
    ),
    'abort': (
        'The game ended with no result (abort).',
        ('The game was called off: no result.', 'The game ended without a result.'),
        ('The game was called off: no result.', 'The game ended without a result.'),
        ('The game was called off: no result.', 'The game ended without a result.'),
    ),
    'cancelled': (
        'The game ended with no result (abort).',
        ('The game was called off: no result.', 'The game ended without a result.'),
        ('The game was called off: no result.', 'The game ended without a result.'),
        ('The game was called off: no result.', 'The game ended without a result.'),
    ),
    'annulled': (
        'The game ended with no result (staff) (dispute #3).',
        ('The game was called off: no result.', 'The game ended without a result.'),
        ('The game was called off: no result.', 'The game ended without a result.'),
        ('The game was called off: no result.', 'The game ended without a result.'),
    ),
    'annulled_no_dispute': (
        'The game ended with no result (staff).',
        ('The game was called off: no result.', 'The game ended without a result.'),
        ('The game was called off: no result.', 'The game ended without a result.'),
        ('The game was called off: no result.', 'The game ended without a result.'),
    ),
    'staff_set': (
        'The game ended (staff) (dispute #4): bob won; scores ada 1, bob 2.',
        ('bob won (decided by staff).', 'Won by bob.'),
        ('You won (decided by staff).', 'You won.'),
        ('bob won (decided by staff).', 'Won by bob.'),
    ),
    'staff_set_plain': (
        'The game ended (staff): ada and bob won.',
        ('You and bob won (decided by staff).', 'You won (shared).'),
        ('ada and you won (decided by staff).', 'You won (shared).'),
        ('ada and bob won (decided by staff).', 'Won by ada, bob.'),
    ),
    'staff_set_nobody': (
        'The game ended (staff) (dispute #2): nobody won.',
        ('Nobody won (decided by staff).', 'The game has ended.'),
        ('Nobody won (decided by staff).', 'The game has ended.'),
        ('Nobody won (decided by staff).', 'The game has ended.'),
    ),
    'autopilot': (
        'The game is over: cy won. The seed is revealed.',
        ('cy won.', 'Won by cy.'),
        ('cy won.', 'Won by cy.'),
        ('cy won.', 'Won by cy.'),
    ),
}


def test_every_case_is_pinned():
    assert set(CASES) == set(PINNED)


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_result_in_words(case):
    result = CASES[case]
    told, *readers = PINNED[case]
    data = {"seed": "ab", "outcome": None, "result": result}
    assert describe("toy_guess", "game.finished", data, NAMES) == told
    for seat, (words, email) in zip(("0", "1", None), readers, strict=True):
        named = _result({"names": NAMES}, result, seat)
        assert wording.result_words(named, NAMES.get(seat)) == words
        assert wording.email_result(named) == email


def test_no_result_and_an_old_ending():
    assert wording.result_words(None) == wording.result_words({}) == "No result."
    assert wording.email_result(None) is wording.email_result({}) is None
    # a game.finished written before results were recorded: the engine's outcome only
    old = {"seed": "ab", "outcome": {"winners": ["1", "2"], "scores": None}}
    assert describe("toy_guess", "game.finished", old, NAMES) == \
        "The game is over: bob and cy won. The seed is revealed."
    assert describe("toy_guess", "game.finished", {"seed": "ab"}, {}) == \
        "The game is over: nobody won. The seed is revealed."
    # seats without names read as seats; a reason with no words of its own adds none
    assert describe("toy_guess", "game.finished", {"result": CASES["resign"]}, {}) == \
        "The game ended (resign): seat 0 won."
    assert wording.result_words({"reason": "resign", "winners": ["ann"], "seat": None}) == \
        "ann won (a resignation)."
    assert wording.result_words({"reason": "odd", "winners": ["you"]}) == "You won."
