"""Benchmark: push fan-out to 1,000 devices through the loopback Web Push service, and the
extra cost per command of the push channel in the HTTP command bench.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres .venv/bin/python bench/bench_push.py

(SQLite in a temporary file without ``DATABASE_URL``.) The loopback push service
(``tests/notifications/push/webpush_service.py``, in a process of its own so its CPU is not
the sender's) checks every push as a real one does: the VAPID JWT's ES256 signature, ``aud``,
``exp`` and ``sub``, and decrypts the aes128gcm payload with the subscription's keys.

1. Fan-out: one batch of 1,000 notifications for 1,000 users with one browser each
   (``notifications_create``: the notifications and their push outbox rows in one
   transaction), then every delivery attempted as a worker does (``channel.OUTBOX.attempt``: claim,
   the "still worth it" checks, encrypt, sign, POST, record), serially and with ``THREADS``
   threads (a Celery worker's thread pool). Prints sends/s and the worker's CPU per send
   (``time.process_time``), against a baseline measured in the same run: bare POSTs of a body
   of the same size to the same service (no VAPID, no encryption, no database).
2. The HTTP command bench (``bench/bench_commands_http.py``: gunicorn, a Celery worker when
   Redis is there) run in alternating rounds without and with a push device for every
   player: round trips/s and the app workers' CPU per round trip on each side, and the ratio
   (target: the push channel costs at most 10 % per command).
"""

from __future__ import annotations

import contextlib
import json
import os
import statistics
import subprocess
import sys
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from unittest import mock

os.environ.setdefault("BENCH_DB", "bench_push")
os.environ["WEBPUSH_ALLOW_LOOPBACK"] = "1"
sys.path.insert(0, str(Path(__file__).resolve().parent))
import _django  # noqa: E402
import _http  # noqa: E402
import bench_commands_http as commands  # noqa: E402  (sets Django up on BENCH_DB)
import requests  # noqa: E402
from django.conf import settings  # noqa: E402
from django.contrib.auth import get_user_model  # noqa: E402
from django.db import connections, transaction  # noqa: E402

from events import subscriptions  # noqa: E402
from notifications import tasks  # noqa: E402
from notifications.models import Device, PushDelivery  # noqa: E402
from notifications.push import channel  # noqa: E402
from notifications.push.webpush import make_keys  # noqa: E402
from notifications.services import notifications_create  # noqa: E402
from tests.live_server import database_url, serve  # noqa: E402

DEVICES = int(os.environ.get("DEVICES", "1000"))
THREADS = int(os.environ.get("SEND_THREADS", "8"))


