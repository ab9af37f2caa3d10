"""Read-side queries for dictionaries."""

from __future__ import annotations

from typing import Any

from . import trie
from .models import Dictionary


def dictionary_exists(name: str) -> bool:
    """Whether a game may name ``name`` as its word list (recorded, or the default)."""
    return name == trie.DEFAULT_NAME or Dictionary.objects.filter(name=name).exists()


def dictionary_list() -> list[dict]:
    """Every recorded dictionary as ``{name, sha256, word_count, default}``, by name.

    The committed default list is always listed: it is usable (compiled on demand) even before
    ``manage.py build_dictionary`` has recorded it.
    """
    rows: list[dict[str, Any]] = [
        {"name": d.name, "sha256": d.sha256, "word_count": d.word_count, "default": d.is_default}
        for d in Dictionary.objects.order_by("name")]
    if not any(row["name"] == trie.DEFAULT_NAME for row in rows):
        manifest = trie.default_manifest()
        rows.append({"name": trie.DEFAULT_NAME, "sha256": manifest["sha256"],
                     "word_count": manifest["word_count"],
                     "default": not any(row["default"] for row in rows)})
        rows.sort(key=lambda row: row["name"])
    return rows
