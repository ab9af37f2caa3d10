"""Benchmark: Didi Dotter command round trip, and long-poll wake-up latency.

Run: ``.venv/bin/python bench/bench_long_poll.py`` (SQLite file in a temp dir), or with
``DATABASE_URL=postgres://postgres@127.0.0.1:5432/test`` (creates and drops ``bench_poll``).

* round trip: POST a Didi Dotter ``look`` command and get its answer;
* wake-up: a client long-polls ``/events?after=N&wait=20`` in a thread; another posts a command;
  we time from the moment the POST's answer arrives (committed) to the moment the poller has its
  answer. Baseline: a plain (non-waiting) GET of the same feed, i.e. the cost of answering.
"""

from __future__ import annotations

import os
import statistics
import threading
import time

import _django

_django.setup("bench_poll")

from django.db import connection, connections  # noqa: E402

N = int(os.environ.get("BENCH_N", "60"))


def summary(name: str, samples: list[float]) -> float:
    samples = sorted(samples)
    med = statistics.median(samples)
    p95 = samples[max(0, int(len(samples) * 0.95) - 1)]
    print(f"{name:<34} median {med:7.2f} ms   p95 {p95:7.2f} ms   max {samples[-1]:7.2f} ms"
          f"   (n={len(samples)})")
    return med


def main() -> None:
    from django.contrib.auth import get_user_model
    from rest_framework.test import APIClient

    from accounts.sessions import token_issue
    from events import waiting

    print(f"database: {connection.vendor}")
    clients = []
    for name in ("poll-a", "poll-b"):
        user = get_user_model().objects.create_user(name, password="bench-password-1")
        c = APIClient()
        c.credentials(HTTP_AUTHORIZATION=f"Token {token_issue(user)[1]}")
        clients.append(c)
    poller, mover = clients
    gid = poller.post("/api/games", {"kind": "didi_dotter", "seats": 2,
                                     "options": {"min_action_ms": 0}}, format="json").json()["id"]
    mover.post(f"/api/games/{gid}/join")

    round_trips, wakeups, plain = [], [], []
    for i in range(N):
        version = poller.get(f"/api/games/{gid}").json()["version"]
        got = {}

        def poll(version=version, got=got):
            r = poller.get(f"/api/games/{gid}/events?after={version}&wait=20")
            got["at"] = time.perf_counter()
            got["events"] = r.json()["events"]
            connections.close_all()

        t = threading.Thread(target=poll)
        t.start()
        time.sleep(0.05)  # let the poller start waiting
        start = time.perf_counter()
        r = mover.post(f"/api/games/{gid}/commands", {"type": "look", "slot": i % 24},
                       format="json")
        answered = time.perf_counter()
        assert r.status_code == 201, r.json()
        t.join(30)
        assert got["events"], "poller woke up without the event"
        round_trips.append((answered - start) * 1000)
        wakeups.append(max(0.0, got["at"] - answered) * 1000)
        t0 = time.perf_counter()
        poller.get(f"/api/games/{gid}/events?after={version}")
        plain.append((time.perf_counter() - t0) * 1000)

    summary("command round trip (look)", round_trips)
    wake = summary("long-poll wake-up after commit", wakeups)
    floor = summary("baseline: plain GET of the feed", plain)
    print(f"{'':<34} ratio wake-up / plain GET: {wake / floor:.1f}x")
    waiting.shutdown()
    _django.teardown()


if __name__ == "__main__":
    main()
