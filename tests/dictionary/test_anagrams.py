"""The anagram trie (dictionary.trie.AnagramTrie): the solver's memory-mapped index of the card
multisets that spell a word, one file per word list, tied to the list's checksum."""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from dictionary import solver, trie
from dictionary import solver_reference as ref
from dictionary.trie import ANAGRAM_CARDS, ANAGRAM_WORD, AnagramTrie
from games.kinds.quiddler.rules.cards import VALUES, full_deck

WORDS = ["cat", "act", "quit", "qi", "thin", "inert", "clerk", "zax", "in", "er"]


def decoded(anagrams: AnagramTrie) -> dict[int, int]:
    """``{packed multiset (solver.STANDARD): value}`` of every multiset that spells a word:
    the shape of the reference index (solver_reference.build_index)."""
    found = {}
    for key in anagrams.iter_keys():
        cards = Counter(trie.anagram_cards(key))
        found[solver.STANDARD.pack(cards)] = sum(VALUES[c] * n for c, n in cards.items())
    return found


def test_keys_are_card_multisets_in_canonical_order():
    assert trie.anagram_key(["t", "a", "c"]) == trie.anagram_key(["c", "a", "t"])
    key = trie.anagram_key(["qu", "i", "t"])
    assert len(key) == 3 and list(key) == sorted(key)
    assert trie.anagram_cards(key) == sorted(["qu", "i", "t"], key=ANAGRAM_CARDS.index)
    anagrams = AnagramTrie.build(WORDS, trie.words_sha256(WORDS))
    for cards in (["a", "c", "t"], ["qu", "i", "t"], ["q", "u", "i", "t"], ["in", "er", "t"],
                  ["i", "n", "e", "r", "t"], ["cl", "er", "k"], ["c", "l", "e", "r", "k"],
                  ["i", "n"], ["e", "r"]):
        assert trie.anagram_key(cards) in anagrams, cards
    for cards in (["in"], ["er"], ["q"], ["qu", "i"], ["a", "t"], ["c", "a"]):
        assert trie.anagram_key(cards) not in anagrams, cards
    assert anagrams.mask(trie.anagram_key(["z", "z"])) == 0  # no word starts so


def test_masks_list_exactly_the_children_and_the_words():
    words = [w for w in trie.default_words()[::20] if len(w) <= 5]
    anagrams = AnagramTrie.build(words, trie.words_sha256(words))
    keys = set(trie.anagram_keys(words))
    children: dict[str, int] = {}
    for key in keys:
        for i in range(len(key)):
            children[key[:i]] = children.get(key[:i], 0) | 1 << (ord(key[i]) - 0x41)
    nodes = set(children) | keys
    assert set(anagrams.trie.keys()) == nodes - {""}
    for node in nodes:
        expected = children.get(node, 0) | (ANAGRAM_WORD if node in keys else 0)
        assert anagrams.mask(node) == expected, node


def test_compiled_with_the_word_trie_and_memory_mapped(tmp_path):
    store = trie.TrieStore(tmp_path)
    d = store.add("house", WORDS)
    path = tmp_path / f"house-{d.sha256}.anagram.marisa"
    assert trie.anagram_path(d.path) == path and path.exists()
    assert oct(path.stat().st_mode & 0o777) == oct(0o644)
    assert not [p for p in tmp_path.iterdir() if p.suffix == ".tmp"]
    anagrams = d.anagrams()
    assert anagrams.path == path and anagrams.sha256 == d.sha256
    assert isinstance(anagrams.node_masks, memoryview)  # mapped, not read into memory
    assert anagrams is d.anagrams()
    assert decoded(anagrams) == ref.build_index(WORDS)
    assert solver.solve(["c", "a", "t", "qu", "i", "t"], d)["score"] == 13 + 14


