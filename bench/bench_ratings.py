"""Benchmark: the ratings subscriber's throughput and ``rebuild_ratings`` over a big log.

Run: ``.venv/bin/python bench/bench_ratings.py`` (SQLite in a temporary file), or with
``DATABASE_URL=postgres://...`` (it creates and drops its own database ``bench_ratings``).
``BENCH_GAMES`` finished games (default 100,000; e.g. ``BENCH_GAMES=5000`` for a quick check)
among ``BENCH_PLAYERS`` players (default 2,000), 2 to 6 seats each with a tie now and then,
are written straight into the store (``game.created``, ``game.started``, ``game.finished``
each, numbered, a minute apart), not played through the API. Prints, with ratios against
baselines measured in the same run:

* the bare arithmetic: ``skill.rate`` for every game in memory (no database): games/s;
* reading the log alone: the rebuild's reads (finished events in chunks, each chunk's
  ``game.created``/``game.started``) without rating or writing anything: games/s;
* the subscriber (``catch_up("ratings")``, the relay's batches) over the first
  ``BENCH_SUBSCRIBER_GAMES`` games (default 10,000): games/s, and its ratio to the bare
  arithmetic; then the same for the time spent in the ratings handler alone (the rest is
  the relay reading its batches);
* ``manage.py rebuild_ratings`` over all the games, in a process of its own: seconds,
  games/s, its ratio to reading the log alone, and the process's peak RSS against a process
  that only starts Django.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
import uuid
from datetime import UTC, datetime, timedelta

import _django

_django.setup("bench_ratings")

from django.contrib.auth import get_user_model  # noqa: E402
from django.db import connections, transaction  # noqa: E402

from events import subscriptions  # noqa: E402
from events.models import Event, Subscription  # noqa: E402
from games.domain import endings  # noqa: E402
from games.models import Game  # noqa: E402
from ratings import rules, services, skill, subscriber  # noqa: E402
from ratings.models import RatedGame  # noqa: E402

N = int(os.environ.get("BENCH_GAMES", "100000"))
PLAYERS = int(os.environ.get("BENCH_PLAYERS", "2000"))
N_SUB = min(N, int(os.environ.get("BENCH_SUBSCRIBER_GAMES", "10000")))
KIND = "diddly"
START = datetime(2026, 1, 1, tzinfo=UTC)


def line(name: str, games: int, seconds: float) -> float:
    per_s = games / seconds
    print(f"{name:<56} {per_s:9.0f} games/s  ({games} in {seconds:.2f} s)")
    return per_s


def results(rng: random.Random, users: list[int]):
    """``(players, result)`` of N games: 2 to 6 players, the result ranked with ties."""
    for _ in range(N):
        seated = rng.sample(users, rng.choice((2, 2, 2, 3, 4, 6)))
        players = {str(i): u for i, u in enumerate(seated)}
        seats = list(players)
        rng.shuffle(seats)
        groups: list[list[str]] = []
        for s in seats:
            if groups and rng.random() < 0.15:
                groups[-1].append(s)  # a tie
            else:
                groups.append([s])
        yield players, endings.result("normal", winners=groups[0], ranking=groups)


def generate() -> list[tuple[dict, dict]]:
    """Write N finished games into the store (and the game index rows ratings point at)."""
    User = get_user_model()
    User.objects.bulk_create([User(username=f"p{i}", password="!") for i in range(PLAYERS)],
                             batch_size=1000)
    users = list(User.objects.values_list("id", flat=True))
    games = list(results(random.Random(24), users))
    position = 0
    for lo in range(0, N, 2000):
        rows, index = [], []
        for i, (players, result) in enumerate(games[lo:lo + 2000], start=lo):
            gid, at = uuid.uuid4(), START + timedelta(minutes=i)
            index.append(Game(id=gid, kind=KIND, status="finished", seats_wanted=len(players),
                              version=3, created_at=at, updated_at=at))
            for version, (type_, data) in enumerate((
                    ("game.created", {"kind": KIND, "options": {}, "seats": len(players),
                                      "creator": players["0"], "seed_sha256": "0" * 64}),
                    ("game.started", {"players": players,
                                      "names": {s: f"p{u}" for s, u in players.items()}}),
                    ("game.finished", {"seed": "00", "outcome": None, "result": result})),
                    start=1):
                position += 1
                rows.append(Event(stream=gid, version=version, type=type_, data=data, meta={},
                                  recorded_at=at, position=position))
        with transaction.atomic():
            Game.objects.bulk_create(index)
            insert(Event, rows)
    return games


def insert(model, rows: list) -> None:
    """INSERT ``rows`` with one prepared statement (the ORM's ``bulk_create`` is slower to
    prepare 300,000 events than the database is to write them)."""
    conn = connections["default"]
    fields = [f for f in model._meta.concrete_fields if not f.primary_key]
    sql = "INSERT INTO {} ({}) VALUES ({})".format(
        model._meta.db_table, ", ".join(conn.ops.quote_name(f.column) for f in fields),
        ", ".join(["%s"] * len(fields)))
    with conn.cursor() as cur:
        cur.executemany(sql, [[f.get_db_prep_save(getattr(r, f.attname), conn) for f in fields]
                              for r in rows])


def bare(games) -> float:
    """``skill.rate`` for every game, ratings in a dict: no database."""
    ratings: dict[int, tuple[float, float]] = {}
    t = time.perf_counter()
    for players, result in games:
        places = rules.places(result["ranking"])
        order = sorted(places, key=lambda s: (places[s], s))
        after = skill.rate([ratings.get(players[s], skill.INITIAL) for s in order],
                           [places[s] for s in order])
        for s, r in zip(order, after, strict=True):
            ratings[players[s]] = r
    return time.perf_counter() - t


def reads() -> float:
    """The rebuild's reads alone: the finished events in chunks and each chunk's seatings."""
    t = time.perf_counter()
    with transaction.atomic():
        n = 0
        for chunk in services.first_finishes(subscriptions.head(), 1000):
            services.seatings([f.game_id for f in chunk])
            n += len(chunk)
    assert n == N, n
    return time.perf_counter() - t


def main() -> None:
    print(f"ratings: {N} finished games of {KIND} among {PLAYERS} players "
          f"({connection_vendor()})")
    t = time.perf_counter()
    games = generate()
    print(f"  (log written in {time.perf_counter() - t:.1f} s)")
    arithmetic = line("bare skill.rate per game (baseline, no database)", N, bare(games))
    reading = line("reading the log alone (baseline: the rebuild's reads)", N, reads())

    sub_events = 3 * N_SUB
    handling = [0.0]

    def timed(events):  # the subscriber's own handler, timed apart from the relay's reads
        t0 = time.perf_counter()
        subscriber.handle(events)
        handling[0] += time.perf_counter() - t0

    subscriptions.subscribe(services.NAME, timed, batch=subscriber.BATCH)
    t = time.perf_counter()
    while True:
        done = subscriptions.catch_up(services.NAME, max_batches=1)
        if not done or Subscription.objects.get(name=services.NAME).position >= sub_events:
            break
    seconds = time.perf_counter() - t
    rated = RatedGame.objects.count()
    sub = line(f"subscriber (catch_up, its batches of {subscriber.BATCH} events)", rated, seconds)
    print(f"  ratio to the bare arithmetic: {sub / arithmetic:.3f}x")
    own = line("  of which in the ratings handler (the rest: the relay)", rated, handling[0])
    print(f"  the handler's ratio to the bare arithmetic: {own / arithmetic:.3f}x")

    # the rebuild reads up to the subscriber's position: let it stand at the log's end
    Subscription.objects.filter(name=services.NAME).update(position=subscriptions.head())
    connections.close_all()  # the child process has the database to itself
    del games  # the children's memory is measured, not this process's
    _, start_mb = child("-")  # baseline: a process that starts Django, no more
    seconds, peak_mb = child("rebuild_ratings")
    assert RatedGame.objects.count() == N
    rebuild = line("rebuild_ratings (all games, in a process of its own)", N, seconds)
    print(f"  ratio to reading the log alone: {rebuild / reading:.3f}x")
    print(f"  peak RSS of the rebuild's process: {peak_mb:.0f} MiB, against {start_mb:.0f} MiB "
          f"for one that only starts Django")
    _django.teardown()


# Starts Django, runs a management command ("-": none) and prints the command's seconds and the
# process's peak RSS at its end. Linux: VmHWM, the
# peak of this process's own memory (ru_maxrss would count the bench's process it was forked
# from); elsewhere ru_maxrss.
_CHILD = """
import os, resource, sys, time
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
sys.path.insert(0, sys.argv[1])
import django
django.setup()
from django.core.management import call_command
t = time.perf_counter()
if sys.argv[2] != "-":
    call_command(sys.argv[2], verbosity=0)
seconds = time.perf_counter() - t
try:
    kib = next(int(line.split()[1]) for line in open("/proc/self/status")
               if line.startswith("VmHWM:"))
except OSError:
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    kib = rss // 1024 if sys.platform == "darwin" else rss
print(seconds, kib)
"""


def child(command: str) -> tuple[float, float]:
    """Run ``manage.py command`` ("-": only start Django) in a process of its own on the
    bench's database: (the command's seconds, that process's peak RSS in MiB)."""
    out = subprocess.run([sys.executable, "-c", _CHILD, str(_django.ROOT), command],
                         check=True, capture_output=True, text=True).stdout
    seconds, kib = out.split()[-2:]
    return float(seconds), int(kib) / 1024


def connection_vendor() -> str:
    from django.db import connection

    return connection.vendor


if __name__ == "__main__":
    main()
