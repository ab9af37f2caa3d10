"""Lock-out after failed logins, per account name and client address (on Django's cache).

Failures are counted per (name, client address): a stranger's guesses lock the name for the
stranger's address only, so nobody can lock an owner out from elsewhere (each address is also
throttled across all names: the "auth" rate). After ``LOGIN_FAILURE_LIMIT`` failures in a row
the pair is locked for ``LOGIN_LOCKOUT_SECONDS``; once a lock has run out, one guess is judged,
and its failure locks again for twice as long, up to ``LOGIN_LOCKOUT_MAX_SECONDS``. While
locked, the password is not even checked (429 ``login_locked`` with ``Retry-After``). A success
clears the count. Names that do not exist are counted too, so the answer never tells which
accounts exist.

An attempt takes its place before its password is checked (``admit``), with one atomic cache
operation: the first ``LOGIN_FAILURE_LIMIT`` take a number (``config.throttling.count``), and
after a lock the one guess takes a ticket (``cache.add``). So guesses sent together cannot get
more passwords checked than the limit: every other one is refused at once.

The cache holds, per pair: the count (forgotten a day after the first failure of a run), the
lock ``{"until", "stage", "run"}`` (kept a day past its end) and the ticket of each stage after
a lock (``run`` is a fresh id per run of failures, so a new run never finds an old ticket).
"""

from __future__ import annotations

import hashlib
import math
import secrets
import time
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache

from config.errors import ServiceError
from config.throttling import count

COUNT_TTL = 24 * 3600


def _now() -> float:
    return time.time()


def _key(name: str, address: str) -> str:
    return "login-failures:" + hashlib.sha256(f"{name}\0{address}".encode()).hexdigest()


def _locked(wait: float) -> ServiceError:
    wait = max(1, math.ceil(wait))
    return ServiceError("login_locked", "Too many failed logins for this account from your "
                        f"address; try again in {wait} seconds.", retry_after=wait)


def _lock_seconds(stage: int) -> float:
    """How long the failure ending ``stage`` locks for (stage 0: the first LIMIT failures)."""
    return min(settings.LOGIN_LOCKOUT_SECONDS * 2 ** min(stage, 32),
               settings.LOGIN_LOCKOUT_MAX_SECONDS)


@dataclass
class Attempt:
    """A login admitted for judging; the caller reports ``failed()`` or ``succeeded()``."""

    key: str
    stage: int  # 0: one of the first LIMIT; n: the one guess after the n-th lock ran out
    ends_stage: bool  # its failure locks (the LIMIT-th of stage 0, or a stage's one guess)
    run: str

    def failed(self) -> None:
        if not self.ends_stage:
            return
        lock = _lock_seconds(self.stage)
        cache.set(self.key + ":lock", {"until": _now() + lock, "stage": self.stage + 1,
                                       "run": self.run}, COUNT_TTL + lock)

    def succeeded(self) -> None:
        cache.delete_many([self.key, self.key + ":lock"])


def admit(name: str, address: str) -> Attempt:
    """Admit a login for ``name`` (normalised) from ``address`` to have its password checked,
    or raise 429 ``login_locked`` without checking it."""
    key = _key(name, address)
    lock = cache.get(key + ":lock")
    if lock is not None:
        if lock["until"] > _now():
            raise _locked(lock["until"] - _now())
        ticket = f"{key}:ticket:{lock['run']}:{lock['stage']}"
        # a ticket whose holder never reports (a crash) frees itself after a while
        if not cache.add(ticket, 1, max(settings.LOGIN_LOCKOUT_SECONDS, 10)):
            raise _locked(1)  # this stage's one guess is being judged now
        return Attempt(key, lock["stage"], True, lock["run"])
    number = count(key, COUNT_TTL)
    limit = settings.LOGIN_FAILURE_LIMIT
    if number > limit:
        # the LIMIT-th failure is locking, or it never reported: lock from here if not
        cache.add(key + ":lock", {"until": _now() + _lock_seconds(0), "stage": 1,
                                  "run": secrets.token_hex(8)}, COUNT_TTL)
        lock = cache.get(key + ":lock")
        raise _locked(lock["until"] - _now() if lock else _lock_seconds(0))
    return Attempt(key, 0, number == limit, secrets.token_hex(8))
