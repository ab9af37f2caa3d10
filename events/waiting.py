"""Long-polls: wait on a key until a fetch finds something new, holding no worker thread.

Keys are strings: ``str(game_id)`` for a game's event feed, ``f"user:{user_id}"`` for a user's
inbox. Writers call ``notify(*keys)`` inside the appending transaction; readers ``await
long_poll(user_id, key, fetch, timeout)`` from an async view, where ``fetch()`` returns what
there is to answer, or None while there is nothing new.

Waiting is asyncio, so an idle wait costs a coroutine and a socket, not a thread (the server
runs the async views without Django's thread per request: ``config.asgi.LoopHandler``):

* On PostgreSQL ``notify`` sends ``NOTIFY long_poll, '<key>'`` inside the transaction (delivered
  only on commit). One asyncio task per event loop (i.e. per server process) holds a
  ``LISTEN long_poll`` connection and wakes the waiters of that key; when it (re)connects it
  wakes every waiter, since notifications sent while it was away are lost.
* On SQLite (development, tests) ``notify`` wakes this process's waiters on commit, and the
  same task watches ``PRAGMA data_version`` every ``POLL_SECONDS`` on a connection of its own:
  when another connection has committed events, the waiters of those games and every inbox
  waiter re-check once (a commit without events, such as a throttle count, wakes nobody).
  Keys whose writes append no event (a chat room's: ``wake_on_any_commit(prefix)``) re-check
  on every commit another connection makes instead.
* Without such a task (or while it reconnects) each waiter re-checks every ``POLL_SECONDS``.

``fetch`` is a plain function that may read the database: it runs in a worker thread (Django's
``sync_to_async``), which closes the connections it used before handing back, so no database
connection is held while waiting either.

Each user may hold ``LONG_POLL_MAX_WAITS_PER_USER`` waits at once (a setting); one more is
refused with 429 ``too_many_waits`` and ``Retry-After``. The slots live in Django's default
cache, so the cap is shared by all processes when that cache is (Redis, the database table),
per process with the local-memory cache. A slot is a lease: it expires
``LONG_POLL_SLOT_LEASE_SECONDS`` after it was taken or last renewed, and the process holding
it renews all its slots every third of that (one task per event loop, one cache round trip
for all: ``config.cache.touch_many``). A process that dies renews nothing, so its users'
slots are free again within one lease (they used to be held for the longest wait, 25 s, and
more).
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import functools
import logging
import threading
import uuid
import weakref
from collections.abc import Callable
from typing import TypeVar

from asgiref.sync import sync_to_async
from django.conf import settings
from django.core.cache import cache
from django.db import connection, connections, transaction

from config.cache import touch_many
from config.errors import ServiceError

log = logging.getLogger(__name__)
T = TypeVar("T")
CHANNEL = "long_poll"
POLL_SECONDS = 0.25  # SQLite's commit watch, and waiters' re-checks while nothing listens
RECONNECT_SECONDS = 1.0
MAX_WAIT_SECONDS = 25  # the longest `wait` an endpoint accepts
# Woken waiters re-fetch at most this many at a time per process: a commit that wakes a crowd
# then answers them in turn (the first ones soon) and leaves the database pool to other requests.
WAKE_FETCHES = 4


def notify(*keys) -> None:
    """Announce something new under each of ``keys``; call inside the writing transaction."""
    statement = notify_statement(*keys)
    if statement is not None:
        with connection.cursor() as cur:
            cur.execute(*statement)


def notify_statement(*keys) -> tuple[str, list] | None:
    """``notify(*keys)`` as one SQL query for the caller to run in the writing transaction
    (PostgreSQL: one ``SELECT pg_notify(...), ...`` however many keys), or None when there is
    nothing to run (SQLite: the wake-ups are registered for the commit now)."""
    names = list(dict.fromkeys(str(k) for k in keys))  # once each, in order
    if not names:
        return None
    if connection.vendor == "postgresql":
        return ("SELECT " + ", ".join(["pg_notify(%s, %s)"] * len(names)),
                [arg for name in names for arg in (CHANNEL, name)])

    def wake() -> None:
        for name in names:
            _wake_local(name)

    transaction.on_commit(wake)
    return None


async def long_poll(user_id, key: str, fetch: Callable[[], T | None], timeout: float) -> T | None:
    """``fetch()``'s first answer that is not None, waiting up to ``timeout`` seconds for one.

    ``fetch`` runs at once, then again each time ``key`` is notified (see the module doc). The
    wait holds one of ``user_id``'s slots; when they are all taken, raises ``ServiceError`` 429
    ``too_many_waits``. An answer ready at once takes no slot. None: nothing new in time.
    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    hub = _hub()
    event = hub.subscribe(key)  # before the first fetch, so no notification falls in between
    slot = None
    try:
        # one trip to a worker thread: the first fetch and, when there is nothing yet, a slot
        answer, slot = await sync_to_async(_released(_first_fetch))(fetch, user_id, timeout,
                                                                     key)
        if slot is not None:
            hub.hold(slot)  # renewed while this wait lasts
        if answer is None:
            _held.add(event)
            hub.ensure_listening()  # once connected, it wakes every waiter to re-fetch
        while answer is None:
            remaining = deadline - loop.time()
            if remaining <= 0:
                break
            # Until the listener is connected, re-fetch now and then; once connected it wakes
            # every waiter once, for what landed before it was listening.
            step = remaining if hub.connected.is_set() else min(remaining, POLL_SECONDS)
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(step):
                    await event.wait()
            # clear before fetching: a notification that lands after the fetch sets it again
            event.clear()
            async with hub.fetching:
                answer = await sync_to_async(_released(fetch))()
        return answer
    finally:
        hub.unsubscribe(key, event)
        _held.discard(event)
        if slot is not None:
            hub.release(slot)  # no longer renewed: freed now, or it expires by itself
            await _free_slot(slot)


