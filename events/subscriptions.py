"""Catch-up subscriptions over the event log (the log is the outbox).

Nothing here knows about games: a subscriber is a name and a function that takes a batch of
events in global order.

**Global position.** ``append`` writes events with ``position`` NULL and nothing else; the
relay numbers them later, in one short transaction at a time (``assign_positions``): it takes a
lock (PostgreSQL: ``pg_advisory_xact_lock``; SQLite: its single writer lock, which every write
transaction takes at BEGIN), reads the highest position, and numbers the committed events that
have none, in id order. Why this technique:

* A reader following ``position`` never skips an event that commits late. An event whose
  transaction has not committed is invisible to the numbering pass, so it keeps NULL and gets a
  higher number in a later pass; numbering passes are serialised by the lock and commit all
  their numbers at once, so a reader that sees position N also sees every position below N.
  (A sequence or an auto-increment id taken at insert time has the classic hole: ids 10 and 11
  taken, 11 commits first, a reader at 11 never sees 10.)
* It adds nothing to the append path: no table lock serialising every writer (eventsourcing's
  PostgreSQL recorder), no extra query per append. Writers of different games never wait for
  each other; only the relay passes wait for each other.
* It works the same on SQLite (where writers are serialised anyway) and on PostgreSQL, with the
  same SQL. ``pg_current_xact_id``/``pg_snapshot_xmin`` would also work but only on PostgreSQL,
  and readers would need the transaction-id column and snapshot arithmetic.

Within a stream, positions follow versions (version N+1 is appended after N committed, so it
has a higher id and is numbered in the same pass or a later one). Positions have no gaps.

**Subscribers.** ``subscribe(name, handle)`` registers a subscriber; ``catch_up(name)`` feeds it
the events after its tracking position (``Subscription`` row), a batch at a time. A batch
holds whole appends only (all the events of one command): it is about ``batch`` events long,
longer when its last append goes on past that (``read_whole``), and the numbering never splits
an append either. Each batch
runs in one transaction that locks the tracking row, calls ``handle(events)`` and moves the
position: what ``handle`` writes to the database happens exactly once; what it does outside
(HTTP, email) must be queued through the database (an outbox row) and sent on commit, with an
idempotency key, so it happens at least once and can be deduplicated by the receiver.
If ``handle`` raises, the batch is rolled back and retried on the next pass (the error is
logged); the other subscribers go on.

**The relay** (``relay()``): number what is new, then catch every subscriber up. It is run by
the Celery task ``events.tasks.relay`` (woken after each commit that appends, see ``wake``), by
a beat sweep every ``EVENTS_RELAY_SWEEP_SECONDS``, and by ``manage.py relay`` for operators.
Running it twice at once is safe: both steps take locks.

Adding a subscriber (say, a bot)::

    from events import subscriptions

    def on_events(events):          # list[PositionedEvent], oldest first
        ...                         # database writes only, or outbox rows

    subscriptions.subscribe("bots", on_events)   # in AppConfig.ready()

A new subscriber starts at position 0 (the whole log) unless ``start="end"`` is given.
"""

from __future__ import annotations

import functools
import logging
import operator
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import cast

from django.conf import settings
from django.core.cache import cache
from django.db import IntegrityError, connection, models, transaction
from django.utils import timezone

from .models import Event, Subscription
from .store import RecordedEvent, upcast

log = logging.getLogger(__name__)

# an arbitrary constant: the advisory lock key of the numbering pass (PostgreSQL)
NUMBERING_LOCK_KEY = 0x6576_656E_7473  # "events"

# The first ``limit`` unnumbered events by id, and the rest of every append they start: an
# append's events share their stream and ``recorded_at`` (``events.store.append``), so a pass
# never numbers part of one (a subscriber must see it whole, see ``catch_up``). The rest is
# found through the (stream, version) key; an append of the same stream and moment would be
# numbered along, which is harmless. (The WITH sits inside the UPDATE: Python's sqlite3
# reports a rowcount only for statements that begin with UPDATE.)
_NUMBER = """
UPDATE events_event SET position = %s + numbered.rn
FROM (
    WITH first AS (
        SELECT id, stream, version, recorded_at FROM events_event
        WHERE position IS NULL ORDER BY id LIMIT %s),
    rest AS (
        SELECT e.id FROM events_event AS e
        JOIN (SELECT stream, recorded_at, MAX(version) AS version FROM first
              GROUP BY stream, recorded_at) AS cut
          ON e.stream = cut.stream AND e.version > cut.version
         AND e.recorded_at = cut.recorded_at
        WHERE e.position IS NULL)
    SELECT id, ROW_NUMBER() OVER (ORDER BY id) AS rn
    FROM (SELECT id FROM first UNION SELECT id FROM rest) AS todo) AS numbered
WHERE events_event.id = numbered.id
"""


