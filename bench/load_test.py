"""Load test: two app instances behind one PostgreSQL, many correspondence games at once.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres .venv/bin/python bench/load_test.py

Bounded and loopback only: two gunicorn servers (the production set-up, uvicorn workers;
``WORKERS`` each, default 1) on 127.0.0.1, a fresh database (``BENCH_DB``, default
``bench_load``, dropped after), ``COMMANDS`` commands in all (default 10,000) sent by
``CLIENTS`` client threads (default 8). Throttle counts in Redis (``BENCH_CACHE_URL``, default
``redis://127.0.0.1:6379/14``), the commands rate limit lifted. Three parts:

1. Throughput: each thread plays Dik Dik games of its own (GET the game as the seat to act,
   POST its first legal command), every request sent to instance A or B in turn. Prints
   commands/s, p50/p99 of the POST, errors, and each worker's RSS a tenth of the way in and
   at the end (its growth against the fold cache's bound).
2. Serialisation on shared games: pairs of threads send the same command to the same game at
   the same version (``If-Match``), one through A and one through B. Exactly one may land:
   the log must have no gap and no version twice, and no two 201 answers may share a version.
3. Long-poll wake-ups across instances: a wait on A (``GET /events?after=v&wait=20``) and a
   command on B; prints how soon A answered after B's 201 (p50/max).
"""

from __future__ import annotations

import os
import statistics
import sys
import threading
import time

import _django
import _http

os.environ.setdefault("DJANGO_DEBUG", "0")
os.environ.setdefault("DJANGO_SECRET_KEY", "bench-only-key")
if not os.environ.get("DATABASE_URL", "").startswith("postgres"):
    sys.exit("the load test needs PostgreSQL (two instances, one database): "
             "set DATABASE_URL=postgres://...")
_django.setup(os.environ.get("BENCH_DB", "bench_load"))

from django.conf import settings  # noqa: E402
from django.db import connections  # noqa: E402

sys.path.insert(0, str(_django.ROOT))
from tests.live_server import database_url, serve  # noqa: E402

COMMANDS = int(os.environ.get("COMMANDS", "10000"))
CLIENTS = int(os.environ.get("CLIENTS", "8"))
WORKERS = int(os.environ.get("WORKERS", "1"))
SHARED_GAMES = int(os.environ.get("SHARED_GAMES", "20"))
SHARED_MOVES = int(os.environ.get("SHARED_MOVES", "15"))
WAKES = int(os.environ.get("WAKES", "30"))
CACHE_URL = os.environ.get("BENCH_CACHE_URL", "redis://127.0.0.1:6379/14")
ENV = {"CACHE_URL": CACHE_URL, "COMMANDS_THROTTLE_RATE": "1000000/minute",
       "LONG_POLL_MAX_WAITS_PER_USER": "100"}


class Seat3:
    """Three accounts with a connection to each instance; plays one Dik Dik game at a time."""

    def __init__(self, bases: list[str], keys: list[str]):
        self.via = [[_http.Client(b, k) for k in keys] for b in bases]  # instance -> clients
        self.turn = 0
        self.errors = 0
        self.latencies: list[float] = []
        self.commands = 0
        self._new_game()

    def _pick(self) -> list:
        self.turn += 1
        return self.via[self.turn % len(self.via)]

    def _new_game(self) -> None:
        clients = self._pick()
        self.gid, by_seat = _http.new_dikdik(clients)
        self.seat_index = {s: clients.index(c) for s, c in by_seat.items()}
        _, detail, _ = clients[0].request("GET", f"/api/games/{self.gid}")
        self.to_act = detail["outcome"]["to_act"]

    def play(self) -> None:
        client = self._pick()[self.seat_index[self.to_act[0]]]
        status, detail, _ = client.request("GET", f"/api/games/{self.gid}")
        client = self._pick()[self.seat_index[self.to_act[0]]]  # the POST through the other
        t = time.perf_counter()
        status, body, _ = client.request("POST", f"/api/games/{self.gid}/commands",
                                         detail["legal_commands"][0])
        self.latencies.append((time.perf_counter() - t) * 1000)
        self.commands += 1
        if status != 201:
            self.errors += 1
            self._new_game()
            return
        self.to_act = body["outcome"]["to_act"]
        if not self.to_act:
            self._new_game()


def throughput(bases: list[str], keys: list[str], workers: dict[str, int]) -> list[Seat3]:
    """Part 1; also samples each worker's RSS once a tenth of the commands are in, and at the
    end, to show how much it grows meanwhile (the fold cache is bounded by
    ``EVENTS_STATE_CACHE_BYTES``)."""
    players = [Seat3(bases, keys[3 * i:3 * i + 3]) for i in range(CLIENTS)]
    per_thread = COMMANDS // CLIENTS
    early: dict[str, int] = {}

    def run(p: Seat3) -> None:
        while p.commands < per_thread:
            p.play()

    def sample_early() -> None:
        while sum(p.commands for p in players) < COMMANDS // 10:
            time.sleep(0.1)
        early.update({name: _http.rss_kib(pid) for name, pid in workers.items()})

    threads = [threading.Thread(target=run, args=(p,)) for p in players]
    sampler = threading.Thread(target=sample_early, daemon=True)
    start = time.perf_counter()
    sampler.start()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - start
    sampler.join(5)
    late = {name: _http.rss_kib(pid) for name, pid in workers.items()}
    lat = [x for p in players for x in p.latencies]
    print(f"1. {len(lat)} commands in {wall:.1f} s: {len(lat) / wall:.1f} commands/s "
          f"(each with a GET: {2 * len(lat) / wall:.1f} requests/s); POST p50 "
          f"{_http.percentile(lat, .5):.1f} ms, p99 {_http.percentile(lat, .99):.1f} ms; "
          f"errors {sum(p.errors for p in players)}")
    print(f"   RSS per worker after {COMMANDS // 10} commands -> after {len(lat)}: " + ", ".join(
        f"{name} {early.get(name, 0) / 1024:.0f} -> {late[name] / 1024:.0f} MiB "
        f"({(late[name] - early.get(name, 0)) / 1024:+.0f})" for name in workers)
        + f" (fold cache bound per process: {settings.EVENTS_STATE_CACHE_BYTES / 2**20:.0f} MiB)")
    return players


