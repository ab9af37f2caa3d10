"""The event store's API: append, load, fold with snapshots, upcast.

Contract:

* ``append(stream, expected_version, events, meta)`` writes all of ``events`` at versions
  ``expected_version + 1 ...`` in one transaction, or nothing, all with the same ``meta`` and
  ``recorded_at`` (the relay tells one append from the next by stream and ``recorded_at``, so
  a subscriber sees an append whole). If the stream is not at
  ``expected_version`` (someone else appended first) it raises ``ConcurrencyError``. The unique
  (stream, version) constraint is the final guard: two writers racing for one version can never
  both land, on any database.
* ``load(stream, after=0)`` returns the stored events after a version, upcast to the current
  schema of their type, in version order.
* ``load_state(stream, folder)`` folds a stream with a ``Folder`` and uses the latest snapshot
  for that folder's ``key``; it writes a new snapshot when ``EVENTS_SNAPSHOT_EVERY`` events were
  folded past the last one. Snapshots are a cache: deleting them changes no result.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol, cast

import psycopg
from django.conf import settings
from django.db import IntegrityError, connections, models, router, transaction
from django.db.backends.utils import CursorDebugWrapper
from django.utils import timezone
from psycopg.types.json import Json

from . import state_cache
from .models import Event, Snapshot


class ConcurrencyError(Exception):
    """The stream was not at the expected version; nothing was written."""

    def __init__(self, stream, expected: int, actual: int | None = None):
        super().__init__(f"stream {stream} is at version {actual}, not {expected}")
        self.stream = stream
        self.expected = expected
        self.actual = actual


@dataclass(frozen=True)
class RecordedEvent:
    """An event as stored: its place in the stream plus the engine-facing dict."""

    stream: uuid.UUID
    version: int
    type: str
    data: dict
    meta: dict = field(default_factory=dict)
    recorded_at: datetime | None = None
    schema_version: int = 1

    def as_event(self) -> dict:
        """The ``{"type", "data"}`` dict engines fold."""
        return {"type": self.type, "data": self.data}


# -- upcasting ---------------------------------------------------------------------------------
# (type, schema_version) -> function(data) -> data at schema_version + 1
Upcaster = Callable[[dict], dict]
_upcasters: dict[tuple[str, int], Upcaster] = {}
# type -> the schema version new events of that type are written with
_current_schema: dict[str, int] = {}


def register_upcaster(event_type: str, from_version: int, fn: Upcaster) -> None:
    """Register ``fn`` to lift ``event_type`` data from ``from_version`` to ``from_version+1``.

    New events of that type are then written at the highest registered version + 1.
    """
    _upcasters[(event_type, from_version)] = fn
    _current_schema[event_type] = max(_current_schema.get(event_type, 1), from_version + 1)


def unregister_upcaster(event_type: str, from_version: int) -> None:
    _upcasters.pop((event_type, from_version), None)
    versions = [v for (t, v) in _upcasters if t == event_type]
    if versions:
        _current_schema[event_type] = max(versions) + 1
    else:
        _current_schema.pop(event_type, None)


def current_schema(event_type: str) -> int:
    return _current_schema.get(event_type, 1)


def upcast(event_type: str, schema_version: int, data: dict) -> tuple[dict, int]:
    """Lift ``data`` step by step to the current schema of ``event_type``."""
    while (event_type, schema_version) in _upcasters:
        data = _upcasters[(event_type, schema_version)](data)
        schema_version += 1
    return data, schema_version


def _from_values(stream, version, type_, data, meta, recorded_at, schema_version
                 ) -> RecordedEvent:
    data, schema = upcast(type_, schema_version, data)
    return RecordedEvent(stream=stream, version=version, type=type_, data=data, meta=meta,
                         recorded_at=recorded_at, schema_version=schema)


_COLUMNS = ("stream", "version", "type", "data", "meta", "recorded_at", "schema_version")


# -- writing -----------------------------------------------------------------------------------
def current_version(stream) -> int:
    """The version of the last event in ``stream`` (0 for an empty stream)."""
    return Event.objects.filter(stream=stream).aggregate(v=models.Max("version"))["v"] or 0


def append(stream, expected_version: int, events: Sequence[dict], meta: dict | None = None
           ) -> list[RecordedEvent]:
    """Append ``events`` (``{"type", "data"}`` dicts) after ``expected_version``; all or nothing.

    Raises ``ConcurrencyError`` when the stream is not at ``expected_version``. Safe to call
    inside an outer transaction: a refused append leaves it usable, with nothing written.

    One SQL statement (``_insert_sql``) both checks and writes: it inserts only if the stream's
    last event is at ``expected_version`` (the event at that version exists, so no gap; none
    after it, so no overlap), and the unique (stream, version) key is the final guard against
    a racing writer. Outside a
    transaction that statement is the whole transaction (a clash is an error, nothing lands).
    Inside one it runs ``ON CONFLICT DO NOTHING``: a refusal raises no database error, so it
    needs no savepoint. Only if a racing writer commits some but not all of a multi-event
    batch's versions between the check and the insert could part of it land; then the
    enclosing atomic block is marked for rollback, so still nothing of it is written
    (callers that retry whole transactions, as the game services do, never notice).
    """
    if not events:
        return []
    meta = dict(meta or {})
    now = timezone.now()
    recorded = [
        RecordedEvent(stream=stream, version=expected_version + i, type=e["type"],
                      data=e.get("data", {}), meta=meta, recorded_at=now,
                      schema_version=current_schema(e["type"]))
        for i, e in enumerate(events, start=1)
    ]
    conn = connections[router.db_for_write(Event)]
    quiet = conn.in_atomic_block
    sql, params = _insert_sql(conn, stream, expected_version, recorded, meta, now,
                              on_conflict_nothing=quiet)
    try:
        inserted = _execute(conn, sql, params)
    except IntegrityError as exc:
        # a racing writer took one of these versions: the statement wrote nothing
        raise ConcurrencyError(stream, expected_version) from exc
    if inserted != len(recorded):
        if inserted:
            transaction.set_rollback(True, using=conn.alias)  # a part landed: undo it all
        raise ConcurrencyError(stream, expected_version)
    return recorded


def _execute(conn, sql: str, params: list) -> int:
    """Run ``sql``; on PostgreSQL as a prepared statement bound on the server, so the server
    parses and plans the append once per connection and the client does not quote the values
    into the text.

    When anyone is watching the connection's queries (DEBUG, a query count in a test, an
    execute wrapper) the statement goes through Django's cursor wrappers, so it is logged and
    counted like any other. Otherwise it makes the same checks Django's cursor makes (thread,
    broken transaction, error mapping) without building the wrapper objects: the append is the
    hottest statement there is, and Django's wrapping was a third of its client-side time.
    """
    if conn.vendor != "postgresql":
        with conn.cursor() as wrapper:
            wrapper.execute(sql, params)
            return wrapper.rowcount
    if conn.queries_logged or conn.execute_wrappers:
        return _execute_observed(conn, sql, params)
    conn.close_if_health_check_failed()
    conn.ensure_connection()
    conn.validate_thread_sharing()
    conn.validate_no_broken_transaction()
    with conn.wrap_database_errors, psycopg.Cursor(conn.connection) as raw:
        raw.execute(sql, params, prepare=True)
        return raw.rowcount


def _execute_observed(conn, sql: str, params: list) -> int:
    """``_execute`` through Django's cursor wrappers (execute wrappers, query log)."""
    with conn.cursor() as wrapper:
        raw = psycopg.Cursor(wrapper.cursor.connection)  # Django's own cursor binds client-side

        def prepared(sql, params, many, context):
            conn.validate_no_broken_transaction()
            with conn.wrap_database_errors:
                raw.execute(sql, params, prepare=True)
            return raw.rowcount

        try:
            if isinstance(wrapper, CursorDebugWrapper):  # DEBUG or a query count in a test
                with wrapper.debug_sql(sql, params):
                    return wrapper._execute_with_wrappers(sql, params, False, prepared)
            return wrapper._execute_with_wrappers(sql, params, False, prepared)
        finally:
            raw.close()