def _first_fetch(fetch: Callable[[], T | None], user_id,
                 timeout: float, key: str = "") -> tuple[T | None, str | None]:
    if timeout > 0 and key:
        _mark_watching(user_id, key, timeout)
    answer = fetch()
    if answer is not None or timeout <= 0:
        return answer, None
    return None, _take_slot(user_id)


# -- who is watching what ------------------------------------------------------------------------
# A wait of ``user_id`` on ``key`` marks them as watching it for the wait and WATCH_MARGIN_SECONDS
# more (a client re-polls at once after an answer, so the mark never lapses while they watch).
# The mark is in Django's default cache, so every process sees it (the push channel asks).
WATCH_MARGIN_SECONDS = 5


def _watch_key(user_id, key: str) -> str:
    return f"long-poll-watch:{user_id}:{key}"


def _mark_watching(user_id, key: str, timeout: float) -> None:
    cache.set(_watch_key(user_id, key), 1, int(timeout) + WATCH_MARGIN_SECONDS)


def watching(user_id, key) -> bool:
    """Whether ``user_id`` has waited on ``key`` within its last wait (a game's event feed open
    on a page or in an app: they are looking at it)."""
    return cache.get(_watch_key(user_id, str(key))) is not None


def waiting_count() -> int:
    """How many waits this process holds now (past their first fetch, holding a slot)."""
    return len(_held)


def shutdown() -> None:
    """Stop every LISTEN task of this process and close its connection (tests)."""
    with _hubs_lock:
        hubs = list(_hubs.values())
    for hub in hubs:
        hub.stop()


_held: weakref.WeakSet[asyncio.Event] = weakref.WeakSet()  # waits holding a slot, all loops
_any_commit: set[str] = set()  # key prefixes whose writes append no event (SQLite's watch)


def wake_on_any_commit(prefix: str) -> None:
    """On SQLite, wake the waiters of keys starting with ``prefix`` on every commit made by
    another connection (another server process): their writes append no event, which is what
    the watch otherwise looks for. PostgreSQL's ``NOTIFY`` needs nothing of the kind."""
    _any_commit.add(prefix)


# -- the per-user cap ----------------------------------------------------------------------------
def _take_slot(user_id) -> str:
    """One of the user's ``LONG_POLL_MAX_WAITS_PER_USER`` slots (a cache key leased for
    ``LONG_POLL_SLOT_LEASE_SECONDS``), or 429."""
    keys = [f"long-poll-slot:{user_id}:{n}"
            for n in range(settings.LONG_POLL_MAX_WAITS_PER_USER)]
    taken = cache.get_many(keys)
    for key in keys:
        # add is atomic: of two waits trying one slot, one gets it and the other tries the next
        if key not in taken and cache.add(key, 1, settings.LONG_POLL_SLOT_LEASE_SECONDS):
            return key
    raise ServiceError(
        "too_many_waits", f"You already hold {settings.LONG_POLL_MAX_WAITS_PER_USER} waiting "
        "requests; let one finish first.", retry_after=settings.LONG_POLL_RETRY_AFTER)


