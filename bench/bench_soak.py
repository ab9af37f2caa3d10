"""Benchmark: memory over a long run of the deployed server: does each worker's RSS level off?

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres .venv/bin/python bench/bench_soak.py

The README's production set-up (gunicorn -c config/gunicorn.py config.asgi:application,
``WORKERS`` workers, default 2; Redis cache; tasks through a Redis broker to a Celery worker)
on a fresh database (``BENCH_DB``, default ``bench_soak``, dropped after). ``CLIENTS`` client
threads (default 8) play Dik Dik games (GET the game as the seat to act, POST its first legal
command) until ``COMMANDS`` commands (default 50,000) are in; each worker's RSS is read from
/proc every ``EVERY`` commands (default 5,000). ``SERVER_ENV`` adds variables to the server's
environment (``MALLOC_ARENA_MAX=2``, say) to compare a setting's effect.

Target: growth over the last half of the samples under 5 % of the first sample, per worker.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time

os.environ.setdefault("BENCH_DB", "bench_soak")

import _django  # noqa: E402
import _http  # noqa: E402
from bench_commands_http import BROKER_URL, CLIENTS, THREADS, WORKERS, server_env  # noqa: E402
from django.conf import settings  # noqa: E402
from django.db import connections  # noqa: E402

from tests.live_server import database_url, serve  # noqa: E402

COMMANDS = int(os.environ.get("COMMANDS", "50000"))
EVERY = int(os.environ.get("EVERY", "5000"))
SERVER_ENV = dict(item.split("=", 1) for item in os.environ.get("SERVER_ENV", "").split()
                  if "=" in item)


def main() -> None:
    url = database_url(settings.DATABASES["default"])
    keys = _http.tokens(CLIENTS * 3, "soak")
    connections.close_all()
    broker = None if BROKER_URL == "eager" else BROKER_URL
    with contextlib.ExitStack() as stack:
        task_worker = stack.enter_context(_http.celery_worker(
            {"DATABASE_URL": url, "DJANGO_DEBUG": "0", **server_env(broker)}, broker)) \
            if broker else None
        broker = broker if task_worker else None
        server = stack.enter_context(serve(url, workers=WORKERS, threads=THREADS,
                                           env={**server_env(broker), **SERVER_ENV}))
        pids = server.workers()
        print(f"deployed server, {WORKERS} workers{' ' + str(SERVER_ENV) if SERVER_ENV else ''}"
              f"; tasks: {'Celery worker on ' + broker if broker else 'in the request'}; "
              f"{CLIENTS} client threads; {COMMANDS:,} commands, RSS every {EVERY:,}")
        players = [_http.Player(server.url, keys[3 * k:3 * k + 3]) for k in range(CLIENTS)]
        done = [0]
        lock = threading.Lock()
        stop = threading.Event()

        def play(player: _http.Player) -> None:
            while not stop.is_set():
                player.round_trip()
                with lock:
                    done[0] += 1

        threads = [threading.Thread(target=play, args=(p,)) for p in players]
        samples: list[list[int]] = [[_http.rss_kib(pid) for pid in pids]]
        start = time.perf_counter()
        print(f"{0:>7,} commands: " + ", ".join(f"{kib / 1024:6.1f} MiB" for kib in samples[0]))
        for t in threads:
            t.start()
        mark = EVERY
        while mark <= COMMANDS:
            while done[0] < mark:
                time.sleep(0.05)
            samples.append([_http.rss_kib(pid) for pid in pids])
            rate = done[0] / (time.perf_counter() - start)
            print(f"{mark:>7,} commands: " + ", ".join(f"{kib / 1024:6.1f} MiB"
                                                      for kib in samples[-1])
                  + f"  ({rate:.0f} commands/s)")
            mark += EVERY
        stop.set()
        for t in threads:
            t.join()
        errors = sum(p.errors for p in players)
        half = samples[len(samples) // 2]
        for i in range(len(pids)):
            growth = (samples[-1][i] - half[i]) / samples[1][i] * 100
            print(f"worker {i}: first sample {samples[1][i] / 1024:.1f} MiB, last "
                  f"{samples[-1][i] / 1024:.1f} MiB; growth over the last half "
                  f"{growth:+.1f} % of the first sample (target < 5 %): "
                  f"{'met' if growth < 5 else 'NOT met'}")
        print(f"errors: {errors}")
        for p in players:
            p.close()
    _django.teardown()


if __name__ == "__main__":
    main()