def test_built_on_demand_when_missing(tmp_path):
    sha = trie.words_sha256(WORDS)
    path = trie.trie_path(tmp_path, "house", sha)
    trie.compile_trie(WORDS, path, anagrams=False)  # e.g. compiled by an older version
    assert not trie.anagram_path(path).exists()
    d = trie.TrieStore(tmp_path).get("house", sha)
    assert decoded(d.anagrams()) == ref.build_index(WORDS)
    assert trie.anagram_path(path).exists()
    mtime = trie.anagram_path(path).stat().st_mtime_ns
    again = trie.TrieStore(tmp_path).get("house", sha)  # another process: maps, never rebuilds
    assert decoded(again.anagrams()) == ref.build_index(WORDS)
    assert trie.anagram_path(path).stat().st_mtime_ns == mtime


def test_tied_to_the_word_lists_checksum(tmp_path):
    """A game pinned to a list's checksum always gets that list's anagrams: the file records
    the checksum it was built from, and one of another list is never used (it is rebuilt)."""
    store = trie.TrieStore(tmp_path)
    old = store.add("house", WORDS)
    new = store.add("house", WORDS + ["zebra"])
    old_file, new_file = trie.anagram_path(old.path), trie.anagram_path(new.path)
    with pytest.raises(trie.AnagramFileError, match="belongs to word list"):
        AnagramTrie.open(old_file, new.sha256)
    os.replace(old_file, new_file)  # the wrong file under the new list's name
    fresh = trie.TrieStore(tmp_path).get("house", new.sha256)
    assert fresh.anagrams().sha256 == new.sha256
    assert trie.anagram_key(["z", "e", "b", "r", "a"]) in fresh.anagrams()
    assert decoded(AnagramTrie.open(new_file, new.sha256)) == ref.build_index(WORDS + ["zebra"])


@pytest.mark.parametrize("damage", ["truncate", "garbage", "layout"])
def test_a_damaged_or_foreign_file_is_rebuilt(tmp_path, monkeypatch, damage):
    d = trie.TrieStore(tmp_path).add("house", WORDS)
    path = trie.anagram_path(d.path)
    data = path.read_bytes()
    if damage == "truncate":
        path.write_bytes(data[:-10])
    elif damage == "garbage":
        path.write_bytes(b"x" * 10)
    else:  # written by a version with another card order or format
        monkeypatch.setattr(trie, "ANAGRAM_LAYOUT", b"12345678")
    with pytest.raises(trie.AnagramFileError):
        AnagramTrie.open(path, d.sha256)
    fresh = trie.TrieStore(tmp_path).get("house", d.sha256)
    assert decoded(fresh.anagrams()) == ref.build_index(WORDS)
    AnagramTrie.open(path, d.sha256)  # rewritten


def test_a_list_without_multi_card_words_has_an_empty_anagram_trie(tmp_path):
    d = trie.TrieStore(tmp_path).add("odd", ["abcdefghijklmnopqrstuvwxyz"])  # > 11 cards
    anagrams = d.anagrams()
    assert anagrams.root == 0 and len(anagrams.trie) == 0 and not list(anagrams.iter_keys())
    assert solver.solve(["a", "b"], d) == {"words": [], "discard": None, "score": -10}


@pytest.fixture(scope="module")
def reference_index(scowl) -> dict[int, int]:
    return ref.build_index(scowl.iter_words())


def test_agrees_with_the_reference_index_on_the_full_dictionary(scowl, reference_index):
    """Every multiset of 2-11 cards spelling a word of scowl80, and only those: the mapped
    file against the former in-memory index (solver_reference.build_index)."""
    anagrams = scowl.anagrams()
    assert anagrams.path == trie.anagram_path(scowl.path)
    assert isinstance(anagrams.node_masks, memoryview)
    assert len(reference_index) == 271_813
    assert decoded(anagrams) == reference_index


def test_solver_walk_finds_what_the_reference_index_holds(scowl, reference_index):
    """find_words over the anagram trie == the reference index filtered to the hand."""
    index = reference_index
    rng = random.Random(21)
    for _ in range(40):
        cards = rng.sample(full_deck(), rng.choice([7, 10, 11]))
        counts = solver.count_cards(cards)
        sets = solver.Multisets.for_counts(counts)
        full = sets.pack(counts) | sets.guard
        assert solver.find_words(counts, scowl, sets) == {
            packed: value for packed, value in index.items()
            if (full - packed) & sets.guard == sets.guard}
