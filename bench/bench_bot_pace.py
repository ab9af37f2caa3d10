"""Benchmark: do bots keep pace? A scripted person against bots over HTTP, with a Celery worker.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \\
        .venv/bin/python bench/bench_bot_pace.py

Starts gunicorn on 127.0.0.1 (gthread, ``WORKERS`` x ``THREADS``, default 2 x 8) on a fresh
database (``BENCH_DB``, default ``bench_bot_pace``, dropped after; SQLite without
``DATABASE_URL``) and, as in production, one Celery worker (solo) with beat embedded (``-B``:
the relay's and the bots' sweeps run as deployed) on Redis (``BENCH_BROKER_URL``, default
``redis://127.0.0.1:6379/10``, flushed first). It consumes every queue the settings route to;
``BENCH_WORKER_LOG=path`` writes its log at INFO there (every task, its result and time).
Throttle counts live in Redis (``BENCH_CACHE_URL``, default ``redis://127.0.0.1:6379/14``), the
commands rate limit is lifted. Three phases, one after the other:

* **idle** (the baseline): a Didi Dotter game against the ``strong`` bot where the person never
  acts, for ``IDLE_SECONDS`` (10): the bot's pace when nothing overtakes its plans;
* **fast**: a Didi Dotter game against the ``strong`` bot where the person acts about
  ``HUMAN_RATE`` times a second (3): mostly ``look`` at a random slot, one command in five a
  random hunting command, and every scoring choice at once (a new game when one ends), for
  ``FAST_SECONDS`` (40);
* **turns**: Biddle against the ``strong`` bot: the person plays a random legal command when
  it is to act (after ``THINK_SECONDS``, 0.2, polling its game every 50 ms), for
  ``TURN_SECONDS`` (30).

The figures come from the games' events, read from the database afterwards (``recorded_at``,
the time each command committed): in Didi Dotter the bot's gaps between its hunting actions
in one round (median, p99, max; a gap across the end of a round is not a gap); in Biddle the
delay from each person's command that left only the bot to act to the bot's next command
(p50, p99, max). Targets: fast median <= 0.6 s and p99 <= 1.5 s; turns p99 <= 1 s.
"""

from __future__ import annotations

import contextlib
import os
import random
import sys
import tempfile
import threading
import time

import _django
import _http

os.environ.setdefault("DJANGO_DEBUG", "0")
os.environ.setdefault("DJANGO_SECRET_KEY", "bench-only-key")
_django.setup(os.environ.get("BENCH_DB", "bench_bot_pace"))

from django.conf import settings  # noqa: E402
from django.db import connections  # noqa: E402

sys.path.insert(0, str(_django.ROOT))
from tests.live_server import database_url, serve  # noqa: E402

IDLE_SECONDS = float(os.environ.get("IDLE_SECONDS", "10"))
FAST_SECONDS = float(os.environ.get("FAST_SECONDS", "40"))
TURN_SECONDS = float(os.environ.get("TURN_SECONDS", "30"))
HUMAN_RATE = float(os.environ.get("HUMAN_RATE", "3"))
THINK_SECONDS = float(os.environ.get("THINK_SECONDS", "0.2"))
WORKERS = int(os.environ.get("WORKERS", "2"))
THREADS = int(os.environ.get("THREADS", "8"))
CACHE_URL = os.environ.get("BENCH_CACHE_URL", "redis://127.0.0.1:6379/14")
BROKER_URL = os.environ.get("BENCH_BROKER_URL", "redis://127.0.0.1:6379/10")
HUNTING = {"HalfTaken", "HalfLooked", "EggJoined", "HalfStolen"}


def server_env() -> dict:
    return {"CACHE_URL": CACHE_URL, "COMMANDS_THROTTLE_RATE": "1000000/minute",
            "DJANGO_SECRET_KEY": "bench-only-key", "CELERY_BROKER_URL": BROKER_URL}


def queues() -> str:
    routed = {r["queue"] for r in settings.CELERY_TASK_ROUTES.values() if "queue" in r}
    return ",".join(sorted({getattr(settings, "CELERY_TASK_DEFAULT_QUEUE", "celery")} | routed))


