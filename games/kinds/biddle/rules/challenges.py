"""Biddle challenge cards as JSON, and the checker ``satisfies(card, dice)`` (ruling B6).

A challenge is a JSON object. Every part present must hold at once:

``"dice"``      per-die symbols, each met by a different die (any die may serve any symbol):
                ``1``..``6`` that number; ``"A"``..``"F"`` a letter (dice with one letter show one
                number, different letters show different numbers, a letter may equal a number on
                the card); ``"even"`` (2 4 6), ``"odd"`` (1 3 5), ``"low"`` (1-3), ``"high"`` (4-6).
``"straight"``  k (3..6): k dice show k consecutive different numbers (3 = a small straight).
``"groups"``    ``{"count": c, "size": s, "sum": t}``: c separate groups of s dice, each summing
                to t (the rulebook's card: two groups of three summing to 10).
``"sum"``       one test on the sum of all six: ``{"eq": n}``, ``{"lt": n}`` (n itself fails),
                ``{"gt": n}`` (n itself fails), ``{"between": [a, b]}`` (inclusive),
                ``{"divisible": n}``.
``"none"``      ``[n, ...]``: no die shows any of these numbers.
``"span"``      2 or 3: all six dice lie within that many adjacent numbers (max - min < span).

``"straight"``, ``"groups"`` and ``"dice"`` take different dice (six at most in all); dice they do
not take are free. ``"sum"``, ``"none"`` and ``"span"`` look at all six dice.
See docs/biddle-challenges.md for one example per type.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

from games.engines.base import is_int

DICE = 6
FACES = range(1, 7)
LETTERS = "ABCDEF"
NAMED = {
    "even": (2, 4, 6),
    "odd": (1, 3, 5),
    "low": (1, 2, 3),
    "high": (4, 5, 6),
}
SUM_TESTS = ("eq", "lt", "gt", "between", "divisible")
PARTS = ("dice", "straight", "groups", "sum", "none", "span")


class ChallengeError(ValueError):
    """A challenge that is not well formed."""


def _is_face(value: Any) -> bool:
    return is_int(value) and 1 <= value <= 6


def validate(challenge: Any) -> dict:
    """Return ``challenge`` if well formed, else raise ``ChallengeError`` naming the fault."""
    if not isinstance(challenge, dict) or not challenge:
        raise ChallengeError("a challenge is a non-empty JSON object")
    unknown = sorted(set(challenge) - set(PARTS))
    if unknown:
        raise ChallengeError(f"unknown challenge parts {unknown}")
    used = sum(dice_taken(challenge[part]) for part, dice_taken in _TAKING if part in challenge)
    if used > DICE:
        raise ChallengeError(f"the card needs {used} dice, there are {DICE}")
    for part, check in _LOOKING:
        if part in challenge:
            check(challenge[part])
    return challenge


# The parts that take dice of their own: each checks its value and returns how many it takes.

def _dice_part(symbols: Any) -> int:
    if not isinstance(symbols, list) or not symbols:
        raise ChallengeError("dice must be a non-empty list of symbols")
    for symbol in symbols:
        if not _is_symbol(symbol):
            raise ChallengeError(f"unknown die symbol {symbol!r}")
    return len(symbols)


def _is_symbol(symbol: Any) -> bool:
    """A die symbol: a face, a named set of faces or a letter."""
    return _is_face(symbol) or (isinstance(symbol, str) and (
        symbol in NAMED or (len(symbol) == 1 and symbol in LETTERS)))


def _straight_part(k: Any) -> int:
    if not is_int(k) or not 3 <= k <= 6:
        raise ChallengeError("straight must be a length from 3 to 6")
    return k


def _groups_part(groups: Any) -> int:
    if not isinstance(groups, dict) or set(groups) != {"count", "size", "sum"} or not all(
            is_int(groups[key]) for key in groups):
        raise ChallengeError("groups must be {count, size, sum} integers")
    if groups["count"] < 1 or groups["size"] < 1:
        raise ChallengeError("groups need a count and a size of at least 1")
    if not groups["size"] <= groups["sum"] <= 6 * groups["size"]:
        raise ChallengeError("a group's sum is out of reach")
    return groups["count"] * groups["size"]


# The parts that look at all six dice: each checks its value.

def _sum_part(test: Any) -> None:
    if not isinstance(test, dict) or len(test) != 1 or next(iter(test)) not in SUM_TESTS:
        raise ChallengeError(f"sum must be one of {list(SUM_TESTS)}")
    (op, arg), = test.items()
    if op == "between":
        if not (isinstance(arg, list) and len(arg) == 2 and all(map(is_int, arg))
                and arg[0] <= arg[1]):
            raise ChallengeError("between takes [low, high] with low <= high")
    elif not is_int(arg) or (op == "divisible" and arg < 1):
        raise ChallengeError(f"sum {op} takes a (positive) integer")


def _none_part(banned: Any) -> None:
    if not isinstance(banned, list) or not banned or not all(map(_is_face, banned)):
        raise ChallengeError("none must be a non-empty list of numbers 1..6")


def _span_part(span: Any) -> None:
    if not is_int(span) or not 1 <= span <= 5:
        raise ChallengeError("span must be 1..5 adjacent numbers")


# In the order they are checked: every dice-taking part before the count of dice they take.
_TAKING: tuple[tuple[str, Callable[[Any], int]], ...] = (
    ("dice", _dice_part), ("straight", _straight_part), ("groups", _groups_part))
_LOOKING: tuple[tuple[str, Callable[[Any], None]], ...] = (
    ("sum", _sum_part), ("none", _none_part), ("span", _span_part))


def _challenge_of(card: dict) -> dict:
    """Accept a deck card (``{"id", "challenge", "text"}``) or a bare challenge."""
    if isinstance(card, dict) and isinstance(card.get("challenge"), dict):
        return card["challenge"]
    return card


def satisfies(card: dict, dice: list[int]) -> bool:
    """Whether six dice meet the card (a deck card or a bare challenge), per ruling B6."""
    challenge = _challenge_of(card)
    if len(dice) != DICE or not all(map(_is_face, dice)):
        raise ValueError(f"six dice 1..6 expected, got {dice!r}")
    return meets(challenge, dice)


def meets(challenge: dict, dice: list[int]) -> bool:
    """``satisfies`` for a bare challenge and six dice already known to be valid (the odds
    solver checks every multiset of every card: the checks would cost it a tenth)."""
    total = sum(dice)
    if "none" in challenge and any(d in challenge["none"] for d in dice):
        return False
    if "sum" in challenge and not _sum_ok(challenge["sum"], total):
        return False
    if "span" in challenge and max(dice) - min(dice) >= challenge["span"]:
        return False
    counts = [0] * 7
    for d in dice:
        counts[d] += 1
    for rest in _after_straight(counts, challenge.get("straight", 0)):
        groups = challenge.get("groups")
        found = _after_groups(rest, groups["count"], groups["size"], groups["sum"]) if groups \
            else iter([rest])
        for left in found:
            if _symbols_fit(left, challenge.get("dice", [])):
                return True
    return False


def _sum_ok(test: dict, total: int) -> bool:
    (op, arg), = test.items()
    if op == "eq":
        return total == arg
    if op == "lt":
        return total < arg  # "lower than 12": 12 itself fails
    if op == "gt":
        return total > arg
    if op == "between":
        return arg[0] <= total <= arg[1]  # inclusive
    return total % arg == 0


def _after_straight(counts: list[int], k: int) -> Iterator[list[int]]:
    """Yield the dice left over after taking each possible straight of k (or all, if k == 0)."""
    if not k:
        yield counts
        return
    for low in range(1, 8 - k):
        run = range(low, low + k)
        if all(counts[v] for v in run):
            rest = counts.copy()
            for v in run:
                rest[v] -= 1
            yield rest


@cache
def _group_shapes(size: int, total: int) -> tuple[tuple[int, ...], ...]:
    """Count vectors (index 1..6) of every multiset of ``size`` faces summing to ``total``."""
    shapes = []
    for combo in itertools.combinations_with_replacement(FACES, size):
        if sum(combo) == total:
            shape = [0] * 7
            for v in combo:
                shape[v] += 1
            shapes.append(tuple(shape))
    return tuple(shapes)


def _after_groups(counts: list[int], count: int, size: int, total: int) -> Iterator[list[int]]:
    """Yield the dice left over after taking ``count`` groups of ``size`` dice summing to total."""
    if count == 0:
        yield counts
        return
    for shape in _group_shapes(size, total):
        if all(counts[v] >= shape[v] for v in FACES):
            rest = [c - s for c, s in zip(counts, shape, strict=True)]
            yield from _after_groups(rest, count - 1, size, total)


def _symbols_fit(counts: list[int], symbols: list) -> bool:
    """Whether distinct dice (``counts`` by face) can serve every symbol."""
    if len(symbols) > sum(counts):
        return False
    need: dict[str, int] = {}
    fixed = []
    for s in symbols:
        if isinstance(s, str) and s in LETTERS:
            need[s] = need.get(s, 0) + 1
        else:
            fixed.append((s,) if is_int(s) else NAMED[s])
    fixed.sort(key=len)  # most constrained first keeps the search tiny
    return _letters_fit(counts.copy(), sorted(need.values(), reverse=True), set(), fixed)


def _letters_fit(counts: list[int], needs: list[int], used: set[int], fixed: list) -> bool:
    """Give each letter (known by how many dice it needs) its own number (B6), then match the
    other symbols to the dice left. Dice of one face are alike, so which ones a letter takes
    does not matter."""
    if not needs:
        return _assign(counts, fixed, 0)
    n = needs[0]
    for v in FACES:
        if v not in used and counts[v] >= n:
            counts[v] -= n
            used.add(v)
            ok = _letters_fit(counts, needs[1:], used, fixed)
            counts[v] += n
            used.discard(v)
            if ok:
                return True
    return False


def _assign(counts: list[int], sets: list[tuple[int, ...]], i: int) -> bool:
    if i == len(sets):
        return True
    for v in sets[i]:
        if counts[v]:
            counts[v] -= 1
            ok = _assign(counts, sets, i + 1)
            counts[v] += 1
            if ok:
                return True
    return False


def satisfiable(card: dict) -> bool:
    """Whether any six dice meet the card."""
    return any(satisfies(card, list(dice))
               for dice in itertools.combinations_with_replacement(FACES, DICE))
