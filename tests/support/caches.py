"""The shared caches that production runs, for tests of counts that must be atomic.

``use(settings, "redis")`` points the default cache at a real Redis (``TEST_REDIS_URL``,
default database 14 on 127.0.0.1; the test is skipped when none answers) and
``use(settings, "database")`` at the project's default database cache table. Each test gets a
key prefix of its own, and its Redis keys are deleted afterwards by ``cache.clear()``.
"""

from __future__ import annotations

import os
import uuid

import pytest

REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/14")
DATABASE_CACHE = {"BACKEND": "config.cache.DatabaseCache", "LOCATION": "cache_table"}
KINDS = ["redis", "database"]


def redis_or_skip() -> str:
    """``REDIS_URL`` if a Redis answers there, else the test is skipped."""
    import redis

    try:
        redis.Redis.from_url(REDIS_URL, socket_connect_timeout=0.5).ping()
    except redis.RedisError as exc:
        pytest.skip(f"no Redis at {REDIS_URL}: {exc}")
    return REDIS_URL


def use(settings, kind: str) -> None:
    """Make ``kind`` ("redis" or "database") the default cache for this test."""
    if kind == "redis":
        settings.CACHES = {"default": {"BACKEND": "config.cache.RedisCache",
                                       "LOCATION": redis_or_skip(),
                                       "KEY_PREFIX": f"test-{uuid.uuid4().hex[:8]}"}}
    else:
        settings.CACHES = {"default": dict(DATABASE_CACHE)}
