"""The exact Quiddler solver: the highest-scoring words a hand of cards can make.

Pure Python over any ``WordChecker`` (``is_word``, ``has_prefix``); no Django. Used by bots and
hints, and by tests to cross-check the engine.

``solve(cards, checker, go_out=False, discard=False)`` returns
``{"words": [[card, ...], ...], "discard": card | None, "score": int}`` or None, where a word is
2+ cards whose letters, in order, spell a dictionary word (double-letter cards such as ``"qu"``
are one card and never split; ruling Q1, Q4) and each card is used at most once. Score is the
value of the cards laid minus the value of the cards left unlaid; a discard counts for nothing
(ruling Q6; bonuses are not included: they depend on the other players):

- default: any set of words, any number of cards unlaid; ``discard`` is None. Always answers
  (with no words if nothing can be spelled).
- ``discard=True``: exactly one card is set aside as the discard (the final turn of ruling Q5,
  with hand + 1 cards); the rest is laid or unlaid. None only for an empty hand.
- ``go_out=True`` (implies ``discard``): exactly one card is discarded and every other card is
  laid (ruling Q4); the cheapest possible discard wins. None if impossible.

The answer depends only on the multiset of cards, never on their order, nor on the checker's
implementation (a word is spelled by its smallest card sequence, see ``spelling``). How it
works: (1) find every card multiset of the hand that spells a word: for a checker with an
anagram trie (``checker.anagrams()``: TrieDictionary; a memory-mapped file shared by every
process, see dictionary.trie.AnagramTrie) by walking the hand's sub-multisets in the trie's
canonical card order, pruned by the trie; otherwise by a depth-first search over card
sequences pruned by ``has_prefix``. (2) An exact set-packing search over sub-multisets of
the hand (packed into one int, memoised, cut off when everything is laid) picks the best
disjoint set. docs/dictionary.md has the details and the benchmark figures.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from dictionary.trie import ANAGRAM_CARDS, ANAGRAM_CODE, ANAGRAM_WORD
from games.kinds.quiddler.rules.cards import VALUES

# The order of card types inside a packed multiset, fewest words first (how many words of the
# default list contain each card's letters). The packing search branches on the first type
# present, so it branches where the choice is narrowest. Any fixed order gives the same scores.
ORDER = "cl j qu q x th z w k v f y b er in h g m p d u c l o t n r a i s e".split()
RANK = {card: i for i, card in enumerate(ORDER)}
assert set(ORDER) == set(VALUES)
DOUBLES = [card for card in ORDER if len(card) == 2]
VALUE_AT = [VALUES[card] for card in ORDER]

# Packed multisets (see Multisets): WIDTH bits per card type in ORDER, the top one a guard bit,
# so a field counts 0..15. The anagram trie is used for hands of up to INDEXED_CARDS cards (and
# at most its ``max_cards``, 11: a player holds at most 10 in round 8 plus the card drawn);
# bigger hands use the search.
WIDTH = 5
INDEXED_CARDS = 11


class Multisets:
    """Card multisets packed into an int: one ``width``-bit field per card type, in ``ORDER``.

    Each field holds a count and has one spare top bit (the guard), so for packed multisets
    ``a`` and ``b``: ``b`` fits in ``a`` iff ``((a | guard) - b) & guard == guard`` (a field that
    would go negative borrows its guard bit), and ``a - b`` is the multiset difference. The
    layout does not depend on the hand (``STANDARD``); only hands with a count above 15 need
    a wider field.
    """

    def __init__(self, width: int = WIDTH):
        self.width = width
        self.unit = [1 << (width * i) for i in range(len(ORDER))]
        self.guard = sum(u << (width - 1) for u in self.unit)
        self.field = (1 << width) - 1

    @classmethod
    def for_counts(cls, counts: dict[str, int]) -> Multisets:
        """The standard layout, widened if some count needs more than ``WIDTH - 1`` bits."""
        return cls(max(WIDTH, max(counts.values(), default=0).bit_length() + 1))

    def pack(self, counts: dict[str, int]) -> int:
        return sum(n * self.unit[RANK[card]] for card, n in counts.items())

    def unpack(self, packed: int) -> dict[str, int]:
        """``{card: copies}`` in ``ORDER`` (the inverse of ``pack``)."""
        counts = {}
        for i, card in enumerate(ORDER):
            n = (packed >> (self.width * i)) & self.field
            if n:
                counts[card] = n
        return counts

    def lowest(self, packed: int) -> int:
        """Index (in ``ORDER``) of the first card type present in a non-empty multiset."""
        return ((packed & -packed).bit_length() - 1) // self.width


STANDARD = Multisets()


def solve(cards: Iterable[str], checker, go_out: bool = False, discard: bool = False
          ) -> dict | None:
    """The best play for ``cards`` (see the module docstring); raises ValueError on a bad card."""
    counts = count_cards(cards)
    sets = Multisets.for_counts(counts)
    packing = Packing(counts, sets, find_words(counts, checker, sets), checker)
    if go_out:
        return packing.go_out()
    if discard:
        return packing.best_with_discard()
    return packing.best()


def candidate_words(cards: Iterable[str], checker) -> list[list[str]]:
    """Every distinct card multiset of ``cards`` that spells a word, spelled (see ``spelling``),
    in a fixed order."""
    counts = count_cards(cards)
    sets = Multisets.for_counts(counts)
    return [spelling(sets.unpack(packed), checker)
            for packed in sorted(find_words(counts, checker, sets))]


def count_cards(cards: Iterable[str]) -> dict[str, int]:
    """``{card: copies}`` in ``ORDER`` (so results never depend on the input order)."""
    counts = Counter(cards)
    bad = sorted(c for c in counts if c not in VALUES)
    if bad:
        raise ValueError(f"not Quiddler cards: {bad}")
    return {card: counts[card] for card in sorted(counts, key=RANK.__getitem__)}


def spelling(counts: dict[str, int], checker) -> list[str]:
    """The smallest card sequence (as a list of card names) using exactly the cards ``counts``
    that spells a word; raises ValueError if none does. Canonical, so every way of finding
    words gives the same answer; cheap (a ``has_prefix``-pruned search over a few cards)."""
    names = sorted(counts)
    left = dict(counts)
    seq: list[str] = []
    is_word, has_prefix = checker.is_word, checker.has_prefix

    def walk(text: str, cards_left: int) -> bool:
        """Depth-first in card-name order, so the first spelling found is the smallest."""
        for card in names:
            if not left[card]:
                continue
            longer = text + card
            if cards_left == 1:  # the last card: only is_word is left to ask
                if is_word(longer):
                    seq.append(card)
                    return True
                continue
            if text and not has_prefix(longer):  # (only prunes: not worth it for one card)
                continue
            left[card] -= 1
            seq.append(card)
            if walk(longer, cards_left - 1):
                return True
            seq.pop()
            left[card] += 1
        return False

    if not walk("", sum(counts.values())):
        raise ValueError(f"{counts} spells no word")
    return seq


@lru_cache(maxsize=8192)
def _spelled(checker, width: int, packed: int) -> tuple[str, ...]:
    """``spelling`` of a packed multiset, remembered per checker: the same words come up hand
    after hand, and spelling one is a prefix search (a third of a solve's time, uncached).
    Checkers are immutable word lists, so an answer never changes."""
    sets = STANDARD if width == WIDTH else Multisets(width)
    return tuple(spelling(sets.unpack(packed), checker))


def find_words(counts: dict[str, int], checker, sets: Multisets | None = None
               ) -> dict[int, int]:
    """Every card multiset of the hand that spells a word of 2+ cards, once, with its value:
    ``{packed multiset (sets, by default Multisets.for_counts(counts)): value}``.

    With an anagram trie for ``checker`` (``anagram_index``) and at most INDEXED_CARDS cards: a
    walk over the hand's sub-multisets pruned by the trie (``_anagram_words``). Otherwise a
    depth-first search over card sequences, pruned by ``has_prefix``. Same result either way.
    """
    sets = sets or Multisets.for_counts(counts)
    cards = sum(counts.values())
    if cards <= INDEXED_CARDS:
        anagrams = anagram_index(checker)
        if anagrams is not None and cards <= anagrams.max_cards:
            return _anagram_words(counts, anagrams, sets)
    search = _WordSearch(counts, checker, sets)
    search.probe("", 0, 0)
    return search.found


def anagram_index(checker):
    """The checker's anagram trie (``checker.anagrams()``: TrieDictionary), or None."""
    anagrams = getattr(checker, "anagrams", None)
    return anagrams() if callable(anagrams) else None


def _anagram_words(counts: dict[str, int], anagrams, sets: Multisets) -> dict[int, int]:
    """``find_words`` over an anagram trie (dictionary.trie.AnagramTrie): a depth-first walk
    over the hand's sub-multisets in the trie's canonical card order, one trie lookup per
    multiset visited; it only visits the children a node's mask lists that the hand still has.
    """
    # per card type of the hand, by its position in the trie's order:
    # (code, copies, packed unit, value, mask of the hand's types after it)
    hand = sorted((ord(ANAGRAM_CODE[card]) - 0x41, card, n) for card, n in counts.items())
    # (None where the hand has no such card: the walk never reads those)
    info: list[Any] = [None] * len(ANAGRAM_CARDS)
    later = 0
    for position, card, n in reversed(hand):
        info[position] = (ANAGRAM_CODE[card], n, sets.unit[RANK[card]], VALUES[card], later)
        later |= 1 << position
    get, node_masks, palette = anagrams.trie.get, anagrams.node_masks, anagrams.palette
    found: dict[int, int] = {}

    def walk(key: str, children: int, packed: int, value: int, last: int, used: int) -> None:
        """Visit each child of node ``key`` in ``children`` (it exists and the hand has it);
        ``used`` copies of the type at position ``last`` are already in ``key``."""
        while children:
            bit = children & -children
            children ^= bit
            position = bit.bit_length() - 1
            code, n, unit, card_value, after = info[position]
            child = key + code
            mask = palette[node_masks[get(child)]]
            if mask & ANAGRAM_WORD:
                found[packed + unit] = value + card_value
            copies = used + 1 if position == last else 1
            mask &= after | bit if copies < n else after
            if mask:
                walk(child, mask, packed + unit, value + card_value, position, copies)

    walk("", anagrams.root & later, 0, 0, -1, 0)
    return found


class Packing:
    """The exact set-packing search over one hand's candidate words.

    ``score(R)`` branches on one card type ``x`` present in ``R``: one copy of ``x`` is either
    left unlaid or part of some word that fits in ``R``; memoised on ``R``. ``x`` is the first
    type present in ``ORDER`` (rare cards first, so it branches where the choice is narrowest).
    A word that fits in ``R`` and contains ``x`` has ``x`` as its first type (no earlier type is
    left in ``R``), so words are grouped by their first type, dearest first; a branch stops as
    soon as it lays every card of ``R`` (nothing scores more). ``fits(R)`` is the same search
    for going out: can every card be laid?
    """

    def __init__(self, counts: dict[str, int], sets: Multisets, words: dict[int, int],
                 checker):
        self.sets = sets
        self.checker = checker
        self.types = list(counts)
        self.full = sets.pack(counts)
        self.values = VALUE_AT
        self.total = sum(VALUES[card] * n for card, n in counts.items())
        self.groups: list[list[tuple[int, int]]] = [[] for _ in ORDER]
        width = sets.width
        for worth, packed in sorted((-v, p) for p, v in words.items()):  # best first, then
            # a fixed order; grouped by the first type present (Multisets.lowest, inlined)
            self.groups[((packed & -packed).bit_length() - 1) // width].append((packed, -worth))
        self.memo: dict[int, tuple[int, tuple | None]] = {0: (0, None)}
        self.fit_memo: dict[int, tuple | None | bool] = {0: ()}

    def score(self, rest: int, worth: int) -> int:
        """Max (value laid - value unlaid) over the cards ``rest``, whose value is ``worth``."""
        found = self.memo.get(rest)
        if found is not None:
            return found[0]
        memo, score = self.memo, self.score
        guard, width = self.sets.guard, self.sets.width
        x = ((rest & -rest).bit_length() - 1) // width  # Multisets.lowest, inlined: hot loop
        after, lost = rest - self.sets.unit[x], self.values[x]
        top = (memo[after][0] if after in memo else score(after, worth - lost)) - lost  # unlaid
        choice = None
        with_guard = rest | guard
        for word in self.groups[x]:
            if top == worth:
                break  # everything is laid: nothing can do better
            if (with_guard - word[0]) & guard == guard:
                after = rest - word[0]
                found = memo.get(after)
                total = word[1] + (found[0] if found is not None else
                                   score(after, worth - word[1]))
                if total > top:
                    top, choice = total, word
        memo[rest] = (top, choice)
        return top

    def fits(self, rest: int) -> bool:
        """Can every card of ``rest`` be laid in words? (memo: the first word, or False)"""
        found = self.fit_memo.get(rest)
        if found is not None:
            return found is not False
        sets = self.sets
        with_guard, guard = rest | sets.guard, sets.guard
        self.fit_memo[rest] = False
        for word in self.groups[sets.lowest(rest)]:
            if (with_guard - word[0]) & guard == guard and self.fits(rest - word[0]):
                self.fit_memo[rest] = word
                break
        return self.fit_memo[rest] is not False

    def _words(self, rest: int, choice_of) -> list[list[str]]:
        """Follow the memoised choices from ``rest``: the words laid, spelled."""
        words = []
        while rest:
            word = choice_of(rest)
            if word is None:  # one copy of the first type left unlaid
                rest -= self.sets.unit[self.sets.lowest(rest)]
            else:
                words.append(list(_spelled(self.checker, self.sets.width, word[0])))
                rest -= word[0]
        return words

    def _discards(self) -> list[str]:
        """The hand's card types, cheapest first (then by name)."""
        return sorted(self.types, key=lambda c: (VALUES[c], c))

    def best(self) -> dict:
        score = self.score(self.full, self.total)
        words = self._words(self.full, lambda r: self.memo[r][1])
        return {"words": words, "discard": None, "score": score}

    def best_with_discard(self) -> dict | None:
        top = None
        # Cheapest discard first: total - discard bounds the score, so once the bound cannot
        # beat the best found, no dearer discard can either.
        for card in self._discards():
            bound = self.total - VALUES[card]
            if top is not None and bound <= top[0]:
                break
            score = self.score(self.full - self.sets.unit[RANK[card]], bound)
            if top is None or score > top[0]:
                top = (score, card)
        if top is None:
            return None
        score, card = top
        words = self._words(self.full - self.sets.unit[RANK[card]], lambda r: self.memo[r][1])
        return {"words": words, "discard": card, "score": score}

    def go_out(self) -> dict | None:
        # Everything but the discard is laid, so the score is total - discard: cheapest first.
        for card in self._discards():
            rest = self.full - self.sets.unit[RANK[card]]
            if self.fits(rest):
                words = self._words(rest, self.fit_memo.__getitem__)
                return {"words": words, "discard": card, "score": self.total - VALUES[card]}
        return None


class _WordSearch:
    """One depth-first search for the candidate words of a hand (see ``find_words``)."""

    def __init__(self, counts: dict[str, int], checker, sets: Multisets):
        self.has_prefix = checker.has_prefix
        self.is_word = checker.is_word
        self.remaining = list(counts.values())
        self.cards = [(i, card, sets.unit[RANK[card]], VALUES[card])
                      for i, card in enumerate(counts)]
        self.length = 0
        self.found: dict[int, int] = {}

    def probe(self, text: str, packed: int, value: int) -> None:
        """Extend ``text`` by each remaining card type, asking has_prefix/is_word each time."""
        remaining, found = self.remaining, self.found
        has_prefix, is_word = self.has_prefix, self.is_word
        self.length += 1
        for i, card, unit, card_value in self.cards:
            if not remaining[i]:
                continue
            longer = text + card
            if not has_prefix(longer):
                continue
            remaining[i] -= 1
            p, v = packed + unit, value + card_value
            if self.length > 1 and p not in found and is_word(longer):
                found[p] = v
            self.probe(longer, p, v)
            remaining[i] += 1
        self.length -= 1
