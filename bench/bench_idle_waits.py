"""Benchmark: many idle long-polls held by one server process, and what they cost the others.

Run: ``DATABASE_URL=postgres://postgres@127.0.0.1:5432/test .venv/bin/python
bench/bench_idle_waits.py`` (creates and drops ``bench_waits``; SQLite without DATABASE_URL).
``BENCH_WAITS`` (default 1000) sets how many waits; ``BENCH_WORKER=gthread`` runs the former
WSGI set-up (1 worker x 4 threads) for comparison, with fewer waits, as it cannot hold more.

One gunicorn master with ONE uvicorn worker on 127.0.0.1 (the production set-up, README):

1. baseline: sequential ``GET /api/games/{id}`` and ``GET /api/kinds`` with no wait held;
2. BENCH_WAITS clients long-poll ``/events?after=N&wait=25`` and stay idle;
3. the same sequential GETs while they are held: p50/p99 and the ratio to the baseline;
4. one command is committed: time from its answer until each waiter has its event.

Also the worker's threads and resident memory with and without the waits.
"""

from __future__ import annotations

import asyncio
import logging
import os
import resource
import sys
import time
from pathlib import Path

import _django

_django.setup("bench_waits")
logging.getLogger("httpx").setLevel(logging.WARNING)

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests import live_server  # noqa: E402

WORKER = os.environ.get("BENCH_WORKER", "uvicorn")
WAITS = int(os.environ.get("BENCH_WAITS", "1000" if WORKER == "uvicorn" else "16"))
SAMPLES = int(os.environ.get("BENCH_SAMPLES", "200"))
TIMEOUT = 5.0  # a plain request slower than this counts as starved (recorded as 5 s)


def _raise_fd_limit(need: int) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < need:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(need, hard), hard))
    if min(need, hard) < need:
        sys.exit(f"need {need} file descriptors, the hard limit is {hard}")


def _worker_stats(server) -> tuple[int, float]:
    """(threads, resident MiB) of the server's worker process."""
    pid = server.workers()[0]
    status = Path(f"/proc/{pid}/status").read_text().splitlines()
    fields = dict(line.split(":", 1) for line in status if ":" in line)
    return int(fields["Threads"]), int(fields["VmRSS"].split()[0]) / 1024


def _pct(samples: list[float], q: float) -> float:
    s = sorted(samples)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))] * 1000


async def _timed(client, path: str, headers: dict) -> list[float]:
    import httpx

    out = []
    for _ in range(SAMPLES):
        start = time.perf_counter()
        try:
            r = await client.get(path, headers=headers, timeout=TIMEOUT)
            assert r.status_code == 200, r.text
            out.append(time.perf_counter() - start)
        except httpx.TimeoutException:
            out.append(TIMEOUT)
    return out


