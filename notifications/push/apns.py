"""The APNs sender: Apple's push service over HTTP/2, for the iOS apps, with a provider token.

httpx (with ``http2=True``, on h2) rather than aioapns: httpx's base URL and trust store are
plain options (``APNS_BASE_URL``, ``APNS_CA_FILE``: tests point them at a loopback HTTP/2
server), it is synchronous like the channel's tasks, and one client per process keeps one
multiplexed connection open across sends (no TLS handshake per push). The provider token is a
JWT signed by PyJWT (ES256 with the team's .p8 key, ``kid`` header, ``iss`` and ``iat`` claims).
"""

from __future__ import annotations

import json
import os
import re
import ssl
import threading
import time
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import certifi
import httpx
import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from notifications.push.base import Outcome, PushMessage, Result
from notifications.push.native import collapse_id, retry_after_seconds, text_or_file

DEVICE_TOKEN = re.compile(r"[0-9a-fA-F]{64,200}")
# APNs's reasons that mean the token is dead (a 410 always does)
GONE_REASONS = {"BadDeviceToken", "Unregistered"}


class ProviderToken:
    """The provider token of one key, shared by the process's sends.

    APNs refuses a token more than an hour old and one renewed more often than every 20
    minutes, so a token is kept ``LIFETIME_SECONDS`` (50 minutes) and renewed on the first use
    after that. When APNs calls the token expired anyway (``expired``), it is renewed on the
    first use once it is ``MIN_AGE_SECONDS`` old. ``clock``: seconds since the epoch."""

    LIFETIME_SECONDS = 50 * 60
    MIN_AGE_SECONDS = 20 * 60

    def __init__(self, key: ec.EllipticCurvePrivateKey, key_id: str, team_id: str,
                 clock: Callable[[], float] = time.time) -> None:
        self.key = key
        self.key_id = key_id
        self.team_id = team_id
        self.clock = clock
        self.lock = threading.Lock()
        self.token = ""
        self.issued = 0.0
        self.stale = False

    def get(self) -> str:
        """The token to send now (a new one when the current one is due)."""
        with self.lock:
            now = self.clock()
            age = now - self.issued
            if not self.token or age >= self.LIFETIME_SECONDS or (
                    self.stale and age >= self.MIN_AGE_SECONDS):
                self.token = jwt.encode({"iss": self.team_id, "iat": int(now)}, self.key,
                                        algorithm="ES256", headers={"kid": self.key_id})
                self.issued = now
                self.stale = False
            return self.token

    def expired(self, token: str) -> float:
        """APNs answered ``ExpiredProviderToken`` to ``token``: renew it as soon as APNs allows.
        The seconds until then (0 if ``token`` may be, or already was, renewed)."""
        with self.lock:
            if token != self.token:
                return 0.0
            self.stale = True
            return max(0.0, self.MIN_AGE_SECONDS - (self.clock() - self.issued))


def load_key(pem: str) -> ec.EllipticCurvePrivateKey:
    """The .p8 key's EC P-256 private key; ``ImproperlyConfigured`` for anything else."""
    try:
        key = serialization.load_pem_private_key(pem.encode(), password=None)
    except (ValueError, TypeError):
        raise ImproperlyConfigured("APNS_KEY is not a PEM private key (the .p8 file)") from None
    if not isinstance(key, ec.EllipticCurvePrivateKey) or not isinstance(key.curve,
                                                                         ec.SECP256R1):
        raise ImproperlyConfigured("APNS_KEY is not an EC P-256 key (APNs signs with ES256)")
    return key


@lru_cache(maxsize=8)
def provider_token(pem: str, key_id: str, team_id: str) -> ProviderToken:
    """The process's provider token for one key (cached across senders and sends)."""
    return ProviderToken(load_key(pem), key_id, team_id)


