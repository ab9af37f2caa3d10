"""Redaction: an erased account's name leaves the stored events, and nothing else changes.

Events are immutable; this is the one change the store allows to a written one (on
PostgreSQL the immutability trigger checks it, migration 0007). ``redact_name`` rewrites, in
every event that holds ``name``:

* a string equal to ``name`` anywhere under one of ``keys`` (``username``, ``names`` ...):
  it becomes ``PLACEHOLDER``;
* the whole word ``name`` inside a string under one of ``text_keys`` (a note such as "x
  declined the challenge"): each occurrence becomes ``PLACEHOLDER``.

The caller says which keys hold names (the store knows nothing about games). Versions,
types, metadata, numbers and every other string stay as written, so a replay of the log folds
the same states but for the names. ``scrub`` is the looser rewrite for copies kept elsewhere
(stored answers, notifications): every string equal to ``name`` and every whole word ``name``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any

from django.db import connection, transaction

from .models import Event

PLACEHOLDER = "deleted player"
# the characters a username is made of: a match must not touch one on either side
_WORD = r"A-Za-z0-9_.\-"


def _word(name: str) -> re.Pattern:
    # a full stop right after the name ends a sentence unless a name character follows it
    return re.compile(rf"(?<![{_WORD}]){re.escape(name)}(?![A-Za-z0-9_\-]|\.[{_WORD}])")


def _rewrite(value: Any, name: str, word: re.Pattern, keys: frozenset, text_keys: frozenset,
             under_key: bool = False) -> Any:
    if isinstance(value, dict):
        return {k: (_in_text(v, word) if k in text_keys else
                    _rewrite(v, name, word, keys, text_keys, under_key or k in keys))
                for k, v in value.items()}
    if isinstance(value, list):
        return [_rewrite(v, name, word, keys, text_keys, under_key) for v in value]
    if under_key and value == name:
        return PLACEHOLDER
    return value


def _in_text(value: Any, word: re.Pattern) -> Any:
    return word.sub(PLACEHOLDER, value) if isinstance(value, str) else value


def scrub(value: Any, name: str) -> Any:
    """``value`` (JSON-ready) with every string equal to ``name``, and every whole word
    ``name`` in a string, replaced by ``PLACEHOLDER``; keys are kept."""
    word = _word(name)
    if isinstance(value, dict):
        return {k: scrub(v, name) for k, v in value.items()}
    if isinstance(value, list):
        return [scrub(v, name) for v in value]
    if isinstance(value, str):
        return PLACEHOLDER if value == name else word.sub(PLACEHOLDER, value)
    return value


def containing(queryset, field: str, name: str):
    """The rows of ``queryset`` whose JSON ``field`` holds ``name`` as text (a superset of
    those a rewrite changes): one scan, for a rare operation.

    ``field`` is a column name of the queryset's own table."""
    needle = json.dumps(name)[1:-1]  # as the JSON text spells it
    column = f"{field}::text" if connection.vendor == "postgresql" else field
    function = "strpos" if connection.vendor == "postgresql" else "instr"
    return queryset.extra(where=[f"{function}({column}, %s) > 0"], params=[needle])


def redact_name(name: str, *, keys: Iterable[str], text_keys: Iterable[str] = ()) -> set:
    """Replace ``name`` by ``PLACEHOLDER`` in the stored events (see the module's rules), in
    the caller's transaction; returns the streams changed. ``name`` must not be empty."""
    if not name:
        raise ValueError("redact_name needs a name")
    keys, text_keys = frozenset(keys), frozenset(text_keys)
    word = _word(name)
    changed: set = set()
    with transaction.atomic(), connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute("SELECT set_config('events.redact_name', %s, true)", [name])
        # a name can sit in any stream (a game the account only declined, a dispute a
        # moderator decided): the whole log is searched
        events = list(containing(Event.objects.all(), "data", name).only("id", "stream", "data"))
        for event in events:
            data = _rewrite(event.data, name, word, keys, text_keys)
            if data == event.data:
                continue
            # the model refuses every update; this one statement is the exception the
            # trigger checks
            cursor.execute("UPDATE events_event SET data = %s WHERE id = %s",
                           [json.dumps(data), event.id])
            changed.add(event.stream)
        if connection.vendor == "postgresql":
            cursor.execute("SELECT set_config('events.redact_name', '', true)")
    return changed
