"""Per-username lock-out after failed logins (like django-axes, on Django's cache).

Failures are counted per account name, whatever address they come from, so rotating
addresses does not buy more guesses. After ``LOGIN_FAILURE_LIMIT`` failures in a row the name
is locked for ``LOGIN_LOCKOUT_SECONDS``; each further failure after a lock doubles it, up to
``LOGIN_LOCKOUT_MAX_SECONDS``. While locked, the password is not even checked (429
``login_locked`` with ``Retry-After``). A successful login clears the count. Names that do not
exist are counted too, so the answer never tells which accounts exist.
"""

from __future__ import annotations

import hashlib
import math
import time

from django.conf import settings
from django.core.cache import cache

from config.errors import ServiceError

COUNT_TTL = 24 * 3600  # failures are forgotten a day after the last one


def _now() -> float:
    return time.time()


def _key(name: str) -> str:
    return "login-failures:" + hashlib.sha256(name.encode()).hexdigest()


def check(name: str) -> None:
    """Raise 429 ``login_locked`` while ``name`` (already normalised) is locked."""
    state = cache.get(_key(name))
    if state and state["until"] > _now():
        wait = math.ceil(state["until"] - _now())
        raise ServiceError("login_locked", "Too many failed logins for this account; try "
                           f"again in {wait} seconds.", retry_after=wait)


def failed(name: str) -> None:
    """Count a failed login for ``name``; lock it once the limit is reached."""
    state = cache.get(_key(name)) or {"failures": 0, "until": 0.0}
    state["failures"] += 1
    over = state["failures"] - settings.LOGIN_FAILURE_LIMIT
    if over >= 0:
        lock = min(settings.LOGIN_LOCKOUT_SECONDS * 2 ** min(over, 32),
                   settings.LOGIN_LOCKOUT_MAX_SECONDS)
        state["until"] = _now() + lock
    cache.set(_key(name), state, COUNT_TTL)


def succeeded(name: str) -> None:
    cache.delete(_key(name))
