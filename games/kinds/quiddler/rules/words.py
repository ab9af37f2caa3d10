"""Word checking as the Quiddler engine sees it: a name, a checksum and two questions.

The engine never imports Django; the dictionary app registers a resolver at start-up
(``set_resolver``) that maps a dictionary name (and, on replay, its pinned SHA-256) to a
checker backed by a memory-mapped marisa-trie. Tests can register a ``SetWordChecker``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from typing import Protocol


class WordChecker(Protocol):
    name: str
    sha256: str

    def is_word(self, text: str) -> bool: ...

    def has_prefix(self, text: str) -> bool: ...


class UnknownDictionary(LookupError):
    """No dictionary with that name (or not with that checksum) is loaded."""


class SetWordChecker:
    """An in-memory checker over a set of words (tests, tiny house lists)."""

    def __init__(self, name: str, words: Iterable[str]):
        self.name = name
        self.words = frozenset(w.lower() for w in words)
        self.prefixes = frozenset(w[:i] for w in self.words for i in range(1, len(w) + 1))
        self.sha256 = hashlib.sha256("\n".join(sorted(self.words)).encode()).hexdigest()

    def is_word(self, text: str) -> bool:
        return text in self.words

    def has_prefix(self, text: str) -> bool:
        return text == "" or text in self.prefixes


Resolver = Callable[[str, "str | None"], WordChecker]
_resolver: Resolver | None = None
_local: dict[str, WordChecker] = {}


def set_resolver(resolver: Resolver | None) -> None:
    """Install the function that maps (name, sha256 or None) to a checker."""
    global _resolver
    _resolver = resolver


def register(checker: WordChecker) -> None:
    """Make ``checker`` resolvable by its name without any resolver (tests)."""
    _local[checker.name] = checker


def resolve(name: str, sha256: str | None = None) -> WordChecker:
    """The checker for ``name``; with ``sha256`` it must be exactly that word list (ruling Q9)."""
    checker = _local.get(name)
    if checker is None and _resolver is not None:
        checker = _resolver(name, sha256)
    if checker is None:
        raise UnknownDictionary(f"no dictionary named {name!r} is loaded")
    if sha256 is not None and checker.sha256 != sha256:
        raise UnknownDictionary(f"dictionary {name!r} is not the version this game pinned")
    return checker
