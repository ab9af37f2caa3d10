"""Rate limits: who a request comes from, and DRF throttles counted in the shared cache.

``client_ip`` believes ``X-Forwarded-For`` only from a trusted proxy (``TRUSTED_PROXIES``), so
a client cannot pick a fresh address per request. Throttles read their rates from
``REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]`` when a request arrives (not at import, as DRF's
own classes do), and keep their counts in Django's default cache, which every worker shares.
A refused request is 429 ``throttled`` with ``Retry-After``.
"""

from __future__ import annotations

import ipaddress
from functools import lru_cache

from django.conf import settings
from rest_framework.settings import api_settings
from rest_framework.throttling import SimpleRateThrottle


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
    """A throttle for one ``scope`` whose rate is looked up per request."""

    per_user = False

    def __init__(self):  # the rate is read in allow_request, so settings can change
        pass

    def get_rate(self):
        return api_settings.DEFAULT_THROTTLE_RATES.get(self.scope)

    def allow_request(self, request, view):
        self.rate = self.get_rate()
        self.num_requests, self.duration = self.parse_rate(self.rate)
        return super().allow_request(request, view)

    def get_ident(self, request):
        return client_ip(request)

    def get_cache_key(self, request, view):
        user = getattr(request, "user", None)
        if self.per_user and user is not None and user.is_authenticated:
            ident = f"user-{user.pk}"
        else:
            ident = f"ip-{self.get_ident(request)}"
        return self.cache_format % {"scope": self.scope, "ident": ident}


def by_address(scope: str) -> type[SimpleRateThrottle]:
    """A throttle counting ``scope`` per client address."""
    return type(f"{scope.title()}AddressThrottle", (_ScopedThrottle,), {"scope": scope})


def by_user(scope: str) -> type[SimpleRateThrottle]:
    """A throttle counting ``scope`` per signed-in user (per address for anonymous ones)."""
    return type(f"{scope.title()}UserThrottle", (_ScopedThrottle,),
                {"scope": scope, "per_user": True})
