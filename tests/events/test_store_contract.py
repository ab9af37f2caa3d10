"""The event store's contract. Every database the service supports must pass all of it.

CI runs the whole suite once on SQLite and once on PostgreSQL; the tests that need
PostgreSQL's real concurrency and its immutability trigger (``needs_postgres``) are skipped on
SQLite.
"""

from __future__ import annotations

import threading
import uuid

import pytest
from django.db import DatabaseError, connection, transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from events import idempotency, store
from events.models import Event, ImmutableEventError, Snapshot
from events.store import ConcurrencyError
from tests.support.concurrency import in_threads, needs_postgres


def ev(i, type_="Happened"):
    return {"type": type_, "data": {"i": i}}


@pytest.fixture
def stream():
    return uuid.uuid4()


# -- append and load ----------------------------------------------------------------------------
@pytest.mark.django_db
def test_append_numbers_events_from_expected_version(stream):
    first = store.append(stream, 0, [ev(1), ev(2)], {"actor": 7})
    second = store.append(stream, 2, [ev(3)])
    assert [e.version for e in first + second] == [1, 2, 3]
    loaded = store.load(stream)
    assert [(e.version, e.data["i"]) for e in loaded] == [(1, 1), (2, 2), (3, 3)]
    assert loaded[0].meta == {"actor": 7}
    assert store.current_version(stream) == 3


@pytest.mark.django_db
def test_append_at_wrong_version_raises_and_writes_nothing(stream):
    store.append(stream, 0, [ev(1), ev(2)])
    for wrong in (0, 1, 3):
        with pytest.raises(ConcurrencyError):
            store.append(stream, wrong, [ev(9), ev(10)])
    assert [e.data["i"] for e in store.load(stream)] == [1, 2]


@pytest.mark.django_db
def test_append_is_all_or_nothing_inside_an_outer_transaction(stream):
    store.append(stream, 0, [ev(1)])
    with transaction.atomic():
        with pytest.raises(ConcurrencyError):
            store.append(stream, 0, [ev(2), ev(3)])
        # the outer transaction is still usable after the refused append
        store.append(stream, 1, [ev(4)])
    assert [e.data["i"] for e in store.load(stream)] == [1, 4]


@pytest.mark.django_db
@pytest.mark.parametrize("size", [1, 3])
@pytest.mark.parametrize("wrong", [0, 1, 3, 7])
def test_refused_append_inside_a_transaction_writes_nothing_and_keeps_it_usable(stream, size,
                                                                                wrong):
    """Ahead (a unique-key clash) or behind (a gap): refused the same way, one event or many."""
    store.append(stream, 0, [ev(1), ev(2)])
    with transaction.atomic():
        with pytest.raises(ConcurrencyError):
            store.append(stream, wrong, [ev(10 + k) for k in range(size)])
        store.append(stream, 2, [ev(3)])
    assert [e.data["i"] for e in store.load(stream)] == [1, 2, 3]


@pytest.mark.django_db
def test_append_to_an_empty_stream_needs_expected_version_zero(stream):
    with pytest.raises(ConcurrencyError):
        store.append(stream, 1, [ev(1)])
    assert store.load(stream) == []
    recorded = store.append(stream, 0, [ev(1)], {"actor": 1})
    assert recorded == store.load(stream)  # what append answers is what load reads back


@pytest.mark.django_db
def test_streams_are_independent_and_load_pages(stream):
    other = uuid.uuid4()
    store.append(stream, 0, [ev(i) for i in range(1, 6)])
    store.append(other, 0, [ev(100)])
    assert [e.version for e in store.load(stream, after=2, limit=2)] == [3, 4]
    assert [e.data["i"] for e in store.load(other)] == [100]
    assert store.load(uuid.uuid4()) == []


