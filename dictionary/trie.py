"""Word lists compiled to marisa-trie files, memory-mapped, checked word by word. No Django here.

A dictionary is identified by its name and the SHA-256 of its word list (``words_sha256``: the
sorted, de-duplicated words joined by LF, UTF-8; the same definition as
``games.kinds.quiddler.rules.words.SetWordChecker``). Its compiled trie lives at
``<directory>/<name>-<sha256>.marisa``: content-addressed, so a new version of a list never
overwrites an old one and games pinned to the old checksum still replay (ruling Q9).

Next to it, ``<name>-<sha256>.anagram.marisa`` is the list's *anagram trie* (``AnagramTrie``):
which Quiddler card multisets spell a word, for the solver (dictionary/solver.py). It is derived
from the words, written when the word trie is compiled, and rebuilt on first use if missing.

The default list (``DEFAULT_NAME``) is committed in ``dictionary/data/`` (see
scripts/build_wordlist.py); ``TrieStore.default()`` compiles it on first use when its trie file
is missing, so a fresh clone works without a set-up step.

Long because the word trie and the anagram trie share their store: one content-addressed file
layout, one memory-mapping and one per-process cache; split, that layout would be in two places.
"""

from __future__ import annotations

import bz2
import ctypes
import gzip
import hashlib
import json
import lzma
import mmap
import os
import re
import struct
import sys
import tempfile
import threading
from array import array
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import marisa_trie

from games.kinds.quiddler.rules.cards import VALUES

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
    openers: dict[str, Callable[..., Any]] = {".gz": gzip.open, ".xz": lzma.open, ".bz2": bz2.open}
    opener = openers.get(path.suffix, open)
    with opener(path, "rt", encoding="utf-8", errors="replace") as fh:
        return normalize(fh)


def trie_path(directory: str | os.PathLike, name: str, sha256: str) -> Path:
    return Path(directory) / f"{check_name(name)}-{sha256}.marisa"


def anagram_path(path: str | os.PathLike) -> Path:
    """The anagram trie file next to the word trie file ``path``:
    ``<name>-<sha256>.anagram.marisa``."""
    path = Path(path)
    return path.with_name(path.name.removesuffix(".marisa") + ".anagram.marisa")


