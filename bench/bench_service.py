"""Benchmark: one event append, and one command round trip through the REST API.

Run: ``.venv/bin/python bench/bench_service.py`` (SQLite in a temporary file), or with
``DATABASE_URL=postgres://postgres@127.0.0.1:5432/test`` for PostgreSQL (it creates and drops
its own database ``bench_service``). Prints median / p99 in milliseconds and a ratio against a
baseline measured in the same run:

* append vs a raw single-row INSERT through the same connection;
* command round trip vs an authenticated GET /api/kinds (the HTTP + auth floor).
"""

from __future__ import annotations

import os
import statistics
import time
import uuid

import _django

_django.setup("bench_service")

from django.db import connection  # noqa: E402

N = int(os.environ.get("BENCH_N", "300"))


def timed(fn, n=N) -> list[float]:
    out = []
    for i in range(n):
        t = time.perf_counter()
        fn(i)
        out.append((time.perf_counter() - t) * 1000)
    return out


def summary(name: str, samples: list[float]) -> float:
    samples = sorted(samples)
    med = statistics.median(samples)
    p99 = samples[int(len(samples) * 0.99) - 1]
    print(f"{name:<38} median {med:7.3f} ms   p99 {p99:7.3f} ms   (n={len(samples)})")
    return med


def main() -> None:
    from django.contrib.auth import get_user_model
    from rest_framework.test import APIClient

    from accounts.sessions import token_issue
    from events import store
    from games import kinds
    from tests.toy_engine import ENGINE as TOY

    print(f"database: {connection.vendor}")
    stream = uuid.uuid4()
    appended = timed(lambda i: store.append(stream, i, [{"type": "Bench", "data": {"i": i}}]))
    raw_stream = uuid.uuid4()

    def raw_insert(i):
        with connection.cursor() as cur:
            cur.execute(
                "INSERT INTO events_event (stream, version, type, data, meta, schema_version,"
                " recorded_at) VALUES (%s, %s, 'Bench', '{}', '{}', 1, CURRENT_TIMESTAMP)",
                [raw_stream.hex if connection.vendor == "sqlite" else raw_stream, i + 1])

    raw = timed(raw_insert)
    a = summary("store.append (1 event)", appended)
    b = summary("baseline: raw INSERT", raw)
    print(f"{'':<38} ratio append / raw insert: {a / b:.1f}x")

    kinds.register(TOY)
    User = get_user_model()
    clients = []
    for name in ("bench-a", "bench-b"):
        user = User.objects.create_user(name, password="bench-password-1")
        c = APIClient()
        c.credentials(HTTP_AUTHORIZATION=f"Token {token_issue(user)[1]}")
        clients.append(c)
    # a long game (rerolls never end it), so the round trips run against a growing log
    gid = clients[0].post("/api/games", {"kind": "toy_guess", "options": {
        "max_number": 1000, "max_guesses": 10**6}}, format="json").json()["id"]
    clients[1].post(f"/api/games/{gid}/join")
    seats = {c.get(f"/api/games/{gid}").json()["your_seat"]: c for c in clients}

    def round_trip(i):
        turn = seats["0"].get(f"/api/games/{gid}").json()["view"]["turn"]
        r = seats[turn].post(f"/api/games/{gid}/commands",
                             {"type": "reroll"}, format="json")
        assert r.status_code == 201, r.json()

    def command_only(i):
        r = None
        for seat in ("0", "1"):
            r = seats[seat].post(f"/api/games/{gid}/commands",
                                 {"type": "reroll"}, format="json")
            if r.status_code == 201:
                return
        raise AssertionError(r.json())

    rt = summary("GET game + POST command", timed(round_trip))
    cmd = summary("POST command (incl. one refusal)", timed(command_only))
    floor = summary("baseline: GET /api/kinds", timed(lambda i: clients[0].get("/api/kinds")))
    print(f"{'':<38} ratio round trip / baseline: {rt / floor:.1f}x; "
          f"command / baseline: {cmd / floor:.1f}x")
    _django.teardown()


if __name__ == "__main__":
    main()
