"""Threads that start together, and the mark for what only PostgreSQL can show."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable

import pytest
from django.db import connection, connections

from config.errors import ServiceError

# Real concurrency (row locks, concurrent writers) and the immutability trigger are
# PostgreSQL's: such tests are skipped on SQLite.
needs_postgres = pytest.mark.skipif(connection.vendor != "postgresql",
                                    reason="needs PostgreSQL")


def in_threads(target: Callable, args: Iterable, timeout: float = 60) -> None:
    """``target(arg)`` in a thread per ``arg``, all started before any is waited for; each
    thread closes its own database connections when it ends."""

    def run(arg):
        try:
            target(arg)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=(arg,)) for arg in args]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout)


def race(n: int, target: Callable[[int], object]) -> list:
    """``target(i)`` for i in range(n), from n threads released at once: a list of
    ("ok", result), (ServiceError code, None) or ("crash", repr) in finishing order."""
    results: list = []
    barrier = threading.Barrier(n)

    def run(i):
        try:
            barrier.wait()
            results.append(("ok", target(i)))
        except ServiceError as exc:
            results.append((exc.code, None))
        except Exception as exc:  # noqa: BLE001 - a crash is a result too (a 500 in the API)
            results.append(("crash", repr(exc)))

    in_threads(run, range(n))
    return results


def wait_until(predicate: Callable[[], object], timeout: float = 10.0,
               what: str = "the condition", every: float = 0.02):
    """Call ``predicate`` every ``every`` seconds until it returns a true value (returned), or
    fail after ``timeout`` seconds."""
    end = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        assert time.monotonic() < end, f"timed out waiting for {what}"
        time.sleep(every)
