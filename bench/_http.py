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
import time
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent


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


def _stat(pid) -> tuple[str, int]:
    """(command name, user + system CPU in clock ticks) from ``/proc/<pid>/stat``."""
    with open(f"/proc/{pid}/stat") as fh:
        head, tail = fh.read().rsplit(")", 1)
    fields = tail.split()
    return head.split("(", 1)[1], int(fields[11]) + int(fields[12])  # utime, stime


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU time of processes ``pids`` (all their threads), in seconds."""
    return sum(_stat(pid)[1] for pid in pids) / os.sysconf("SC_CLK_TCK")


def postgres_cpu_seconds() -> float:
    """User + system CPU time of this machine's PostgreSQL processes now alive, in seconds (0
    where there are none, e.g. a remote server); a backend that exits takes its share along,
    so compare readings taken while the same pooled connections are open."""
    total = 0
    for entry in filter(str.isdigit, os.listdir("/proc")):
        try:
            name, ticks = _stat(entry)
        except OSError:  # gone meanwhile
            continue
        if name.startswith("postgres"):
            total += ticks
    return total / os.sysconf("SC_CLK_TCK")


def now() -> float:
    return time.perf_counter()


@contextlib.contextmanager
def celery_worker(env: dict, broker: str):
    """A Celery worker (``-A config``, one solo process) on ``broker`` with ``env``, as the
    service runs in production: the outbox relay (notifications, webhooks) runs there, not in
    the request. Yields its pid (for its CPU time), or None when the broker is unreachable."""
    import redis

    try:
        redis.Redis.from_url(broker, socket_connect_timeout=1).flushdb()  # no stale tasks
    except redis.RedisError:
        yield None
        return
    proc = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool", "solo",
         "--loglevel", "WARNING", "--without-gossip", "--without-mingle"],
        cwd=ROOT, env={**os.environ, **env, "CELERY_BROKER_URL": broker},
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        yield proc.pid
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
