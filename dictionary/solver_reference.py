"""A slow, exhaustive reference for ``dictionary.solver`` (tests and benchmarks only).

Deliberately simple and independent of the solver's tricks: it never asks ``has_prefix``.
Which card multisets spell a word is found either by trying every ordering of every subset of
the hand (``words_by_permutations``, small hands) or by trying to spell every word of the
dictionary with the hand (``words_by_scan``, any hand). The best play is then searched over
every subset of the hand's card *instances* (a bit mask), memoised on the mask.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import cache
from itertools import permutations

from games.engines.quiddler_cards import VALUES

Key = tuple[str, ...]  # a card multiset as a sorted tuple


def words_by_permutations(cards: list[str], is_word) -> set[Key]:
    """Multisets of 2+ cards of which some ordering spells a word (every subset, every order)."""
    found: set[Key] = set()
    seen: set[Key] = set()
    n = len(cards)
    for mask in range(1, 1 << n):
        chosen = [cards[i] for i in range(n) if mask >> i & 1]
        key = tuple(sorted(chosen))
        if len(chosen) < 2 or key in seen:
            continue
        seen.add(key)
        if any(is_word("".join(order)) for order in set(permutations(chosen))):
            found.add(key)
    return found


def words_by_scan(cards: list[str], dictionary: Iterable[str]) -> set[Key]:
    """Multisets of 2+ cards that spell some word of ``dictionary`` (every way to spell it)."""
    have = Counter(cards)
    found: set[Key] = set()

    def spell(word: str, pos: int, used: list[str]) -> None:
        if pos == len(word):
            if len(used) >= 2:
                found.add(tuple(sorted(used)))
            return
        for size in (1, 2):
            card = word[pos:pos + size]
            if len(card) == size and have[card] > used.count(card):
                spell(word, pos + size, used + [card])

    letters = set("".join(cards))
    for word in dictionary:
        if set(word) <= letters:
            spell(word, 0, [])
    return found


def best_score(cards: list[str], words: set[Key], go_out: bool = False,
               discard: bool = False) -> int | None:
    """The best score ``dictionary.solver.solve`` must find (same modes, same None cases)."""
    cards = list(cards)
    n = len(cards)
    value = [VALUES[c] for c in cards]

    @cache
    def is_word_set(mask: int) -> bool:
        return tuple(sorted(cards[i] for i in range(n) if mask >> i & 1)) in words

    @cache
    def best(mask: int) -> int:
        """Max laid - unlaid over the instances in ``mask``."""
        if not mask:
            return 0
        first = mask & -mask
        top = best(mask ^ first) - value[first.bit_length() - 1]  # first left unlaid
        rest = mask ^ first
        sub = rest
        while True:  # every subset of the rest, joined with first, as one word
            word = sub | first
            if is_word_set(word):
                top = max(top, sum(value[i] for i in range(n) if word >> i & 1)
                          + best(mask ^ word))
            if sub == 0:
                break
            sub = (sub - 1) & rest
        return top

    @cache
    def fits(mask: int) -> bool:
        """Can every instance in ``mask`` be laid in words?"""
        if not mask:
            return True
        first = mask & -mask
        rest = mask ^ first
        sub = rest
        while True:
            word = sub | first
            if is_word_set(word) and fits(mask ^ word):
                return True
            if sub == 0:
                return False
            sub = (sub - 1) & rest

    everything = (1 << n) - 1
    if go_out:
        scores = [sum(value) - value[i] for i in range(n) if fits(everything ^ (1 << i))]
        return max(scores, default=None)
    if discard:
        return max((best(everything ^ (1 << i)) for i in range(n)), default=None)
    return best(everything)


def play_score(cards: list[str], play: dict, is_word, go_out: bool = False,
               discard: bool = False) -> int:
    """Check that ``play`` (a solver answer) is legal for ``cards``; return its true score."""
    left = Counter(cards)
    laid = 0
    for word in play["words"]:
        assert len(word) >= 2, f"{word} is shorter than 2 cards (ruling Q4)"
        assert is_word("".join(word)), f"{word} is not a word"
        for card in word:
            assert left[card] > 0, f"{card} used more often than held"
            left[card] -= 1
            laid += VALUES[card]
    if go_out or discard:
        assert play["discard"] is not None and left[play["discard"]] > 0, "no discard held"
        left[play["discard"]] -= 1
    else:
        assert play["discard"] is None
    unlaid = sum(VALUES[c] * k for c, k in left.items())
    if go_out:
        assert unlaid == 0, "going out lays every card but the discard (ruling Q4)"
    return laid - unlaid
