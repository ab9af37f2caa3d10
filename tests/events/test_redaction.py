"""Redaction: the one change a stored event allows (``events.redaction``, migration 0007).

On PostgreSQL the trigger lets an UPDATE through only when the transaction named the name,
nothing but ``data`` changes, and in ``data`` only occurrences of that name become the
placeholder; every other UPDATE is still refused, with or without the setting.
"""

from __future__ import annotations

import json
import uuid

import pytest
from django.db import DatabaseError, connection, transaction

from events import redaction, store
from events.models import Event
from tests.support.concurrency import needs_postgres

pytestmark = pytest.mark.django_db

NAME = "Qwib.el"
KEYS = ("username", "names")


@pytest.fixture
def stream():
    s = uuid.uuid4()
    store.append(s, 0, [
        {"type": "game.seat_joined", "data": {"user": 7, "username": NAME}},
        {"type": "game.started", "data": {"names": {"0": NAME, "1": "Qwib.elx"},
                                          "players": {"0": 7, "1": 8}}},
        {"type": "Played", "data": {"word": NAME, "n": 3}},  # not a name key: kept
        {"type": "game.finished", "data": {"result": {"note": f"{NAME} declined it, "
                                                              "Qwib.elx did not"}}},
    ])
    return s


def data(stream) -> list[dict]:
    return [e.data for e in Event.objects.filter(stream=stream).order_by("version")]


def test_names_under_name_keys_and_whole_words_in_notes_become_the_placeholder(stream):
    changed = redaction.redact_name(NAME, keys=KEYS, text_keys=("note",))
    assert changed == {stream}
    joined, started, played, finished = data(stream)
    assert joined == {"user": 7, "username": "deleted player"}
    assert started == {"names": {"0": "deleted player", "1": "Qwib.elx"},
                       "players": {"0": 7, "1": 8}}
    assert played == {"word": NAME, "n": 3}
    assert finished["result"]["note"] == "deleted player declined it, Qwib.elx did not"
    assert [e.version for e in Event.objects.filter(stream=stream)] == [1, 2, 3, 4]


def test_scrub_replaces_equal_strings_and_whole_words_only():
    assert redaction.scrub({"a": [NAME, "Qwib.elx", f"by {NAME}."], NAME: 1}, NAME) == \
        {"a": ["deleted player", "Qwib.elx", "by deleted player."], NAME: 1}


def _raw_update(stream, version, sql_set, params, name=NAME):
    with transaction.atomic(), connection.cursor() as cur:
        cur.execute("SELECT set_config('events.redact_name', %s, true)", [name])
        cur.execute(f"UPDATE events_event SET {sql_set} WHERE stream = %s AND version = %s",
                    [*params, stream, version])


@needs_postgres
@pytest.mark.parametrize("version,sql_set,value", [
    # another value than the placeholder
    (1, "data = %s", {"user": 7, "username": "someone else"}),
    # a number changed beside the name
    (1, "data = %s", {"user": 8, "username": "deleted player"}),
    # a key added or removed
    (1, "data = %s", {"user": 7, "username": "deleted player", "x": 1}),
    (1, "data = %s", {"user": 7}),
    # a string that did not hold the name
    (3, "data = %s", {"word": NAME, "n": 4}),
    (2, "data = %s", {"names": {"0": NAME, "1": "deleted player"}, "players": {"0": 7, "1": 8}}),
])
def test_postgres_refuses_any_other_change_of_data(stream, version, sql_set, value):
    before = data(stream)
    with pytest.raises(DatabaseError, match="immutable"):
        _raw_update(stream, version, sql_set, [json.dumps(value)])
    assert data(stream) == before


@needs_postgres
@pytest.mark.parametrize("sql_set", ["type = 'Changed'", "meta = '{\"x\": 1}'",
                                     "version = 9"])
def test_postgres_refuses_other_columns_even_beside_a_redaction(stream, sql_set):
    redacted = json.dumps({"user": 7, "username": "deleted player"})
    with pytest.raises(DatabaseError, match="immutable"):
        _raw_update(stream, 1, f"{sql_set}, data = %s", [redacted])
    assert data(stream)[0]["username"] == NAME


@needs_postgres
def test_postgres_refuses_a_redaction_without_the_setting_or_of_another_name(stream):
    redacted = json.dumps({"user": 7, "username": "deleted player"})
    for name in ("", "Someone"):
        with pytest.raises(DatabaseError, match="immutable"):
            _raw_update(stream, 1, "data = %s", [redacted], name=name)
    with pytest.raises(DatabaseError, match="immutable"), transaction.atomic(), \
            connection.cursor() as cur:
        cur.execute("DELETE FROM events_event WHERE stream = %s", [stream])
    assert data(stream)[0]["username"] == NAME


@needs_postgres
def test_postgres_the_setting_ends_with_the_transaction(stream):
    redaction.redact_name(NAME, keys=KEYS)
    with connection.cursor() as cur:
        cur.execute("SELECT coalesce(current_setting('events.redact_name', true), '')")
        assert cur.fetchone()[0] == ""


@needs_postgres
def test_postgres_lets_the_exact_redaction_through(stream):
    _raw_update(stream, 1, "data = %s", [json.dumps({"user": 7, "username": "deleted player"})])
    assert data(stream)[0]["username"] == "deleted player"