def new_game(client: _http.Client, kind: str) -> str:
    status, game, _ = client.request("POST", "/api/games",
                                     {"kind": kind, "bots": [{"level": "strong"}]})
    assert status == 201, game
    assert game["status"] == "active", game
    return game["id"]


def commands_of(gid: str) -> list[tuple[int, dict, str, float]]:
    """The game's commands: (first version, meta, first event's type, commit time in s)."""
    from events.models import Event

    out: dict[int, tuple[int, dict, str, float]] = {}
    for version, type_, meta, at in Event.objects.filter(stream=gid).order_by(
            "version").values_list("version", "type", "meta", "recorded_at"):
        start = meta.get("batch_start", version)
        if start not in out:
            out[start] = (version, meta, type_, at.timestamp())
    return [out[k] for k in sorted(out)]


def rounds_end(gid: str) -> list[int]:
    from events.models import Event

    return list(Event.objects.filter(stream=gid, type="RoundEnded").values_list(
        "version", flat=True))


def bot_gaps(gid: str, since: float, until: float) -> list[float]:
    """Seconds between the bot's consecutive hunting commands within one round, both made
    between ``since`` and ``until``."""
    ends = rounds_end(gid)
    hunts = [(v, at) for v, meta, type_, at in commands_of(gid)
             if meta.get("bot") and type_ in HUNTING and since <= at <= until]
    return [b_at - a_at for (a, a_at), (b, b_at) in zip(hunts, hunts[1:], strict=False)
            if not any(a < e < b for e in ends)]


def play_didi(base: str, token: str, seconds: float, rate: float) -> list[tuple[str, float, float]]:
    """The person's loop; ``rate`` 0: idle. Returns [(game id, start, end)] and counts."""
    client = _http.Client(base, token)
    rng = random.Random(7)
    games, refused, sent = [], 0, 0
    gid, start = new_game(client, "didi_dotter"), time.time()
    stop = time.monotonic() + seconds
    tick = time.monotonic()
    while time.monotonic() < stop:
        if rate == 0:
            time.sleep(min(0.5, stop - time.monotonic()))
            continue
        tick += 1 / rate * rng.uniform(0.9, 1.1)
        time.sleep(max(0.0, tick - time.monotonic()))
        _, detail, _ = client.request("GET", f"/api/games/{gid}")
        if detail["status"] != "active":
            games.append((gid, start, time.time()))
            gid, start = new_game(client, "didi_dotter"), time.time()
            continue
        legal = detail["legal_commands"]
        if not legal:
            continue
        choose = [c for c in legal if c["type"] == "choose"]
        looks = [c for c in legal if c["type"] == "look" and "move_to" not in c]
        if choose:
            command = choose[0]
        elif looks and rng.random() < 0.8:
            command = rng.choice(looks)
        else:
            command = rng.choice([c for c in legal if c["type"] != "look"] or legal)
        status, _body, _ = client.request("POST", f"/api/games/{gid}/commands", command)
        sent += 1
        refused += status != 201
    games.append((gid, start, time.time()))
    client.close()
    print(f"  person: {sent} commands sent ({sent / seconds:.1f}/s), {refused} refused "
          f"(too_fast and races with the bot), {len(games)} game(s)")
    return games


def play_turns(base: str, token: str, seconds: float) -> tuple[list[str], list[tuple[str, int]]]:
    """Biddle: the person acts when it is to act; [(game, version)] after each person's
    command that left only the bot to act."""
    client = _http.Client(base, token)
    rng = random.Random(11)
    gid = new_game(client, "biddle")
    games, waits = [gid], []
    stop = time.monotonic() + seconds
    while time.monotonic() < stop:
        _, detail, _ = client.request("GET", f"/api/games/{gid}")
        if detail["status"] != "active":
            gid = new_game(client, "biddle")
            games.append(gid)
            continue
        me = detail["your_seat"]
        if me not in detail["outcome"]["to_act"] or not detail["legal_commands"]:
            time.sleep(0.05)
            continue
        time.sleep(THINK_SECONDS)
        status, body, _ = client.request("POST", f"/api/games/{gid}/commands",
                                         rng.choice(detail["legal_commands"]))
        if status == 201 and not body.get("result") and body["outcome"]["to_act"] \
                and me not in body["outcome"]["to_act"]:
            waits.append((gid, body["version"]))
    client.close()
    return games, waits


