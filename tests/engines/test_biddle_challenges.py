"""Biddle challenge language and checker (ruling B6), and the 55-card deck as data (B1)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from games.kinds.biddle.rules.challenges import ChallengeError, satisfiable, satisfies, validate
from games.kinds.biddle.rules.deck import BY_ID, CARDS, IDS

DOCS = Path(__file__).resolve().parents[2] / "docs" / "biddle-challenges.md"


def ok(challenge, dice):
    return satisfies(validate(challenge), dice)


# -- per-die symbols ---------------------------------------------------------------------------

def test_b6_exact_numbers_as_multiset():
    card = {"dice": [3, 3, 3, 3, 5, 5]}
    assert ok(card, [5, 3, 3, 5, 3, 3])  # any die may serve any symbol
    assert not ok(card, [3, 3, 3, 5, 5, 5])
    assert ok({"dice": [6, 6, 6]}, [6, 1, 6, 2, 6, 3])  # unnamed dice are free
    assert not ok({"dice": [6, 6, 6]}, [6, 1, 6, 2, 5, 3])


def test_b6_letters_same_letter_same_number():
    card = {"dice": ["A", "A", "A", "B", "B", "B"]}
    assert ok(card, [3, 3, 3, 4, 4, 4])  # the rulebook's example
    assert ok(card, [4, 3, 4, 3, 4, 3])
    assert not ok(card, [3, 3, 3, 3, 4, 4])


def test_b6_letters_must_differ():
    assert not ok({"dice": ["A", "A", "A", "B", "B", "B"]}, [3, 3, 3, 3, 3, 3])  # rulebook
    assert not ok({"dice": ["A", "B"]}, [4, 4, 4, 4, 4, 4])
    assert ok({"dice": ["A", "B"]}, [4, 4, 4, 4, 4, 1])
    card = {"dice": ["A", "B", "C", "D", "E", "F"]}
    assert ok(card, [6, 2, 4, 1, 3, 5])
    assert not ok(card, [6, 2, 4, 1, 3, 3])


def test_b6_letter_may_equal_a_number_on_the_card():
    assert ok({"dice": ["A", "A", "A", "A", 6, 6]}, [6, 6, 6, 6, 6, 6])
    assert ok({"dice": ["A", "A", 6]}, [6, 1, 2, 6, 3, 6])  # A = 6 takes two of the three 6s
    assert ok({"dice": ["A", "A", "A", "A", "A", 1]}, [1] * 6)
    assert not ok({"dice": ["A", "A", "A", "A", 6, 6]}, [6, 6, 6, 6, 6, 5])


@pytest.mark.parametrize("symbol, faces", [
    ("even", (2, 4, 6)), ("odd", (1, 3, 5)), ("low", (1, 2, 3)), ("high", (4, 5, 6)),
])
def test_b6_named_symbols(symbol, faces):
    for face in range(1, 7):
        assert ok({"dice": [symbol] * 6}, [face] * 6) == (face in faces)


def test_b6_symbols_are_matched_not_greedy():
    # Taking the 2 for "even" first would leave no low die; 4 even + 2 low works.
    assert ok({"dice": ["even", "low"]}, [2, 4, 5, 5, 5, 5])
    assert ok({"dice": ["low"] * 3 + ["high"] * 3}, [1, 6, 2, 5, 3, 4])
    assert not ok({"dice": ["low"] * 3 + ["high"] * 3}, [1, 1, 1, 1, 5, 6])
    assert ok({"dice": ["odd"] * 5 + [6]}, [1, 3, 5, 5, 1, 6])
    assert not ok({"dice": ["odd"] * 5 + [6]}, [1, 3, 5, 5, 1, 4])


# -- sums ----------------------------------------------------------------------------------------

def test_b6_sum_exactly():
    assert ok({"sum": {"eq": 21}}, [1, 2, 3, 4, 5, 6])
    assert not ok({"sum": {"eq": 21}}, [1, 2, 3, 4, 5, 5])


def test_b6_sum_lower_than_n_fails_at_n():
    card = {"sum": {"lt": 12}}
    assert ok(card, [1, 1, 1, 2, 3, 3])  # 11
    assert not ok(card, [1, 1, 1, 2, 3, 4])  # 12 itself is not enough (rulebook)


def test_b6_sum_higher_than_n_fails_at_n():
    card = {"sum": {"gt": 30}}
    assert ok(card, [6, 6, 6, 6, 6, 1])  # 31
    assert not ok(card, [5, 5, 5, 5, 5, 5])  # 30 itself is not enough (rulebook)


def test_b6_sum_between_is_inclusive():
    card = {"sum": {"between": [20, 25]}}
    assert ok(card, [5, 5, 5, 2, 2, 1])  # 20
    assert ok(card, [5, 5, 5, 5, 4, 1])  # 25
    assert not ok(card, [5, 5, 5, 2, 1, 1])  # 19
    assert not ok(card, [5, 5, 5, 5, 5, 1])  # 26


def test_b6_sum_divisible():
    assert ok({"sum": {"divisible": 7}}, [6, 6, 6, 1, 1, 1])  # 21
    assert not ok({"sum": {"divisible": 7}}, [6, 6, 6, 1, 1, 2])  # 22
    assert ok({"sum": {"divisible": 5}}, [5, 5, 5, 5, 5, 5])


# -- none, straights, groups, span -------------------------------------------------------------

def test_b6_none_of():
    assert ok({"none": [6]}, [1, 2, 3, 4, 5, 5])
    assert not ok({"none": [6]}, [1, 2, 3, 4, 5, 6])
    assert not ok({"none": [1, 2]}, [3, 3, 3, 3, 3, 2])


def test_b6_straights():
    assert ok({"straight": 3}, [1, 2, 3, 3, 3, 3])  # a small straight
    assert ok({"straight": 3}, [6, 1, 5, 1, 4, 1])
    assert not ok({"straight": 3}, [1, 1, 2, 2, 4, 4])
    assert ok({"straight": 6}, [4, 2, 6, 1, 5, 3])
    assert not ok({"straight": 6}, [4, 2, 6, 1, 5, 5])
    assert ok({"straight": 5}, [2, 3, 4, 5, 6, 6])


def test_b6_straight_with_the_rest_bound():
    card = {"straight": 3, "dice": [6, 6, 6]}
    assert ok(card, [1, 2, 3, 6, 6, 6])
    assert ok(card, [4, 5, 6, 6, 6, 6])
    # one die cannot be in the straight and one of the 6s at once
    assert not ok(card, [4, 5, 6, 6, 6, 1])
    pair = {"straight": 4, "dice": ["A", "A"]}
    assert ok(pair, [2, 3, 4, 5, 1, 1])
    assert ok(pair, [2, 3, 4, 5, 5, 5])  # the pair may repeat a straight number
    assert not ok(pair, [2, 3, 4, 5, 1, 6])
    # several straights fit; the checker must try the one that frees the right dice
    assert ok({"straight": 3, "dice": [1]}, [1, 2, 3, 4, 4, 4])


def test_b6_two_groups_of_three_summing_to_ten():
    card = {"groups": {"count": 2, "size": 3, "sum": 10}}
    assert ok(card, [1, 3, 6, 2, 4, 4])
    assert ok(card, [4, 3, 3, 4, 3, 3])
    assert not ok(card, [6, 4, 2, 2, 2, 2])  # 6+2+2 = 10 but 4+2+2 = 8
    assert not ok(card, [6, 6, 6, 1, 1, 1])
    combo = {"groups": {"count": 1, "size": 3, "sum": 10}, "dice": [6, 6, 6]}
    assert ok(combo, [6, 6, 6, 5, 4, 1])
    assert ok(combo, [6, 6, 6, 6, 2, 2])
    assert not ok(combo, [6, 6, 6, 6, 3, 2])


def test_b6_all_within_adjacent_numbers():
    assert ok({"span": 2}, [2, 2, 2, 2, 3, 3])  # the rulebook's examples
    assert not ok({"span": 2}, [2, 2, 3, 4, 4, 4])
    assert ok({"span": 3}, [2, 2, 3, 4, 4, 4])
    assert ok({"span": 3}, [5, 5, 5, 5, 5, 5])
    assert not ok({"span": 3}, [2, 2, 3, 4, 4, 5])


def test_b6_combined_parts_all_hold():
    card = {"dice": ["A", "A", "A", "B", "B", "B"], "sum": {"lt": 15}}
    assert ok(card, [1, 1, 1, 3, 3, 3])  # 12
    assert not ok(card, [2, 2, 2, 3, 3, 3])  # 15
    card = {"span": 3, "sum": {"eq": 12}}
    assert ok(card, [1, 1, 2, 2, 3, 3])
    assert not ok(card, [1, 1, 1, 1, 4, 4])


def test_satisfies_accepts_a_deck_card_and_checks_dice():
    assert satisfies(BY_ID["c48"], [3, 3, 3, 3, 5, 5])
    with pytest.raises(ValueError):
        satisfies({"straight": 3}, [1, 2, 3])
    with pytest.raises(ValueError):
        satisfies({"straight": 3}, [1, 2, 3, 4, 5, 7])


@pytest.mark.parametrize("bad", [
    {}, [], {"dice": []}, {"dice": ["G"]}, {"dice": [0]}, {"dice": [True]}, {"dice": [["A"]]},
    {"dice": [1, 2, 3, 4], "straight": 3}, {"straight": 2}, {"straight": 7},
    {"sum": {"eq": 3, "lt": 4}}, {"sum": {"between": [25, 20]}}, {"sum": {"divisible": 0}},
    {"sum": {"about": 20}}, {"none": [7]}, {"none": []}, {"span": 0},
    {"groups": {"count": 2, "size": 3}}, {"groups": {"count": 2, "size": 3, "sum": 19}},
    {"groups": {"count": 3, "size": 3, "sum": 10}}, {"colour": "red"},
])
def test_malformed_challenges_are_refused(bad):
    with pytest.raises(ChallengeError):
        validate(bad)


# -- the deck ----------------------------------------------------------------------------------

def test_b1_deck_has_55_cards_with_ids_texts_and_valid_challenges():
    assert len(CARDS) == 55 and len(set(IDS)) == 55
    for card in CARDS:
        assert set(card) == {"id", "text", "challenge"}
        assert card["text"] and "\n" not in card["text"]
        validate(card["challenge"])


def test_b1_every_card_can_be_met():
    for card in CARDS:
        assert satisfiable(card), card["id"]


def _dice_types(symbols: list) -> set[str]:
    seen = {s for s in symbols if s in ("even", "odd", "low", "high")}
    if any(isinstance(s, int) for s in symbols):
        seen.add("number")
    if any(isinstance(s, str) and len(s) == 1 for s in symbols):
        seen.add("letter")
        if any(isinstance(s, int) for s in symbols):
            seen.add("letter+number")
    return seen


def _challenge_types(c: dict) -> set[str]:
    seen = _dice_types(c.get("dice", []))
    if "sum" in c:
        seen.add("sum_" + next(iter(c["sum"])))
    if "none" in c:
        seen.add("none")
    if "straight" in c:
        seen.add(f"straight{c['straight']}" if c["straight"] == 3 else "straight")
        if "dice" in c:
            seen.add("straight+dice")
    if "groups" in c:
        seen.add("groups")
        if c["groups"] == {"count": 2, "size": 3, "sum": 10}:
            seen.add("two_tens")
        if "dice" in c:
            seen.add("groups+dice")
    if "span" in c:
        seen.add(f"span{c['span']}")
    return seen


def test_b1_every_challenge_type_appears_in_the_deck():
    seen = set()
    for card in CARDS:
        seen |= _challenge_types(card["challenge"])
    expected = {"number", "letter", "letter+number", "even", "odd", "low", "high", "sum_eq",
                "sum_lt", "sum_gt", "sum_between", "sum_divisible", "none", "straight3",
                "straight", "straight+dice", "groups", "two_tens", "groups+dice", "span2",
                "span3"}
    assert expected <= seen, expected - seen


def test_docs_examples_hold():
    """docs/biddle-challenges.md rows: | type | `json` | meets | fails |."""
    rows = re.findall(r"^\| ([^|]+) \| `(\{.*\})` \| ([\d ]+) \| ([\d ]+) \|$",
                      DOCS.read_text(encoding="utf-8"), re.M)
    assert len(rows) >= 15
    for name, text, meets, fails in rows:
        challenge = validate(json.loads(text))
        assert satisfies(challenge, [int(d) for d in meets.split()]), name
        assert not satisfies(challenge, [int(d) for d in fails.split()]), name
