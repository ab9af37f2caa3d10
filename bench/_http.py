"""Shared by the HTTP benchmarks: a keep-alive JSON client, players, and Dik Dik games.

Loopback only: every server is started by ``tests.live_server.serve`` on 127.0.0.1.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent
MAX_MOVES = 300  # a player's game that runs this long is left for a new one


class Client:
    """One keep-alive HTTP/1.1 connection, authenticated as one user (not thread-safe)."""

    def __init__(self, base: str, token: str | None = None):
        url = urlparse(base)
        self.host, self.port = url.hostname, url.port
        self.token = token
        self.conn = http.client.HTTPConnection(self.host, self.port, timeout=60)

    def request(self, method: str, path: str, body=None, headers=None) -> tuple[int, dict, dict]:
        """(status, JSON body or {}, headers); reconnects once if the server closed the
        connection."""
        payload = None if body is None else json.dumps(body)
        h = {"Content-Type": "application/json", **(headers or {})}
        if self.token:
            h["Authorization"] = f"Token {self.token}"
        for attempt in (1, 2):
            try:
                self.conn.request(method, path, payload, h)
                r = self.conn.getresponse()
                raw = r.read()
                return r.status, json.loads(raw) if raw else {}, dict(r.getheaders())
            except (http.client.HTTPException, ConnectionError):
                self.conn.close()
                self.conn = http.client.HTTPConnection(self.host, self.port, timeout=60)
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    def close(self) -> None:
        self.conn.close()


def register(base: str, name: str) -> str:
    """A new account's token."""
    status, body, _ = Client(base).request("POST", "/api/auth/register",
                                           {"username": name, "password": "bench-password-1"})
    assert status == 201, body
    return body["token"]


def tokens(n: int, prefix: str) -> list[str]:
    """``n`` accounts made directly in the database (registering over HTTP is throttled per
    address); run in the bench process after ``_django.setup``."""
    from django.contrib.auth import get_user_model

    from accounts.sessions import token_issue

    User = get_user_model()
    out = []
    for i in range(n):
        user = User.objects.create_user(f"{prefix}{i}", password="bench-password-1")
        out.append(token_issue(user)[1])
    return out


def new_dikdik(clients: list[Client]) -> tuple[str, dict[str, Client]]:
    """A started Dik Dik game seating ``clients`` (3): (game id, seat -> client)."""
    status, game, _ = clients[0].request("POST", "/api/games", {"kind": "dikdik", "seats": 3})
    assert status == 201, game
    gid = game["id"]
    for c in clients[1:]:
        status, body, _ = c.request("POST", f"/api/games/{gid}/join")
        assert status == 200, body
    seats = {}
    for c in clients:
        status, body, _ = c.request("GET", f"/api/games/{gid}")
        seats[body["your_seat"]] = c
    return gid, seats


def percentile(samples: list[float], q: float) -> float:
    s = sorted(samples)
    return s[min(len(s) - 1, max(0, int(round(q * len(s))) - 1))] if s else float("nan")


def rss_kib(pid: int) -> int:
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def rss_text(pids: list[int]) -> str:
    """Each process's RSS now, as ``"123 MiB, 121 MiB"``."""
    return ", ".join(f"{rss_kib(pid) / 1024:.0f} MiB" for pid in pids)