_INSERT_CACHE: dict[tuple, str] = {}


def _insert_sql(conn, stream, expected_version: int, recorded: list[RecordedEvent], meta: dict,
                now, *, on_conflict_nothing: bool) -> tuple[str, list]:
    """The one statement that appends ``recorded`` after ``expected_version`` (see ``append``).

    The text depends only on the database, the batch's length and whether the stream is new,
    so it is built once per shape (and prepared once per connection on PostgreSQL).
    """
    key = (conn.vendor, len(recorded), on_conflict_nothing, expected_version == 0)
    sql = _INSERT_CACHE.get(key)
    if sql is None:
        fields = {f: cast(models.Field, Event._meta.get_field(f)) for f in _COLUMNS}
        table = conn.ops.quote_name(Event._meta.db_table)
        cols = ", ".join(conn.ops.quote_name(fields[f].column) for f in _COLUMNS)
        row = "(%s, %s, %s, %s)"
        sql = (f"INSERT INTO {table} ({cols}) "
               "SELECT %s, v.version, v.type, v.data, %s, %s, v.schema_version "
               f"FROM (VALUES {', '.join([row] * len(recorded))}) "
               "AS v (version, type, data, schema_version) "
               # no gap: the event at expected_version exists (one probe of the unique key)
               + (f"JOIN {table} AS last ON last.stream = %s AND last.version = %s "
                  if expected_version else "")
               # no overlap: for one event the unique key says it; a batch also checks that
               # nothing follows expected_version, so a stale batch writes none of its rows
               + (f"WHERE NOT EXISTS (SELECT 1 FROM {table} AS next "
                  "WHERE next.stream = %s AND next.version = %s)" if len(recorded) > 1
                  else "WHERE TRUE")  # (SQLite needs a WHERE between SELECT and ON CONFLICT)
               + (" ON CONFLICT DO NOTHING" if on_conflict_nothing else ""))
        if conn.vendor == "sqlite":
            # SQLite names the columns of a VALUES list column1, column2, ... only
            sql = sql.replace(" AS v (version, type, data, schema_version)", " AS v") \
                .replace("v.version", "v.column1").replace("v.type", "v.column2") \
                .replace("v.data", "v.column3").replace("v.schema_version", "v.column4")
        _INSERT_CACHE[key] = sql
    json_value: Callable[[Any], Any]
    if conn.vendor == "postgresql":
        # what the model's fields would adapt them to, without their per-value dispatch
        sid = stream if isinstance(stream, uuid.UUID) else uuid.UUID(str(stream))
        json_value, when = Json, now  # the columns are ``json`` (models.LogJSONField)
    else:
        sid = Event._meta.get_field("stream").get_db_prep_save(stream, conn)
        json_field = Event._meta.get_field("data")
        json_value = lambda v: json_field.get_db_prep_save(v, conn)  # noqa: E731
        when = Event._meta.get_field("recorded_at").get_db_prep_save(now, conn)
    params: list = [sid, json_value(meta), when]
    for r in recorded:
        params += [r.version, r.type, json_value(r.data), r.schema_version]
    if expected_version:
        params += [sid, expected_version]
    if len(recorded) > 1:
        params += [sid, expected_version + 1]
    return sql, params