def write_atomically(path: str | os.PathLike, write: Callable[[str], None]) -> None:
    """``write(temp_path)``, then rename the temp file to ``path`` (mode 0644).

    Readers that already memory-mapped an older file keep their mapping; two processes
    writing the same file at once both write identical bytes, and the last rename wins.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        write(tmp)
        os.chmod(tmp, 0o644)  # mkstemp makes it 0600; server workers may run as another user
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def compile_trie(words: Iterable[str], path: str | os.PathLike, *, anagrams: bool = True,
                 sha256: str | None = None) -> None:
    """Write a marisa-trie of ``words`` to ``path`` atomically (``write_atomically``), then,
    unless ``anagrams`` is false, their anagram trie next to it (``compile_anagrams``;
    ``sha256``: the list's checksum, computed if not given)."""
    words = list(words)
    trie = marisa_trie.Trie(words, **TRIE_CONFIG)
    write_atomically(path, trie.save)
    if anagrams:
        compile_anagrams(words, anagram_path(path), sha256 or words_sha256(words))


# -- anagram tries: the card multisets that spell a word (the solver's index) -------------------

# The card types, in the canonical order of an anagram key: the most common in words first (the
# reverse of dictionary.solver.ORDER). Any fixed order is correct; on scowl80 this one makes the
# fewest trie nodes (491k; 571k alphabetical, 724k rarest first) and the solver visits the
# fewest of them per hand (~305 per 11-card hand; 335 and 388).
ANAGRAM_CARDS = tuple("e s i a r n t o l c u d p m g h in er b y f v k w z th x q qu j cl".split())
assert sorted(ANAGRAM_CARDS) == sorted(VALUES) and len(ANAGRAM_CARDS) <= 31
# One character per card: its position in ANAGRAM_CARDS from "A", so that the code points
# sort in the canonical order and a key is just ``"".join(sorted(codes))``.
ANAGRAM_CODE = {card: chr(0x41 + i) for i, card in enumerate(ANAGRAM_CARDS)}
ANAGRAM_MAX_CARDS = 11  # a player holds at most 11 cards (10 in round 8 plus the card drawn)
ANAGRAM_WORD = 1 << 31  # node mask bit: the node's multiset spells a word (bits 0-30: children)
# The file layout, and anything that changes which keys a file holds: a file written under
# another layout is rebuilt on first use.
ANAGRAM_FORMAT = 1
ANAGRAM_LAYOUT = hashlib.sha256(
    f"quiddler-anagrams v{ANAGRAM_FORMAT} {ANAGRAM_MAX_CARDS} {' '.join(ANAGRAM_CARDS)}".encode()
).digest()[:8]
_ANAGRAM_MAGIC = b"QDANAGRM"
# magic, layout, node-mask item size (2 or 4), root mask, trie bytes, nodes, palette entries,
# the word list's SHA-256 (raw)
_ANAGRAM_FOOTER = struct.Struct("<8s8sIIQQQ32s")
_ANAGRAM_BIT = {code: 1 << i for i, code in enumerate(ANAGRAM_CODE.values())}
_LETTER_CODES = str.maketrans({c: code for c, code in ANAGRAM_CODE.items() if len(c) == 1})
_PAIR_RE = re.compile("|".join(c for c in ANAGRAM_CARDS if len(c) == 2))


class AnagramFileError(ValueError):
    """An anagram trie file that does not belong to this word list or this code's layout."""


def anagram_key(cards: Iterable[str]) -> str:
    """The anagram key of a card multiset (any order): its cards' codes in canonical order."""
    return "".join(sorted(ANAGRAM_CODE[card] for card in cards))


def anagram_cards(key: str) -> list[str]:
    """The cards of an anagram key (the inverse of ``anagram_key``), in canonical order."""
    return [ANAGRAM_CARDS[ord(ch) - 0x41] for ch in key]


def anagram_keys(words: Iterable[str], max_cards: int = ANAGRAM_MAX_CARDS) -> set[str]:
    """The anagram key of every card multiset of 2 to ``max_cards`` cards that spells a word.

    Every way to spell a word: its letters as single-letter cards, with any set of its
    double-letter pairs (``qu in er cl th``) as double cards. Two occurrences of these pairs
    never overlap (no pair ends with a letter another starts with), so every set is a
    spelling. Anything but a-z (not in a compiled list anyway) spells nothing.
    """
    keys: set[str] = set()
    add = keys.add
    for word in words:
        if (len(word) > 2 * max_cards or not word.isascii() or not word.isalpha()
                or not word.islower()):
            continue
        spellings = [word.translate(_LETTER_CODES)]  # as codes, one per card
        for pair in reversed(list(_PAIR_RE.finditer(word))):  # from the right: the offsets
            at, code = pair.start(), ANAGRAM_CODE[pair.group()]  # on the left stay valid
            spellings += [s[:at] + code + s[at + 2:] for s in spellings]
        for spelled in spellings:
            if 2 <= len(spelled) <= max_cards:
                add("".join(sorted(spelled)))
    return keys


class AnagramTrie:
    """Which card multisets spell a word of one word list: a marisa-trie over the anagram keys
    (``anagram_key``) of those multisets and every prefix of them (the *nodes*), with a 32-bit
    mask per node: which card types can follow it (bit = position in ANAGRAM_CARDS) and
    whether it spells a word itself (ANAGRAM_WORD). The solver walks it depth first over the
    sub-multisets of a hand, in canonical order, one lookup per node it visits.

    Masks are stored as a palette (``palette``: every distinct mask, 18k for scowl80) and one
    2-byte index per node, by marisa key id (``node_masks``); the root's mask is ``root``. The
    value of a multiset is the sum of its card values, so nothing else is stored.

    File (``<name>-<sha256>.anagram.marisa``): the marisa-trie as ``Trie.save`` writes it (so
    marisa memory-maps the file itself and ignores what follows), zero padding to a multiple
    of 8, the node masks, the palette (uint32), all little-endian, and a footer
    (``_ANAGRAM_FOOTER``) holding the layout and the word list's SHA-256, checked on opening.
    """

    def __init__(self, sha256: str, trie: marisa_trie.Trie, node_masks, palette, root: int,
                 path: Path | None = None, max_cards: int = ANAGRAM_MAX_CARDS):
        self.sha256 = sha256
        self.trie = trie
        self.node_masks = node_masks  # uint16 or uint32 per key id (array or memoryview)
        self.palette = palette  # uint32 per distinct mask
        self.root = root
        self.path = path
        self.max_cards = max_cards

    @classmethod
    def build(cls, words: Iterable[str], sha256: str) -> AnagramTrie:
        """An in-memory anagram trie of ``words`` (whose checksum is ``sha256``).

        ~3 s for scowl80 (271,813 multisets, 491,413 nodes) on the benchmark machine.
        """
        keys = anagram_keys(words)
        # every node (each key and each prefix of one, the root "" included): its mask
        masks = dict.fromkeys({key[:i] for key in keys for i in range(len(key))} | keys, 0)
        for node in masks:  # a node is a child of the node one card shorter
            if node:
                masks[node[:-1]] |= _ANAGRAM_BIT[node[-1]]
        for key in keys:
            masks[key] |= ANAGRAM_WORD
        root = masks.pop("", 0)
        trie = marisa_trie.Trie(list(masks), **TRIE_CONFIG)
        palette = array("I", sorted(set(masks.values())))
        slot = {mask: i for i, mask in enumerate(palette)}
        typecode = "H" if len(palette) <= 1 << 16 else "I"
        node_masks = array(typecode, bytes(array(typecode).itemsize * len(masks)))
        for node, key_id in trie.iteritems():
            node_masks[key_id] = slot[masks[node]]
        return cls(sha256, trie, node_masks, palette, root)

    def save(self, path: str | os.PathLike) -> None:
        """Write the file (see the class docstring) atomically."""
        def write(tmp: str) -> None:
            self.trie.save(tmp)
            size = os.path.getsize(tmp)
            masks, palette = array(self.node_masks.typecode), array("I", self.palette)
            masks.extend(self.node_masks)
            if sys.byteorder != "little":
                masks.byteswap()
                palette.byteswap()
            footer = _ANAGRAM_FOOTER.pack(
                _ANAGRAM_MAGIC, ANAGRAM_LAYOUT, masks.itemsize, self.root, size, len(masks),
                len(palette), bytes.fromhex(self.sha256))
            with open(tmp, "ab") as fh:
                fh.write(bytes(-size % 8))
                fh.write(masks.tobytes())
                fh.write(bytes(-fh.tell() % 4))
                fh.write(palette.tobytes())
                fh.write(footer)
        write_atomically(path, write)

    @classmethod
    def open(cls, path: str | os.PathLike, sha256: str) -> AnagramTrie:
        """Memory-map an anagram trie file (the pages are shared between processes).

        Raises AnagramFileError if it was not built from the word list ``sha256`` under this
        layout, or is truncated; OSError if it cannot be read.
        """
        path = Path(path)
        with open(path, "rb") as fh:
            size = os.fstat(fh.fileno()).st_size
            if size < _ANAGRAM_FOOTER.size:
                raise AnagramFileError(f"{path} is not an anagram trie")
            data = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
            (magic, layout, itemsize, root, trie_size, nodes, entries,
             list_sha256) = _ANAGRAM_FOOTER.unpack_from(data, size - _ANAGRAM_FOOTER.size)
            masks_at = trie_size + -trie_size % 8
            palette_at = masks_at + itemsize * nodes
            palette_at += -palette_at % 4
            if magic != _ANAGRAM_MAGIC or layout != ANAGRAM_LAYOUT or itemsize not in (2, 4):
                raise AnagramFileError(f"{path}: not an anagram trie of this layout")
            if list_sha256.hex() != sha256:
                raise AnagramFileError(f"{path} belongs to word list {list_sha256.hex()[:12]}, "
                                       f"not {sha256[:12]}")
            if palette_at + 4 * entries + _ANAGRAM_FOOTER.size != size:
                raise AnagramFileError(f"{path} is truncated or padded")
            trie = marisa_trie.Trie()
            # marisa opens the file by name: through the open descriptor where the system
            # allows, so that both mappings are of this file even if it is replaced meanwhile
            same_file = f"/proc/self/fd/{fh.fileno()}"
            trie.mmap(same_file if os.path.exists(same_file) else str(path))
        if len(trie) != nodes:
            raise AnagramFileError(f"{path}: {len(trie)} trie keys, footer says {nodes}")
        view = memoryview(data)
        node_masks = view[masks_at:masks_at + itemsize * nodes].cast("H" if itemsize == 2
                                                                     else "I")
        palette = view[palette_at:palette_at + 4 * entries].cast("I")
        if sys.byteorder != "little":  # (copies; no such server yet)
            masks_copy, palette_copy = array(node_masks.format, node_masks), array("I", palette)
            masks_copy.byteswap()
            palette_copy.byteswap()
            return cls(sha256, trie, masks_copy, palette_copy, root, path)
        return cls(sha256, trie, node_masks, palette, root, path)

    def mask(self, key: str) -> int:
        """A node's mask (0 for a multiset no word starts with, in canonical order)."""
        if not key:
            return self.root
        key_id = self.trie.get(key)
        return 0 if key_id is None else self.palette[self.node_masks[key_id]]

    def __contains__(self, key: str) -> bool:
        """Does the multiset with this anagram key spell a word?"""
        return bool(self.mask(key) & ANAGRAM_WORD)

    def iter_keys(self) -> Iterator[str]:
        """The anagram key of every multiset that spells a word (in the trie's order)."""
        palette, node_masks = self.palette, self.node_masks
        for key, key_id in self.trie.iteritems():
            if palette[node_masks[key_id]] & ANAGRAM_WORD:
                yield key

    def __repr__(self) -> str:
        return f"<AnagramTrie {self.sha256[:12]} ({len(self.trie)} nodes)>"


def compile_anagrams(words: Iterable[str], path: str | os.PathLike, sha256: str) -> AnagramTrie:
    """Build the anagram trie of ``words`` (checksum ``sha256``) and write it to ``path``
    atomically; returns the in-memory trie (use ``AnagramTrie.open`` to map the file).

    Building peaks at ~95 MB of temporary objects for scowl80, which the C allocator would keep
    (~28 MB of RSS in a server process that had to build the file): on glibc they are handed
    back with ``malloc_trim``.
    """
    anagrams = AnagramTrie.build(words, sha256)
    anagrams.save(path)
    _trim_heap()
    return anagrams


def _trim_heap() -> None:
    """Return the C heap's free memory to the OS (glibc; elsewhere nothing)."""
    try:
        ctypes.CDLL(None).malloc_trim(0)
    except (OSError, AttributeError):
        pass


class TrieDictionary:
    """A memory-mapped marisa-trie satisfying ``games.kinds.quiddler.rules.words.WordChecker``."""

    def __init__(self, name: str, sha256: str, trie: marisa_trie.Trie, path: Path | None = None):
        self.name = name
        self.sha256 = sha256
        self.path = path
        self.trie = trie
        # is_word is the hot call (engine checks, API, solver): bind it straight to the C method
        # (same answer as the method below, minus a Python frame: ~15% of a lookup here).
        self.is_word = trie.__contains__  # type: ignore[method-assign]
        self._iterkeys = trie.iterkeys
        self._prefix_counts: dict[int, dict[str, int]] = {}
        self._anagrams: AnagramTrie | None = None
        self._anagrams_lock = threading.Lock()

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
        # has_keys_with_prefix is deprecated in marisa-trie 1.4.
        return next(self._iterkeys(text), None) is not None

    def words_with_prefix(self, prefix: str) -> list[str]:
        """Every word starting with ``prefix`` (``prefix`` itself included if it is one).

        Optional extension of WordChecker (not used by the solver, which walks the anagram
        trie).
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
        """Every word, in the trie's order (not sorted), without building a list."""
        return self.trie.iterkeys()

    def anagrams(self) -> AnagramTrie:
        """The anagram trie of this list (the solver's index), once per process; thread-safe.

        For a compiled list, its file (``anagram_path``) memory-mapped; built from the words
        (~3 s for scowl80) and written if missing or not built from this list (``sha256``)
        under this layout. For an in-memory dictionary (``from_words``), built in memory.
        """
        found = self._anagrams
        if found is None:
            with self._anagrams_lock:
                found = self._anagrams
                if found is None:
                    found = self._anagrams = self._load_anagrams()
        return found

    def _load_anagrams(self) -> AnagramTrie:
        if self.path is None:
            return AnagramTrie.build(self.trie.iterkeys(), self.sha256)
        path = anagram_path(self.path)
        try:
            return AnagramTrie.open(path, self.sha256)
        except (FileNotFoundError, AnagramFileError):
            compile_anagrams(self.trie.iterkeys(), path, self.sha256)
            return AnagramTrie.open(path, self.sha256)

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
            compile_trie(words, path, sha256=sha256)
        found = self.get(name, sha256)
        assert found is not None, path
        return found

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
                    compile_trie(default_words(), path, sha256=manifest["sha256"])
            found = self.get(DEFAULT_NAME, manifest["sha256"])
        assert found is not None, "the default word list compiles"
        return found


_stores: dict[Path, TrieStore] = {}


def store_for(directory: str | os.PathLike) -> TrieStore:
    """One store (one cache of mappings) per directory and process."""
    directory = Path(directory).resolve()
    store = _stores.get(directory)
    if store is None:
        store = _stores.setdefault(directory, TrieStore(directory))
    return store
