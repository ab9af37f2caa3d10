"""Long-polls: wait on a key until a check says there is something new, holding no thread.

Keys are strings: ``str(game_id)`` for a game's event feed, ``f"user:{user_id}"`` for a user's
inbox. Writers call ``notify(key)`` inside the appending transaction; readers ``await
long_poll(user_id, key, check, timeout)`` from an async view.

Waiting is asyncio, so an idle wait costs a coroutine and a socket, not a server thread:

* On PostgreSQL ``notify`` sends ``NOTIFY long_poll, '<key>'`` inside the transaction (delivered
  only on commit). One asyncio task per event loop (i.e. per server process) holds a
  ``LISTEN long_poll`` connection and wakes the waiters of that key; when it (re)connects it
  wakes every waiter, since notifications sent while it was away are lost.
* Elsewhere (SQLite: one process in development and tests) ``notify`` wakes this process's
  waiters on commit, and waiters re-check every ``POLL_SECONDS`` for writes by other processes.

``check`` is a plain function that may read the database: it runs in a worker thread (Django's
``sync_to_async``), which closes the connections it used before handing back, so no database
connection is held while waiting either.

Each user may hold ``LONG_POLL_MAX_WAITS_PER_USER`` waits at once (a setting); one more is
refused with 429 ``too_many_waits`` and ``Retry-After``. The slots live in Django's default
cache with an expiry just past the longest wait, so the cap is shared by all processes when
that cache is (Redis), per process with the local-memory cache, and a slot left by a killed
process frees itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
import weakref
from collections.abc import Callable

from asgiref.sync import sync_to_async
from django.conf import settings
from django.core.cache import cache
from django.db import connection, connections, transaction

from config.errors import ServiceError

from .models import Game

log = logging.getLogger(__name__)
CHANNEL = "long_poll"
POLL_SECONDS = 0.25  # re-check interval when no LISTEN connection delivers notifications
LISTEN_READY_SECONDS = 2.0  # how long a new waiter waits for the listener to be connected
RECONNECT_SECONDS = 1.0
MAX_WAIT_SECONDS = 25  # the longest `wait` an endpoint accepts
SLOT_GRACE_SECONDS = 10  # a slot outlives its wait by this much, then expires by itself


def notify(key) -> None:
    """Announce something new under ``key``; call inside the writing transaction."""
    key = str(key)
    if connection.vendor == "postgresql":
        with connection.cursor() as cur:
            cur.execute("SELECT pg_notify(%s, %s)", [CHANNEL, key])
    else:
        transaction.on_commit(lambda: _wake_local(key))


def game_version(game_id) -> int:
    """The game's version as indexed (0 when there is no such game)."""
    return Game.objects.filter(id=game_id).values_list("version", flat=True).first() or 0


async def long_poll(user_id, key: str, check: Callable[[], bool], timeout: float) -> bool:
    """Answer ``check()`` at once when true; else hold a wait slot of ``user_id`` and wait.

    Returns the last answer of ``check`` (False: nothing new before ``timeout``). Raises
    ``ServiceError`` 429 ``too_many_waits`` when the user already holds the most waits allowed.
    """
    ready = await _checked(check)
    if ready or timeout <= 0:
        return ready
    async with _wait_slot(user_id, timeout):
        return await wait_for(key, check, timeout)


async def wait_for(key: str, check: Callable[[], bool], timeout: float) -> bool:
    """Wait until ``check()`` is true (re-checked whenever ``key`` is notified) or ``timeout``.

    Returns the last answer of ``check``. No thread or database connection is held while
    waiting.
    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    hub = _hub()
    event = hub.subscribe(key)
    try:
        if hub.listens:
            await hub.ready(min(timeout, LISTEN_READY_SECONDS))
        while True:
            # clear before checking: a notification that lands after the check sets it again
            event.clear()
            if await _checked(check):
                return True
            remaining = deadline - loop.time()
            if remaining <= 0:
                return False
            step = remaining if hub.connected.is_set() else min(remaining, POLL_SECONDS)
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(step):
                    await event.wait()
    finally:
        hub.unsubscribe(key, event)


def waiting_count() -> int:
    """How many waits this process holds now (all event loops)."""
    with _hubs_lock:
        return sum(hub.count() for hub in list(_hubs.values()))


def shutdown() -> None:
    """Stop every LISTEN task of this process and close its connection (tests)."""
    with _hubs_lock:
        hubs = list(_hubs.values())
    for hub in hubs:
        hub.stop()


# -- the per-user cap ----------------------------------------------------------------------------
@contextlib.asynccontextmanager
async def _wait_slot(user_id, timeout: float):
    """Hold one of the user's ``LONG_POLL_MAX_WAITS_PER_USER`` slots while the block runs."""
    cap = settings.LONG_POLL_MAX_WAITS_PER_USER
    expiry = int(timeout) + SLOT_GRACE_SECONDS
    held = None
    for n in range(cap):
        key = f"long-poll-slot:{user_id}:{n}"
        if await cache.aadd(key, 1, expiry):  # atomic: only one wait gets each slot
            held = key
            break
    if held is None:
        retry = settings.LONG_POLL_RETRY_AFTER
        raise ServiceError("too_many_waits",
                           f"You already hold {cap} waiting requests; let one finish first.",
                           429, retry_after=retry)
    try:
        yield
    finally:
        await cache.adelete(held)


# -- running checks without holding a connection ----------------------------------------------
async def _checked(check: Callable[[], bool]) -> bool:
    return await sync_to_async(_check_and_release)(check)


def _check_and_release(check: Callable[[], bool]) -> bool:
    try:
        return bool(check())
    finally:
        _release_connections()


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
            hub = _hubs[loop] = _Hub(loop, dict(connection.settings_dict),
                                     listens=connection.vendor == "postgresql")
    hub.ensure_listening()
    return hub


def _wake_local(key: str) -> None:
    """Wake ``key``'s waiters in every event loop of this process (any thread may call)."""
    with _hubs_lock:
        hubs = list(_hubs.values())
    for hub in hubs:
        with contextlib.suppress(RuntimeError):  # that loop has closed
            hub.loop.call_soon_threadsafe(hub.wake, key)


class _Hub:
    """The waiters of one event loop by key, and (PostgreSQL) the task that LISTENs for them."""

    def __init__(self, loop: asyncio.AbstractEventLoop, settings_dict: dict, listens: bool):
        self.loop = loop
        self.settings_dict = settings_dict
        self.listens = listens
        self.waiters: dict[str, set[asyncio.Event]] = {}
        self.connected = asyncio.Event()
        self.task: asyncio.Task | None = None

    def count(self) -> int:
        return sum(len(w) for w in list(self.waiters.values()))

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

    async def ready(self, timeout: float) -> None:
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(timeout):
                await self.connected.wait()

    def ensure_listening(self) -> None:
        if self.listens and (self.task is None or self.task.done()):
            self.task = self.loop.create_task(self._listen(), name="long-poll-listener")

    def stop(self) -> None:
        if self.task is not None and not self.task.done():
            with contextlib.suppress(RuntimeError):  # that loop has closed
                self.loop.call_soon_threadsafe(self.task.cancel)

    async def _listen(self) -> None:
        import psycopg  # noqa: PLC0415 - only needed on PostgreSQL

        s = self.settings_dict
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(
                        host=s.get("HOST") or None, port=s.get("PORT") or None,
                        dbname=s["NAME"], user=s.get("USER") or None,
                        password=s.get("PASSWORD") or None, autocommit=True,
                        application_name="long-poll-listener") as conn:
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
