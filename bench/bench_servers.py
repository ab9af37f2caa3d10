"""Benchmark: the deployed server (ASGI) against gthread WSGI, side by side, one database.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres .venv/bin/python bench/bench_servers.py

With the production settings (Redis cache, tasks through a Redis broker to a Celery worker
started here) three servers run at once on one fresh database (``BENCH_DB``, default
``bench_servers``, dropped after), each ``WORKERS`` processes (default 2):

* ``wsgi``: gunicorn gthread with ``THREADS`` threads per worker (default 8), config.wsgi;
* ``deployed``: the README's command (config/gunicorn.py, uvicorn workers, config.asgi);
* ``asgi-plain``: the same with ``WEB_THREADS=0``: every request through Django's ASGI handler
  (the set-up before config.asgi's ViewDispatch: the "before" column).

``CLIENTS`` client threads (default 8) take turns on the servers, ``ROUNDS`` rounds (default 3)
of ``BENCH_SECONDS`` (default 10) per server and measure, interleaved (wsgi, deployed,
asgi-plain, wsgi, ...): bare ``GET /api/games?limit=1`` requests, and round trips (GET a Dik
Dik game as the seat to act, POST its first legal command). Per server the median round is
kept; app CPU per request comes from /proc (steadier on two cores than the wall rates).
Targets: deployed/wsgi commands >= 0.9; deployed commands / bare GET >= 0.5.
"""

from __future__ import annotations

import contextlib
import os
import statistics

import _django
import _http

os.environ.setdefault("DJANGO_DEBUG", "0")
os.environ.setdefault("DJANGO_SECRET_KEY", "bench-only-key")
os.environ.setdefault("BENCH_SECONDS", "10")
os.environ.setdefault("BENCH_DB", "bench_servers")

from bench_commands_http import (  # noqa: E402  (sets Django up on BENCH_DB)
    BROKER_URL,
    CLIENTS,
    ROUNDS,
    SECONDS,
    THREADS,
    WORKERS,
    server_env,
)
from django.conf import settings  # noqa: E402
from django.db import connections  # noqa: E402

from tests.live_server import database_url, serve  # noqa: E402

# the CPU meters of a phase (bench/_http.Phase): app workers, PostgreSQL, the task worker,
# Redis, the clients
PARTS = ("app", "db", "tasks", "redis", "client")
SERVERS = {  # name -> serve() arguments
    "wsgi": {"worker_class": "gthread"},
    "deployed": {"worker_class": "uvicorn"},
    "asgi-plain": {"worker_class": "uvicorn", "env": {"WEB_THREADS": "0"}},
}
# BENCH_SERVERS=deployed,wsgi: only those (e.g. to attach a profiler to one)
SERVERS_ALL = SERVERS
SERVERS = {name: how for name, how in SERVERS.items()
           if name in os.environ.get("BENCH_SERVERS", ",".join(SERVERS)).split(",")}


