"""Word lists compiled to marisa-trie files, memory-mapped, checked word by word. No Django here.

A dictionary is identified by its name and the SHA-256 of its word list (``words_sha256``: the
sorted, de-duplicated words joined by LF, UTF-8; the same definition as
``games.engines.words.SetWordChecker``). Its compiled trie lives at
``<directory>/<name>-<sha256>.marisa``: content-addressed, so a new version of a list never
overwrites an old one and games pinned to the old checksum still replay (ruling Q9).

The default list (``DEFAULT_NAME``) is committed in ``dictionary/data/`` (see
scripts/build_wordlist.py); ``TrieStore.default()`` compiles it on first use when its trie file
is missing, so a fresh clone works without a set-up step.
"""

from __future__ import annotations

import bz2
import gzip
import hashlib
import json
import lzma
import os
import re
import tempfile
import threading
from collections import Counter
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path

import marisa_trie

DEFAULT_NAME = "scowl80"
DATA_DIR = Path(__file__).resolve().parent / "data"
DEFAULT_LIST = DATA_DIR / f"{DEFAULT_NAME}.txt.xz"
DEFAULT_MANIFEST = DATA_DIR / f"{DEFAULT_NAME}.json"

# What a word list may contain: lower-case a-z, two letters or more (ruling Q9: capitalised
# proper nouns, abbreviations with dots, hyphenated and apostrophe forms are not words).
WORD_RE = re.compile(r"[a-z]{2,}")
# Dictionary names: used in URLs and file names.
NAME_RE = re.compile(r"[a-z0-9][a-z0-9_-]{0,47}")
SHA256_RE = re.compile(r"[0-9a-f]{64}")


# One trie level and the biggest node cache: ~15% larger (0.72 MB for the default list) and
# ~35% faster lookups than marisa's defaults (bench/bench_dictionary.py).
TRIE_CONFIG = {"num_tries": 1, "cache_size": marisa_trie.HUGE_CACHE}


class WordListError(ValueError):
    """A word list or dictionary name that cannot be used."""


def words_sha256(words: Iterable[str]) -> str:
    """The checksum that identifies a word list (order and duplicates do not matter)."""
    return hashlib.sha256("\n".join(sorted(set(words))).encode()).hexdigest()


def check_name(name: str) -> str:
    if not isinstance(name, str) or not NAME_RE.fullmatch(name):
        raise WordListError(
            f"dictionary name {name!r} must be 1-48 of a-z, 0-9, '_' or '-' (starting alphanumeric)"
        )
    return name


def normalize(lines: Iterable[str]) -> tuple[list[str], int]:
    """``(sorted unique words, number of lines skipped)``.

    Blank lines and ``#`` comments are ignored; any other line that is not lower-case a-z of
    two letters or more is skipped (and counted), never "fixed": ``Paris`` stays out.
    """
    words: set[str] = set()
    skipped = 0
    for raw in lines:
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if WORD_RE.fullmatch(line):
            words.add(line)
        else:
            skipped += 1
    return sorted(words), skipped


def read_word_file(path: str | os.PathLike) -> tuple[list[str], int]:
    """Read a word list (one word a line; plain, .gz, .xz or .bz2); see ``normalize``."""
    path = Path(path)
    opener = {".gz": gzip.open, ".xz": lzma.open, ".bz2": bz2.open}.get(path.suffix, open)
    with opener(path, "rt", encoding="utf-8", errors="replace") as fh:
        return normalize(fh)


def trie_path(directory: str | os.PathLike, name: str, sha256: str) -> Path:
    return Path(directory) / f"{check_name(name)}-{sha256}.marisa"