# -- the push service, in a process of its own -------------------------------------------------
class Service:
    """The loopback push service in a child process (its CPU is its own), driven by lines."""

    def __init__(self, public_key: str):
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.notifications.push.webpush_service", public_key],
            cwd=_django.ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.pid = self.proc.pid
        self.url = json.loads(self.proc.stdout.readline())

    def ask(self, *cmd):
        self.proc.stdin.write(json.dumps(cmd) + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def close(self) -> None:
        self.ask("stop")
        self.proc.wait(5)


# -- 1. fan-out ----------------------------------------------------------------------------------
def users(n: int, prefix: str) -> list[int]:
    User = get_user_model()
    User.objects.bulk_create([User(username=f"{prefix}{i}", password="!") for i in range(n)])
    return list(User.objects.filter(username__startswith=prefix).order_by("id")
                .values_list("id", flat=True))


def add_devices(user_ids: list[int], subs: list[dict]) -> None:
    Device.objects.bulk_create([Device(user_id=u, platform="webpush", address=s["endpoint"],
                                       data=s, name="bench") for u, s in zip(user_ids, subs,
                                                                             strict=True)])


def one_batch(user_ids: list[int]) -> float:
    """Notify every user once (one game's start); returns the batch's seconds. The tasks it
    queues are taken as a broker takes them (counted, not run here and now): the sends are
    measured on their own below."""
    game = uuid.uuid4()
    planned = [{"user_id": u, "kind": "game_started", "game": game, "key": f"bench:{game}:{u}",
                "data": {"game": str(game), "game_kind": "dikdik", "version": 1, "seat": "0",
                         "opponents": ["ada", "grace"]}} for u in user_ids]
    t = time.perf_counter()
    with mock.patch.object(tasks.deliver_push, "apply_async") as queued:
        with transaction.atomic():
            subscriptions.lock("notifications")
            notifications_create(planned)
    assert queued.call_count == len(user_ids), queued.call_count
    return time.perf_counter() - t


def send_all(ids: list[int], threads: int) -> tuple[float, float]:
    """Attempt every delivery; (sends/s, this process's CPU ms per send)."""
    cpu, t = time.process_time(), time.perf_counter()
    if threads <= 1:
        for i in ids:
            channel.OUTBOX.attempt(i)
    else:
        def attempt(i):
            try:
                return channel.OUTBOX.attempt(i)
            finally:
                connections.close_all()
        with ThreadPoolExecutor(threads) as pool:
            list(pool.map(attempt, ids))
    wall = time.perf_counter() - t
    return len(ids) / wall, (time.process_time() - cpu) * 1000 / len(ids)


def bare_posts(url: str, n: int, size: int) -> tuple[float, float]:
    session = requests.Session()
    body = os.urandom(size)
    cpu, t = time.process_time(), time.perf_counter()
    for _ in range(n):
        session.post(f"{url}/plain", data=body, headers={"TTL": "60"}, timeout=10)
    return n / (time.perf_counter() - t), (time.process_time() - cpu) * 1000 / n


def fan_out(service: Service) -> None:
    print(f"1. fan-out of one batch to {DEVICES} devices ({connections['default'].vendor})")
    ids = users(DEVICES, "pushbench")
    subs = service.ask("subscribe", DEVICES)
    add_devices(ids, subs)
    write = one_batch(ids)
    print(f"   notifications + {DEVICES} push outbox rows written in {write * 1000:.0f} ms "
          f"({DEVICES / write:.0f} rows/s)")
    size = len(channel.message.__doc__ or "") or 300
    results = {}
    for threads in (1, THREADS):
        if threads > 1:
            PushDelivery.objects.update(status="pending", claimed_until=None, attempts=0,
                                        done_at=None)
            service.ask("reset")
        due = channel.OUTBOX.due(0)
        cpu_before = _http.cpu_seconds([service.pid])
        rate, cpu_ms = send_all(due, threads)
        svc_ms = (_http.cpu_seconds([service.pid]) - cpu_before) * 1000 / len(due)
        received, refused = service.ask("stats")
        results[threads] = rate
        print(f"   sends, {threads} thread(s): {rate:7.1f} sends/s, worker CPU "
              f"{cpu_ms:.2f} ms/send (push service: {svc_ms:.2f} ms/push to verify and "
              f"decrypt); accepted {received}/{len(due)}"
              + (f", refused e.g. {refused}" if refused else ""))
    sent = PushDelivery.objects.filter(status="sent").count()
    base_rate, base_cpu = bare_posts(service.url, DEVICES, size)
    print(f"   baseline, bare POSTs to the same service: {base_rate:7.1f} /s, "
          f"{base_cpu:.2f} ms CPU each")
    print(f"   ratio sends/s / bare POSTs/s: {results[1] / base_rate:.2f}x (1 thread), "
          f"{results[THREADS] / base_rate:.2f}x ({THREADS} threads); sent rows: {sent}")


# -- 2. the command bench with and without devices ---------------------------------------------
@contextlib.contextmanager
def celery_worker(env: dict, broker: str):
    """``_http.celery_worker`` on both queues: pushes (like webhooks) go to ``webhooks``."""
    import redis

    try:
        redis.Redis.from_url(broker, socket_connect_timeout=1).flushdb()  # no stale tasks
    except redis.RedisError:
        yield None
        return
    proc = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool", "solo",
         "-Q", "celery,webhooks", "--loglevel", "WARNING", "--without-gossip",
         "--without-mingle"],
        cwd=_django.ROOT, env={**os.environ, **env, "CELERY_BROKER_URL": broker},
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        yield proc.pid
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