@pytest.mark.django_db
def test_data_and_meta_come_back_as_written_and_answer_key_lookups(stream):
    data = {"s": "qu\u00e9 \"x\"", "n": [1, 2.5, None, True], "d": {"k": {"z": []}}, "e": ""}
    store.append(stream, 0, [{"type": "Odd", "data": data}], {"actor": 3, "seat": "1"})
    assert store.load(stream)[0].data == data
    assert store.load(stream)[0].meta == {"actor": 3, "seat": "1"}
    # key lookups on the log's JSON columns (``json`` on PostgreSQL, cast for the comparison)
    assert Event.objects.filter(stream=stream, meta__seat="1", meta__actor=3).count() == 1
    assert Event.objects.filter(stream=stream, data__d__k__z=[]).count() == 1
    assert not Event.objects.filter(stream=stream, meta__seat="0").exists()
    assert list(Event.objects.filter(stream=stream).values_list("data__e", flat=True)) == [""]


# -- immutability -------------------------------------------------------------------------------
@pytest.mark.django_db
def test_model_refuses_update_and_delete(stream):
    store.append(stream, 0, [ev(1)])
    row = Event.objects.get(stream=stream)
    row.type = "Changed"
    with pytest.raises(ImmutableEventError):
        row.save()
    with pytest.raises(ImmutableEventError):
        row.delete()
    with pytest.raises(ImmutableEventError):
        Event.objects.filter(stream=stream).update(type="Changed")
    with pytest.raises(ImmutableEventError):
        Event.objects.filter(stream=stream).delete()
    assert Event.objects.get(stream=stream).type == "Happened"


@needs_postgres
@pytest.mark.django_db
@pytest.mark.parametrize("sql", [
    "UPDATE events_event SET type = 'Changed' WHERE stream = %s",
    "DELETE FROM events_event WHERE stream = %s",
])
def test_postgres_trigger_refuses_raw_update_and_delete(stream, sql):
    store.append(stream, 0, [ev(1)])
    with pytest.raises(DatabaseError, match="immutable"):
        with transaction.atomic(), connection.cursor() as cur:
            cur.execute(sql, [stream])
    assert Event.objects.get(stream=stream).type == "Happened"


# -- concurrency --------------------------------------------------------------------------------
def _race(stream, writers: int, per_writer: int, errors: list, barrier: threading.Barrier,
          size: int | None = None):
    """Each writer appends ``per_writer`` events, retrying its own at the new version; with
    ``size``, batches of ``size`` events, each read and appended in one transaction."""

    def append(w, done):
        if size is None:
            version = store.current_version(stream)
            store.append(stream, version, [{"type": "W", "data": {"w": w, "n": done}}])
            return
        with transaction.atomic():
            version = store.current_version(stream)
            store.append(stream, version, [{"type": "W", "data": {"w": w, "n": done}}
                                           for _ in range(size)])

    def run(w):
        try:
            barrier.wait()
            done = 0
            while done < per_writer:
                try:
                    append(w, done)
                    done += 1
                except ConcurrencyError:
                    continue
        except Exception as exc:  # noqa: BLE001 - reported to the main thread
            errors.append(exc)

    in_threads(run, range(writers), 120)


@needs_postgres
@pytest.mark.django_db(transaction=True)
def test_postgres_racing_writers_one_lands_per_version_no_gaps_nothing_lost():
    stream = uuid.uuid4()
    writers, per_writer = 8, 25
    errors: list = []
    _race(stream, writers, per_writer, errors, threading.Barrier(writers))
    assert errors == []
    events = store.load(stream)
    assert [e.version for e in events] == list(range(1, writers * per_writer + 1))
    seen = sorted((e.data["w"], e.data["n"]) for e in events)
    assert seen == [(w, n) for w in range(writers) for n in range(per_writer)]


@needs_postgres
@pytest.mark.django_db(transaction=True)
def test_postgres_same_expected_version_exactly_one_wins():
    stream = uuid.uuid4()
    store.append(stream, 0, [ev(0)])
    results: list = []
    barrier = threading.Barrier(10)

    def run(w):
        try:
            barrier.wait()
            store.append(stream, 1, [{"type": "W", "data": {"w": w}}])
            results.append(("ok", w))
        except ConcurrencyError:
            results.append(("conflict", w))

    in_threads(run, range(10), 60)
    assert sorted(r for r, _ in results) == ["conflict"] * 9 + ["ok"]
    winner = next(w for r, w in results if r == "ok")
    assert [e.data for e in store.load(stream, after=1)] == [{"w": winner}]


