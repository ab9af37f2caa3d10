"""The Quiddler solver: exact against an exhaustive reference, and the rulings it encodes.

``SOLVER_HANDS`` (default 250) scales the random-hand comparison, ``SOLVER_BIG_HANDS``
(default 4) the 9-11 card one, which scans the whole dictionary per hand.
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from dictionary import solver
from dictionary import solver_reference as ref
from dictionary.solver import candidate_words, solve
from dictionary.trie import AnagramTrie, TrieDictionary, anagram_cards, words_sha256
from games.kinds.quiddler.rules.cards import VALUES, full_deck
from games.kinds.quiddler.rules.words import SetWordChecker

HANDS = int(os.environ.get("SOLVER_HANDS", "250"))
BIG_HANDS = int(os.environ.get("SOLVER_BIG_HANDS", "4"))
MODES = [{}, {"discard": True}, {"go_out": True}]

TINY_WORDS = ["cat", "act", "at", "ta", "quit", "qi", "the", "thin", "tin", "in", "inert",
              "clerk", "er", "eh", "he", "zax", "ax"]
TINY = SetWordChecker("tiny", TINY_WORDS)  # no words(): the has_prefix search
TINY_TRIE = TrieDictionary.from_words("tiny", TINY_WORDS)  # anagrams(): the anagram trie


def deal(rng: random.Random, n: int) -> list[str]:
    return rng.sample(full_deck(), n)


def check_exact(cards, checker, words, mode) -> dict | None:
    """Solve, then compare with the reference score and check the play is legal and scored."""
    expected = ref.best_score(cards, words, **mode)
    got = solve(cards, checker, **mode)
    if expected is None:
        assert got is None, (cards, mode, got)
        return None
    assert got is not None, (cards, mode)
    assert got["score"] == expected, (cards, mode, got)
    assert ref.play_score(cards, got, checker.is_word, **mode) == expected, (cards, mode, got)
    return got


def test_solver_is_exact_on_random_hands(scowl):
    """Hundreds of random 2-7 card hands from the real deck, every mode, real dictionary."""
    rng = random.Random(2024)
    laid_something = 0
    for _ in range(HANDS):
        cards = deal(rng, rng.choice([2, 3, 4, 5, 5, 6, 6, 7]))
        words = ref.words_by_permutations(cards, scowl.is_word)
        for mode in MODES:
            got = check_exact(cards, scowl, words, mode)
            laid_something += bool(got and got["words"])
    assert laid_something > HANDS  # the comparison is not vacuous


def test_solver_is_exact_on_big_hands(scowl):
    """9-11 cards (hand + 1 in round 8) against a scan of every word in the dictionary."""
    rng = random.Random(7)
    dictionary = scowl.words()
    for i in range(BIG_HANDS):
        cards = deal(rng, 9 + i % 3)
        words = ref.words_by_scan(cards, dictionary)
        assert {tuple(sorted(w)) for w in candidate_words(cards, scowl)} == words
        for mode in MODES:
            check_exact(cards, scowl, words, mode)


def test_anagram_trie_and_search_find_the_same_words(scowl):
    """TrieDictionary's anagram trie == has_prefix/is_word probing (SetWordChecker): same words,
    same answers, card for card (spellings are canonical)."""
    short = [w for w in scowl.words() if len(w) <= 6]
    plain = SetWordChecker("short", short)
    fast = TrieDictionary.from_words("short", short)
    rng = random.Random(11)
    for _ in range(60):
        cards = deal(rng, rng.choice([8, 10, 11]))
        by_plain = candidate_words(cards, plain)
        assert candidate_words(cards, fast) == by_plain
        for mode in MODES:
            assert solve(cards, plain, **mode) == solve(cards, fast, **mode)


def test_anagram_trie_and_search_agree_on_the_full_dictionary(scowl, monkeypatch):
    rng = random.Random(12)
    hands = [deal(rng, rng.choice([10, 11])) for _ in range(8)]
    by_index = [[solve(cards, scowl, **mode) for mode in MODES] for cards in hands]
    monkeypatch.setattr(solver, "INDEXED_CARDS", 0)  # every hand takes the search
    assert [[solve(cards, scowl, **mode) for mode in MODES] for cards in hands] == by_index


def test_double_letter_pairs_are_indexed_every_way():
    """Each qu/in/er/cl/th may be one double card or two single ones (Q1); words of one card,
    or of more than INDEXED_CARDS cards, are left out: in the reference index and in the
    anagram trie alike."""
    words = ["thinner", "in", "quiz", "a", "abcdefghijkl", "no-go", "Paris"]
    thinner = [[*th, *in_, "n", *er] for th in (["th"], ["t", "h"])
               for in_ in (["in"], ["i", "n"]) for er in (["er"], ["e", "r"])]
    expected = {tuple(sorted(Counter(cards).items())): sum(map(VALUES.get, cards))
                for cards in [*thinner, ["i", "n"], ["q", "u", "i", "z"], ["qu", "i", "z"]]}
    assert len(expected) == 8 + 1 + 2
    index = ref.build_index(words)
    assert {tuple(sorted(solver.STANDARD.unpack(packed).items())): value
            for packed, value in index.items()} == expected
    anagrams = AnagramTrie.build(words, words_sha256(words))
    assert {tuple(sorted(Counter(anagram_cards(key)).items())) for key in anagrams.iter_keys()
            } == set(expected)


def test_anagram_trie_is_built_once_per_dictionary():
    assert solver.anagram_index(TINY) is None  # no anagrams(): search instead
    anagrams = solver.anagram_index(TINY_TRIE)
    assert anagrams is TINY_TRIE.anagrams() and anagrams.sha256 == TINY_TRIE.sha256
    assert anagrams.path is None  # an in-memory dictionary: built in memory


def test_spelling_is_the_smallest_card_sequence():
    for checker in (TINY, TINY_TRIE):
        assert solve(["t", "c", "a"], checker)["words"] == [["a", "c", "t"]]  # act < cat
        assert solver.spelling({"t": 1, "a": 1}, checker) == ["a", "t"]
        with pytest.raises(ValueError):
            solver.spelling({"z": 1, "q": 1}, checker)


@pytest.mark.parametrize("checker", [TINY, TINY_TRIE], ids=["search", "anagrams"])
def test_small_checker_is_exact_too(checker):
    rng = random.Random(3)
    for _ in range(40):
        cards = rng.sample(["c", "a", "t", "qu", "i", "t", "th", "e", "in", "er", "z", "a", "x",
                            "h", "n", "cl", "r", "k"], rng.randint(2, 8))
        words = ref.words_by_permutations(cards, checker.is_word)
        for mode in MODES:
            check_exact(cards, checker, words, mode)


@pytest.mark.parametrize("checker", [TINY, TINY_TRIE], ids=["search", "anagrams"])
def test_q1_double_letter_cards_are_one_card_never_split(checker):
    assert solve(["qu", "i", "t"], checker)["words"] == [["qu", "i", "t"]]
    assert solve(["q", "u", "i", "t"], checker)["words"] == [["q", "u", "i", "t"]]
    # "qu" cannot give its "q" to "qi"; "th" cannot be read as "t" + "h"
    assert candidate_words(["qu", "i"], checker) == []
    assert candidate_words(["th", "a"], checker) == []
    assert {tuple(sorted(w)) for w in candidate_words(["th", "i", "n"], checker)} == {
        ("i", "n", "th"), ("i", "n")}
    assert candidate_words(["in", "e"], checker) == []  # "in" alone is one card, not a word
    assert solve(["in", "er", "t"], checker)["words"] == [["in", "er", "t"]]
    assert solve(["cl", "er", "k"], checker, go_out=True) is None  # all three, none left over
    assert solve(["cl", "er", "k", "z"], checker, go_out=True) == {
        "words": [["cl", "er", "k"]], "discard": "z", "score": 10 + 7 + 8}


def test_q4_going_out_lays_every_card_but_the_cheapest_possible_discard():
    got = solve(["c", "a", "t", "s"], TINY, go_out=True)
    assert got["discard"] == "s" and got["score"] == 8 + 2 + 3
    assert sorted(got["words"][0]) == ["a", "c", "t"]
    # two words, everything laid but the discard: qi + cat beats in + cat (q is dear)
    got = solve(["c", "a", "t", "i", "n", "q"], TINY, go_out=True)
    assert got["discard"] == "n" and got["score"] == 8 + 2 + 3 + 2 + 15
    assert sorted(map(sorted, got["words"])) == [["a", "c", "t"], ["i", "q"]]


def test_q4_going_out_impossible_is_none():
    assert solve(["q", "z", "x", "j"], TINY, go_out=True) is None
    assert solve(["c", "a", "t", "z", "q"], TINY, go_out=True) is None  # two cards left over


def test_q4_words_are_two_cards_or_more():
    checker = SetWordChecker("one", ["a", "at"])
    assert solve(["a"], checker) == {"words": [], "discard": None, "score": -2}
    assert solve(["a", "t"], checker)["words"] == [["a", "t"]]


def test_q5_final_turn_sets_exactly_one_card_aside():
    """discard=True: hand + 1 cards, one discarded (not counted), the rest laid or not."""
    got = solve(["c", "a", "t", "z", "q"], TINY, discard=True)
    # cat laid, z unlaid, q (the dearer of the two leftovers) discarded for nothing
    assert got["discard"] == "q" and got["score"] == 13 - 14
    assert [sorted(w) for w in got["words"]] == [["a", "c", "t"]]
    assert solve(["z"], TINY, discard=True) == {"words": [], "discard": "z", "score": 0}
    assert solve([], TINY, discard=True) is None


def test_q6_score_is_laid_value_minus_unlaid_value():
    got = solve(["c", "a", "t", "z"], TINY)
    assert got["discard"] is None
    assert got["score"] == VALUES["c"] + VALUES["a"] + VALUES["t"] - VALUES["z"]
    # every card counts: zax (28) beats ax with z unlaid (14 - 14)
    assert solve(["z", "a", "x"], TINY)["score"] == 14 + 2 + 12
    assert solve([], TINY) == {"words": [], "discard": None, "score": 0}


def test_answer_depends_on_the_cards_not_their_order(scowl):
    rng = random.Random(5)
    for _ in range(20):
        cards = deal(rng, 9)
        shuffled = rng.sample(cards, len(cards))
        for mode in MODES:
            assert solve(cards, scowl, **mode) == solve(shuffled, scowl, **mode)


def test_unknown_cards_are_refused():
    with pytest.raises(ValueError, match="not Quiddler cards"):
        solve(["c", "a", "ch"], TINY)
    with pytest.raises(ValueError):
        solve(["C", "a", "t"], TINY)
