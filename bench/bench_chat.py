"""Benchmark: chat delivery latency to a waiting client, against the game feed's wake-up.

Run: ``.venv/bin/python bench/bench_chat.py`` (SQLite file in a temp dir), or with
``DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres`` (creates and drops
``bench_chat``). ``BENCH_N`` messages (default 200), ``WORKERS`` server processes (default 1;
with more, waiter and sender usually meet different processes: PostgreSQL's NOTIFY then
carries the wake-up).

A real served instance (gunicorn with uvicorn workers on 127.0.0.1, ``tests.live_server``:
``--no-control-socket``). Each round, one player's client is blocked in
``GET /api/games/{id}/chat/players?after=<last>&wait=20``; the other posts a message; the
figure is the time from the POST being sent to the waiter holding its answer. The baseline,
measured in the same run the same way: a client blocked in the game's event feed
(``/events?after=<version>&wait=20``) while the other sends a Didi Dotter ``look`` command.
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
_django.setup(os.environ.get("BENCH_DB", "bench_chat"))

from django.db import connection, connections  # noqa: E402

sys.path.insert(0, str(_django.ROOT))
from tests.live_server import database_url, serve  # noqa: E402

N = int(os.environ.get("BENCH_N", "200"))
WORKERS = int(os.environ.get("WORKERS", "1"))
SETTLE = 0.05  # seconds for the waiter to be parked before the other sends


def timed_wakeups(waiter: _http.Client, sender: _http.Client, wait_path, send) -> list[float]:
    """``N`` rounds: the waiter GETs ``wait_path(i)`` in a thread, the sender calls
    ``send(i)``; ms from the send to the waiter's answer."""
    out = []
    for i in range(N):
        got: dict = {}

        def wait(i=i, got=got):
            got["status"], got["body"], _ = waiter.request("GET", wait_path(i))
            got["at"] = time.perf_counter()

        t = threading.Thread(target=wait)
        t.start()
        time.sleep(SETTLE)
        start = time.perf_counter()
        send(i)
        t.join(30)
        assert got.get("status") == 200, got
        out.append((got["at"] - start) * 1000)
    return out


def line(name: str, samples: list[float]) -> tuple[float, float]:
    p50, p99 = statistics.median(samples), _http.percentile(samples, 0.99)
    print(f"{name:<44} p50 {p50:7.2f} ms   p99 {p99:7.2f} ms   max {max(samples):7.2f} ms"
          f"   (n={len(samples)})")
    return p50, p99


def main() -> None:
    keys = _http.tokens(2, "chat-bench")
    url = database_url(connection.settings_dict)
    connections.close_all()
    env = {"CHAT_MESSAGES_THROTTLE_RATE": "100000/minute",
           "COMMANDS_THROTTLE_RATE": "100000/minute"}
    with serve(url, workers=WORKERS, env=env) as server:
        a, b = (_http.Client(server.url, k) for k in keys)
        status, game, _ = a.request("POST", "/api/games", {
            "kind": "didi_dotter", "seats": 2, "options": {"min_action_ms": 0}})
        assert status == 201, game
        gid = game["id"]
        status, body, _ = b.request("POST", f"/api/games/{gid}/join")
        assert status == 200, body
        waiter_a = _http.Client(server.url, keys[0])  # the waiting thread's own connection

        # the baseline: the game feed's wake-up on a command
        version = {"v": a.request("GET", f"/api/games/{gid}")[1]["version"]}

        def command(i):
            status, body, _ = b.request("POST", f"/api/games/{gid}/commands",
                                        {"type": "look", "slot": i % 24})
            assert status == 201, body
            version["v"] = body["version"]

        feed = timed_wakeups(waiter_a, b,
                             lambda i: f"/api/games/{gid}/events?after={version['v']}&wait=20",
                             command)

        # the chat: a message to the players' room
        last = {"id": 0}

        def message(i):
            status, body, _ = b.request("POST", f"/api/games/{gid}/chat/players",
                                        {"body": f"message {i}"})
            assert status == 201, body
            last["id"] = body["id"]

        chat = timed_wakeups(waiter_a, b,
                             lambda i: f"/api/games/{gid}/chat/players?after={last['id']}"
                                       "&wait=20", message)
        for c in (a, b, waiter_a):
            c.close()

    print(f"server: gunicorn, {WORKERS} uvicorn worker(s), loopback; database: "
          f"{connection.vendor}; {N} rounds each; {SETTLE * 1000:.0f} ms for the waiter to "
          "park before each send")
    f50, f99 = line("baseline: game feed, command -> waiter", feed)
    c50, c99 = line("chat: message POST sent -> waiter's answer", chat)
    print(f"ratio chat / game feed: p50 {c50 / f50:.2f}x   p99 {c99 / f99:.2f}x")
    _django.teardown()


if __name__ == "__main__":
    main()
