"""Idempotency keys: a command sent twice with the same key by the same user lands once.

``lookup`` finds a stored answer; ``remember`` stores one inside the caller's transaction, so
the answer is saved if and only if the events are. A second request racing the first collides
on the unique (user, stream, key) constraint and its whole transaction rolls back; it then
finds the first one's answer.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

from .models import IdempotencyRecord


class IdempotencyKeyReused(Exception):
    """The key was used before by this user on this stream with a different request."""


@dataclass(frozen=True)
class StoredAnswer:
    status: int
    body: dict


def request_hash(payload) -> str:
    """A stable hash of a JSON-ready request payload."""
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


def lookup(user_id: int, stream, key: str, req_hash: str) -> StoredAnswer | None:
    """The stored answer for this key, None if unused; raises ``IdempotencyKeyReused``."""
    record = IdempotencyRecord.objects.filter(user_id=user_id, stream=stream, key=key).first()
    if record is None:
        return None
    if record.request_hash != req_hash:
        raise IdempotencyKeyReused(key)
    return StoredAnswer(record.status, record.body)


def remember(user_id: int, stream, key: str, req_hash: str, status: int, body: dict) -> None:
    """Store the answer (raises IntegrityError if a concurrent request stored one first)."""
    IdempotencyRecord.objects.create(user_id=user_id, stream=stream, key=key,
                                     request_hash=req_hash, status=status, body=body)
