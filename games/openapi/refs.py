"""How the game components point at each other: by name, or as a choice among named ones."""

from __future__ import annotations

from collections.abc import Iterable

from config.api import schema_ref


def any_of(names: Iterable[str], description: str) -> dict:
    """A value matching any of the components ``names`` (their order kept)."""
    return {"description": description, "anyOf": [schema_ref(name) for name in names]}
