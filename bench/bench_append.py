"""Benchmark: single-event appends/s of ``events.store.append`` against the ``eventsourcing``
library's PostgreSQL recorder, on the same PostgreSQL, in the same run, 1 and 4 threads.

Needs PostgreSQL and the bench-only requirements (not the app's)::

    .venv/bin/pip install -r bench/requirements.txt
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres .venv/bin/python bench/bench_append.py

It creates and drops its own database (``BENCH_DB``, default ``bench_append``). Each thread
appends one event at a time to streams of its own (a new stream every ``STREAM_LEN`` events),
as a command does. The two stores take turns (``ROUNDS`` rounds of ``BENCH_SECONDS`` each, so
a burst of load on a shared machine hits both); the figure per store is the median round.
The eventsourcing side is ``PostgresAggregateRecorder.insert_events`` (one ``StoredEvent`` per
call, its own pool with one connection per thread); ours is ``store.append`` through Django's
connection, with the gap check and unique key it always makes.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import threading
import time
import uuid
from importlib.metadata import version
from urllib.parse import urlparse

import _django

# skipped, not failed, where it cannot run (``make bench`` runs every bench on SQLite too)
if not os.environ.get("DATABASE_URL", "").startswith("postgres"):
    print("skipped: bench_append compares PostgreSQL recorders; set DATABASE_URL=postgres://...")
    sys.exit(0)
try:
    from eventsourcing.persistence import StoredEvent
    from eventsourcing.postgres import PostgresAggregateRecorder, PostgresDatastore
except ImportError:
    print("skipped: the eventsourcing library (bench-only) is missing; install it with "
          ".venv/bin/pip install -r bench/requirements.txt")
    sys.exit(0)

# production settings: no debug cursor (it logs every query)
os.environ.setdefault("DJANGO_DEBUG", "0")
os.environ.setdefault("DJANGO_SECRET_KEY", "bench-only-key")
_django.setup(os.environ.get("BENCH_DB", "bench_append"))

from django.db import connections  # noqa: E402

from events import store  # noqa: E402

SECONDS = float(os.environ.get("BENCH_SECONDS", "2"))
ROUNDS = int(os.environ.get("ROUNDS", "3"))
STREAM_LEN = 50
META = {"actor": 1, "command": "bench", "seat": "0"}


def _ours(stop: threading.Event, counts: list, slot: int) -> None:
    n = 0
    try:
        while not stop.is_set():
            stream = uuid.uuid4()
            for v in range(STREAM_LEN):
                store.append(stream, v, [{"type": "Bench", "data": {"i": v}}], META)
                n += 1
                if stop.is_set():
                    break
    finally:
        counts[slot] = n
        connections.close_all()


def _theirs(recorder) -> callable:
    def run(stop: threading.Event, counts: list, slot: int) -> None:
        n = 0
        try:
            while not stop.is_set():
                stream = uuid.uuid4()
                for v in range(1, STREAM_LEN + 1):
                    recorder.insert_events([StoredEvent(
                        originator_id=stream, originator_version=v, topic="Bench",
                        state=json.dumps({"i": v, "meta": META}).encode())])
                    n += 1
                    if stop.is_set():
                        break
        finally:
            counts[slot] = n
    return run


def rate(worker, threads: int) -> float:
    """Appends per second by ``threads`` threads running ``worker`` for ``SECONDS``."""
    stop, counts = threading.Event(), [0] * threads
    pool = [threading.Thread(target=worker, args=(stop, counts, i)) for i in range(threads)]
    start = time.perf_counter()
    for t in pool:
        t.start()
    time.sleep(SECONDS)
    stop.set()
    for t in pool:
        t.join()
    return sum(counts) / (time.perf_counter() - start)


def main() -> None:
    url = urlparse(os.environ["DATABASE_URL"])
    datastore = PostgresDatastore(
        dbname=url.path.lstrip("/"), host=url.hostname or "127.0.0.1", port=url.port or 5432,
        user=url.username or "postgres", password=url.password or "", pool_size=4)
    recorder = PostgresAggregateRecorder(datastore, events_table_name="es_bench_events")
    recorder.create_table()
    theirs = _theirs(recorder)
    print(f"eventsourcing {version('eventsourcing')}, PostgreSQL, "
          f"{ROUNDS} rounds x {SECONDS:g} s per store and thread count (median round)")
    ratios = {}
    for threads in (1, 4):
        # warm-up, right before: each thread's connection and its prepared statements (the
        # recorder's pool drops connections left idle meanwhile: its first round was slow)
        rate(_ours, threads), rate(theirs, threads)
        ours_runs, theirs_runs = [], []
        for _ in range(ROUNDS):
            ours_runs.append(rate(_ours, threads))
            theirs_runs.append(rate(theirs, threads))
        a, b = statistics.median(ours_runs), statistics.median(theirs_runs)
        ratios[threads] = a / b
        print(f"{threads} thread(s): store.append {a:8.0f}/s  "
              f"[{', '.join(f'{r:.0f}' for r in ours_runs)}]   "
              f"eventsourcing {b:8.0f}/s  [{', '.join(f'{r:.0f}' for r in theirs_runs)}]   "
              f"ratio {a / b:.2f}x")
    print("ratio store.append / eventsourcing recorder: "
          + ", ".join(f"{t} thread(s) {r:.2f}x" for t, r in ratios.items())
          + "  (target >= 1.00x)")
    datastore.close()
    _django.teardown()


if __name__ == "__main__":
    main()
