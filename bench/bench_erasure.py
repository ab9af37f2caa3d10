"""Benchmark: erasing an account (``DELETE /api/me``'s service) as the log grows.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres .venv/bin/python bench/bench_erasure.py

On a fresh database (``BENCH_DB``, default ``bench_erasure``, dropped after): ``OTHERS`` pairs
of other players finish toy games (``GAMES`` each) to make a log of other people's events;
then accounts that played ``GAMES`` finished games each are erased, one at a time. The
erasure searches the whole log for the name (a name can sit in any stream), so its cost grows
with the log; the baseline measured in the same run is a password change of an account
(the other password-checked request of an account: one hash, one token). Prints, per log
size, the events in the log, the median erasure in ms and the ratio erasure / password
change.
"""

from __future__ import annotations

import logging
import os
import statistics
import time

import _django

_django.setup(os.environ.get("BENCH_DB", "bench_erasure"))
logging.getLogger("celery").setLevel(logging.WARNING)  # the relay's tasks run in-process

from django.contrib.auth import get_user_model  # noqa: E402

from accounts import erasure, services  # noqa: E402
from events.models import Event  # noqa: E402
from games import kinds  # noqa: E402
from games import services as games  # noqa: E402

GAMES = int(os.environ.get("GAMES", "3"))
STEPS = [int(n) for n in os.environ.get("OTHERS", "0,10,40").split(",")]
ERASED = int(os.environ.get("ERASED", "3"))
PASSWORD = "bench-pass-phrase-1"
_count = iter(range(10**9))


def _toy() -> None:
    from tests.toy_engine import ENGINE
    kinds.register(ENGINE)


def _user():
    return get_user_model().objects.create_user(f"bench{next(_count)}", password=PASSWORD)


def _finished_games(a, b, n: int) -> None:
    for _ in range(n):
        game = games.game_create(user=a, kind="toy_guess", seats=2)
        games.game_join(game_id=game.id, user=b)
        games.command_submit(game_id=game.id, user=b, command={"type": "resign"})


def _timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    _toy()
    made = 0
    print(f"{'log events':>10} {'erase ms':>9} {'password ms':>12} {'ratio':>6}")
    for others in STEPS:
        for _ in range(others - made):
            _finished_games(_user(), _user(), GAMES)
        made = max(made, others)
        erase, change = [], []
        for _ in range(ERASED):
            victim, opponent = _user(), _user()
            _finished_games(victim, opponent, GAMES)
            change.append(_timed(lambda o=opponent: services.password_change(
                user=o, current_password=PASSWORD, new_password=PASSWORD + "x")))
            erase.append(_timed(lambda v=victim: erasure.account_erase(user=v,
                                                                      password=PASSWORD)))
        e, c = statistics.median(erase), statistics.median(change)
        print(f"{Event.objects.count():>10} {e:>9.1f} {c:>12.1f} {e / c:>6.2f}", flush=True)


if __name__ == "__main__":
    try:
        main()
    finally:
        _django.teardown()
