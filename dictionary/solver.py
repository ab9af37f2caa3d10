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

Ties are broken deterministically: the answer depends on the multiset of cards only, never on
their order. How it works: a trie-guided depth-first search over the hand's card multiset finds
every candidate word (``has_prefix`` prunes), then an exact set-packing search over
sub-multisets of the hand (packed into one int, memoised, cut off when everything is laid)
picks the best disjoint set. docs/dictionary.md has the details and the benchmark figures.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from games.engines.quiddler_cards import VALUES

# Fast path for checkers that count and list the words under a prefix (TrieDictionary):
# a prefix with at most LIST_AT_MOST words below it is finished from the list of those words
# instead of probing card by card. ``prefix_counts(COUNTED_LETTERS)`` counts the prefixes of
# 1..COUNTED_LETTERS letters; longer prefixes are assumed small (a median of 3 words below a
# 5-letter prefix in the default list).
LIST_AT_MOST = 16
COUNTED_LETTERS = 4

# The order of card types inside a packed multiset, fewest words first (how many words of the
# default list contain each card's letters). The packing search branches on the first type
# present, so it branches where the choice is narrowest. Any fixed order gives the same scores.
ORDER = "cl j qu q x th z w k v f y b er in h g m p d u c l o t n r a i s e".split()
RANK = {card: i for i, card in enumerate(ORDER)}
assert set(ORDER) == set(VALUES)

Word = tuple[tuple[str, ...], int]  # (card sequence, value)


def solve(cards: Iterable[str], checker, go_out: bool = False, discard: bool = False
          ) -> dict | None:
    """The best play for ``cards`` (see the module docstring); raises ValueError on a bad card."""
    counts = count_cards(cards)
    packing = Packing(counts, find_words(counts, checker))
    if go_out:
        return packing.go_out()
    if discard:
        return packing.best_with_discard()
    return packing.best()


def candidate_words(cards: Iterable[str], checker) -> list[list[str]]:
    """Every distinct card multiset of ``cards`` that spells a word (one spelling each)."""
    return [list(seq) for seq, _ in find_words(count_cards(cards), checker).values()]


def count_cards(cards: Iterable[str]) -> dict[str, int]:
    """``{card: copies}`` in ``ORDER`` (so results never depend on the input order)."""
    counts = Counter(cards)
    bad = sorted(c for c in counts if c not in VALUES)
    if bad:
        raise ValueError(f"not Quiddler cards: {bad}")
    return {card: counts[card] for card in sorted(counts, key=RANK.__getitem__)}


class Multisets:
    """Sub-multisets of one hand packed into an int: one bit field per card type, in ``order``.

    Each field holds a count and has one spare top bit (the guard), so for packed multisets
    ``a`` and ``b``: ``b`` fits in ``a`` iff ``((a | guard) - b) & guard == guard`` (a field that
    would go negative borrows its guard bit), and ``a - b`` is the multiset difference.
    """

    def __init__(self, counts: dict[str, int], order: list[str]):
        self.order = order
        self.width = width = max(counts.values(), default=0).bit_length() + 1
        self.unit = [1 << (width * i) for i in range(len(order))]
        self.guard = sum(u << (width - 1) for u in self.unit)
        self.full = self.pack(counts)

    def pack(self, counts: dict[str, int]) -> int:
        return sum(counts.get(card, 0) * u for card, u in zip(self.order, self.unit, strict=True))

    def lowest(self, packed: int) -> int:
        """Index (in ``order``) of the first card type present in a non-empty multiset."""
        return ((packed & -packed).bit_length() - 1) // self.width


def find_words(counts: dict[str, int], checker) -> dict[int, Word]:
    """Every card multiset of the hand that spells a word of 2+ cards, once, with its value:
    ``{packed multiset (Multisets(counts, list(counts))): (card sequence, value)}``.

    Depth-first over card sequences drawn from the remaining cards; a branch stops as soon as
    its text is no word's prefix (``has_prefix``). Sequences of one multiset (anagrams) are
    worth the same, so the first found is kept. If the checker also provides
    ``prefix_counts(n)`` and ``words_with_prefix()`` (TrieDictionary does), small subtrees are
    finished from their word lists (see LIST_AT_MOST): same result, several times faster.
    """
    search = _WordSearch(counts, checker)
    if search.counts is not None:
        search.probe_listing("", 0, 0)
    else:
        search.probe("", 0, 0)
    return search.found


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

    def __init__(self, counts: dict[str, int], words: dict[int, Word]):
        self.sets = sets = Multisets(counts, list(counts))
        self.values = [VALUES[card] for card in counts]
        self.total = sum(VALUES[card] * n for card, n in counts.items())
        self.groups: list[list[tuple[int, int, tuple[str, ...]]]] = [[] for _ in counts]
        for packed, (seq, value) in words.items():
            self.groups[sets.lowest(packed)].append((packed, value, seq))
        for group in self.groups:
            group.sort(key=lambda word: (-word[1], word[0]))  # best first, then a fixed order
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
        """Follow the memoised choices from ``rest``: the words laid, as card lists."""
        words = []
        while rest:
            word = choice_of(rest)
            if word is None:  # one copy of the first type left unlaid
                rest -= self.sets.unit[self.sets.lowest(rest)]
            else:
                words.append(list(word[2]))
                rest -= word[0]
        return words

    def _unit(self, card: str) -> int:
        return self.sets.unit[self.sets.order.index(card)]

    def best(self) -> dict:
        score = self.score(self.sets.full, self.total)
        words = self._words(self.sets.full, lambda r: self.memo[r][1])
        return {"words": words, "discard": None, "score": score}

    def best_with_discard(self) -> dict | None:
        top = None
        # Cheapest discard first: total - discard bounds the score, so once the bound cannot
        # beat the best found, no dearer discard can either.
        for card in sorted(self.sets.order, key=lambda c: (VALUES[c], c)):
            bound = self.total - VALUES[card]
            if top is not None and bound <= top[0]:
                break
            score = self.score(self.sets.full - self._unit(card), bound)
            if top is None or score > top[0]:
                top = (score, card)
        if top is None:
            return None
        score, card = top
        words = self._words(self.sets.full - self._unit(card), lambda r: self.memo[r][1])
        return {"words": words, "discard": card, "score": score}

    def go_out(self) -> dict | None:
        # Everything but the discard is laid, so the score is total - discard: cheapest first.
        for card in sorted(self.sets.order, key=lambda c: (VALUES[c], c)):
            rest = self.sets.full - self._unit(card)
            if self.fits(rest):
                words = self._words(rest, self.fit_memo.__getitem__)
                return {"words": words, "discard": card, "score": self.total - VALUES[card]}
        return None