@dataclass(frozen=True)
class PositionedEvent(RecordedEvent):
    """A recorded event with its place in the global log."""

    position: int = 0


@dataclass(frozen=True)
class Subscriber:
    name: str
    handle: Callable[[list[PositionedEvent]], None]
    batch: int = 200
    start: str = "beginning"  # or "end": skip the history that exists when first run


_registry: dict[str, Subscriber] = {}


def subscribe(name: str, handle: Callable[[list[PositionedEvent]], None], *, batch: int = 200,
              start: str = "beginning") -> Subscriber:
    """Register ``handle`` as the subscriber ``name`` (idempotent; the last one wins)."""
    assert start in ("beginning", "end"), start
    sub = Subscriber(name=name, handle=handle, batch=batch, start=start)
    _registry[name] = sub
    return sub


def unsubscribe(name: str) -> None:
    _registry.pop(name, None)


def subscribers() -> list[str]:
    return sorted(_registry)


# -- numbering ----------------------------------------------------------------------------------
def assign_positions(limit: int | None = None) -> int:
    """Number about ``limit`` committed events that have no position yet (more when the last
    append they reach goes on past it: appends are numbered whole); returns how many."""
    limit = limit or settings.EVENTS_RELAY_BATCH
    with transaction.atomic(), connection.cursor() as cur:
        if connection.vendor == "postgresql":
            # held to commit: the next pass reads the highest position only after this commits
            cur.execute("SELECT pg_advisory_xact_lock(%s)", [NUMBERING_LOCK_KEY])
        cur.execute("SELECT COALESCE(MAX(position), 0) FROM events_event")
        top = cur.fetchone()[0]
        cur.execute(_NUMBER, [top, limit])
        return cur.rowcount


def head() -> int:
    """The highest position assigned so far (0: none)."""
    return Event.objects.aggregate(p=models.Max("position"))["p"] or 0


def unnumbered() -> tuple[int, datetime | None]:
    """How many events wait for a position, and when the oldest of them was recorded."""
    waiting = Event.objects.filter(position__isnull=True).aggregate(
        n=models.Count("id"), oldest=models.Min("recorded_at"))
    return waiting["n"], waiting["oldest"]


def read(after: int, limit: int | None = None, through: int | None = None
         ) -> list[PositionedEvent]:
    """Numbered events with position > ``after`` (and <= ``through``), in position order,
    upcast; at most ``limit``."""
    events = Event.objects.filter(position__gt=after)
    if through is not None:
        events = events.filter(position__lte=through)
    rows = events.order_by("position").values_list(
        "stream", "version", "type", "data", "meta", "recorded_at", "schema_version", "position")
    if limit is not None:
        rows = rows[:limit]
    out = []
    for stream, version, type_, data, meta, recorded_at, schema, position in rows:
        data, schema = upcast(type_, schema, data)
        out.append(PositionedEvent(stream=stream, version=version, type=type_, data=data,
                                   meta=meta, recorded_at=recorded_at, schema_version=schema,
                                   position=cast(int, position)))  # position > after
    return out


def read_whole(after: int, limit: int) -> list[PositionedEvent]:
    """``read(after, limit)``, carried on to the end of every append it holds part of: a
    batch that ends inside a command's events would show a subscriber half a decision (the
    move without the clock it set). Appends are numbered whole (``assign_positions``), so
    only a full batch can end inside one; then one query finds where its appends end."""
    events = read(after, limit)
    while len(events) >= limit:
        last = events[-1].position
        tails: dict[tuple, int] = {}
        for e in events:
            key = (e.stream, e.recorded_at)
            tails[key] = max(tails.get(key, 0), e.version)
        rest = functools.reduce(operator.or_, (
            models.Q(stream=stream, recorded_at=at, version__gt=version)
            for (stream, at), version in tails.items()))
        end = Event.objects.filter(rest, position__gt=last).aggregate(
            p=models.Max("position"))["p"]
        if end is None:
            break
        events = read(after, through=end)  # what lies between belongs in the batch too
    return events


# -- subscribers --------------------------------------------------------------------------------
def _tracking(sub: Subscriber) -> Subscription:
    """The subscriber's tracking row, locked until the transaction ends (made on first use)."""
    row = Subscription.objects.select_for_update().filter(name=sub.name).first()
    if row is None:
        try:
            with transaction.atomic():
                Subscription.objects.create(
                    name=sub.name, position=head() if sub.start == "end" else 0)
        except IntegrityError:
            pass  # made by a concurrent relay
        row = Subscription.objects.select_for_update().get(name=sub.name)
    return row


def lock(name: str) -> Subscription:
    """Lock ``name``'s tracking row in the current transaction (for writers that must not
    interleave with the subscriber's batches, e.g. a sweep writing the same tables)."""
    return _tracking(_registry[name])


# A relay pass's reads: position read after -> (the limit it was read with, what it found).
PassReads = dict[int, tuple[int, list[PositionedEvent]]]


