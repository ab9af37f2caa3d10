"""A slow, exhaustive reference for ``dictionary.solver`` (tests and benchmarks only).

Deliberately simple and independent of the solver's tricks: it never asks ``has_prefix``.
Which card multisets spell a word is found either by trying every ordering of every subset of
the hand (``words_by_permutations``, small hands) or by trying to spell every word of the
dictionary with the hand (``words_by_scan``, any hand). The best play is then searched over
every subset of the hand's card *instances* (a bit mask), memoised on the mask.

``build_index`` is the solver's former in-memory word index, the reference for its anagram trie.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from functools import cache
from itertools import islice, permutations

from dictionary.solver import DOUBLES, ORDER, RANK, STANDARD
from games.kinds.quiddler.rules.cards import VALUES

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


def _submasks(rest: int):
    """Every subset of the bits of ``rest``: ``rest`` itself first, the empty one last."""
    sub = rest
    while True:
        yield sub
        if sub == 0:
            return
        sub = (sub - 1) & rest


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
        for sub in _submasks(mask ^ first):  # every subset of the rest, with first, one word
            word = sub | first
            if is_word_set(word):
                top = max(top, sum(value[i] for i in range(n) if word >> i & 1)
                          + best(mask ^ word))
        return top

    @cache
    def fits(mask: int) -> bool:
        """Can every instance in ``mask`` be laid in words?"""
        if not mask:
            return True
        first = mask & -mask
        return any(is_word_set(sub | first) and fits(mask ^ (sub | first))
                   for sub in _submasks(mask ^ first))

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


def build_index(words: Iterable[str], max_cards: int = 11) -> dict[int, int]:
    """``{packed card multiset (dictionary.solver.STANDARD layout): value}`` for every multiset
    of 2 to ``max_cards`` cards that spells a word of ``words``: the solver's former
    per-process word index (~0.8 s and ~24 MB for scowl80), kept as the reference its anagram
    trie (dictionary.trie.AnagramTrie) is checked against.

    Every way to spell a word: its letters as single-letter cards, then any set of its
    double-letter pairs (``qu in er cl th``) as double cards. Two occurrences of these pairs
    never overlap (no pair ends with a letter another starts with), so every set is a
    spelling and each pair's count can be chosen on its own. Words are taken in batches to
    keep the temporary lists small (pass an iterator to keep the word list itself small).
    """
    unit = {card: STANDARD.unit[RANK[card]] for card in ORDER}
    pack, value = unit.__getitem__, VALUES.__getitem__
    index: dict[int, int] = {}
    # A word longer than 2 * max_cards letters needs more cards; a shorter one cannot
    # overflow a field while it is being counted (letters <= 2 * max_cards < 2 ** WIDTH, for
    # max_cards up to 15).
    # Anything but a-z (not in a compiled list anyway) spells nothing.
    has_pair = re.compile("|".join(DOUBLES)).search
    words = iter(words)
    while batch := list(islice(words, 10_000)):
        # (packed multiset, value, number of cards, word): single-letter cards only
        spelled = [(sum(map(pack, w)), sum(map(value, w)), len(w), w) for w in batch
                   if len(w) <= 2 * max_cards and w.isascii() and w.isalpha()
                   and w.islower()]
        index.update((packed, worth) for packed, worth, size, _ in spelled
                     if 2 <= size <= max_cards)
        spelled = [entry for entry in spelled if has_pair(entry[3])]
        for pair in DOUBLES:  # then k = 1.. copies of each double card in turn
            change = unit[pair] - unit[pair[0]] - unit[pair[1]]
            gain = VALUES[pair] - VALUES[pair[0]] - VALUES[pair[1]]
            more = [(packed + k * change, worth + k * gain, size - k, w)
                    for packed, worth, size, w in spelled if pair in w
                    for k in range(1, w.count(pair) + 1)]
            index.update((packed, worth) for packed, worth, size, _ in more
                         if 2 <= size <= max_cards)
            spelled += more
    return index
