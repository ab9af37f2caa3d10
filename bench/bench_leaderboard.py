"""Benchmark: reading a leaderboard of 100,000 rated players, a shallow and a deep page.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
        .venv/bin/python bench/bench_leaderboard.py

On a fresh database (``BENCH_DB``, default ``bench_leaderboard``, dropped after): ``PLAYERS``
users (default 100,000) with an established Diddly rating each, and a tenth as many
provisional ones (not on the board), written with ``bulk_create``. Then, taking turns in
``ROUNDS`` blocks of ``REQUESTS`` reads each (defaults 4 and 100), through Django's test
client without a token (the whole request: URL routing, the view, the paginator's count and
page queries, the serializer, JSON):

* first: ``GET /api/leaderboards/diddly`` (ranks 1..50);
* deep: ``GET /api/leaderboards/diddly?offset=<PLAYERS - 50>`` (the last page);
* the first page through the selector and the serializer, without HTTP, and the count's
  query alone (raw SQL): where the time goes;
* baseline: the first page's 50 rows read with one raw SQL query on the same connection
  (``SELECT ... ORDER BY ordinal DESC, id LIMIT 50``: what the board cannot go below).

Prints p50/p90 ms of each, the queries each read makes (the budget is 3 with a token's
lookup, so 2 here) and the ratios to the baseline's p50.
"""

from __future__ import annotations

import os
import statistics
import time
from datetime import UTC, datetime, timedelta

import _django

os.environ.setdefault("DJANGO_DEBUG", "0")  # no query log kept in memory
os.environ.setdefault("DJANGO_SECRET_KEY", "bench-only-key")
_django.setup(os.environ.get("BENCH_DB", "bench_leaderboard"))

from django.contrib.auth import get_user_model  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext, setup_test_environment  # noqa: E402

from ratings.models import Rating  # noqa: E402

PLAYERS = int(os.environ.get("PLAYERS", "100000"))
REQUESTS = int(os.environ.get("REQUESTS", "100"))
ROUNDS = int(os.environ.get("ROUNDS", "4"))
BATCH = 5000
PAGE = 50


def fill() -> None:
    """``PLAYERS`` established ratings and ``PLAYERS // 10`` provisional ones."""
    User = get_user_model()
    total = PLAYERS + PLAYERS // 10
    joined = datetime(2026, 1, 1, tzinfo=UTC)
    for start in range(0, total, BATCH):
        users = User.objects.bulk_create([
            User(username=f"player{n}", password="!", date_joined=joined)
            for n in range(start, min(start + BATCH, total))])
        ratings = []
        for user in users:
            n = int(user.username[6:])
            # spread the skills, with ties (every 7th pair equal) to exercise the id order
            mu, sigma = 15 + (n * 7919 % 20000) / 1000, 1.5 + (n % 7) / 10
            ratings.append(Rating(user=user, kind="diddly", mu=mu, sigma=sigma,
                                  ordinal=mu - 3 * sigma, games=10 + n % 90,
                                  last_game_at=joined + timedelta(minutes=n),
                                  provisional=n >= PLAYERS))
        Rating.objects.bulk_create(ratings)
    with connection.cursor() as cursor:  # as autovacuum leaves a table: statistics, visibility
        cursor.execute("VACUUM ANALYZE ratings_rating" if connection.vendor == "postgresql"
                       else "ANALYZE")


BASELINE_SQL = ("SELECT id, user_id, mu, sigma, games, last_game_at FROM ratings_rating "
                "WHERE kind = %s AND NOT provisional ORDER BY ordinal DESC, id LIMIT %s")


def baseline() -> None:
    with connection.cursor() as cursor:
        cursor.execute(BASELINE_SQL, ["diddly", PAGE])
        assert len(cursor.fetchall()) == PAGE


COUNT_SQL = "SELECT count(*) FROM ratings_rating WHERE kind = %s AND NOT provisional"


def count_only() -> None:
    with connection.cursor() as cursor:
        cursor.execute(COUNT_SQL, ["diddly"])
        assert cursor.fetchone()[0] == PLAYERS


def no_http() -> None:
    """The first page through the selector and the serializer, without a request."""
    from ratings import api, selectors
    board = selectors.leaderboard("diddly")
    total = board.count()
    rows = selectors.leaderboard_rows(board[:PAGE], 0)
    assert total == PLAYERS and len(api.LeaderboardRowSerializer(rows, many=True).data) == PAGE


def reader(client: Client, path: str, first_rank: int):
    def read() -> None:
        r = client.get(path)
        assert r.status_code == 200, r.content[:300]
        assert r.json()["results"][0]["rank"] == first_rank
    return read


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def queries(fn) -> int:
    with CaptureQueriesContext(connection) as captured:
        fn()
    return len(captured)


def main() -> None:
    t0 = time.perf_counter()
    fill()
    print(f"{PLAYERS:,} established Diddly ratings (+{PLAYERS // 10:,} provisional) written "
          f"in {time.perf_counter() - t0:.1f} s ({connection.vendor})")
    setup_test_environment()  # the test client's host is allowed
    client = Client()
    deep_offset = PLAYERS - PAGE
    cases = {
        "first page": reader(client, "/api/leaderboards/diddly", 1),
        "deep page": reader(client, f"/api/leaderboards/diddly?offset={deep_offset}",
                            deep_offset + 1),
        "first page, selector + serializer": no_http,
        "count alone (raw SQL)": count_only,
        "baseline (raw SQL, first page's rows)": baseline,
    }
    counts = {name: queries(fn) for name, fn in cases.items()}  # also warms every path
    times: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(ROUNDS):
        for name, fn in cases.items():
            times[name] += [timed(fn) for _ in range(REQUESTS)]
    base = statistics.median(times["baseline (raw SQL, first page's rows)"])
    print(f"{'read':40} {'p50 ms':>8} {'p90 ms':>8} {'queries':>8} {'p50 / baseline':>15}")
    for name, values in times.items():
        p50 = statistics.median(values)
        p90 = statistics.quantiles(values, n=10)[-1]
        print(f"{name:40} {p50:8.2f} {p90:8.2f} {counts[name]:8d} {p50 / base:15.1f}")
    worst = max(counts["first page"], counts["deep page"])
    print(f"queries per leaderboard read: {worst} without a token (budget 3 with one)")
    if worst > 2:
        raise SystemExit("over the query budget")


if __name__ == "__main__":
    try:
        main()
    finally:
        _django.teardown()
