"""Provable fairness.

Each game draws a secret 32-byte seed at creation; the first event publishes its SHA-256 and the
last event reveals it. The generator for the command judged at stream version ``v`` is seeded
with HMAC-SHA256(seed, "v"), so every shuffle and roll was fixed by the seed before the first
move, and anyone holding the finished log can re-derive them (``verify_seed``).
"""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets


def new_seed() -> str:
    return secrets.token_hex(32)


def seed_hash(seed: str) -> str:
    return hashlib.sha256(bytes.fromhex(seed)).hexdigest()


def rng_for(seed: str, version: int) -> random.Random:
    """The generator for the command decided against the state at ``version``."""
    digest = hmac.new(bytes.fromhex(seed), str(version).encode(), hashlib.sha256).digest()
    return random.Random(int.from_bytes(digest, "big"))


def verify_seed(seed: str, published_hash: str) -> bool:
    return hmac.compare_digest(seed_hash(seed), published_hash)
