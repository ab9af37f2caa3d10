"""Benchmark: quick pairing's matches per second against plain game creation.

Run: ``.venv/bin/python bench/bench_seeks.py`` (SQLite in a temporary file), or with
``DATABASE_URL=postgres://...`` (it creates and drops its own database ``bench_seeks``).

A pool of ``BENCH_POOL`` open seeks (default 1,000) by as many players, on varied terms (every
kind, seats, five clocks, both on_timeout values, rating ranges most newcomers do not fit),
so that most are not compatible with what comes next. Then ``BENCH_MATCHES`` (default 200)
new players each post a seek that matches exactly one seek of the pool: a two-seat untimed
Diddly seek by a rated player (2640) asking for at most 1500: the targets ask for 1600 or
more, the other pool seeks have other terms or ranges that leave the seeker out.
Prints, with the baseline measured in the same run:

* matches/s through ``pairing.services.seek_create`` (each makes and starts a game);
* games/s for the baseline: ``games.services.game_create`` by one player and ``game_join``
  by another (the same two-seat game, started when the second seat fills);
* the ratio matches/s ÷ games/s (what finding the partner costs on top of making the game).
"""

from __future__ import annotations

import os
import random
import time

import _django

_django.setup("bench_seeks")

from django.contrib.auth import get_user_model  # noqa: E402
from django.utils import timezone  # noqa: E402

from games import services as game_services  # noqa: E402
from pairing import services  # noqa: E402
from pairing.models import Seek  # noqa: E402
from ratings.models import Rating  # noqa: E402

POOL = int(os.environ.get("BENCH_POOL", "1000"))
MATCHES = int(os.environ.get("BENCH_MATCHES", "200"))
CLOCKS = [None, {"per_move": "P1D"}, {"per_move": "P3D"}, {"per_move": "PT12H"},
          {"per_move": "P7D", "bank": "P1D"}]
KINDS = {"diddly": (2, 4), "dikdik": (3, 4), "quiddler": (2, 4), "biddle": (2, 4)}


def users(prefix: str, n: int) -> list:
    User = get_user_model()
    User.objects.bulk_create([User(username=f"{prefix}{i}") for i in range(n)])
    return list(User.objects.filter(username__startswith=prefix).order_by("id"))


def fill_pool(rng: random.Random, players: list) -> None:
    """``POOL`` open seeks by unrated players (1500). ``MATCHES`` of them (the targets) are
    two-seat untimed Diddly asking for 1600 or more (so no two targets pair); the rest have
    any terms and a range that leaves 1500 out, so they never pair among themselves."""
    for i, user in enumerate(players):
        if i < MATCHES:
            services.seek_create(user=user, kind="diddly", seats=2, clock=None,
                                 rating_range={"min": 1600})
            continue
        kind = rng.choice(list(KINDS))
        low, high = KINDS[kind]
        seats, clock = rng.randint(low, high), rng.choice(CLOCKS)
        if (kind, seats, clock) == ("diddly", 2, None):
            clock = CLOCKS[1]
        on_timeout = rng.choice(["forfeit", "autopilot"])
        rating_range = rng.choice([{"min": 1600}, {"max": 1400}, {"min": 1000, "max": 1450}])
        services.seek_create(user=user, kind=kind, seats=seats, clock=clock,
                             on_timeout=on_timeout, rating_range=rating_range)


def main() -> None:
    rng = random.Random(7)
    fill_pool(rng, users("pool", POOL))
    assert Seek.objects.filter(status="open").count() == POOL
    seekers = users("seeker", MATCHES)
    now = timezone.now()  # the seekers are rated 2640: inside the targets' range
    Rating.objects.bulk_create([Rating(user=u, kind="diddly", mu=25.0, sigma=2.0, ordinal=19.0,
                                       last_game_at=now, provisional=False) for u in seekers])
    start = time.perf_counter()
    for user in seekers:  # each asks for at most 1500: a target, not the pool's others
        seek = services.seek_create(user=user, kind="diddly", seats=2, clock=None,
                                    rating_range={"max": 1500})
        assert seek.status == "matched", seek
    matching = time.perf_counter() - start
    assert Seek.objects.filter(status="open").count() == POOL - MATCHES

    hosts, guests = users("host", MATCHES), users("guest", MATCHES)
    start = time.perf_counter()
    for host, guest in zip(hosts, guests, strict=True):
        game = game_services.game_create(user=host, kind="diddly", seats=2,
                                         options={"clock": None})
        game_services.game_join(game_id=game.id, user=guest)
    baseline = time.perf_counter() - start

    matches_s, games_s = MATCHES / matching, MATCHES / baseline
    from django.db import connection
    print(f"bench_seeks on {connection.vendor}: pool {POOL} open seeks, {MATCHES} matches")
    print(f"  seek_create (matching one of the pool, game made): {matches_s:8.1f} matches/s "
          f"({matching * 1000 / MATCHES:.2f} ms each)")
    print(f"  baseline game_create + game_join (same game):       {games_s:8.1f} games/s "
          f"({baseline * 1000 / MATCHES:.2f} ms each)")
    print(f"  ratio matches/s / games/s: {matches_s / games_s:.2f}")


if __name__ == "__main__":
    try:
        main()
    finally:
        _django.teardown()
