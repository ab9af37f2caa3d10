"""Benchmark: a player's finished games as ndjson (``GET /api/players/{username}/games/export``).

    .venv/bin/python bench/bench_export.py            # 1,000 then 10,000 games (SIZES)

On a fresh database (``BENCH_DB``, default ``bench_export``): ``REAL`` Diddly games between one
player and an opponent are played for real through the services, a few random moves then a
resignation (so cards are still hidden when they end); then each is copied into new streams
and index rows (its events, ``Game`` and ``Seat`` rows under a fresh id) until the player has
``max(SIZES)`` finished games. Copying is how 10,000 games are made in minutes: the records
read them as they read any game.

For each size N, in the same run:

* **stream**: the endpoint's ndjson (``export_api.ndjson`` over ``records.player_records``, the
  iterator the streamed response sends): total time, games/s, and the peak of traced memory
  (``tracemalloc``) while it runs, every line consumed and dropped as a server sends it;
* **raw**: the baseline of the work the records cannot avoid: every game's events read from
  the store and dumped as JSON unredacted, one game at a time (no redaction, no summary, no
  seed check, no ratings);
* **list** (the memory baseline): the same records built into one list first, as a
  non-streaming answer would, and its peak memory.

The stream's peak should stay flat from 1,000 to 10,000 games (bounded by a chunk of games),
the list's grows with N. Times are measured with tracemalloc off; peaks in a second pass. The
in-process fold cache is off and DEBUG's query log too: both hold memory of their own.
"""

from __future__ import annotations

import gc
import json
import logging
import os
import random
import time
import tracemalloc
import uuid
from datetime import timedelta

import _django

# The in-process fold cache is a bounded cache of its own (32 MB by default) that every read
# fills: off here, so the peaks measure the export alone (EVENTS_STATE_CACHE_BYTES to change).
os.environ.setdefault("EVENTS_STATE_CACHE_BYTES", "0")
_django.setup(os.environ.get("BENCH_DB", "bench_export"))
logging.getLogger("celery").setLevel(logging.WARNING)  # the relay's tasks run in-process

from django.conf import settings  # noqa: E402
from django.contrib.auth import get_user_model  # noqa: E402
from django.core.serializers.json import DjangoJSONEncoder  # noqa: E402
from django.db import transaction  # noqa: E402

from events import store  # noqa: E402
from events.models import Event  # noqa: E402
from games import selectors  # noqa: E402
from games import services as games  # noqa: E402
from games.models import Game, Seat  # noqa: E402
from ratings import records  # noqa: E402
from ratings.export_api import ndjson  # noqa: E402

SIZES = [int(n) for n in os.environ.get("SIZES", "1000,10000").split(",")]
REAL = int(os.environ.get("REAL", "20"))
MOVES = int(os.environ.get("MOVES", "8"))


def _play(player, opponent, rng: random.Random) -> Game:
    """A Diddly game of ``MOVES`` random legal moves, then the opponent resigns."""
    game = games.game_create(user=player, kind="diddly", seats=2)
    games.game_join(game_id=game.id, user=opponent)
    for _ in range(MOVES):
        game = selectors.game_get(game.id)
        offers = [(u, c) for u in (player, opponent)
                  for c in selectors.game_detail(game, u)["legal_commands"]]
        if not offers:
            break
        who, command = rng.choice(offers)
        games.command_submit(game_id=game.id, user=who, command=command)
    games.command_submit(game_id=game.id, user=opponent, command={"type": "resign"})
    return Game.objects.get(id=game.id)


