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
sub-multisets of the hand (packed into one int, memoised) picks the best disjoint set.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from games.engines.quiddler_cards import VALUES


def solve(cards: Iterable[str], checker, go_out: bool = False, discard: bool = False
          ) -> dict | None:
    """The best play for ``cards`` (see the module docstring); raises ValueError on a bad card."""
    hand = Hand(cards)
    candidates = hand.candidate_words(checker)
    if go_out:
        return hand.best_go_out(candidates)
    if discard:
        return hand.best_with_discard(candidates)
    return hand.best(candidates)


def candidate_words(cards: Iterable[str], checker) -> list[list[str]]:
    """Every distinct card multiset of ``cards`` that spells a word (one spelling each)."""
    hand = Hand(cards)
    return [list(seq) for seq, _ in hand.candidate_words(checker).values()]


# From this many letters on, a prefix has few words below it (a median of 3 in the default
# list), so listing them in one call beats probing each next card.
LIST_FROM_LETTERS = 5


class Hand:
    """A multiset of cards packed into one int: one bit field per distinct card.

    Each field holds a count and has one spare top bit (the guard), so for packed multisets
    ``a`` and ``b``: ``b`` fits in ``a`` iff ``((a | guard) - b) & guard == guard`` (a field that
    would go negative borrows its guard bit), and ``a - b`` is the multiset difference.
    """

    def __init__(self, cards: Iterable[str]):
        counts = Counter(cards)
        bad = sorted(c for c in counts if c not in VALUES)
        if bad:
            raise ValueError(f"not Quiddler cards: {bad}")
        self.types = sorted(counts)  # canonical order: results never depend on input order
        self.counts = [counts[t] for t in self.types]
        self.values = [VALUES[t] for t in self.types]
        self.width = width = max(self.counts, default=0).bit_length() + 1
        self.shift = [width * i for i in range(len(self.types))]
        self.unit = [1 << s for s in self.shift]
        self.guard = sum(1 << (s + width - 1) for s in self.shift)
        self.full = sum(c << s for c, s in zip(self.counts, self.shift, strict=True))
        self.total = sum(c * v for c, v in zip(self.counts, self.values, strict=True))

    def lowest(self, packed: int) -> int:
        """Index of the first card type present in a non-empty packed multiset."""
        return ((packed & -packed).bit_length() - 1) // self.width

    def candidate_words(self, checker) -> dict[int, tuple[tuple[str, ...], int]]:
        """``{packed multiset: (card sequence, value)}`` for every spellable word of 2+ cards.

        Depth-first over card sequences drawn from the remaining multiset; a branch stops as
        soon as its text is no word's prefix. Different sequences of one multiset (anagrams)
        are worth the same, so the first found is kept. If the checker can list the words under
        a prefix (``words_with_prefix``, as TrieDictionary does), a prefix of
        ``LIST_FROM_LETTERS`` letters or more is finished from that list instead of probing
        letter by letter.
        """
        search = _WordSearch(self, checker)
        search.run()
        return search.found

    def _by_lowest(self, candidates) -> list[list[tuple[int, int]]]:
        """Candidates grouped by their first card type, each group best value first."""
        groups: list[list[tuple[int, int]]] = [[] for _ in self.types]
        for packed, (_, value) in candidates.items():
            groups[self.lowest(packed)].append((packed, value))
        for group in groups:
            group.sort(key=lambda pv: (-pv[1], pv[0]))
        return groups

    def _pack_search(self, candidates):
        """``best(R)``: max (laid - unlaid) over sub-multiset ``R``, with its first choice.

        Branch on the first card type ``x`` present in ``R``: one copy of ``x`` is either left
        unlaid, or is part of some word that fits in ``R`` (such a word's first type is ``x``,
        because no lower type is left). Memoised on ``R``.
        """
        groups = self._by_lowest(candidates)
        guard, unit, values = self.guard, self.unit, self.values
        memo: dict[int, tuple[int, int]] = {0: (0, 0)}

        def best(rest: int) -> int:
            hit = memo.get(rest)
            if hit is not None:
                return hit[0]
            x = self.lowest(rest)
            top = best(rest - unit[x]) - values[x]
            choice = -1  # -1: leave one copy of x unlaid
            with_guard = rest | guard
            for packed, value in groups[x]:
                if (with_guard - packed) & guard == guard:
                    score = value + best(rest - packed)
                    if score > top:
                        top, choice = score, packed
            memo[rest] = (top, choice)
            return top

        return best, memo

    def _fit_search(self, candidates):
        """``fits(R)``: can every card of ``R`` be laid in words? Memoised, with a witness."""
        groups = self._by_lowest(candidates)
        guard = self.guard
        memo: dict[int, int | None] = {0: 0}

        def fits(rest: int) -> bool:
            if rest in memo:
                return memo[rest] is not None
            x = self.lowest(rest)
            with_guard = rest | guard
            memo[rest] = None
            for packed, _ in groups[x]:
                if (with_guard - packed) & guard == guard and fits(rest - packed):
                    memo[rest] = packed
                    break
            return memo[rest] is not None

        return fits, memo

    def _words_from(self, rest: int, choice_of, candidates) -> list[list[str]]:
        """Follow the memoised choices from ``rest``: the words laid, as card lists."""
        words = []
        while rest:
            choice = choice_of(rest)
            if choice == -1:
                rest -= self.unit[self.lowest(rest)]
            else:
                words.append(list(candidates[choice][0]))
                rest -= choice
        return words

    def best(self, candidates) -> dict:
        best, memo = self._pack_search(candidates)
        score = best(self.full)
        words = self._words_from(self.full, lambda r: memo[r][1], candidates)
        return {"words": words, "discard": None, "score": score}

    def best_with_discard(self, candidates) -> dict | None:
        best, memo = self._pack_search(candidates)
        top = None
        for i, card in enumerate(self.types):
            score = best(self.full - self.unit[i])
            if top is None or score > top[0]:
                top = (score, i, card)
        if top is None:
            return None
        score, i, card = top
        words = self._words_from(self.full - self.unit[i], lambda r: memo[r][1], candidates)
        return {"words": words, "discard": card, "score": score}

    def best_go_out(self, candidates) -> dict | None:
        fits, memo = self._fit_search(candidates)
        # All but the discard are laid, so the score is total - discard: try cheapest first.
        for i in sorted(range(len(self.types)), key=lambda i: (self.values[i], i)):
            rest = self.full - self.unit[i]
            if fits(rest):
                words = self._words_from(rest, memo.__getitem__, candidates)
                return {"words": words, "discard": self.types[i],
                        "score": self.total - self.values[i]}
        return None