def _race(a, b, gid: str, command: dict, version: int) -> list:
    """``command`` sent at once through ``a`` and ``b`` with If-Match ``version``: the two
    answers ``(status, body, headers)``."""
    answers: list = [None, None]
    barrier = threading.Barrier(2)

    def send(i, client):
        barrier.wait()
        answers[i] = client.request("POST", f"/api/games/{gid}/commands", command,
                                    {"If-Match": f'"{version}"'})

    pair = [threading.Thread(target=send, args=(i, c)) for i, c in enumerate((a, b))]
    for t in pair:
        t.start()
    for t in pair:
        t.join()
    return answers


def _log_faults(accepted: dict[str, list[int]]) -> tuple[int, int, int]:
    """(log gaps, duplicate versions, versions answered 201 twice) over the shared games."""
    from events.models import Event

    gaps = dupes = answered_twice = 0
    for gid, versions in accepted.items():
        stored = list(Event.objects.filter(stream=gid).order_by("version")
                      .values_list("version", flat=True))
        gaps += sum(1 for i, v in enumerate(stored, start=1) if v != i)
        dupes += len(stored) - len(set(stored))
        answered_twice += len(versions) - len(set(versions))
    return gaps, dupes, answered_twice


def shared(bases: list[str], keys: list[str]) -> None:
    """Racing pairs on shared games; checks the log and the answers."""
    accepted: dict[str, list[int]] = {}
    statuses: dict[int, int] = {}
    games = []
    for g in range(SHARED_GAMES):
        p = Seat3(bases, keys[3 * g:3 * g + 3])
        games.append(p)
        accepted[p.gid] = []
    lock = threading.Lock()

    def race(p: Seat3) -> None:
        for _ in range(SHARED_MOVES):
            seat = p.to_act[0]
            a, b = (p.via[i][p.seat_index[seat]] for i in (0, 1))
            _, detail, _ = a.request("GET", f"/api/games/{p.gid}")
            answers = _race(a, b, p.gid, detail["legal_commands"][0], detail["version"])
            with lock:
                for status, body, _ in answers:
                    statuses[status] = statuses.get(status, 0) + 1
                    if status == 201:
                        accepted[p.gid].append(body["version"])
            won = [body for status, body, _ in answers if status == 201]
            if not won or not won[0]["outcome"]["to_act"]:
                return
            p.to_act = won[0]["outcome"]["to_act"]

    threads = [threading.Thread(target=race, args=(p,)) for p in games]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    gaps, dupes, answered_twice = _log_faults(accepted)
    connections.close_all()
    print(f"2. {SHARED_GAMES} shared games, {sum(statuses.values())} racing POSTs through A "
          f"and B: answers {dict(sorted(statuses.items()))}; log gaps {gaps}, duplicate "
          f"versions {dupes}, versions answered 201 twice {answered_twice}")


def wakes(bases: list[str], keys: list[str]) -> None:
    p = Seat3(bases, keys[:3])
    delays = []
    for _ in range(WAKES):
        seat = p.to_act[0]
        waiter = p.via[0][0]
        actor = p.via[1][p.seat_index[seat]]
        _, detail, _ = actor.request("GET", f"/api/games/{p.gid}")
        version = detail["version"]
        woke: list = []

        def wait(waiter=waiter, version=version, woke=woke):
            waiter.request("GET", f"/api/games/{p.gid}/events?after={version}&wait=20")
            woke.append(time.perf_counter())

        t = threading.Thread(target=wait)
        t.start()
        time.sleep(0.3)  # the wait is parked on A
        status, body, _ = actor.request("POST", f"/api/games/{p.gid}/commands",
                                        detail["legal_commands"][0])
        sent = time.perf_counter()
        t.join(30)
        delays.append((woke[0] - sent) * 1000 if woke else float("inf"))
        if status != 201 or not body["outcome"]["to_act"]:
            p._new_game()
        else:
            p.to_act = body["outcome"]["to_act"]
    print(f"3. long-poll on A woken by a command on B: {len(delays)} waits, answered "
          f"p50 {statistics.median(delays):.1f} ms, max {max(delays):.1f} ms after B's 201")


def main() -> None:
    keys = _http.tokens(max(CLIENTS, SHARED_GAMES) * 3, "load")
    url = database_url(settings.DATABASES["default"])
    connections.close_all()
    print(f"two instances (gunicorn + uvicorn workers, {WORKERS} each) on one PostgreSQL; "
          f"{CLIENTS} client threads; {COMMANDS} commands")
    with serve(url, workers=WORKERS, env=ENV) as a, serve(url, workers=WORKERS, env=ENV) as b:
        bases = [a.url, b.url]
        workers = {f"{name}{i}": pid for name, server in (("A", a), ("B", b))
                   for i, pid in enumerate(server.workers(), start=1)}
        throughput(bases, keys, workers)
        shared(bases, keys)
        wakes(bases, keys)
        print("RSS per worker after the run: " + ", ".join(
            f"{name} {_http.rss_kib(pid) / 1024:.0f} MiB"
            for name, server in (("A", a), ("B", b)) for pid in server.workers()))
    _django.teardown()


if __name__ == "__main__":
    main()