class _WordSearch:
    """One depth-first search for the candidate words of a hand (see ``find_words``)."""

    def __init__(self, counts: dict[str, int], checker):
        self.types = list(counts)
        self.values = [VALUES[card] for card in self.types]
        self.unit = Multisets(counts, self.types).unit  # packed keys for de-duplication
        self.has_prefix = checker.has_prefix
        self.is_word = checker.is_word
        self.words_with_prefix = getattr(checker, "words_with_prefix", None)
        prefix_counts = getattr(checker, "prefix_counts", None)
        self.counts = None
        if prefix_counts is not None and self.words_with_prefix is not None:
            self.counts = prefix_counts(COUNTED_LETTERS)
        self.remaining = list(counts.values())
        self.index = {card: i for i, card in enumerate(self.types)}
        self.cards = list(zip(range(len(self.types)), self.types, self.unit, self.values,
                              strict=True))
        self.letters = "".join(sorted(set("".join(self.types))))
        self.seq: list[str] = []
        self.found: dict[int, Word] = {}

    def probe(self, text: str, packed: int, value: int) -> None:
        """Extend ``text`` by each remaining card type, asking has_prefix/is_word each time."""
        remaining, seq, found = self.remaining, self.seq, self.found
        has_prefix, is_word = self.has_prefix, self.is_word
        for i, card, unit, card_value in self.cards:
            if not remaining[i]:
                continue
            longer = text + card
            if not has_prefix(longer):
                continue
            remaining[i] -= 1
            seq.append(card)
            p, v = packed + unit, value + card_value
            if len(seq) > 1 and p not in found and is_word(longer):
                found[p] = (tuple(seq), v)
            self.probe(longer, p, v)
            seq.pop()
            remaining[i] += 1

    def probe_listing(self, text: str, packed: int, value: int) -> None:
        """``probe`` where a short prefix's word count (0: no such prefix) comes from a dict and
        a prefix with few words below it is finished from their list in one call."""
        remaining, seq, found = self.remaining, self.seq, self.found
        counts, listing, is_word = self.counts, self.words_with_prefix, self.is_word
        counted, small = COUNTED_LETTERS, LIST_AT_MOST
        letters, spell = self.letters, self.spell
        for i, card, unit, card_value in self.cards:
            if not remaining[i]:
                continue
            longer = text + card
            size = counts.get(longer, 0) if len(longer) <= counted else small
            if size == 0:
                continue
            if size <= small:
                below = listing(longer)
                if below:  # finish each word below longer from the remaining cards
                    remaining[i] -= 1
                    seq.append(card)
                    start, p, v = len(longer), packed + unit, value + card_value
                    for word in below:
                        # str.strip is a C-speed test that every letter is one the hand has
                        if not word.strip(letters):
                            spell(word, start, p, v)
                    seq.pop()
                    remaining[i] += 1
                continue
            remaining[i] -= 1
            seq.append(card)
            p, v = packed + unit, value + card_value
            if len(seq) > 1 and p not in found and is_word(longer):
                found[p] = (tuple(seq), v)
            self.probe_listing(longer, p, v)
            seq.pop()
            remaining[i] += 1

    def spell(self, word: str, pos: int, packed: int, value: int) -> None:
        """Record every way the remaining cards spell ``word[pos:]`` (a double-letter card
        covers two letters, so one word can have several card multisets)."""
        if pos == len(word):
            if len(self.seq) > 1 and packed not in self.found:
                self.found[packed] = (tuple(self.seq), value)
            return
        remaining, seq = self.remaining, self.seq
        for size in (1, 2):
            if pos + size > len(word):
                break
            i = self.index.get(word[pos:pos + size])
            if i is None or not remaining[i]:
                continue
            remaining[i] -= 1
            seq.append(self.types[i])
            self.spell(word, pos + size, packed + self.unit[i], value + self.values[i])
            seq.pop()
            remaining[i] += 1
