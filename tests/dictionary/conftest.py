"""Dictionary test fixtures: one compiled default trie per test session (and xdist worker)."""

from __future__ import annotations

import pytest

from dictionary import trie


@pytest.fixture(scope="session")
def dictionary_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("dictionaries")


@pytest.fixture(scope="session")
def scowl(dictionary_dir) -> trie.TrieDictionary:
    """The committed default list, compiled on demand (as on a fresh clone)."""
    return trie.store_for(dictionary_dir).default()


@pytest.fixture(autouse=True)
def _dictionary_dir_setting(settings, dictionary_dir):
    settings.DICTIONARY_DIR = dictionary_dir