def command_cost(service: Service, vapid: tuple[str, str]) -> None:
    keys = _http.tokens(commands.CLIENTS * 3, "pushcmd")
    url = database_url(settings.DATABASES["default"])
    connections.close_all()
    push_env = {"WEBPUSH_ALLOW_LOOPBACK": "1", "WEBPUSH_VAPID_PRIVATE_KEY": vapid[0],
                "WEBPUSH_VAPID_PUBLIC_KEY": vapid[1]}
    broker = None if commands.BROKER_URL == "eager" else commands.BROKER_URL
    with contextlib.ExitStack() as stack:
        task_worker = stack.enter_context(celery_worker(
            {"DATABASE_URL": url, "DJANGO_DEBUG": "0", **commands.server_env(broker),
             **push_env}, broker)) if broker else None
        if task_worker is None:
            broker = None
        server = stack.enter_context(serve(url, worker_class=commands.WORKER_CLASS,
                                           workers=commands.WORKERS, threads=commands.THREADS,
                                           env={**commands.server_env(broker), **push_env}))
        print(f"2. the command bench ({commands.CLIENTS} clients, gunicorn "
              f"{commands.WORKER_CLASS} {commands.WORKERS} workers; tasks: "
              f"{'Celery worker on ' + broker if broker else 'eager, in the request'}), "
              f"{commands.ROUNDS} rounds x {commands.SECONDS:g} s per side")
        players = [_http.Player(server.url, keys[3 * i:3 * i + 3])
                   for i in range(commands.CLIENTS)]
        workers = server.workers()
        bench_users = list(get_user_model().objects.filter(username__startswith="pushcmd")
                           .values_list("id", flat=True))
        subs = service.ask("subscribe", len(bench_users))
        _http.run_phase(players, _http.Player.round_trip, workers, commands.SECONDS)  # warm-up
        sides: dict[str, dict[str, list[float]]] = {
            s: {"rate": [], "cpu": [], "task": []} for s in ("without", "with")}
        for _ in range(commands.ROUNDS):
            for side in ("without", "with"):
                Device.objects.filter(user_id__in=bench_users).delete()
                if side == "with":
                    add_devices(bench_users, subs)
                connections.close_all()
                got = _http.run_phase(players, _http.Player.round_trip, workers,
                                      commands.SECONDS, task_worker)
                sides[side]["rate"].append(got.rate)
                sides[side]["cpu"].append(got.app_ms)
                if task_worker:
                    sides[side]["task"].append(got.tasks_ms)
        time.sleep(settings.PUSH_YOUR_TURN_DELAY_SECONDS + 1)  # the last delayed pushes
        med = {s: {k: statistics.median(v) if v else 0.0 for k, v in d.items()}
               for s, d in sides.items()}
        for side in ("without", "with"):
            m = med[side]
            print(f"   {side:7} devices: {m['rate']:7.1f} round trips/s  "
                  f"[{', '.join(f'{r:.1f}' for r in sides[side]['rate'])}]  app CPU "
                  f"{m['cpu']:.1f} ms/round trip"
                  + (f", task worker CPU {m['task']:.1f} ms/round trip" if task_worker else ""))
        statuses = {s: PushDelivery.objects.filter(status=s).count()
                    for s in ("pending", "sent", "skipped", "dead")}
        print(f"   push deliveries: {json.dumps(statuses)} (a turn answered within the delay "
              "is skipped)")
        ratio = med["with"]["rate"] / med["without"]["rate"]
        print(f"   ratio round trips/s with / without: {ratio:.3f}x; "
              f"app CPU per round trip with / without: "
              f"{med['with']['cpu'] / med['without']['cpu']:.3f}x  (target: cost <= 10 %)")
        for p in players:
            p.close()


def main() -> None:
    private, public = make_keys()
    settings.WEBPUSH_VAPID_PRIVATE_KEY, settings.WEBPUSH_VAPID_PUBLIC_KEY = private, public
    service = Service(public)
    try:
        fan_out(service)
        if os.environ.get("SKIP_HTTP") != "1":
            command_cost(service, (private, public))
    finally:
        service.close()
        _django.teardown()


if __name__ == "__main__":
    main()