def _stat(pid) -> tuple[str, int]:
    """(command name, user + system CPU in clock ticks) from ``/proc/<pid>/stat``."""
    with open(f"/proc/{pid}/stat") as fh:
        head, tail = fh.read().rsplit(")", 1)
    fields = tail.split()
    return head.split("(", 1)[1], int(fields[11]) + int(fields[12])  # utime, stime


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU time of processes ``pids`` (all their threads), in seconds."""
    return sum(_stat(pid)[1] for pid in pids) / os.sysconf("SC_CLK_TCK")


def named_cpu_seconds(prefix: str) -> float:
    """User + system CPU time of this machine's processes whose name starts with ``prefix``
    (``postgres``, ``redis-server``) now alive, in seconds (0 where there are none, e.g. a
    remote server); a process that exits takes its share along, so compare readings taken
    while the same pooled connections are open."""
    total = 0
    for entry in filter(str.isdigit, os.listdir("/proc")):
        try:
            name, ticks = _stat(entry)
        except OSError:  # gone meanwhile
            continue
        if name.startswith(prefix):
            total += ticks
    return total / os.sysconf("SC_CLK_TCK")


def postgres_cpu_seconds() -> float:
    """This machine's PostgreSQL processes' CPU time (``named_cpu_seconds``)."""
    return named_cpu_seconds("postgres")


def now() -> float:
    return time.perf_counter()


@contextlib.contextmanager
def celery_worker(env: dict, broker: str, args: tuple[str, ...] = (), log: str | None = None):
    """A Celery worker (``-A config``, one solo process) on ``broker`` with ``env``, as the
    service runs in production: the outbox relay (notifications, webhooks) runs there, not in
    the request. ``args``: more worker options (``-B`` for beat, say); ``log``: a file for the
    worker's log at INFO (each task received and done, with its result), else none. Yields its
    pid (for its CPU time), or None when the broker is unreachable."""
    import redis

    try:
        redis.Redis.from_url(broker, socket_connect_timeout=1).flushdb()  # no stale tasks
    except redis.RedisError:
        yield None
        return
    out = open(log, "w") if log else subprocess.DEVNULL  # noqa: SIM115 - closed below
    proc = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool", "solo",
         "--loglevel", "INFO" if log else "WARNING", "--without-gossip", "--without-mingle",
         *args],
        cwd=ROOT, env={**os.environ, **env, "CELERY_BROKER_URL": broker},
        stdout=out, stderr=out, start_new_session=True)
    try:
        yield proc.pid
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        if log:
            out.close()


class Player:
    """One client thread's games: three accounts, the current game and whose turn it is."""

    def __init__(self, base: str, keys: list[str]):
        self.clients = [Client(base, k) for k in keys]
        self.errors = 0
        self._new_game()

    def _new_game(self) -> None:
        self.gid, self.seats = new_dikdik(self.clients)
        _, detail, _ = self.clients[0].request("GET", f"/api/games/{self.gid}")
        self.to_act = detail["outcome"]["to_act"]
        self.moves = 0

    def close(self) -> None:
        for client in self.clients:
            client.close()

    def round_trip(self) -> None:
        client = self.seats[self.to_act[0]]
        status, detail, _ = client.request("GET", f"/api/games/{self.gid}")
        command = detail["legal_commands"][0]
        status, body, _ = client.request("POST", f"/api/games/{self.gid}/commands", command)
        if status != 201:
            self.errors += 1
            self._new_game()
            return
        self.moves += 1
        self.to_act = body["outcome"]["to_act"]
        if not self.to_act or self.moves >= MAX_MOVES:
            self._new_game()


@dataclass(frozen=True)
class Phase:
    """What ``run_phase`` measured: steps per second, each step's latency (ms), and the CPU
    time per step (ms) of the app's workers, of PostgreSQL, of the task worker (0 without
    one), of Redis and of the clients (this process: the client threads and the bench)."""

    rate: float
    latencies: list[float]
    app_ms: float
    db_ms: float
    tasks_ms: float
    redis_ms: float
    client_ms: float

    @property
    def total_ms(self) -> float:
        """The machine's CPU per step, every part above counted."""
        return self.app_ms + self.db_ms + self.tasks_ms + self.redis_ms + self.client_ms


def run_phase(players: list[Player], step, workers: list[int], seconds: float,
              task_worker: int | None = None) -> Phase:
    """Every player runs ``step(player)`` until ``seconds`` pass; see ``Phase``."""
    stop = threading.Event()
    lat: list[list[float]] = [[] for _ in players]

    def loop(i: int) -> None:
        while not stop.is_set():
            t = time.perf_counter()
            step(players[i])
            lat[i].append((time.perf_counter() - t) * 1000)

    def meters() -> tuple[float, ...]:
        return (cpu_seconds(workers), postgres_cpu_seconds(),
                cpu_seconds([task_worker]) if task_worker else 0.0,
                named_cpu_seconds("redis-server"), time.process_time())

    threads = [threading.Thread(target=loop, args=(i,)) for i in range(len(players))]
    before = meters()
    start = time.perf_counter()
    for t in threads:
        t.start()
    time.sleep(seconds)
    stop.set()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - start
    samples = [x for xs in lat for x in xs]
    steps = max(1, len(samples))
    per_step = [(b - a) * 1000 / steps for a, b in zip(before, meters(), strict=True)]
    return Phase(len(samples) / elapsed, samples, *per_step)


def baseline_step(player: Player) -> None:
    status, _, _ = player.clients[0].request("GET", "/api/games?limit=1")
    if status != 200:
        player.errors += 1
