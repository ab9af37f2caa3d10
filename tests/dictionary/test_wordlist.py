"""The committed default word list and the script that regenerates it (ruling Q9)."""

from __future__ import annotations

import importlib.util
import json
import lzma
import re
from pathlib import Path

import pytest

from dictionary import trie

ROOT = Path(__file__).resolve().parents[2]


def _load_script():
    spec = importlib.util.spec_from_file_location("build_wordlist",
                                                  ROOT / "scripts" / "build_wordlist.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_wordlist = _load_script()


@pytest.fixture(scope="module")
def words() -> list[str]:
    return lzma.decompress(trie.DEFAULT_LIST.read_bytes()).decode().splitlines()


@pytest.fixture(scope="module")
def word_set(words) -> set[str]:
    return set(words)


def test_committed_list_matches_its_manifest(words):
    manifest = json.loads(trie.DEFAULT_MANIFEST.read_text())
    assert manifest["name"] == trie.DEFAULT_NAME
    assert words == sorted(set(words)), "sorted, no duplicates"
    assert len(words) == manifest["word_count"]
    assert trie.words_sha256(words) == manifest["sha256"]
    assert 240_000 < len(words) < 260_000  # SCOWL <= 80, English words files only


def test_scowl_copyright_notice_ships_with_the_list():
    text = (trie.DATA_DIR / "SCOWL-COPYRIGHT").read_text()
    assert "Kevin Atkinson" in text and "Permission to use, copy, modify" in text


def test_every_entry_is_lower_case_a_to_z_of_two_letters_or_more(words):
    assert re.fullmatch(r"(?:[a-z]{2,}\n)+", "\n".join(words) + "\n")


def test_q9_two_letter_words_are_exactly_the_reviewed_allow_list(words):
    assert {w for w in words if len(w) == 2} == build_wordlist.TWO_LETTER_ALLOW


@pytest.mark.parametrize("junk", [
    # letter plurals and unit / function abbreviations in SCOWL's words files
    "bs", "zs", "kb", "mb", "ln", "csc", "sinh", "hhd",
    # bare prefixes and suffixes
    "pre", "non", "ous", "ish", "de",
    # proper nouns, abbreviations and contractions live in files that are never read
    # ("paris", "texas" and "john" are in: common nouns too, as in any dictionary)
    "england", "london", "monday", "january", "etc", "mph", "dna", "tv", "usa", "isnt", "dont",
])
def test_q9_not_words(word_set, junk):
    assert junk not in word_set


@pytest.mark.parametrize("word", [
    "cat", "quiz", "queen", "zax", "qi", "za", "xu", "jo", "ox", "the", "color", "colour",
    "realize", "realise", "thin", "clerk", "quit", "inert",
])
def test_ordinary_words_are_in(word_set, word):
    assert word in word_set


def _fake_scowl(tmp_path: Path) -> Path:
    lists = tmp_path / "usr" / "share" / "dict" / "scowl"
    lists.mkdir(parents=True)
    files = {
        "english-words.10": "cat\ndog's\nit\nbs\nre-enter\n",
        "american-words.35": "color\nTexas\n",
        "british-words.80": "colour\npre\n",
        "english-words.95": "zyzzyva\n",  # size 95: too rare, never read
        "english-proper-names.50": "paris\n",  # lower case here only to prove it is not read
        "english-abbreviations.10": "etc\n",
        "english-contractions.10": "isnt\n",
        "variant_1-words.50": "colr\n",
    }
    for name, text in files.items():
        (lists / name).write_text(text)
    return lists


def test_build_reads_only_the_words_files_up_to_size_80(tmp_path, monkeypatch):
    monkeypatch.setattr(build_wordlist, "TWO_LETTER_ALLOW", frozenset({"it"}))
    assert build_wordlist.build(_fake_scowl(tmp_path)) == ["cat", "color", "colour", "it"]


def test_build_refuses_when_an_allow_listed_word_is_missing(tmp_path, monkeypatch):
    monkeypatch.setattr(build_wordlist, "TWO_LETTER_ALLOW", frozenset({"it", "qi"}))
    with pytest.raises(SystemExit, match="qi"):
        build_wordlist.build(_fake_scowl(tmp_path))


def test_script_sha256_is_the_trie_checksum():
    assert build_wordlist.sha256_of(["ab", "cd"]) == trie.words_sha256(["cd", "ab", "cd"])
