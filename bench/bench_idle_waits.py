"""Benchmark: many idle long-polls held by one server process, and what they cost the others.

Run: ``DATABASE_URL=postgres://postgres@127.0.0.1:5432/test .venv/bin/python
bench/bench_idle_waits.py`` (creates and drops ``bench_waits``; SQLite without DATABASE_URL).
``BENCH_WAITS`` (default 1000) sets how many waits; ``BENCH_WAIT_USERS`` how many players hold
them (default one each, as a thousand players watching their games would; ``1``: one player
holds them all, its per-user cap raised to fit); ``BENCH_WORKER=gthread`` runs the former WSGI
set-up (1 worker x 4 threads) for comparison, with fewer waits, as it cannot hold more.

One gunicorn master with ONE uvicorn worker on 127.0.0.1 (the production set-up, README):

1. baseline: sequential ``GET /api/games/{id}`` and ``GET /api/kinds`` with no wait held;
2. BENCH_WAITS clients long-poll ``/events?after=N&wait=25`` on one game and stay idle (each
   asks again when its wait runs out);
3. the same sequential GETs while they are held, and again from 26 s, as the first waits run
   out and ask again (at the rate they were opened): p50/p99 and the ratios to the baseline;
4. wake-up: a command on another game with 10 waiters (time from the command's answer until
   each has its event), then one on the game all the idle clients wait on (fan-out).

Also the worker's threads and resident memory with and without the waits.
"""

from __future__ import annotations

import asyncio
import collections
import json
import logging
import os
import resource
import ssl
import sys
import time
from pathlib import Path

import _django
import httpx

_django.setup("bench_waits")
logging.getLogger("httpx").setLevel(logging.WARNING)

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests import live_server  # noqa: E402

WORKER = os.environ.get("BENCH_WORKER", "uvicorn")
WAITS = int(os.environ.get("BENCH_WAITS", "1000" if WORKER == "uvicorn" else "16"))
SAMPLES = int(os.environ.get("BENCH_SAMPLES", "100"))
RATE = float(os.environ.get("BENCH_RATE", "100"))  # new waits opened per second
USERS = int(os.environ.get("BENCH_WAIT_USERS", str(WAITS)))
FEW = 10
TIMEOUT = 5.0  # a plain request slower than this counts as starved (recorded as 5 s)
# a new connection per plain request: a kept-alive one may be closed by the server meanwhile
FRESH = httpx.Limits(max_keepalive_connections=0)
# one TLS context for every client (httpx builds one per client otherwise, unused here:
# plain HTTP on loopback)
_TLS_CONTEXT = ssl.create_default_context()


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


# The plain requests are timed from a process of their own: the waits' client keeps this
# process's event loop busy while a thousand waits ask again (a whole core at 100 a second),
# which timed here would be taken for the server's delay.
_TIMED = """
import json, sys, time, httpx
url, path, auth = sys.argv[1:4]
n, timeout = int(sys.argv[4]), float(sys.argv[5])
headers = {"Authorization": auth} if auth else {}
times, starved = [], {}
# a new connection per request: a kept-alive one may be closed by the server meanwhile
with httpx.Client(base_url=url, limits=httpx.Limits(max_keepalive_connections=0)) as client:
    for _ in range(n):
        start = time.perf_counter()
        try:
            r = client.get(path, headers=headers, timeout=timeout)
            assert r.status_code == 200, r.text
            times.append(time.perf_counter() - start)
        except httpx.HTTPError as exc:  # timed out, or the server dropped it: starved
            starved[type(exc).__name__] = starved.get(type(exc).__name__, 0) + 1
            times.append(timeout)
print(json.dumps({"times": times, "starved": starved}))
"""