async def _free_slot(slot: str) -> None:
    await sync_to_async(_released(cache.delete))(slot)


def _renew_slots(slots: list[str]) -> None:
    """Extend the lease of each of ``slots`` (held by waits of this process), in one round trip
    to the cache however many there are.

    A slot whose lease ran out meanwhile (the event loop was stalled for a whole lease) is not
    taken again: another wait may hold it now. Its wait goes on; the user may briefly hold one
    wait more than the cap.
    """
    for slot in touch_many(cache, slots, settings.LONG_POLL_SLOT_LEASE_SECONDS):
        log.warning("the lease of long-poll slot %s ran out before it was renewed", slot)


# -- database work without holding a connection -----------------------------------------------
def _released(func: Callable[..., T]) -> Callable[..., T]:
    """``func`` followed by closing the connections it used (the cache may be a table too)."""
    @functools.wraps(func)
    def run(*args, **kwargs):
        try:
            return func(*args, **kwargs)
        finally:
            _release_connections()
    return run


def _release_connections() -> None:
    """Close this thread's database connections, so none is held while a request waits.

    A connection inside a transaction (a test's, or a caller's ``atomic``) is left alone.
    """
    for conn in connections.all(initialized_only=True):
        if not conn.in_atomic_block:
            conn.close()


# -- waking waiters: one hub per event loop ------------------------------------------------------
_hubs: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _Hub] = weakref.WeakKeyDictionary()
_hubs_lock = threading.Lock()


def _hub() -> _Hub:
    loop = asyncio.get_running_loop()
    with _hubs_lock:
        hub = _hubs.get(loop)
        if hub is None:
            hub = _hubs[loop] = _Hub(loop, connection.vendor, dict(connection.settings_dict))
    return hub


def _wake_local(key: str) -> None:
    """Wake ``key``'s waiters in every event loop of this process (any thread may call)."""
    with _hubs_lock:
        hubs = list(_hubs.values())
    for hub in hubs:
        with contextlib.suppress(RuntimeError):  # that loop has closed
            hub.loop.call_soon_threadsafe(hub.wake, key)


_LIBPQ_OPTIONS = {"sslmode", "sslrootcert", "sslcert", "sslkey", "sslpassword", "options",
                  "connect_timeout", "service", "passfile", "target_session_attrs"}


