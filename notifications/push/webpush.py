"""The Web Push sender (RFC 8030, 8291, 8292) on pywebpush and py-vapid.

The payload is JSON (``title``, ``body``, ``url``, ``badge``, ``tag`` = the collapse key,
``kind``, ``data``), encrypted ``aes128gcm`` for the subscription's keys; the request carries
the VAPID JWT (ES256 with ``WEBPUSH_VAPID_PRIVATE_KEY``; ``aud`` the endpoint's origin, ``sub``
``WEBPUSH_VAPID_SUBJECT``, ``exp`` 12 h ahead) as ``Authorization: vapid t=<jwt>, k=<public
key>``, ``TTL`` (the message's), ``Urgency`` (``high`` for a turn or a clock, else
``normal``) and ``Topic``: the collapse key, or its hash when it is not 1 to 32 url-safe
characters (a push service keeps only the newest message of a topic for an offline browser).

The endpoint is checked against the SSRF rules again before each request (it was at
registration), the request goes to the very address that check approved (``PinnedAdapter``:
no second DNS lookup a rebinding name could answer differently; TLS still checks the host
name), and redirects are refused. What the push service answers becomes the channel's
``Outcome``: 2xx sent, 404/410 gone, 429 and 5xx (and network errors) retry, other 4xx
rejected.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import threading

import requests
import requests.adapters
import requests.utils
from cryptography.hazmat.primitives import serialization
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from py_vapid import Vapid02
from pywebpush import WebPushException, webpush

from config.errors import ServiceError

from .. import webhooks
from .base import Outcome, PushMessage, Result

URGENT = {"your_turn", "clock_low", "clock_alarm", "paired"}
TOPIC = re.compile(r"[A-Za-z0-9_\-]{1,32}")


def b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def make_keys() -> tuple[str, str]:
    """A new VAPID key pair: (private: the raw 32-byte scalar, public: the uncompressed point),
    both base64url, as ``WEBPUSH_VAPID_PRIVATE_KEY`` / ``WEBPUSH_VAPID_PUBLIC_KEY`` take them."""
    vapid = Vapid02()
    vapid.generate_keys()
    private = vapid.private_key.private_numbers().private_value.to_bytes(32, "big")
    public = vapid.public_key.public_bytes(serialization.Encoding.X962,
                                           serialization.PublicFormat.UncompressedPoint)
    return b64url(private), b64url(public)


def topic(collapse_key: str) -> str:
    """The ``Topic`` header for a collapse key (at most 32 url-safe characters, RFC 8030)."""
    if TOPIC.fullmatch(collapse_key):
        return collapse_key
    return b64url(hashlib.sha256(collapse_key.encode()).digest()[:24])  # 32 characters


def payload(message: PushMessage) -> str:
    return json.dumps({"title": message.title, "body": message.body, "url": message.url,
                       "badge": message.badge, "tag": message.collapse_key,
                       "kind": message.kind, "data": message.data}, separators=(",", ":"))


class PinnedAdapter(requests.adapters.HTTPAdapter):
    """Connects to ``host:port`` at the address ``pins[(host, port)]`` holds (the one the
    SSRF check approved), whatever the name resolves to now, while TLS (SNI and the
    certificate check) and the ``Host`` header still use the host name."""

    def __init__(self, pins: dict[tuple[str, int], str], **kwargs) -> None:
        self.pins = pins
        super().__init__(**kwargs)

    def get_connection_with_tls_context(self, request, verify, proxies=None, cert=None):
        host_params, pool_kwargs = self.build_connection_pool_key_attributes(request, verify,
                                                                             cert)
        hostname, scheme = host_params["host"], host_params["scheme"]
        port = host_params["port"] or (443 if scheme == "https" else 80)
        if scheme == "https":
            pool_kwargs = {**pool_kwargs, "server_hostname": hostname,
                           "assert_hostname": hostname}
        # (a pool per address and name: a host that moved gets a new one)
        return self.poolmanager.connection_from_host(
            **{**host_params, "host": self.pins[(hostname, port)]}, pool_kwargs=pool_kwargs)

    def send(self, request, *args, **kwargs):
        host = requests.utils.urlparse(request.url).netloc.rsplit("@", 1)[-1]
        request.headers["Host"] = host  # else http.client would name the address
        return super().send(request, *args, **kwargs)


class WebPushSender:
    platform = "webpush"

    def __init__(self) -> None:
        if not settings.WEBPUSH_VAPID_PRIVATE_KEY:
            raise ImproperlyConfigured("WEBPUSH_VAPID_PRIVATE_KEY is not set (manage.py "
                                       "make_vapid_keys makes a pair)")
        self.vapid = Vapid02.from_string(settings.WEBPUSH_VAPID_PRIVATE_KEY)
        self._local = threading.local()

    def _pinned_session(self, ip: str, host: str, port: int) -> requests.Session:
        """This thread's HTTP session (kept-alive connections to each push service), sending
        to ``host:port`` at ``ip`` (the address just checked)."""
        session = getattr(self._local, "session", None)
        if session is None:
            session = self._local.session = requests.Session()
            session.max_redirects = 0
            session.trust_env = False
            self._local.pins = {}
            adapter = PinnedAdapter(self._local.pins)
            for scheme in ("https://", "http://"):  # (http: loopback test services only)
                session.mount(scheme, adapter)
        self._local.pins[(host, port)] = ip
        return session

    def send(self, device: dict, message: PushMessage) -> Result:
        try:
            ip, host, port = webhooks.resolve(device["endpoint"],
                                              allow_loopback=settings.WEBPUSH_ALLOW_LOOPBACK,
                                              what="A push endpoint")
        except ServiceError as exc:  # it resolves somewhere it may not go now
            return Result(Outcome.REJECTED, detail=exc.detail)
        headers = {"Topic": topic(message.collapse_key),
                   "Urgency": "high" if message.kind in URGENT else "normal"}
        try:
            response = webpush(device, payload(message), vapid_private_key=self.vapid,
                               vapid_claims={"sub": settings.WEBPUSH_VAPID_SUBJECT},
                               ttl=message.ttl_seconds, headers=headers,
                               timeout=settings.PUSH_TIMEOUT,
                               requests_session=self._pinned_session(ip, host, port))
        except WebPushException as exc:
            if exc.response is None:
                return Result(Outcome.RETRY, detail=str(exc)[:500])
            return _outcome(exc.response)
        except requests.RequestException as exc:
            return Result(Outcome.RETRY, detail=f"{type(exc).__name__}: {exc}"[:500])
        return _outcome(response)


def _outcome(response) -> Result:
    status = response.status_code
    detail = (response.text or response.reason or "")[:500]
    if 200 <= status < 300:
        return Result(Outcome.SENT, status)
    if status in (404, 410):
        return Result(Outcome.GONE, status, detail)
    if status == 429 or status >= 500:
        retry_after = response.headers.get("Retry-After", "")
        return Result(Outcome.RETRY, status, detail,
                      float(retry_after) if retry_after.isdigit() else None)
    return Result(Outcome.REJECTED, status, detail)