def compile_trie(words: Iterable[str], path: str | os.PathLike) -> None:
    """Write a marisa-trie of ``words`` to ``path`` atomically (temp file + rename).

    Readers that already memory-mapped an older file keep their mapping; two processes
    compiling the same list at once both write identical bytes, and the last rename wins.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    trie = marisa_trie.Trie(list(words), **TRIE_CONFIG)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        trie.save(tmp)
        os.chmod(tmp, 0o644)  # mkstemp makes it 0600; server workers may run as another user
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class TrieDictionary:
    """A memory-mapped marisa-trie satisfying ``games.engines.words.WordChecker``."""

    def __init__(self, name: str, sha256: str, trie: marisa_trie.Trie, path: Path | None = None):
        self.name = name
        self.sha256 = sha256
        self.path = path
        self.trie = trie
        # is_word is the hot call (engine checks, API, solver): bind it straight to the C method
        # (same answer as the method below, minus a Python frame: ~15% of a lookup here).
        self.is_word = trie.__contains__
        self._iterkeys = trie.iterkeys
        self._prefix_counts: dict[int, dict[str, int]] = {}

    @classmethod
    def open(cls, path: str | os.PathLike, name: str, sha256: str) -> TrieDictionary:
        """Memory-map a compiled trie file (the pages are shared between processes)."""
        trie = marisa_trie.Trie()
        trie.mmap(str(path))
        return cls(name, sha256, trie, Path(path))

    @classmethod
    def from_words(cls, name: str, words: Iterable[str]) -> TrieDictionary:
        """An in-memory dictionary (tests, tools); its checksum is computed from ``words``."""
        words = sorted(set(words))
        return cls(name, words_sha256(words), marisa_trie.Trie(words, **TRIE_CONFIG))

    @property
    def word_count(self) -> int:
        return len(self.trie)

    def __len__(self) -> int:
        return len(self.trie)

    def is_word(self, text: str) -> bool:  # shadowed per instance by trie.__contains__
        return text in self.trie

    def has_prefix(self, text: str) -> bool:
        """True when some word starts with ``text`` (a word is a prefix of itself)."""
        # has_keys_with_prefix is deprecated in marisa-trie 1.4 (DESIGN.md).
        return next(self._iterkeys(text), None) is not None

    def words_with_prefix(self, prefix: str) -> list[str]:
        """Every word starting with ``prefix`` (``prefix`` itself included if it is one).

        Optional extension of WordChecker (no longer used by the solver, which has its own
        word index).
        """
        return self.trie.keys(prefix)

    def prefix_counts(self, letters: int = 4) -> dict[str, int]:
        """``{prefix: number of words starting with it}`` for every prefix of 1..``letters``
        letters that starts some word (a missing prefix starts none).

        Optional extension of WordChecker (no longer used by the solver). Built on
        first use by one pass over the words (~0.3 s and ~1.5 MB for the default list at 4
        letters), then kept.
        """
        found = self._prefix_counts.get(letters)
        if found is None:
            counts: Counter[str] = Counter()
            words = self.trie.keys()
            for n in range(1, letters + 1):
                counts.update(w[:n] for w in words if len(w) >= n)
            found = self._prefix_counts[letters] = dict(counts)
        return found

    def words(self) -> list[str]:
        return sorted(self.trie.keys())

    def iter_words(self) -> Iterator[str]:
        """Every word, in the trie's order (not sorted), without building a list (the solver's
        word index reads them once)."""
        return self.trie.iterkeys()

    def verify(self) -> bool:
        """Recompute the checksum from the trie's own keys (slow: reads every word)."""
        return words_sha256(self.trie.iterkeys()) == self.sha256

    def __repr__(self) -> str:
        return f"<TrieDictionary {self.name} {self.sha256[:12]} ({len(self)} words)>"


@cache
def default_manifest() -> dict:
    """``{"name", "sha256", "word_count", "source"}`` of the committed default list."""
    return json.loads(DEFAULT_MANIFEST.read_text())


def default_words() -> list[str]:
    """The committed default list, checked against its manifest."""
    words, skipped = read_word_file(DEFAULT_LIST)
    manifest = default_manifest()
    if skipped or words_sha256(words) != manifest["sha256"]:
        raise WordListError(f"{DEFAULT_LIST} does not match {DEFAULT_MANIFEST}; regenerate both "
                            "with scripts/build_wordlist.py")
    return words


class TrieStore:
    """The compiled dictionaries of one directory, each memory-mapped once per process."""

    def __init__(self, directory: str | os.PathLike):
        self.directory = Path(directory)
        self._open: dict[tuple[str, str], TrieDictionary] = {}
        self._lock = threading.Lock()

    def path(self, name: str, sha256: str) -> Path:
        return trie_path(self.directory, name, sha256)

    def add(self, name: str, words: Iterable[str]) -> TrieDictionary:
        """Compile ``words`` under ``name`` (no-op when that exact list is already compiled)."""
        words = sorted(set(words))
        if not words:
            raise WordListError("a word list needs at least one word")
        sha256 = words_sha256(words)
        path = self.path(name, sha256)
        if not path.exists():
            compile_trie(words, path)
        return self.get(name, sha256)

    def get(self, name: str, sha256: str) -> TrieDictionary | None:
        """The dictionary ``name`` at exactly ``sha256``, or None if it was never compiled here."""
        if not NAME_RE.fullmatch(name) or not SHA256_RE.fullmatch(sha256):
            return None
        key = (name, sha256)
        found = self._open.get(key)
        if found is None:
            path = self.path(name, sha256)
            if not path.exists():
                return None
            with self._lock:
                found = self._open.get(key) or TrieDictionary.open(path, name, sha256)
                self._open[key] = found
        return found

    def default(self) -> TrieDictionary:
        """The committed default list, compiled here on first use if its file is missing."""
        manifest = default_manifest()
        found = self.get(DEFAULT_NAME, manifest["sha256"])
        if found is None:
            with self._lock:
                path = self.path(DEFAULT_NAME, manifest["sha256"])
                if not path.exists():
                    compile_trie(default_words(), path)
            found = self.get(DEFAULT_NAME, manifest["sha256"])
        return found


_stores: dict[Path, TrieStore] = {}


def store_for(directory: str | os.PathLike) -> TrieStore:
    """One store (one cache of mappings) per directory and process."""
    directory = Path(directory).resolve()
    store = _stores.get(directory)
    if store is None:
        store = _stores.setdefault(directory, TrieStore(directory))
    return store
