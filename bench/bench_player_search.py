"""Benchmark: player search (``ratings.search``) over 100,000 accounts, against the exact-name
lookup every login and invitation makes (``accounts.services.user_named``), in the same run.

    .venv/bin/python bench/bench_player_search.py
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
        .venv/bin/python bench/bench_player_search.py

On a fresh database (``BENCH_DB``, default ``bench_player_search``, dropped after): ``PLAYERS``
accounts (default 100,000) with random 5-to-12-letter names, a third of them with a Diddly
rating, bulk-inserted. Then, taking turns in ``ROUNDS`` blocks of ``REQUESTS`` each (defaults
4 and 100), each read for a random existing name or prefix:

* search, 2 letters: ``players_search`` for a 2-letter prefix (about PLAYERS / 676 matches,
  the page of 20 sorted out of them), its accounts and their ratings;
* search, 4 letters: the same for a 4-letter prefix (a match or two);
* search over HTTP: ``GET /api/players?q=<2 letters>`` through Django's test client (routing,
  the throttle's count, the view, JSON);
* baseline: ``user_named(<an existing name>)``, the ``LOWER(username)`` unique index's lookup.

Prints p50/p99 ms of each and the ratio of its p50 to the baseline's; on PostgreSQL also the
plan of the 2-letter search's accounts query (the ``auth_user_username_prefix`` index).
"""

from __future__ import annotations

import os
import random
import statistics
import string
import time

import _django

os.environ.setdefault("DJANGO_DEBUG", "0")  # no query log kept in memory
os.environ.setdefault("DJANGO_SECRET_KEY", "bench-only-key")
_django.setup(os.environ.get("BENCH_DB", "bench_player_search"))

from datetime import UTC, datetime  # noqa: E402

from django.contrib.auth import get_user_model  # noqa: E402
from django.core.cache import cache  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402

from accounts.services import user_named  # noqa: E402
from ratings import search  # noqa: E402
from ratings.models import Rating  # noqa: E402

PLAYERS = int(os.environ.get("PLAYERS", "100000"))
REQUESTS = int(os.environ.get("REQUESTS", "100"))
ROUNDS = int(os.environ.get("ROUNDS", "4"))
BATCH = 5000


def fill(rng: random.Random) -> list[str]:
    """``PLAYERS`` accounts with distinct random names; returns the names."""
    User = get_user_model()
    names: set[str] = set()
    while len(names) < PLAYERS:
        names.add("".join(rng.choices(string.ascii_lowercase, k=rng.randint(5, 12))))
    ordered = sorted(names, key=lambda _: rng.random())
    joined = datetime(2026, 1, 1, tzinfo=UTC)
    started = time.perf_counter()
    for start in range(0, PLAYERS, BATCH):
        users = User.objects.bulk_create([User(username=n, password="!", date_joined=joined)
                                          for n in ordered[start:start + BATCH]])
        Rating.objects.bulk_create([
            Rating(user=u, kind="diddly", mu=25 + rng.random(), sigma=2.0, ordinal=19.0,
                   games=10, last_game_at=joined, provisional=False)
            for u in users[::3]])
    print(f"{PLAYERS:,} accounts ({PLAYERS // 3:,} rated) written in "
          f"{time.perf_counter() - started:.1f} s on {connection.vendor}")
    return ordered


def timed(fn) -> float:
    started = time.perf_counter()
    fn()
    return (time.perf_counter() - started) * 1000


def main() -> None:
    rng = random.Random(25)
    names = fill(rng)
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE auth_user")
    setup_test_environment()
    client = Client()
    cases = {
        "search, 2-letter prefix": lambda: search.players_search(
            search.search_query(rng.choice(names)[:2])),
        "search, 4-letter prefix": lambda: search.players_search(
            search.search_query(rng.choice(names)[:4])),
        "search over HTTP, 2 letters": lambda: client.get(
            f"/api/players?q={rng.choice(names)[:2]}"),
        "baseline: user_named(exact)": lambda: user_named(rng.choice(names)),
    }
    for fn in cases.values():  # warm up (first queries, caches, compiled templates)
        for _ in range(5):
            fn()
    times: dict[str, list[float]] = {k: [] for k in cases}
    for _ in range(ROUNDS):
        for name, fn in cases.items():
            cache.clear()  # the HTTP case's throttle counts would otherwise run out
            times[name] += [timed(fn) for _ in range(REQUESTS)]
    base = statistics.median(times["baseline: user_named(exact)"])
    print(f"{'read':32} {'p50 ms':>8} {'p99 ms':>8} {'p50 / baseline':>15}")
    for name, values in times.items():
        p50 = statistics.median(values)
        p99 = statistics.quantiles(values, n=100)[-1]
        print(f"{name:32} {p50:8.3f} {p99:8.3f} {p50 / base:15.1f}")
    if connection.vendor == "postgresql":
        query = (get_user_model().objects.alias(name_lower=search.Lower("username"))
                 .filter(name_lower__startswith="ab", is_active=True).values("id"))
        sql, params = query.query.sql_with_params()
        with connection.cursor() as cursor:
            cursor.execute(f"EXPLAIN {sql}", params)
            print("plan of the 2-letter search's accounts query:")
            for (line,) in cursor.fetchall():
                print("   ", line)


if __name__ == "__main__":
    try:
        main()
    finally:
        _django.teardown()