async def _timed(url: str, path: str, headers: dict) -> list[float]:
    """SAMPLES sequential GETs of ``path`` from another process: their durations (s)."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-c", _TIMED, url, path, headers.get("Authorization", ""),
        str(SAMPLES), str(TIMEOUT), stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    result = json.loads(out)
    STARVED.update(result["starved"])
    return result["times"]


STARVED: collections.Counter = collections.Counter()  # plain requests that failed, by error


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _settle(server, limit: float) -> float:
    """Wait (at most ``limit`` s) until the worker is idle (under 10% of a core for 0.5 s)."""
    pid, start = server.workers()[0], time.perf_counter()
    while time.perf_counter() - start < limit:
        before = _cpu_seconds(pid)
        await asyncio.sleep(0.5)
        if _cpu_seconds(pid) - before < 0.05:
            break
    return time.perf_counter() - start


class Waiters:
    """``n`` clients long-polling a game; each asks again when its wait runs out empty."""

    def __init__(self, url: str, gid: str, version: int, holders: list[dict], n: int):
        self.path = f"/api/games/{gid}/events?after={version}&wait=25"
        self.url = url
        self.answered: list[float] = []
        self.failed: collections.Counter = collections.Counter()
        self.tasks = [asyncio.create_task(self._poll(i / RATE, holders[i % len(holders)]))
                      for i in range(n)]

    async def _poll(self, delay: float, headers: dict) -> None:
        await asyncio.sleep(delay)
        # a client (one kept-alive connection) per wait: httpx's pool looks through all its
        # connections and queued requests for each request, which with a thousand in one
        # pool took this process's whole core as the waits asked again
        async with httpx.AsyncClient(base_url=self.url, timeout=40, verify=_TLS_CONTEXT,
                                     limits=httpx.Limits(max_connections=1)) as client:
            await self._asks(client, headers)

    async def _asks(self, client, headers: dict) -> None:
        while True:
            try:
                r = await client.get(self.path, headers=headers)
            except Exception as exc:  # noqa: BLE001 - counted and shown
                self.failed[type(exc).__name__] += 1
                return
            if r.status_code != 200:
                self.failed[f"{r.status_code} {r.text[:60]}"] += 1
                return
            if r.json()["events"]:
                self.answered.append(time.perf_counter())
                return

    async def all_answered(self, timeout: float) -> None:
        await asyncio.wait(self.tasks, timeout=timeout)
        for t in self.tasks:
            t.cancel()


async def _commit(client, gid: str, mover: dict, slot: int) -> float | None:
    try:
        r = await client.post(f"/api/games/{gid}/commands", json={"type": "look", "slot": slot},
                              headers=mover, timeout=TIMEOUT)
    except httpx.HTTPError:
        return None
    return time.perf_counter() if r.status_code == 201 else None


def _wakes(waiters: Waiters, committed: float | None, n: int) -> str:
    if committed is None:
        return "the command meant to wake them did not get through"
    wakes = [t - committed for t in waiters.answered]
    if not wakes:
        return f"0/{n} woke"
    return (f"{len(wakes)}/{n} got the event; p50 {_pct(wakes, .5):.1f} ms, "
            f"p99 {_pct(wakes, .99):.1f} ms, last {max(wakes) * 1000:.1f} ms")


async def run(server, idle: tuple[str, int], woken: tuple[str, int], poller: dict,
              mover: dict, holders: list[dict]) -> None:
    async with httpx.AsyncClient(base_url=server.url, limits=FRESH) as other:
        for path in (f"/api/games/{idle[0]}", "/api/kinds"):  # warm up
            await other.get(path, headers=poller)
        threads0, rss0 = _worker_stats(server)
        base_game = await _timed(server.url, f"/api/games/{idle[0]}", poller)
        base_kinds = await _timed(server.url, "/api/kinds", {})

        start = time.perf_counter()
        held = Waiters(server.url, *idle, holders, WAITS)
        await asyncio.sleep(WAITS / RATE)
        await _settle(server, 10.0)
        settled = time.perf_counter() - start
        early = sum(t.done() for t in held.tasks)
        threads1, rss1 = _worker_stats(server)
        load_game = await _timed(server.url, f"/api/games/{idle[0]}", poller)
        load_kinds = await _timed(server.url, "/api/kinds", {})
        # again once the first waits run out and ask again (RATE a second, as they were opened)
        await asyncio.sleep(max(0.0, start + 26.0 - time.perf_counter()))
        churn_at = time.perf_counter() - start
        churn_game = await _timed(server.url, f"/api/games/{idle[0]}", poller)
        churn_kinds = await _timed(server.url, "/api/kinds", {})
        churn_end = time.perf_counter() - start

        # a game with a few waiters of its own, woken while the many stay idle
        few = Waiters(server.url, *woken, holders, FEW)
        await asyncio.sleep(1.0)
        few_woke = await _commit(other, woken[0], mover, 0)
        await few.all_answered(30)
        # the worst case: one commit wakes every idle waiter at once
        all_woke = await _commit(other, idle[0], mover, 0)
        await held.all_answered(60)
        elapsed = time.perf_counter() - start

    cache = os.environ.get("CACHE_URL") or os.environ.get("REDIS_URL") or "a database table"
    print(f"server: gunicorn, 1 {WORKER} worker; database: {_django_vendor()}; cache: {cache}; "
          f"{WAITS} idle waits of {len(holders)} players held by one process "
          f"(opened at {RATE:.0f}/s, each asks again "
          f"when its 25 s run out; measured from {settled:.1f} s; {early} answered early; "
          f"run {elapsed:.0f} s)")
    if STARVED:
        print(f"plain requests starved (no answer in {TIMEOUT:.0f} s): {dict(STARVED)}")
    if held.failed or few.failed:
        print(f"failed waits: {dict(held.failed + few.failed)}")
    print(f"other requests, sequential; 'held': the waits all open, 'churn': from {churn_at:.0f} "
          f"to {churn_end:.0f} s, as the first waits run out and ask again at {RATE:.0f}/s")
    print(f"{'request':<22}{'no waits p50':>13}{'p99':>9}{'held p50':>10}{'p99':>9}"
          f"{'churn p50':>11}{'p99':>9}  ratios to no waits, p50/p99: held; churn")
    for name, b, w, c in (("GET /api/games/{id}", base_game, load_game, churn_game),
                          ("GET /api/kinds", base_kinds, load_kinds, churn_kinds)):
        print(f"{name:<22}{_pct(b, .5):10.2f} ms{_pct(b, .99):6.2f} ms"
              f"{_pct(w, .5):7.2f} ms{_pct(w, .99):6.2f} ms{_pct(c, .5):8.2f} ms"
              f"{_pct(c, .99):6.2f} ms  "
              f"{_pct(w, .5) / _pct(b, .5):.1f}x/{_pct(w, .99) / _pct(b, .99):.1f}x; "
              f"{_pct(c, .5) / _pct(b, .5):.1f}x/{_pct(c, .99) / _pct(b, .99):.1f}x")
    print(f"worker threads: {threads0} -> {threads1} with the waits held; resident memory "
          f"{rss0:.0f} MiB -> {rss1:.0f} MiB ({(rss1 - rss0) * 1024 / max(1, WAITS):.0f} KiB "
          "per wait)")
    print(f"wake-up, commit to a game with {FEW} waiters while the {WAITS} idle: "
          f"{_wakes(few, few_woke, FEW)}")
    print(f"wake-up, commit to the game all {WAITS} wait on (fan-out): "
          f"{_wakes(held, all_woke, WAITS)}")


def _players(n: int) -> list[dict]:
    """Authorization headers of ``n`` new players (made in bulk: no password to hash)."""
    from django.contrib.auth import get_user_model

    from accounts.sessions import token_issue

    model = get_user_model()
    model.objects.bulk_create(model(username=f"waits-{i}") for i in range(n))
    return [{"Authorization": f"Token {token_issue(user)[1]}"}
            for user in model.objects.filter(username__startswith="waits-").exclude(
                username__in=["waits-poller", "waits-mover"]).order_by("id")]


def _django_vendor() -> str:
    from django.db import connection

    return connection.vendor


def main() -> None:
    from django.contrib.auth import get_user_model
    from django.db import connection, connections
    from rest_framework.test import APIClient

    from accounts.sessions import token_issue

    _raise_fd_limit(2 * WAITS + 256)
    headers, clients = [], []
    for name in ("waits-poller", "waits-mover"):
        user = get_user_model().objects.create_user(name, password="bench-password-1")
        token = token_issue(user)[1]
        c = APIClient()
        c.credentials(HTTP_AUTHORIZATION=f"Token {token}")
        clients.append(c)
        headers.append({"Authorization": f"Token {token}"})
    holders = _players(USERS) if USERS > 1 else headers[:1]
    games = []
    for _ in range(2):  # one the many idle waits watch, one with a few waiters to wake
        gid = clients[0].post("/api/games", {"kind": "didi_dotter", "seats": 2,
                                             "options": {"min_action_ms": 0}},
                              format="json").json()["id"]
        clients[1].post(f"/api/games/{gid}/join")
        games.append((gid, clients[0].get(f"/api/games/{gid}").json()["version"]))
    # each player's waits fit under the per-user cap (the deployed 8 unless one holds more)
    cap = max(8, -(-(WAITS + FEW) // len(holders)) + 1)
    url = live_server.database_url(connection.settings_dict)
    connections.close_all()
    # the deployed connection cap (config/gunicorn.py) raised to fit the waits and the others
    with live_server.serve(url, worker_class=WORKER, workers=1, threads=4,
                           env={"LONG_POLL_MAX_WAITS_PER_USER": str(cap),
                                "WEB_MAX_CONNECTIONS": str(WAITS + 100)}) as server:
        asyncio.run(run(server, games[0], games[1], *headers, holders))
        server.proc.log.seek(0)
        errors = collections.Counter(
            line.strip() for line in server.proc.log.read().decode(errors="replace").splitlines()
            if "Error:" in line or "Timeout" in line)
        for line, n in errors.most_common(5):
            print(f"server log, {n}x: {line[:160]}")
    _django.teardown()


if __name__ == "__main__":
    main()