def _copy(template: Game, n: int, start: int) -> None:
    """``n`` copies of the finished ``template``: its events, index row and seats under new
    ids, created one second apart after ``start`` (so "oldest first" has an order)."""
    events = list(Event.objects.filter(stream=template.id).order_by("version")
                  .values("version", "type", "data", "meta", "schema_version", "recorded_at"))
    seats = list(Seat.objects.filter(game=template).values("user_id", "position", "bot"))
    fields = {f.attname: getattr(template, f.attname) for f in Game._meta.concrete_fields
              if f.attname not in ("id", "created_at", "updated_at")}
    base = template.created_at
    with transaction.atomic():
        rows, seat_rows, event_rows = [], [], []
        for i in range(n):
            gid = uuid.uuid4()
            at = base + timedelta(seconds=start + i)
            rows.append(Game(id=gid, created_at=at, updated_at=at, **fields))
            seat_rows += [Seat(game_id=gid, **s) for s in seats]
            event_rows += [Event(stream=gid, **e) for e in events]
        Game.objects.bulk_create(rows, batch_size=500)
        Seat.objects.bulk_create(seat_rows, batch_size=1000)
        Event.objects.bulk_create(event_rows, batch_size=1000)


def _stream(player, requester) -> int:
    """Consume the export's lines as a server sends them; returns the number of lines."""
    lines = 0
    for _line in ndjson(records.player_records(player, requester)):
        lines += 1
    return lines


def _raw(player) -> int:
    """The baseline: every finished game's events, unredacted, dumped one game at a time."""
    lines = 0
    ids = (Game.objects.filter(status=Game.Status.FINISHED, seats__user=player)
           .order_by("created_at", "id").values_list("id", flat=True))
    for gid in ids.iterator(chunk_size=records.CHUNK):
        json.dumps([{"version": r.version, "type": r.type, "data": r.data,
                     "recorded_at": r.recorded_at} for r in store.load(gid)],
                   cls=DjangoJSONEncoder)
        lines += 1
    return lines


def _whole_list(player, requester) -> int:
    """The memory baseline: every record in one list before anything is sent."""
    everything = list(records.player_records(player, requester))
    return len(everything)


def _timed(fn) -> tuple[float, int]:
    gc.collect()
    start = time.perf_counter()
    n = fn()
    return time.perf_counter() - start, n


def _peak(fn) -> float:
    """The peak of traced memory while ``fn`` runs, in MB."""
    gc.collect()
    tracemalloc.start()
    try:
        fn()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak / 2**20


def main() -> None:
    settings.DEBUG = False  # DEBUG keeps every query's text: memory that is not the export's
    users = get_user_model().objects
    player = users.create_user("bench-player", password="bench-pass-phrase-1")
    opponent = users.create_user("bench-opponent", password="bench-pass-phrase-1")
    watcher = users.create_user("bench-watcher", password="bench-pass-phrase-1")
    rng = random.Random(7)
    start = time.perf_counter()
    real = [_play(player, opponent, rng) for _ in range(REAL)]
    made = REAL
    print(f"{REAL} real games played in {time.perf_counter() - start:.1f} s", flush=True)
    print(f"{'games':>6} {'stream s':>9} {'games/s':>8} {'raw s':>7} {'stream/raw':>10} "
          f"{'stream peak MB':>14} {'list peak MB':>12} {'list/stream':>11}", flush=True)
    for size in SIZES:
        start = time.perf_counter()
        while made < size:
            n = min(1000, size - made)
            _copy(real[made % REAL], n, made)
            made += n
        copied = time.perf_counter() - start
        t_stream, lines = _timed(lambda: _stream(player, watcher))
        assert lines == size, (lines, size)
        t_raw, raw_lines = _timed(lambda: _raw(player))
        assert raw_lines == size
        stream_peak = _peak(lambda: _stream(player, watcher))
        list_peak = _peak(lambda: _whole_list(player, watcher))
        print(f"{size:>6} {t_stream:>9.1f} {size / t_stream:>8.0f} {t_raw:>7.1f} "
              f"{t_stream / t_raw:>10.1f} {stream_peak:>14.1f} {list_peak:>12.1f} "
              f"{list_peak / stream_peak:>11.1f}   (copies made in {copied:.1f} s)", flush=True)
    _django.teardown()


if __name__ == "__main__":
    main()
