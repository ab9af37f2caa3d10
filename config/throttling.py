"""Rate limits: who a request comes from, and DRF throttles counted in the shared cache.

``client_ip`` believes ``X-Forwarded-For`` only from a trusted proxy (``TRUSTED_PROXIES``), so
a client cannot pick a fresh address per request. Throttles read their rates from
``REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]`` when a request arrives (not at import, as DRF's
own classes do), and keep their counts in Django's default cache, which every worker shares.
A refused request is 429 ``throttled`` with ``Retry-After``.

Counting is one atomic increment per request (``count``) in fixed windows of the rate's
period, so concurrent requests cannot slip past the rate. DRF's own throttles keep a list of
timestamps they read, extend and write back: requests arriving together all read the same list
and are all let through (60 of 60 against a 30/minute rate, measured). A fixed window lets up to
twice the rate through around a window's end; that is the price of one counter per key.
"""

from __future__ import annotations

import ipaddress
from functools import lru_cache
from typing import cast

from django.conf import settings
from django.core.cache import cache
from rest_framework.settings import api_settings
from rest_framework.throttling import SimpleRateThrottle

# A window's count outlives the window by this long, so a request still counting in it never
# finds it gone (Redis's INCR would then make a key with no expiry).
WINDOW_GRACE_SECONDS = 60


def count(key: str, ttl: int) -> int:
    """Add one to the count at ``key`` in the default cache, atomically, and return it (1 for
    the first); a new count expires ``ttl`` seconds after it was made (incr keeps that)."""
    for _ in range(3):
        cache.add(key, 0, ttl)
        try:
            return cache.incr(key)
        except ValueError:  # deleted or expired between add and incr: make it again
            continue
    cache.add(key, 0, ttl)
    return cache.incr(key)


@lru_cache(maxsize=16)
def _networks(cidrs: tuple[str, ...]) -> tuple:
    return tuple(ipaddress.ip_network(c, strict=False) for c in cidrs)


def _address(text: str | None):
    try:
        return ipaddress.ip_address((text or "").strip())
    except ValueError:
        return None


def client_ip(request) -> str:
    """The client's address: ``REMOTE_ADDR``, unless that peer is a trusted proxy; then the
    ``NUM_PROXIES``-th address from the right of ``X-Forwarded-For`` (the one our own proxies
    saw). Entries further left are whatever the client wrote and are never believed."""
    remote = request.META.get("REMOTE_ADDR", "") or ""
    peer = _address(remote)
    trusted = _networks(tuple(settings.TRUSTED_PROXIES))
    if peer is None or not any(peer in net for net in trusted):
        return remote
    forwarded = [a.strip() for a in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")
                 if a.strip()]
    if not forwarded:
        return remote
    chosen = _address(forwarded[-min(max(settings.NUM_PROXIES, 1), len(forwarded))])
    return str(chosen) if chosen is not None else remote


class _ScopedThrottle(SimpleRateThrottle):
    """A throttle for one ``scope`` whose rate is looked up per request, counted atomically in
    fixed windows (``count``); ``wait()`` is the time left in the window."""

    scope: str  # (set by ``by_address`` and ``by_user``)
    per_user = False
    wait_seconds: float | None = None

    def __init__(self):  # the rate is read in allow_request, so settings can change
        pass

    def get_rate(self):
        return api_settings.DEFAULT_THROTTLE_RATES.get(self.scope)

    def allow_request(self, request, view):
        self.rate = self.get_rate()
        self.num_requests, self.duration = self.parse_rate(self.rate)
        key = self.get_cache_key(request, view) if self.rate else None
        if key is None:
            return True
        now = self.timer()
        # (a rate is set: parse_rate gave both numbers)
        duration, allowed = cast(int, self.duration), cast(int, self.num_requests)
        window = int(now // duration)
        self.wait_seconds = (window + 1) * duration - now
        used = count(f"{key}:{window}", duration + WINDOW_GRACE_SECONDS)
        return used <= allowed

    def wait(self):
        return self.wait_seconds

    def get_ident(self, request):
        return client_ip(request)

    def get_cache_key(self, request, view):
        user = getattr(request, "user", None)
        if self.per_user and user is not None and user.is_authenticated:
            ident = f"user-{user.pk}"
        else:
            ident = f"ip-{self.get_ident(request)}"
        return self.cache_format % {"scope": self.scope, "ident": ident}


def by_address(scope: str) -> type[_ScopedThrottle]:
    """A throttle counting ``scope`` per client address."""
    return type(f"{scope.title()}AddressThrottle", (_ScopedThrottle,), {"scope": scope})


def by_user(scope: str) -> type[_ScopedThrottle]:
    """A throttle counting ``scope`` per signed-in user (per address for anonymous ones)."""
    return type(f"{scope.title()}UserThrottle", (_ScopedThrottle,),
                {"scope": scope, "per_user": True})
