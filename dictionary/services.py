"""Dictionary services: compile and record word lists, resolve checkers, check words.

Every refusal is a ``ServiceError`` with a stable code: ``unknown_dictionary`` (404),
``invalid_word``, ``word_too_long``, ``too_many_words`` (400).
"""

from __future__ import annotations

import os
from collections.abc import Iterable

from django.conf import settings
from django.db import transaction

from config.errors import ServiceError

from . import trie
from .models import Dictionary
from .trie import DEFAULT_NAME, TrieDictionary, WordListError

MAX_WORDS = 200  # words per check request
MAX_WORD_LENGTH = 64  # letters; the longest word in the default list has 31


def store() -> trie.TrieStore:
    """The compiled tries of ``settings.DICTIONARY_DIR`` (read at call time: tests override it)."""
    return trie.store_for(settings.DICTIONARY_DIR)


# -- resolving ---------------------------------------------------------------------------------

def checker_resolve(name: str, sha256: str | None = None) -> TrieDictionary | None:
    """The resolver installed into the Quiddler rules' ``words`` (see DictionaryConfig.ready).

    ``(name, sha256)``: exactly that compiled list, from its trie file, without the database, so
    a pinned game replays even after ``name`` was reloaded (ruling Q9). ``(name, None)``: the
    current version; for the default list that is the committed one (compiled on demand), for
    other lists the version the ``Dictionary`` table records. None when there is no such list.
    """
    if not isinstance(name, str) or not trie.NAME_RE.fullmatch(name):
        return None
    files = store()
    if name == DEFAULT_NAME and sha256 in (None, trie.default_manifest()["sha256"]):
        return files.default()
    if sha256 is None:
        sha256 = Dictionary.objects.filter(name=name).values_list("sha256", flat=True).first()
        if sha256 is None:
            return None
    return files.get(name, sha256)


def checker_get(name: str = DEFAULT_NAME) -> TrieDictionary:
    """The current version of ``name``, or ServiceError ``unknown_dictionary`` (404)."""
    found = checker_resolve(name)
    if found is None:
        raise ServiceError("unknown_dictionary", f"No dictionary named {name!r}.")
    return found


# -- word checks -------------------------------------------------------------------------------

def word_clean(word) -> str:
    """``word`` in lower case, or ServiceError ``word_too_long`` / ``invalid_word`` (400).

    Letters a-z only, either case; the length is checked first so a huge input costs nothing.
    """
    if not isinstance(word, str):
        raise ServiceError("invalid_word", "A word must be a string of letters a-z.")
    if len(word) > MAX_WORD_LENGTH:
        raise ServiceError("word_too_long",
                           f"Words are limited to {MAX_WORD_LENGTH} letters.")
    if not word.isascii() or not word.isalpha():
        raise ServiceError("invalid_word", f"{word!r} is not made of letters a-z only.")
    return word.lower()


def is_word(word: str, name: str = DEFAULT_NAME) -> bool:
    checker = checker_get(name)
    return checker.is_word(word_clean(word))


def has_prefix(prefix: str, name: str = DEFAULT_NAME) -> bool:
    """True when some word of ``name`` starts with ``prefix`` (1+ letters)."""
    checker = checker_get(name)
    return checker.has_prefix(word_clean(prefix))


def check(words: list, name: str = DEFAULT_NAME) -> dict:
    """``{"results": {word: bool}, "all_valid": bool}``, keyed by the lower-cased words.

    At most ``MAX_WORDS`` words (``too_many_words``); each as in ``word_clean``. An empty list
    is all valid.
    """
    checker = checker_get(name)
    if not isinstance(words, list):
        raise ServiceError("invalid", "words must be a list of strings.")
    if len(words) > MAX_WORDS:
        raise ServiceError("too_many_words", f"At most {MAX_WORDS} words per request.")
    results = {}
    for word in words:
        clean = word_clean(word)
        results[clean] = checker.is_word(clean)
    return {"results": results, "all_valid": all(results.values())}


# -- building and loading ----------------------------------------------------------------------

def dictionary_build_default(*, force: bool = False) -> tuple[Dictionary, bool]:
    """Compile the committed default list into DICTIONARY_DIR and record it as the default.

    Writes the word trie and its anagram trie (the solver's index; see trie.AnagramTrie).
    Idempotent and fast when already done (no decompression): returns ``(row, compiled)``,
    ``compiled`` true when a file was written. ``force`` recompiles both files even if they
    exist; without it a missing (or stale) anagram trie alone is rebuilt from the word trie.
    """
    manifest = trie.default_manifest()
    files = store()
    path = files.path(DEFAULT_NAME, manifest["sha256"])
    compiled = force or not path.exists()
    if compiled:
        trie.compile_trie(trie.default_words(), path, sha256=manifest["sha256"])
    else:
        anagrams = trie.anagram_path(path)
        try:
            trie.AnagramTrie.open(anagrams, manifest["sha256"])  # checks the footer
        except (FileNotFoundError, trie.AnagramFileError):
            trie.compile_anagrams(files.default().iter_words(), anagrams, manifest["sha256"])
            compiled = True
    return _record(DEFAULT_NAME, manifest["sha256"], manifest["word_count"],
                   manifest["source"], is_default=True), compiled


def dictionary_load(*, name: str, words: Iterable[str], source: str = "",
                    replace: bool = False) -> Dictionary:
    """Compile ``words`` (already normalised, see trie.read_word_file) as dictionary ``name``.

    Loading the same list again is a no-op. A different list under an existing name needs
    ``replace``: new games get the new list, games pinned to the old one keep its trie file.
    The default name is reserved for the committed list (use ``dictionary_build_default``).
    """
    try:
        trie.check_name(name)
    except WordListError as exc:
        raise ServiceError("invalid_name", str(exc))
    if name == DEFAULT_NAME:
        raise ServiceError("reserved_name",
                           f"{DEFAULT_NAME!r} is the committed default list; pick another name.")
    words = sorted(set(words))
    if not words:
        raise ServiceError("empty_list", "The word list has no usable words.")
    sha256 = trie.words_sha256(words)
    existing = Dictionary.objects.filter(name=name).first()
    if existing and existing.sha256 != sha256 and not replace:
        raise ServiceError("dictionary_exists",
                           f"{name!r} already holds another list (sha256 "
                           f"{existing.sha256[:12]}); pass replace to load a new version.")
    store().add(name, words)
    return _record(name, sha256, len(words), source, is_default=False)


def dictionary_load_file(*, name: str, path: str | os.PathLike, source: str = "",
                         replace: bool = False) -> tuple[Dictionary, int]:
    """``dictionary_load`` from a file (plain, .gz, .xz, .bz2): ``(row, lines skipped)``."""
    words, skipped = trie.read_word_file(path)
    row = dictionary_load(name=name, words=words, source=source or os.path.basename(path),
                          replace=replace)
    return row, skipped


@transaction.atomic
def _record(name: str, sha256: str, word_count: int, source: str, *,
            is_default: bool) -> Dictionary:
    if is_default:
        Dictionary.objects.filter(is_default=True).exclude(name=name).update(is_default=False)
    row, _ = Dictionary.objects.update_or_create(
        name=name, defaults={"sha256": sha256, "word_count": word_count,
                             "source": source[:300], "is_default": is_default})
    return row