@lru_cache(maxsize=8)
def client(base_url: str, ca_file: str, timeout: float, pid: int) -> httpx.Client:
    """The process ``pid``'s HTTP/2 client for one APNs endpoint (its connection is kept open;
    the pid in the key: a forked worker never shares its parent's connection)."""
    try:
        # without APNS_CA_FILE, the roots httpx trusts by default (certifi's)
        context = ssl.create_default_context(cafile=ca_file or certifi.where())
    except (OSError, ssl.SSLError) as error:
        raise ImproperlyConfigured(f"APNS_CA_FILE cannot be read: {error}") from None
    return httpx.Client(http2=True, base_url=base_url, verify=context,
                        timeout=httpx.Timeout(timeout))


def payload(message: PushMessage) -> dict[str, Any]:
    """The notification's JSON: the alert, the badge (games where it is the player's turn),
    the sound, the thread (the game and kind) and the app's fields (``url``, ``kind``, data)."""
    return {**message.data, "kind": message.kind, "url": message.url, "aps": {
        "alert": {"title": message.title, "body": message.body},
        "badge": message.badge,
        "sound": "default",
        "thread-id": collapse_id(message),
    }}


def result(response: httpx.Response) -> tuple[Result, str]:
    """What one APNs answer means for the device, and APNs's reason (see ``base.Outcome``)."""
    status = response.status_code
    if status == 200:
        return Result(Outcome.SENT, status, response.headers.get("apns-id", "")), ""
    try:
        reason = str(response.json().get("reason", ""))
    except (ValueError, AttributeError):
        reason = ""
    detail = reason or response.reason_phrase
    if status == 410 or (status == 400 and reason in GONE_REASONS):
        return Result(Outcome.GONE, status, detail), reason
    if status == 429 or status >= 500:
        return Result(Outcome.RETRY, status, detail,
                      retry_after_seconds(response.headers.get("Retry-After"))), reason
    return Result(Outcome.REJECTED, status, detail), reason


class ApnsSender:
    """``ApnsSender()`` reads ``APNS_KEY`` (the .p8 key's PEM, or its file's path),
    ``APNS_KEY_ID``, ``APNS_TEAM_ID``, ``APNS_TOPIC`` (the app's bundle id), ``APNS_BASE_URL``,
    ``APNS_CA_FILE`` and ``APNS_TIMEOUT_SECONDS``; ``ImproperlyConfigured`` when one is
    missing or the key is not an EC P-256 private key. ``send`` never raises for what the
    network or APNs does: a timeout or a lost connection is ``RETRY``."""

    platform = "apns"

    def __init__(self) -> None:
        pem = text_or_file("APNS_KEY", settings.APNS_KEY, "-----BEGIN")
        for name in ("APNS_KEY_ID", "APNS_TEAM_ID", "APNS_TOPIC"):
            if not getattr(settings, name):
                raise ImproperlyConfigured(f"{name} is not set")
        self.token = provider_token(pem, settings.APNS_KEY_ID, settings.APNS_TEAM_ID)
        self.topic = settings.APNS_TOPIC
        self.client = client(settings.APNS_BASE_URL.rstrip("/"), settings.APNS_CA_FILE,
                             settings.APNS_TIMEOUT_SECONDS, os.getpid())

    def send(self, device: dict[str, Any], message: PushMessage) -> Result:
        token = device.get("token")
        if not isinstance(token, str) or not DEVICE_TOKEN.fullmatch(token):
            return Result(Outcome.REJECTED, None, "the device token is not an APNs token")
        bearer = self.token.get()
        headers = {
            "authorization": f"bearer {bearer}",
            "apns-topic": self.topic,
            "apns-push-type": "alert",
            "apns-collapse-id": collapse_id(message),
            "apns-expiration": str(int(time.time() + message.ttl_seconds)),
            "apns-priority": "10",
            "content-type": "application/json",
        }
        body = json.dumps(payload(message), separators=(",", ":")).encode()
        try:
            response = self.client.post(f"/3/device/{token.lower()}", content=body,
                                        headers=headers)
        except httpx.HTTPError as error:
            return Result(Outcome.RETRY, None, f"{type(error).__name__}: {error}"[:300])
        answer, reason = result(response)
        if answer.status == 403 and reason == "ExpiredProviderToken":
            wait = self.token.expired(bearer)
            return Result(Outcome.RETRY, 403, reason, wait or None)
        return answer
