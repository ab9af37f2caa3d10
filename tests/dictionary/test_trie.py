"""Compiling, memory-mapping and checking word lists (dictionary.trie; no database)."""

from __future__ import annotations

import gzip
import lzma
import os

import pytest

from dictionary import trie
from games.kinds.quiddler.rules.words import SetWordChecker

WORDS = ["cat", "cats", "catalog", "dog", "qi", "quit", "thin", "zebra"]


def test_compile_and_mmap_round_trip(tmp_path):
    sha = trie.words_sha256(WORDS)
    path = trie.trie_path(tmp_path, "house", sha)
    trie.compile_trie(WORDS, path)
    assert path.name == f"house-{sha}.marisa"
    assert oct(path.stat().st_mode & 0o777) == oct(0o644)
    assert not [p for p in tmp_path.iterdir() if p.suffix == ".tmp"]
    d = trie.TrieDictionary.open(path, "house", sha)
    assert d.word_count == len(d) == len(WORDS)
    assert d.words() == sorted(WORDS)
    assert d.verify()
    assert d.is_word("cat") and d.is_word("catalog") and not d.is_word("cata")
    assert not d.is_word("") and not d.is_word("Cat")
    for prefix in ("c", "ca", "cat", "cata", "catalog", "q", "qu", "th", ""):
        assert d.has_prefix(prefix), prefix
    for prefix in ("catalogs", "x", "dogs", "zebras", "b"):
        assert not d.has_prefix(prefix), prefix
    assert sorted(d.words_with_prefix("cat")) == ["cat", "catalog", "cats"]
    assert d.words_with_prefix("cab") == []


def test_checksum_ignores_order_and_duplicates_and_matches_set_checker():
    sha = trie.words_sha256(WORDS)
    assert sha == trie.words_sha256(list(reversed(WORDS)) + ["cat"])
    assert sha == SetWordChecker("x", WORDS).sha256
    assert sha == trie.TrieDictionary.from_words("x", WORDS).sha256
    assert sha != trie.words_sha256(WORDS + ["dogs"])


def test_trie_agrees_with_set_checker_on_every_prefix():
    d = trie.TrieDictionary.from_words("x", WORDS)
    s = SetWordChecker("x", WORDS)
    texts = {w[:i] + tail for w in WORDS for i in range(len(w) + 1) for tail in ("", "s", "q")}
    for text in texts:
        assert d.is_word(text) == s.is_word(text), text
        assert d.has_prefix(text) == s.has_prefix(text), text


def test_prefix_counts_count_the_words_under_each_short_prefix():
    counts = trie.TrieDictionary.from_words("x", WORDS).prefix_counts()
    assert counts["c"] == 3 and counts["cat"] == 3 and counts["cata"] == 1
    assert counts["q"] == 2 and counts["qi"] == 1 and "qit" not in counts
    assert "b" not in counts and "catal" not in counts  # only 1-4 letters are counted
    expected = {w[:n] for w in WORDS for n in range(1, 5) if len(w) >= n}
    assert set(counts) == expected


def test_a_tampered_trie_fails_verification(tmp_path):
    path = tmp_path / "t.marisa"
    trie.compile_trie(WORDS + ["extra"], path)
    assert not trie.TrieDictionary.open(path, "house", trie.words_sha256(WORDS)).verify()


def test_normalize_keeps_lower_case_words_only_and_counts_skips():
    words, skipped = trie.normalize(["cat\n", " dog ", "Paris", "re-enter", "don't", "a", "",
                                     "# comment", "cat", "été"])
    assert words == ["cat", "dog"]
    assert skipped == 5  # Paris, re-enter, don't, a, été


@pytest.mark.parametrize("suffix,opener", [(".txt", open), (".gz", gzip.open),
                                           (".xz", lzma.open)])
def test_read_word_file_plain_and_compressed(tmp_path, suffix, opener):
    path = tmp_path / f"list{suffix}"
    with opener(path, "wt", encoding="utf-8") as fh:
        fh.write("zebra\ncat\nCAT\n")
    assert trie.read_word_file(path) == (["cat", "zebra"], 1)


@pytest.mark.parametrize("name", ["House", "", "a/b", "../x", "x" * 49, "-x", "wörds"])
def test_bad_dictionary_names_are_refused(name):
    with pytest.raises(trie.WordListError):
        trie.check_name(name)


def test_store_compiles_once_and_caches_the_mapping(tmp_path):
    store = trie.TrieStore(tmp_path)
    first = store.add("house", WORDS)
    mtime = store.path("house", first.sha256).stat().st_mtime_ns
    again = store.add("house", reversed(WORDS))
    assert again is first
    assert store.path("house", first.sha256).stat().st_mtime_ns == mtime
    assert store.get("house", first.sha256) is first
    assert store.get("house", "0" * 64) is None
    assert store.get("other", first.sha256) is None
    assert store.get("../house", first.sha256) is None


def test_store_keeps_every_version_of_a_name(tmp_path):
    """Content-addressed files: a new version never overwrites the one a game pinned (Q9)."""
    store = trie.TrieStore(tmp_path)
    old = store.add("house", WORDS)
    new = store.add("house", WORDS + ["zebras"])
    assert old.sha256 != new.sha256
    fresh = trie.TrieStore(tmp_path)  # another process
    assert fresh.get("house", old.sha256).is_word("zebra")
    assert not fresh.get("house", old.sha256).is_word("zebras")
    assert fresh.get("house", new.sha256).is_word("zebras")


def test_store_for_gives_one_store_per_directory(tmp_path):
    assert trie.store_for(tmp_path) is trie.store_for(str(tmp_path))
    assert trie.store_for(tmp_path) is not trie.store_for(tmp_path / "other")


def test_default_list_compiles_on_demand_in_an_empty_directory(scowl, dictionary_dir):
    manifest = trie.default_manifest()
    assert scowl.name == trie.DEFAULT_NAME
    assert scowl.sha256 == manifest["sha256"]
    assert scowl.word_count == manifest["word_count"]
    assert scowl.path == trie.trie_path(dictionary_dir, trie.DEFAULT_NAME, manifest["sha256"])
    assert scowl.path.exists()
    assert 300_000 < os.path.getsize(scowl.path) < 1_500_000  # ~0.6 MB
    assert trie.store_for(dictionary_dir).default() is scowl
    assert scowl.is_word("quiz") and not scowl.is_word("qz") and scowl.has_prefix("qu")