@needs_postgres
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("size", [1, 2])
def test_postgres_racing_writers_inside_transactions_never_interleave(size):
    """Each writer appends ``size`` events per transaction (the single-event path uses no
    savepoint): batches land whole, in version order, with no gap."""
    stream = uuid.uuid4()
    writers, per_writer = 6, 10
    errors: list = []
    _race(stream, writers, per_writer, errors, threading.Barrier(writers), size)
    assert errors == []
    events = store.load(stream)
    assert [e.version for e in events] == list(range(1, writers * per_writer * size + 1))
    batches = [tuple((e.data["w"], e.data["n"]) for e in events[i:i + size])
               for i in range(0, len(events), size)]
    assert all(len(set(b)) == 1 for b in batches)  # no batch split by another writer
    assert sorted(b[0] for b in batches) == [(w, n) for w in range(writers)
                                             for n in range(per_writer)]


# -- snapshots ----------------------------------------------------------------------------------
class ListFolder:
    """A fold that keeps every event's payload (so any difference shows)."""

    key = "test/list"

    def apply(self, state, recorded):
        state = list(state or [])
        state.append([recorded.version, recorded.data["i"]])
        return state


@pytest.mark.django_db
@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(batches=st.lists(st.integers(1, 7), min_size=1, max_size=12),
       every=st.integers(1, 6))
def test_snapshots_never_change_the_folded_state(batches, every):
    from django.test import override_settings

    stream = uuid.uuid4()
    folder = ListFolder()
    version = 0
    with override_settings(EVENTS_SNAPSHOT_EVERY=every):
        for size in batches:
            store.append(stream, version, [ev(version + k) for k in range(1, size + 1)])
            version += size
            with_snap = store.load_state(stream, folder)
            without = store.load_state(stream, folder, use_snapshots=False)
            assert with_snap == without
    assert Snapshot.objects.filter(stream=stream).exists() == (version >= every)
    store.delete_snapshots(stream)
    assert store.load_state(stream, folder) == store.load_state(stream, folder,
                                                                use_snapshots=False)


@pytest.mark.django_db
def test_load_state_starts_from_the_latest_snapshot(stream, settings):
    settings.EVENTS_SNAPSHOT_EVERY = 3
    store.append(stream, 0, [ev(i) for i in range(1, 8)])
    store.load_state(stream, ListFolder())
    snap = Snapshot.objects.get(stream=stream)
    assert snap.version == 7
    # A snapshot is trusted as the fold up to its version: prove load starts there.
    Snapshot.objects.filter(pk=snap.pk).update(state=[["from", "snapshot"]])
    store.append(stream, 7, [ev(8)])
    state, version = store.load_state(stream, ListFolder())
    assert state == [["from", "snapshot"], [8, 8]] and version == 8


# -- upcasting ----------------------------------------------------------------------------------
@pytest.mark.django_db
def test_upcaster_lifts_old_events_and_new_ones_get_the_new_schema(stream):
    store.append(stream, 0, [{"type": "Scored", "data": {"points": 3}}])
    store.register_upcaster("Scored", 1, lambda d: {"score": d["points"], "bonus": 0})
    try:
        store.append(stream, 1, [{"type": "Scored", "data": {"score": 5, "bonus": 1}}])
        loaded = store.load(stream)
        assert [e.data for e in loaded] == [{"score": 3, "bonus": 0}, {"score": 5, "bonus": 1}]
        rows = list(Event.objects.filter(stream=stream).values_list("schema_version", "data"))
        assert rows == [(1, {"points": 3}), (2, {"score": 5, "bonus": 1})]  # history untouched
    finally:
        store.unregister_upcaster("Scored", 1)


# -- idempotency --------------------------------------------------------------------------------
@pytest.mark.django_db
def test_idempotency_records_answer_once_and_detect_reuse(stream):
    h1, h2 = idempotency.request_hash({"a": 1}), idempotency.request_hash({"a": 2})
    assert idempotency.lookup(1, stream, "k", h1) is None
    idempotency.remember(1, stream, "k", h1, 201, {"version": 4})
    assert idempotency.lookup(1, stream, "k", h1).body == {"version": 4}
    assert idempotency.lookup(2, stream, "k", h1) is None  # scoped per user
    with pytest.raises(idempotency.IdempotencyKeyReused):
        idempotency.lookup(1, stream, "k", h2)