def report(figures: dict[str, dict[str, list]]) -> None:
    """Print the medians of the rounds per server, the ratios and where the CPU goes."""
    med = {name: {m: statistics.median(v) for m, v in f.items() if not m.endswith("lat")}
           for name, f in figures.items()}
    print(f"{'server':11} {'commands/s':>10} {'GET/s':>8} {'cmd/GET':>8} "
          f"{'CPU ms/cmd':>10} {'CPU ms/GET':>10} {'p50 cmd':>8} {'p99 cmd':>8}  runs (cmd/s)")
    for name, m in med.items():
        f = figures[name]
        print(f"{name:11} {m['rt']:10.1f} {m['get']:8.1f} {m['rt'] / m['get']:8.2f} "
              f"{m['rt_app']:10.1f} {m['get_app']:10.1f} "
              f"{_http.percentile(f['rt_lat'], .5):6.1f}ms "
              f"{_http.percentile(f['rt_lat'], .99):6.1f}ms"
              f"  [{', '.join(f'{r:.1f}' for r in f['rt'])}]")
    if len(med) == len(SERVERS_ALL):  # the ratios need all three
        d, w, p = med["deployed"], med["wsgi"], med["asgi-plain"]
        print(f"deployed/wsgi commands/s: {d['rt'] / w['rt']:.2f}x (target >= 0.90x); "
              f"bare GET/s {d['get'] / w['get']:.2f}x")
        print(f"deployed/wsgi app CPU: {d['rt_app'] / w['rt_app']:.2f}x per command, "
              f"{d['get_app'] / w['get_app']:.2f}x per bare GET")
        print(f"deployed commands/bare GET: {d['rt'] / d['get']:.2f}x (target >= 0.50x)")
        print(f"before (asgi-plain)/wsgi commands/s: {p['rt'] / w['rt']:.2f}x; app CPU per "
              f"command {p['rt_app'] / w['rt_app']:.2f}x")
    print()
    print("the machine's CPU per step (ms; medians of the rounds): where a command's time "
          "goes besides the app")
    print(f"{'server':11} {'step':8} " + " ".join(f"{p:>7}" for p in PARTS)
          + f" {'total':>7} {'x rate':>7}")
    for name, m in med.items():
        for measure, label in (("get", "bare GET"), ("rt", "command")):
            parts = [m[f"{measure}_{p}"] for p in PARTS]
            # cores busy: the total CPU per step times the steps per second
            print(f"{name:11} {label:8} " + " ".join(f"{v:7.1f}" for v in parts)
                  + f" {sum(parts):7.1f} {sum(parts) * m[measure] / 1000:6.2f}c")


def main() -> None:
    url = database_url(settings.DATABASES["default"])
    keys = _http.tokens(CLIENTS * 3 * len(SERVERS), "bench")
    connections.close_all()
    print(f"{connections['default'].vendor}; {WORKERS} workers per server (gthread: x {THREADS} "
          f"threads); {CLIENTS} client threads; {ROUNDS} rounds x "
          f"{os.environ['BENCH_SECONDS']} s per server and measure, interleaved (median round)")
    broker = None if BROKER_URL == "eager" else BROKER_URL
    with contextlib.ExitStack() as stack:
        task_worker = stack.enter_context(_http.celery_worker(
            {"DATABASE_URL": url, "DJANGO_DEBUG": "0", **server_env(broker)}, broker)) \
            if broker else None
        broker = broker if task_worker else None
        print("tasks: " + (f"Celery worker (solo) on {broker}" if broker
                           else "in the request (eager)"))
        served, players, pids = {}, {}, {}
        for i, (name, how) in enumerate(SERVERS.items()):
            env = {**server_env(broker), **how.get("env", {})}
            served[name] = stack.enter_context(serve(
                url, worker_class=how["worker_class"], workers=WORKERS, threads=THREADS,
                env=env))
            base = CLIENTS * 3 * i
            players[name] = [_http.Player(served[name].url, keys[base + 3 * k:base + 3 * k + 3])
                             for k in range(CLIENTS)]
            pids[name] = served[name].workers()
            _http.run_phase(players[name], _http.Player.round_trip, pids[name],
                            SECONDS)  # warm-up: connections, first games
        figures: dict[str, dict[str, list]] = {name: {} for name in SERVERS}
        for _ in range(ROUNDS):
            for name in SERVERS:
                f = figures[name]
                for measure, step in (("get", _http.baseline_step),
                                      ("rt", _http.Player.round_trip)):
                    got = _http.run_phase(players[name], step, pids[name], SECONDS, task_worker)
                    f.setdefault(measure, []).append(got.rate)
                    f.setdefault(f"{measure}_lat", []).extend(got.latencies)
                    for part in PARTS:
                        f.setdefault(f"{measure}_{part}", []).append(getattr(got, f"{part}_ms"))
        report(figures)
        print(f"errors: {sum(pl.errors for ps in players.values() for pl in ps)}")
        print("RSS per worker: " + "; ".join(f"{name} {_http.rss_text(ps)}"
                                             for name, ps in pids.items()))
        for ps in players.values():
            for pl in ps:
                pl.close()
    _django.teardown()


if __name__ == "__main__":
    main()