async def run(server, gid: str, version: int, poller: dict, mover: dict) -> None:
    import httpx

    limits = httpx.Limits(max_connections=WAITS + 10, max_keepalive_connections=WAITS + 10)
    async with httpx.AsyncClient(base_url=server.url, limits=limits, timeout=40) as waiters, \
            httpx.AsyncClient(base_url=server.url) as other:
        for path in (f"/api/games/{gid}", "/api/kinds"):  # warm up
            await other.get(path, headers=poller)
        threads0, rss0 = _worker_stats(server)
        base_game = await _timed(other, f"/api/games/{gid}", poller)
        base_kinds = await _timed(other, "/api/kinds", {})

        path = f"/api/games/{gid}/events?after={version}&wait=25"
        answered_at: dict[int, float] = {}

        async def poll(i: int):
            r = await waiters.get(path, headers=poller)
            answered_at[i] = time.perf_counter()
            return r

        start = time.perf_counter()
        polls = [asyncio.create_task(poll(i)) for i in range(WAITS)]
        # settled: one cheap request answers fast again after the burst of arrivals
        while True:
            await asyncio.sleep(0.5)
            t0 = time.perf_counter()
            await other.get("/api/kinds", timeout=TIMEOUT * 4)
            if time.perf_counter() - t0 < 0.05 or time.perf_counter() - start > 10:
                break
        settled = time.perf_counter() - start
        early = sum(p.done() for p in polls)
        threads1, rss1 = _worker_stats(server)
        load_game = await _timed(other, f"/api/games/{gid}", poller)
        load_kinds = await _timed(other, "/api/kinds", {})
        held_until = time.perf_counter() - start

        try:
            r = await other.post(f"/api/games/{gid}/commands", json={"type": "look", "slot": 0},
                                 headers=mover, timeout=TIMEOUT)
            committed = time.perf_counter() if r.status_code == 201 else None
        except httpx.TimeoutException:
            committed = None
        done, pending = await asyncio.wait(polls, timeout=30)
        for p in pending:
            p.cancel()
        ok = sum(1 for p in done if not p.exception() and p.result().status_code == 200
                 and p.result().json()["events"])

    print(f"server: gunicorn, 1 {WORKER} worker; database: {_django_vendor()}; "
          f"{WAITS} waits held by one process (settled {settled:.1f} s after the burst; "
          f"measured until {held_until:.1f} s; {early} answered early)")
    print(f"{'request':<34}{'no waits p50':>13}{'p99':>9}{'waits held p50':>16}{'p99':>9}"
          f"{'ratio p50':>11}{'ratio p99':>11}")
    for name, b, w in (("GET /api/games/{id}", base_game, load_game),
                       ("GET /api/kinds", base_kinds, load_kinds)):
        print(f"{name:<34}{_pct(b, .5):10.2f} ms{_pct(b, .99):6.2f} ms"
              f"{_pct(w, .5):13.2f} ms{_pct(w, .99):6.2f} ms"
              f"{_pct(w, .5) / _pct(b, .5):10.1f}x{_pct(w, .99) / _pct(b, .99):10.1f}x")
    print(f"worker threads: {threads0} idle -> {threads1} with the waits; "
          f"resident memory {rss0:.0f} MiB -> {rss1:.0f} MiB "
          f"({(rss1 - rss0) * 1024 / max(1, WAITS):.0f} KiB per wait)")
    if committed is None:
        print("the command meant to wake the waiters did not get through")
    else:
        wakes = [answered_at[i] - committed for i in answered_at]
        print(f"wake-up after a commit: {ok}/{WAITS} waiters got the event; "
              f"p50 {_pct(wakes, .5):.1f} ms, p99 {_pct(wakes, .99):.1f} ms, "
              f"last {max(wakes) * 1000:.1f} ms")


def _django_vendor() -> str:
    from django.db import connection

    return connection.vendor


def main() -> None:
    from django.contrib.auth import get_user_model
    from django.db import connection, connections
    from rest_framework.authtoken.models import Token
    from rest_framework.test import APIClient

    _raise_fd_limit(2 * WAITS + 256)
    headers, clients = [], []
    for name in ("waits-poller", "waits-mover"):
        user = get_user_model().objects.create_user(name, password="bench-password-1")
        token = Token.objects.create(user=user).key
        c = APIClient()
        c.credentials(HTTP_AUTHORIZATION=f"Token {token}")
        clients.append(c)
        headers.append({"Authorization": f"Token {token}"})
    gid = clients[0].post("/api/games", {"kind": "didi_dotter", "seats": 2,
                                         "options": {"min_action_ms": 0}},
                          format="json").json()["id"]
    clients[1].post(f"/api/games/{gid}/join")
    version = clients[0].get(f"/api/games/{gid}").json()["version"]
    url = live_server.database_url(connection.settings_dict)
    connections.close_all()
    with live_server.serve(url, worker_class=WORKER, workers=1, threads=4,
                           env={"LONG_POLL_MAX_WAITS_PER_USER": str(WAITS + 10)}) as server:
        asyncio.run(run(server, gid, version, *headers))
    _django.teardown()


if __name__ == "__main__":
    main()
