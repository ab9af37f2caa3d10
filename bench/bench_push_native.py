"""Benchmark: the FCM and APNs senders against the loopback services of the tests.

Run: ``.venv/bin/python bench/bench_push_native.py`` (no database; ``BENCH_N`` sends per
platform, default 1000). For each platform, one send after another on one thread, as a worker
sends:

* the sender (``FcmSender`` / ``ApnsSender``: the message built, the token cached, the answer
  mapped): sends/s and the sending thread's CPU per send;
* the baseline: the same request, already encoded and with a ready bearer token, posted on
  the same kind of connection (requests keep-alive for FCM, httpx HTTP/2 for APNs), taking
  turns with the sender in 5 rounds;
* their ratio (the sender's CPU per send over the bare request's): what the sender adds.

The loopback services run in other threads of this process; only the sending thread's CPU
(``time.thread_time``) is counted, so their checks do not weigh on the figures.
"""

from __future__ import annotations

import json
import os
import ssl
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("VAR_DIR", tempfile.mkdtemp(prefix="bench-"))

import django  # noqa: E402

django.setup()

import logging  # noqa: E402

import httpx  # noqa: E402
import requests  # noqa: E402
from cryptography.hazmat.primitives.asymmetric import ec, rsa  # noqa: E402
from django.conf import settings  # noqa: E402

from notifications.push import apns, fcm  # noqa: E402
from notifications.push.base import Outcome, PushMessage  # noqa: E402
from tests.notifications.push.apns_service import ApnsService  # noqa: E402
from tests.notifications.push.conftest import (  # noqa: E402
    CLIENT_EMAIL,
    KEY_ID,
    PROJECT,
    TEAM_ID,
    TOPIC,
    pem,
    service_account,
)
from tests.notifications.push.fcm_service import FcmService  # noqa: E402

N = int(os.environ.get("BENCH_N", "1000"))
ROUNDS = 5
logging.getLogger("httpx").setLevel(logging.WARNING)
MESSAGE = PushMessage(title="Your turn", body="alice played in Diddly", kind="your_turn",
                      url="https://games.example/games/42", collapse_key="42:your_turn",
                      badge=3, data={"game": "42"})


def timed(send, n: int) -> tuple[float, float]:
    """(seconds, CPU seconds) of ``n`` calls of ``send(i)`` on this thread."""
    wall, cpu = time.perf_counter(), time.thread_time()
    for i in range(n):
        send(i)
    return time.perf_counter() - wall, time.thread_time() - cpu


def compare(sender, bare, n: int, rounds: int = ROUNDS):
    """(sends/s, CPU µs per send) of ``sender`` and of ``bare``, ``n`` calls each, taking
    turns in ``rounds`` so a burst of load on a shared machine hits both."""
    totals = {sender: [0.0, 0.0], bare: [0.0, 0.0]}
    step = n // rounds
    for r in range(rounds):
        for send in (sender, bare) if r % 2 == 0 else (bare, sender):
            wall, cpu = timed(lambda i, send=send, r=r: send(r * step + i), step)
            totals[send][0] += wall
            totals[send][1] += cpu
    done = step * rounds
    return [(done / totals[f][0], totals[f][1] / done * 1e6) for f in (sender, bare)]


def report(name: str, sender: tuple[float, float], bare: tuple[float, float]) -> None:
    print(f"{name + ' sender':<28} {sender[0]:8.0f} sends/s  {sender[1]:7.0f} µs CPU/send")
    print(f"{name + ' bare request':<28} {bare[0]:8.0f} sends/s  {bare[1]:7.0f} µs CPU/send")
    print(f"{name + ' sender / bare CPU':<28} {sender[1] / bare[1]:8.2f}x")


def bench_fcm() -> None:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    service = FcmService(key.public_key(), CLIENT_EMAIL, PROJECT)
    settings.FCM_CREDENTIALS = json.dumps(service_account(key, service.token_uri))
    settings.FCM_BASE_URL = service.base_url
    tokens = [f"cXk3ZdP1Qk6:APA91b{i:0>140}" for i in range(N)]
    sender = fcm.FcmSender()
    assert sender.send({"token": tokens[0]}, MESSAGE).outcome is Outcome.SENT  # signs in

    bearer = next(iter(service.bearers))
    body = json.dumps({"message": fcm.encode(fcm.build(tokens[0], MESSAGE))})
    headers = {"Authorization": f"Bearer {bearer}", "Content-Type": "application/json"}
    with requests.Session() as plain:

        def send(i):
            assert sender.send({"token": tokens[i]}, MESSAGE).outcome is Outcome.SENT

        def bare(i):
            assert plain.post(sender.url, data=body, headers=headers, timeout=10).ok

        measured, baseline = compare(send, bare, N)
    report("FCM", measured, baseline)
    print(f"{'FCM token requests':<28} {len(service.token_requests):8d}  (for {N + 1} sends)")
    service.close()


def bench_apns(directory: Path) -> None:
    key = ec.generate_private_key(ec.SECP256R1())
    service = ApnsService(key.public_key(), KEY_ID, TEAM_ID, TOPIC, directory)
    settings.APNS_KEY, settings.APNS_KEY_ID, settings.APNS_TEAM_ID = pem(key), KEY_ID, TEAM_ID
    settings.APNS_TOPIC, settings.APNS_BASE_URL = TOPIC, service.base_url
    settings.APNS_CA_FILE = service.ca_file
    tokens = [f"{i:064x}" for i in range(N)]
    sender = apns.ApnsSender()

    bearer = sender.token.get()
    body = json.dumps(apns.payload(MESSAGE)).encode()
    headers = {"authorization": f"bearer {bearer}", "apns-topic": TOPIC,
               "apns-push-type": "alert", "apns-collapse-id": "42:your_turn",
               "apns-expiration": "0", "apns-priority": "10"}
    with httpx.Client(http2=True, base_url=service.base_url,
                      verify=ssl.create_default_context(cafile=service.ca_file)) as plain:

        def send(i):
            assert sender.send({"token": tokens[i]}, MESSAGE).outcome is Outcome.SENT

        def bare(i):
            assert plain.post(f"/3/device/{tokens[i]}", content=body,
                              headers=headers).status_code == 200

        measured, baseline = compare(send, bare, N)
    report("APNs", measured, baseline)
    print(f"{'APNs connections':<28} {service.connections:8d}  (the sender's and the baseline's)")
    print(f"{'APNs provider tokens':<28} {len(set(service.bearers)):8d}  (for {2 * N} sends)")
    service.close()


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as directory:
        bench_fcm()
        bench_apns(Path(directory))