# -- reading -----------------------------------------------------------------------------------
def load(stream, after: int = 0, limit: int | None = None) -> list[RecordedEvent]:
    """The events of ``stream`` with version > ``after``, oldest first (at most ``limit``)."""
    qs = (Event.objects.filter(stream=stream, version__gt=after).order_by("version")
          .values_list(*_COLUMNS))  # plain tuples: no model instances on the hot path
    if limit is not None:
        qs = qs[:limit]
    return [_from_values(*row) for row in qs]


def streams() -> Iterable[uuid.UUID]:
    """Every stream id that has events."""
    return Event.objects.values_list("stream", flat=True).distinct().order_by("stream")


class Folder(Protocol):
    """What ``load_state`` needs to fold a stream: a cache key and a fold step."""

    key: str

    def apply(self, state: Any, event: RecordedEvent) -> Any: ...


def load_state(stream, folder: Folder, *, use_snapshots: bool = True,
               stored_version: int | None = None) -> tuple[Any, int]:
    """Fold ``stream`` with ``folder``: (state, version). Uses and refreshes snapshots.

    ``stored_version``: the stream's version as the caller has just read it (the games read it
    in the query that locks the game row). Then this process's state cache
    (``events.state_cache``) is used: a state cached at exactly that version costs no query, an
    older one is brought forward with the events after it (one query); the result is cached
    when the caller's transaction commits. Without it the cache is neither read nor written.
    """
    state, version = None, 0
    cached = None
    if stored_version is not None:
        cached = state_cache.latest(stream, folder.key)
        if cached is not None and cached[0] > stored_version:
            cached = None  # the caller's reading is older than the cache's: trust the caller
        if cached is not None and cached[0] == stored_version:
            return cached[1], stored_version
    if cached is not None:
        state, version = cached[1], cached[0]
    elif use_snapshots and (stored_version is None
                            or stored_version >= settings.EVENTS_SNAPSHOT_EVERY):
        # (below EVENTS_SNAPSHOT_EVERY events no snapshot is ever written: no query for one)
        snap = (Snapshot.objects.filter(stream=stream, key=folder.key)
                .order_by("-version").first())
        if snap is not None:
            state, version = snap.state, snap.version
    snapshot_version = version
    for recorded in load(stream, after=version):
        state = folder.apply(state, recorded)
        version = recorded.version
    every = settings.EVENTS_SNAPSHOT_EVERY
    if cached is None and use_snapshots and every and version - snapshot_version >= every:
        save_snapshot(stream, folder.key, version, state)
    if stored_version is not None and version:
        state_cache.remember(stream, folder.key, version, state)
    return state, version


def save_snapshot(stream, key: str, version: int, state: Any) -> None:
    """Store a snapshot; a concurrent writer of the same one is harmless."""
    try:
        with transaction.atomic():
            Snapshot.objects.get_or_create(stream=stream, key=key, version=version,
                                           defaults={"state": state})
    except IntegrityError:
        pass


def delete_snapshots(stream=None) -> int:
    qs = Snapshot.objects.all() if stream is None else Snapshot.objects.filter(stream=stream)
    return qs.delete()[0]