class _Hub:
    """The waiters of one event loop by key, and the task that tells them about commits."""

    def __init__(self, loop: asyncio.AbstractEventLoop, vendor: str, settings_dict: dict):
        self.loop = loop
        self.settings_dict = settings_dict
        name = str(settings_dict.get("NAME", ""))
        self.watch = {"postgresql": self._listen_postgres,
                      "sqlite": self._watch_sqlite}.get(vendor)
        if vendor == "sqlite" and (name in ("", ":memory:") or "mode=memory" in name):
            self.watch = None  # another process cannot write to it anyway
        self.waiters: dict[str, set[asyncio.Event]] = {}
        self.connected = asyncio.Event()
        self.fetching = asyncio.Semaphore(WAKE_FETCHES)
        self.task: asyncio.Task | None = None
        self.slots: set[str] = set()  # the wait slots this loop's waits hold (renewed)
        self.renewer: asyncio.Task | None = None

    def hold(self, slot: str) -> None:
        """Keep renewing ``slot``'s lease until ``release``."""
        self.slots.add(slot)
        if self.renewer is None or self.renewer.done():
            # in a context of its own: it outlives the request that starts it
            self.renewer = self.loop.create_task(self._renew_leases(), name="long-poll-leases",
                                                 context=contextvars.Context())

    def release(self, slot: str) -> None:
        self.slots.discard(slot)

    async def _renew_leases(self) -> None:
        """Renew every held slot each third of a lease; stop once none is held."""
        every = settings.LONG_POLL_SLOT_LEASE_SECONDS / 3
        while self.slots:
            await asyncio.sleep(every)
            if not self.slots:
                break
            try:
                await sync_to_async(_released(_renew_slots))(sorted(self.slots))
            except Exception:  # noqa: BLE001 - the cache is away: try again next time
                log.warning("could not renew the long-poll slots' leases", exc_info=True)

    def subscribe(self, key: str) -> asyncio.Event:
        event = asyncio.Event()
        self.waiters.setdefault(key, set()).add(event)
        return event

    def unsubscribe(self, key: str, event: asyncio.Event) -> None:
        waiters = self.waiters.get(key)
        if waiters is not None:
            waiters.discard(event)
            if not waiters:
                del self.waiters[key]

    def wake(self, key: str) -> None:
        for event in self.waiters.get(key, ()):
            event.set()

    def wake_all(self) -> None:
        for waiters in self.waiters.values():
            for event in waiters:
                event.set()

    def ensure_listening(self) -> None:
        if self.watch is not None and (self.task is None or self.task.done()):
            self.task = self.loop.create_task(self.watch(), name="long-poll-listener",
                                              context=contextvars.Context())

    def stop(self) -> None:
        if self.task is not None and not self.task.done():
            with contextlib.suppress(RuntimeError):  # that loop has closed
                self.loop.call_soon_threadsafe(self.task.cancel)

    async def _listen_postgres(self) -> None:
        import psycopg  # noqa: PLC0415 - only needed on PostgreSQL

        s = self.settings_dict
        # connection options that make sense here too (TLS, timeouts, a service file)
        extra = {k: v for k, v in s.get("OPTIONS", {}).items() if k in _LIBPQ_OPTIONS}
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(
                        host=s.get("HOST") or None, port=s.get("PORT") or None,
                        dbname=s["NAME"], user=s.get("USER") or None,
                        password=s.get("PASSWORD") or None, autocommit=True,
                        application_name="long-poll-listener", **extra) as conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    self.connected.set()
                    self.wake_all()  # whatever was notified while we were away: re-check
                    async for note in conn.notifies():
                        self.wake(note.payload)
            except asyncio.CancelledError:
                self.connected.clear()
                raise
            except Exception:  # noqa: BLE001 - reconnect; waiters poll meanwhile
                log.exception("long-poll listener lost its connection; reconnecting")
                self.connected.clear()
                self.wake_all()
                await asyncio.sleep(RECONNECT_SECONDS)

    def _wake_prefixed(self) -> None:
        if _any_commit:
            prefixes = tuple(_any_commit)
            for key in list(self.waiters):
                if key.startswith(prefixes):
                    self.wake(key)

    def _wake_for_events(self, conn, after: int) -> int:
        """Wake the waiters a commit since event ``after`` concerns; the last event id now.

        Every ``notify`` comes with appended events, so a commit that appended none (a cache
        or throttle write, say) wakes nobody: otherwise each one would send every waiter back
        to the database. The games whose streams grew are woken by key; inbox keys
        (``user:...``) all re-check, as which players a move concerns is not in the row.
        """
        # one statement, one snapshot: the ids it returns are all there is up to its maximum
        rows = conn.execute("SELECT stream, MAX(id) FROM events_event WHERE id > ? "
                            "GROUP BY stream", (after,)).fetchall()
        if not rows:
            return after
        for stream, _ in rows:
            self.wake(str(uuid.UUID(str(stream))))
        for key, waiters in self.waiters.items():
            if key.startswith("user:"):
                for event in waiters:
                    event.set()
        return max(last for _, last in rows)

    async def _watch_sqlite(self) -> None:
        import sqlite3  # noqa: PLC0415

        while True:
            try:
                conn = sqlite3.connect(self.settings_dict["NAME"], check_same_thread=False)
                try:
                    # data_version changes when another connection commits; microseconds to read
                    version = conn.execute("PRAGMA data_version").fetchone()[0]
                    last_event = _last_event_id(conn)
                    self.connected.set()
                    self.wake_all()
                    while True:
                        await asyncio.sleep(POLL_SECONDS)
                        now = conn.execute("PRAGMA data_version").fetchone()[0]
                        if now != version:
                            version = now
                            last_event = self._wake_for_events(conn, last_event)
                            self._wake_prefixed()
                finally:
                    conn.close()
            except asyncio.CancelledError:
                self.connected.clear()
                raise
            except Exception:  # noqa: BLE001 - reopen; waiters poll meanwhile
                log.exception("long-poll SQLite watch failed; reopening")
                self.connected.clear()
                self.wake_all()
                await asyncio.sleep(RECONNECT_SECONDS)


def _last_event_id(conn) -> int:
    return conn.execute("SELECT COALESCE(MAX(id), 0) FROM events_event").fetchone()[0]
