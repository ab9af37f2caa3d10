"""Webhook delivery: signing, the SSRF guard, one HTTP attempt.

Signature (like Stripe's): header ``Tabletop-Signature: t=<unix seconds>,v1=<hex>`` where
``<hex>`` is HMAC-SHA256 with the endpoint's secret over ``"<t>.<raw body>"``. Receivers
recompute it, compare in constant time and refuse a ``t`` too far from now (replays);
``verify_signature`` is the reference implementation (docs/notifications.md has a recipe).
``Tabletop-Notification`` (the notification id) is the idempotency key: a receiver that saw
it already may answer 2xx and do nothing.

SSRF guard (``resolve``): the URL must be https; its host is resolved once, every address it
resolves to must be public (no private, loopback, link-local, shared, multicast, reserved or
unspecified address; an IPv6 address that carries an IPv4 one, 6to4, Teredo, NAT64,
IPv4-mapped or -compatible, only if that IPv4 address is public too), and the request is sent
to the checked address itself (TLS still verifies the certificate for the host name), so a
DNS answer that changes between the check and the connection cannot redirect it. Redirects
are not followed. Where ``NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK`` is on (default: ``DEBUG``),
loopback addresses are allowed too, and plain http to them only.

One attempt (``send``) has one overall deadline, ``NOTIFICATIONS_WEBHOOK_TIMEOUT``, for all of
it (DNS, connect, TLS, the request, the answer's status line and headers: a receiver that
drips its answer is cut off then), and reads no body (a receiver that streams one costs
nothing). ``send_one`` is the webhook outbox's send (``OUTBOX``, ``notifications.outbox``:
the claim, retries with backoff, the dead letter after ``NOTIFICATIONS_WEBHOOK_MAX_ATTEMPTS``
and the sweep are the outbox's, as for push); the claim outlasts that deadline, so the same
delivery is never sent twice at once.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import hmac
import ipaddress
import json
import socket
import ssl
import time
from typing import cast
from urllib.parse import urlsplit, urlunsplit

import certifi
import httpx
from django.conf import settings

from config.errors import ServiceError
from games import clocks

from . import outbox
from .models import Notification, WebhookDelivery

SIGNATURE_HEADER = "Tabletop-Signature"
NOTIFICATION_HEADER = "Tabletop-Notification"
DELIVERY_HEADER = "Tabletop-Delivery"
TOLERANCE_SECONDS = 300


# -- signing ------------------------------------------------------------------------------------
def sign(secret: str, body: bytes, timestamp: int | None = None) -> str:
    """The ``Tabletop-Signature`` header value for ``body``."""
    t = int(time.time()) if timestamp is None else timestamp
    mac = hmac.new(secret.encode(), f"{t}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={t},v1={mac}"


def verify_signature(secret: str, body: bytes, header: str, *,
                     tolerance: int = TOLERANCE_SECONDS, now: float | None = None) -> bool:
    """Whether ``header`` is a valid signature of ``body`` made within ``tolerance`` seconds."""
    try:
        parts = dict(p.split("=", 1) for p in header.split(","))
        t = int(parts["t"])
        given = parts["v1"]
    except (ValueError, KeyError):
        return False
    now = time.time() if now is None else now
    if abs(now - t) > tolerance:
        return False
    mac = hmac.new(secret.encode(), f"{t}.".encode() + body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(mac, given)


def payload(note: Notification) -> bytes:
    """The JSON body sent for a notification (the same shape as the inbox's items)."""
    return json.dumps(as_json(note), separators=(",", ":"), sort_keys=True).encode()


def as_json(note: Notification) -> dict:
    return {"id": note.id, "kind": note.kind, "game": str(note.game) if note.game else None,
            "data": note.data, "created_at": clocks.iso(note.created_at),
            "read": note.read_at is not None}


# -- SSRF guard ---------------------------------------------------------------------------------
def _bad_url(detail: str) -> ServiceError:
    return ServiceError("invalid_webhook_url", detail)


# IPv6 prefixes whose addresses carry an IPv4 address in their last 32 bits, which a
# translator (NAT64) or the host itself (IPv4-compatible, deprecated) would reach.
_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_IPV4_COMPATIBLE = ipaddress.ip_network("::/96")
# Special-purpose IPv6 ranges that are not globally reachable but that Python's tables (3.11)
# call global: documentation (RFC 9637), SRv6 segment ids (RFC 9602), local-use NAT64 (RFC 8215).
_NOT_GLOBAL_IPV6 = tuple(ipaddress.ip_network(n)
                         for n in ("3fff::/20", "5f00::/16", "64:ff9b:1::/48"))


def _carried_ipv4(ip: ipaddress.IPv6Address) -> list[ipaddress.IPv4Address]:
    """The IPv4 addresses a 6to4, Teredo (server and client), NAT64 or IPv4-compatible
    address stands for: whatever relays or translates it reaches them."""
    if ip.sixtofour is not None:
        return [ip.sixtofour]
    if ip.teredo is not None:
        return list(ip.teredo)
    if ip in _NAT64 or ip in _IPV4_COMPATIBLE:
        return [ipaddress.IPv4Address(int(ip) & 0xFFFF_FFFF)]
    return []


def _public(ip) -> bool:
    return ip.is_global and not (ip.is_multicast or ip.is_reserved or ip.is_link_local
                                 or ip.is_private or ip.is_unspecified)


def _address_allowed(ip, allow_loopback: bool) -> bool:
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped  # the host connects to the IPv4 address itself
    if ip.is_loopback:
        return allow_loopback  # this machine's own (127/8, ::1), never one carried inside 6to4
    if isinstance(ip, ipaddress.IPv6Address):
        if any(ip in network for network in _NOT_GLOBAL_IPV6):
            return False
        if not all(_public(carried) for carried in _carried_ipv4(ip)):
            return False
    return _public(ip)


def resolve(url: str, *, allow_loopback: bool | None = None,
            what: str = "A webhook URL") -> tuple[str, str, int]:
    """Check ``url`` against the SSRF rules; returns ``(checked ip, host, port)``.

    Raises ``ServiceError`` 400 ``invalid_webhook_url`` with the reason (``what`` names the URL
    in it: the push channel checks subscription endpoints with these rules too, under its own
    loopback setting). ``allow_loopback``: default ``NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK``.
    """
    allow = (settings.NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK if allow_loopback is None
             else allow_loopback)

    def bad(detail: str) -> ServiceError:
        return _bad_url(detail.replace("A webhook URL", what))

    try:
        parts = urlsplit(url)
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        raise bad("That is not a URL.")
    if parts.scheme not in ("https", "http"):
        raise bad("A webhook URL must start with https://.")
    if not parts.hostname or parts.username or parts.password:
        raise bad("A webhook URL needs a host name and no user name or password.")
    try:
        infos = socket.getaddrinfo(parts.hostname, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError):
        raise bad(f"The host {parts.hostname!r} does not resolve.")
    ips = []
    for info in infos:
        ip = ipaddress.ip_address(cast(str, info[4][0]).split("%")[0])  # (an IP: text)
        if not _address_allowed(ip, allow):
            raise bad("A webhook URL must point to a public internet address.")
        ips.append(ip)
    if not ips:
        raise bad(f"The host {parts.hostname!r} does not resolve.")
    if parts.scheme == "http" and not all(ip.is_loopback for ip in ips):
        raise bad("A webhook URL must start with https://.")
    return str(ips[0]), parts.hostname, port


def check_url(url: str) -> None:
    if not isinstance(url, str) or len(url) > 500:
        raise _bad_url("A webhook URL is a string of at most 500 characters.")
    resolve(url)


@functools.cache
def _tls() -> ssl.SSLContext:
    """One TLS context per process: building one loads the CA bundle (~0.1 s each time)."""
    return ssl.create_default_context(cafile=certifi.where())


def send(url: str, secret: str, body: bytes, headers: dict[str, str]) -> int:
    """POST ``body`` to ``url`` at its checked address; returns the HTTP status.

    All of it ends within ``NOTIFICATIONS_WEBHOOK_TIMEOUT`` seconds or raises
    ``httpx.TimeoutException``; other failures raise ``httpx.HTTPError`` (``ServiceError``
    when the URL now resolves somewhere it may not go). Only the answer's status line and
    headers are read (at most h11's 100 KiB of headers), never its body.
    """
    limit = settings.NOTIFICATIONS_WEBHOOK_TIMEOUT
    deadline = time.monotonic() + limit
    ip, host, port = resolve(url)
    parts = urlsplit(url)
    netloc = f"[{ip}]:{port}" if ":" in ip else f"{ip}:{port}"
    pinned = urlunsplit((parts.scheme, netloc, parts.path or "/", parts.query, ""))
    default_port = 443 if parts.scheme == "https" else 80
    host_header = host if port == default_port else f"{host}:{port}"
    extensions = {"sni_hostname": host} if parts.scheme == "https" else {}
    headers = {**headers, "Host": host_header, "Content-Type": "application/json",
               "User-Agent": "tabletop-webhooks/1", SIGNATURE_HEADER: sign(secret, body)}
    try:
        return asyncio.run(_post(pinned, body, headers, extensions, deadline))
    except TimeoutError:
        raise httpx.TimeoutException(f"no answer within {limit:g} s") from None


async def _post(url: str, body: bytes, headers: dict[str, str], extensions: dict,
                deadline: float) -> int:
    """The request under one deadline (``time.monotonic()``; raises ``TimeoutError`` past it).

    Async because httpx's timeouts are per network operation (an answer dripping a byte at a
    time never trips one) while an asyncio timeout cancels the whole exchange at once. The
    answer is opened as a stream and closed unread: its body never reaches memory.
    """
    seconds = deadline - time.monotonic()
    if seconds <= 0:  # the DNS look-up took it all
        raise TimeoutError
    async with asyncio.timeout(seconds):
        async with httpx.AsyncClient(timeout=seconds, follow_redirects=False, trust_env=False,
                                     verify=_tls()) as client:
            async with client.stream("POST", url, content=body, headers=headers,
                                     extensions=extensions) as response:
                return response.status_code


# -- one attempt --------------------------------------------------------------------------------
def send_one(d: WebhookDelivery) -> outbox.Result:
    """Send one claimed delivery (the outbox's ``send``): a 2xx is sent; anything else, no
    answer in time, or a URL that now resolves where it may not go, is retried."""
    try:
        status = send(d.endpoint.url, d.endpoint.secret, payload(d.notification),
                      {NOTIFICATION_HEADER: str(d.notification_id), DELIVERY_HEADER: str(d.id)})
    except ServiceError as exc:  # the URL now resolves somewhere it may not go
        return outbox.Result(outbox.Outcome.RETRY, detail=exc.detail)
    except httpx.HTTPError as exc:
        return outbox.Result(outbox.Outcome.RETRY, detail=f"{type(exc).__name__}: {exc}")
    if 200 <= status < 300:
        return outbox.Result(outbox.Outcome.SENT, status)
    return outbox.Result(outbox.Outcome.RETRY, status)


# the webhook outbox: its claim outlasts ``send``'s deadline (``NOTIFICATIONS_WEBHOOK_TIMEOUT``)
OUTBOX = outbox.Outbox(WebhookDelivery, "NOTIFICATIONS_WEBHOOK", send_one,
                       related=("endpoint", "notification"))