def answer_delays(waits: list[tuple[str, int]]) -> list[float]:
    """Seconds from each person's command to the bot's next command."""
    out, logs = [], {}
    for gid, version in waits:
        if gid not in logs:
            logs[gid] = commands_of(gid)
        log = logs[gid]
        mine = [at for v, meta, _t, at in log if v <= version and not meta.get("bot")]
        nxt = [(v, meta, at) for v, meta, _t, at in log if v > version]
        if mine and nxt and nxt[0][1].get("bot"):
            out.append(nxt[0][2] - mine[-1])
    return out


def summary(name: str, xs: list[float]) -> dict:
    p = {"median": _http.percentile(xs, .5), "p99": _http.percentile(xs, .99),
         "max": max(xs) if xs else float("nan")}
    print(f"{name}: n={len(xs)}  median {p['median']:.2f} s  p99 {p['p99']:.2f} s  "
          f"max {p['max']:.2f} s")
    return p


def verdict(label: str, value: float, target: float) -> bool:
    ok = value <= target
    print(f"  {label}: {value:.2f} s (target <= {target:g} s): {'met' if ok else 'NOT met'}")
    return ok


def main() -> None:
    token = _http.tokens(1, "pace")[0]
    url = database_url(settings.DATABASES["default"])
    connections.close_all()
    print(f"server: gunicorn gthread {WORKERS} x {THREADS}, {connections['default'].vendor}; "
          f"tasks: one Celery worker (solo, beat embedded) on {BROKER_URL}, queues {queues()}")
    with contextlib.ExitStack() as stack:
        schedule = stack.enter_context(tempfile.TemporaryDirectory())
        worker = stack.enter_context(_http.celery_worker(
            {"DATABASE_URL": url, "DJANGO_DEBUG": "0", **server_env()}, BROKER_URL,
            ("-B", "-s", os.path.join(schedule, "beat"), "-Q", queues()),
            log=os.environ.get("BENCH_WORKER_LOG")))
        if worker is None:
            print("no broker at", BROKER_URL, "- this bench needs Redis")
            return
        server = stack.enter_context(serve(url, worker_class="gthread", workers=WORKERS,
                                           threads=THREADS, env=server_env()))
        cpu = _http.cpu_seconds([worker])
        print(f"idle person, {IDLE_SECONDS:g} s:")
        idle_games = play_didi(server.url, token, IDLE_SECONDS, 0)
        print(f"fast person (~{HUMAN_RATE:g} actions/s), {FAST_SECONDS:g} s:")
        fast_games = play_didi(server.url, token, FAST_SECONDS, HUMAN_RATE)
        print(f"Biddle, the person thinking {THINK_SECONDS:g} s, {TURN_SECONDS:g} s:")
        turn_games, waits = play_turns(server.url, token, TURN_SECONDS)
        time.sleep(2)  # the last answers land
        worker_cpu = _http.cpu_seconds([worker]) - cpu
    idle = [g for gid, a, b in idle_games for g in bot_gaps(gid, a, b)]
    fast = [g for gid, a, b in fast_games for g in bot_gaps(gid, a, b)]
    delays = answer_delays(waits)
    print()
    summary("Didi Dotter, person idle (baseline): bot's gaps", idle)
    f = summary("Didi Dotter, person ~3/s:           bot's gaps", fast)
    t = summary(f"Biddle ({len(turn_games)} games): bot's answer after the person's commit", delays)
    print(f"task worker CPU: {worker_cpu:.1f} s over the run")
    print("targets:")
    ok = [verdict("fast: median gap", f["median"], 0.6),
          verdict("fast: p99 gap", f["p99"], 1.5),
          verdict("turns: p99 answer", t["p99"], 1.0)]
    print("all targets met" if all(ok) else "some targets NOT met")
    _django.teardown()


if __name__ == "__main__":
    threading.current_thread().name = "bench"
    main()