class _WordSearch:
    """One depth-first search for the candidate words of a hand (see Hand.candidate_words)."""

    def __init__(self, hand: Hand, checker):
        self.hand = hand
        self.has_prefix = checker.has_prefix
        self.is_word = checker.is_word
        self.words_with_prefix = getattr(checker, "words_with_prefix", None)
        self.remaining = list(hand.counts)
        self.index = {card: i for i, card in enumerate(hand.types)}
        self.letters = "".join(sorted(set("".join(hand.types))))
        self.seq: list[str] = []
        self.found: dict[int, tuple[tuple[str, ...], int]] = {}

    def run(self) -> None:
        self.probe("", 0, 0)

    def probe(self, text: str, packed: int, value: int) -> None:
        """Extend ``text`` by each remaining card type, asking has_prefix/is_word each time."""
        hand, remaining, seq, found = self.hand, self.remaining, self.seq, self.found
        listing, letters = self.words_with_prefix, self.letters
        for i, card in enumerate(hand.types):
            if not remaining[i]:
                continue
            longer = text + card
            if listing is not None and len(longer) >= LIST_FROM_LETTERS:
                below = listing(longer)  # [] when no word starts with longer
                if below:
                    remaining[i] -= 1
                    seq.append(card)
                    start, p, v = len(longer), packed + hand.unit[i], value + hand.values[i]
                    for word in below:
                        # str.strip is a C-speed test that every letter is one the hand has
                        if not word.strip(letters):
                            self.spell(word, start, p, v)
                    seq.pop()
                    remaining[i] += 1
                continue
            if not self.has_prefix(longer):
                continue
            remaining[i] -= 1
            seq.append(card)
            p, v = packed + hand.unit[i], value + hand.values[i]
            if len(seq) > 1 and p not in found and self.is_word(longer):
                found[p] = (tuple(seq), v)
            self.probe(longer, p, v)
            seq.pop()
            remaining[i] += 1

    def spell(self, word: str, pos: int, packed: int, value: int) -> None:
        """Record every way the remaining cards spell ``word[pos:]`` (a double-letter card
        covers two letters, so one word can have several card multisets)."""
        if pos == len(word):
            if len(self.seq) > 1 and packed not in self.found:
                self.found[packed] = (tuple(self.seq), value)
            return
        hand, remaining, seq = self.hand, self.remaining, self.seq
        for size in (1, 2):
            if pos + size > len(word):
                break
            i = self.index.get(word[pos:pos + size])
            if i is None or not remaining[i]:
                continue
            remaining[i] -= 1
            seq.append(hand.types[i])
            self.spell(word, pos + size, packed + hand.unit[i], value + hand.values[i])
            seq.pop()
            remaining[i] += 1
