"""Benchmark: command round trips over HTTP against the bare authenticated GET, one server.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
        .venv/bin/python bench/bench_commands_http.py

Starts gunicorn on 127.0.0.1 (``WORKER_CLASS`` gthread with ``WORKERS`` x ``THREADS``, default
2 x 8; ``WORKER_CLASS=uvicorn`` serves the ASGI app as in
production) on a fresh database (``BENCH_DB``, default ``bench_commands_http``, dropped after).
Throttle counts live in Redis (``BENCH_CACHE_URL``, default ``redis://127.0.0.1:6379/14``;
``locmem://`` without Redis), the commands rate limit is lifted for the run. As in production,
tasks go through a broker (``BENCH_BROKER_URL``, default ``redis://127.0.0.1:6379/13``) to a
Celery worker started here (one solo process): the outbox relay (numbering events, writing
notifications) runs there, on the same two cores, not inside the command's request. Its CPU
per round trip is printed too. ``BENCH_BROKER_URL=eager`` (or no Redis) runs every task in
the request instead, as on a newcomer's machine.

``CLIENTS`` client threads (default 8), each with keep-alive connections:

* baseline: ``GET /api/games?limit=1`` as fast as they can;
* round trip: each thread plays Dik Dik games of its own: GET the game as the seat to act,
  POST its first legal command (a new game when one ends).

The two take turns for ``ROUNDS`` rounds of ``BENCH_SECONDS``; per side the median round is
kept. Prints requests/s, round trips/s, p50/p99 and the ratio round trips/s over baseline
requests/s (target >= 0.5); the app workers' CPU time per request and per round trip (from
/proc: less sensitive to other load on the machine than wall-clock rates); each worker's RSS.
"""

from __future__ import annotations

import contextlib
import os
import statistics
import sys

import _django
import _http

os.environ.setdefault("DJANGO_DEBUG", "0")
os.environ.setdefault("DJANGO_SECRET_KEY", "bench-only-key")
_django.setup(os.environ.get("BENCH_DB", "bench_commands_http"))

from django.conf import settings  # noqa: E402
from django.db import connections  # noqa: E402

sys.path.insert(0, str(_django.ROOT))
from tests.live_server import database_url, serve  # noqa: E402

SECONDS = float(os.environ.get("BENCH_SECONDS", "5"))
ROUNDS = int(os.environ.get("ROUNDS", "3"))
CLIENTS = int(os.environ.get("CLIENTS", "8"))
WORKER_CLASS = os.environ.get("WORKER_CLASS", "gthread")
WORKERS = int(os.environ.get("WORKERS", "2"))
THREADS = int(os.environ.get("THREADS", "8"))
CACHE_URL = os.environ.get("BENCH_CACHE_URL", "redis://127.0.0.1:6379/14")
BROKER_URL = os.environ.get("BENCH_BROKER_URL", "redis://127.0.0.1:6379/13")


def server_env(broker: str | None) -> dict:
    return {"CACHE_URL": CACHE_URL, "COMMANDS_THROTTLE_RATE": "1000000/minute",
            "DJANGO_SECRET_KEY": "bench-only-key", "CELERY_BROKER_URL": broker or ""}


def main() -> None:
    keys = _http.tokens(CLIENTS * 3, "bench")
    url = database_url(settings.DATABASES["default"])
    connections.close_all()
    print(f"server: gunicorn {WORKER_CLASS} {WORKERS} workers"
          + (f" x {THREADS} threads" if WORKER_CLASS == "gthread" else "")
          + f", {connections['default'].vendor}; {CLIENTS} client threads; "
          f"{ROUNDS} rounds x {SECONDS:g} s per side (median round)")
    broker = None if BROKER_URL == "eager" else BROKER_URL
    with contextlib.ExitStack() as stack:
        task_worker = stack.enter_context(_http.celery_worker(
            {"DATABASE_URL": url, "DJANGO_DEBUG": "0", **server_env(broker)}, broker)) \
            if broker else None
        if task_worker is None:
            broker = None
        print("tasks: " + (f"Celery worker (solo) on {broker}" if broker
                           else "in the request (eager)"))
        server = stack.enter_context(serve(url, worker_class=WORKER_CLASS, workers=WORKERS,
                                           threads=THREADS, env=server_env(broker)))
        players = [_http.Player(server.url, keys[3 * i:3 * i + 3]) for i in range(CLIENTS)]
        workers = server.workers()
        # warm-up: connections, first games
        _http.run_phase(players, _http.Player.round_trip, workers, SECONDS)
        base_runs, rt_runs, base_lat, rt_lat, base_cpu, rt_cpu = [], [], [], [], [], []
        task_cpu, base_db, rt_db = [], [], []
        for _ in range(ROUNDS):
            got = _http.run_phase(players, _http.baseline_step, workers, SECONDS)
            base_runs.append(got.rate)
            base_lat += got.latencies
            base_cpu.append(got.app_ms)
            base_db.append(got.db_ms)
            got = _http.run_phase(players, _http.Player.round_trip, workers, SECONDS,
                                  task_worker)
            rt_runs.append(got.rate)
            rt_lat += got.latencies
            rt_cpu.append(got.app_ms)
            rt_db.append(got.db_ms)
            if task_worker:
                task_cpu.append(got.tasks_ms)
        base, rt = statistics.median(base_runs), statistics.median(rt_runs)
        print(f"baseline GET /api/games?limit=1: {base:7.1f} req/s  "
              f"[{', '.join(f'{r:.1f}' for r in base_runs)}]  p50 "
              f"{_http.percentile(base_lat, .5):.1f} ms  "
              f"p99 {_http.percentile(base_lat, .99):.1f} ms")
        print(f"round trip GET game + POST command: {rt:7.1f} /s  "
              f"[{', '.join(f'{r:.1f}' for r in rt_runs)}]  p50 "
              f"{_http.percentile(rt_lat, .5):.1f} ms  p99 {_http.percentile(rt_lat, .99):.1f} ms")
        print(f"server CPU (app workers): {statistics.median(base_cpu):.1f} ms per baseline "
              f"request, {statistics.median(rt_cpu):.1f} ms per round trip "
              f"(CPU ratio {statistics.median(base_cpu) / statistics.median(rt_cpu):.2f}x; "
              f"PostgreSQL's own work and waits not included)")
        if statistics.median(base_db):  # (0: PostgreSQL is not on this machine)
            print(f"PostgreSQL CPU (this machine's server): {statistics.median(base_db):.1f} ms "
                  f"per baseline request, {statistics.median(rt_db):.1f} ms per round trip "
                  "(the task worker's queries included)")
        if task_cpu:
            print(f"task worker CPU (the outbox relay): {statistics.median(task_cpu):.1f} ms "
                  "per round trip")
        print(f"errors: {sum(p.errors for p in players)}")
        print(f"ratio round trips/s / baseline req/s: {rt / base:.2f}x  (target >= 0.50x)")
        print(f"RSS per worker: {_http.rss_text(server.workers())}")
        for p in players:
            p.close()
    _django.teardown()


if __name__ == "__main__":
    main()