def _batch(after: int, limit: int, reads: PassReads | None) -> list[PositionedEvent]:
    """``read_whole(after, limit)``, or what this relay pass already read after the same
    position when that read found every numbered event (fewer than its limit) and no more than
    ``limit``: the subscribers usually stand at one position, so a pass reads the new events
    once rather than once per subscriber. A batch so shared is a prefix of what a fresh read
    would give (positions are only ever added past the head), which a subscriber may always be
    fed; subscribers must not change the events they are given."""
    if reads is not None:
        read_limit, events = reads.get(after, (0, []))
        if len(events) < read_limit and len(events) <= limit:
            return events
    events = read_whole(after, limit)
    if reads is not None:
        reads[after] = (limit, events)
    return events


def catch_up(name: str, max_batches: int | None = None, reads: PassReads | None = None) -> int:
    """Feed subscriber ``name`` every numbered event past its position; returns how many.
    ``reads``: the relay pass's reads, shared by its subscribers (``_batch``)."""
    sub = _registry[name]
    done = batches = 0
    while max_batches is None or batches < max_batches:
        with transaction.atomic():
            track = _tracking(sub)
            events = _batch(track.position, sub.batch, reads)
            if not events:
                break
            sub.handle(events)
            track.position = events[-1].position
            track.updated_at = timezone.now()
            track.save(update_fields=["position", "updated_at"])
        done += len(events)
        batches += 1
    return done


def relay() -> dict[str, int]:
    """Number every new committed event, then catch each subscriber up.

    Returns ``{"numbered": n, <subscriber>: events fed, ...}``; a failing subscriber is logged
    and reported as -1 (its batch is retried on the next run).
    """
    _wake_taken()
    numbered = 0
    batch = settings.EVENTS_RELAY_BATCH
    while True:
        n = assign_positions(batch)
        numbered += n
        if n < batch:
            break
    report = {"numbered": numbered}
    reads: PassReads = {}
    for name in subscribers():
        try:
            report[name] = catch_up(name, reads=reads)
        except Exception:  # noqa: BLE001 - one subscriber's bug must not stall the others
            log.exception("subscriber %s failed; its batch will be retried", name)
            report[name] = -1
    return report


def lag() -> dict[str, int]:
    """How many numbered events each subscriber has still to see."""
    top = head()
    positions = dict(Subscription.objects.values_list("name", "position"))
    return {name: top - positions.get(name, 0) for name in subscribers()}


# Set while a wake-up is on its way to a worker: commits meanwhile need not send another, as
# the relay pass it starts reads them all (see ``wake``).
WAKE_PENDING_KEY = "events:relay-wake-pending"


def wake() -> None:
    """Ask a worker to run the relay (call after a commit). Never raises: if the broker is
    unreachable the beat sweep (or ``manage.py relay``) catches up later.

    With a broker, wake-ups are coalesced: only a commit that finds no wake-up pending (an
    atomic add of ``WAKE_PENDING_KEY`` to the cache) sends one. The relay clears the key
    before it reads anything, so a commit that found the key set had committed before that
    read: the pass on its way sees its events. The key expires after
    ``EVENTS_RELAY_WAKE_PENDING_SECONDS`` in case that task is lost; the sweep covers the gap.
    Under load this turns one broker message per command into one per relay pass. The pass
    starts ``EVENTS_RELAY_WAKE_DELAY_SECONDS`` after the wake-up (a quarter of a second by
    default), so the commits of that moment share it: a pass has a fixed cost (a few queries
    per subscriber) that a lone event would pay alone. Game watchers are not kept waiting by
    it: their long-polls are woken by the commit itself, not by the relay.
    """
    from .tasks import relay as relay_task

    if not settings.CELERY_TASK_ALWAYS_EAGER:
        try:
            if not cache.add(WAKE_PENDING_KEY, 1, settings.EVENTS_RELAY_WAKE_PENDING_SECONDS):
                return
        except Exception:  # noqa: BLE001 - no cache: wake every time, as without coalescing
            log.warning("could not check for a pending relay wake-up", exc_info=True)
    try:
        relay_task.apply_async(countdown=settings.EVENTS_RELAY_WAKE_DELAY_SECONDS)
    except Exception:  # noqa: BLE001 - any broker failure; the log is the outbox
        _wake_taken()  # let the next commit try again
        log.warning("could not wake the relay; the sweep will catch up", exc_info=True)


def _wake_taken() -> None:
    """Clear the pending wake-up (the relay is about to read): later commits send a new one."""
    if settings.CELERY_TASK_ALWAYS_EAGER:
        return
    try:
        cache.delete(WAKE_PENDING_KEY)
    except Exception:  # noqa: BLE001 - the key expires by itself
        log.warning("could not clear the pending relay wake-up", exc_info=True)
