"""config.cache: the database cache's ``incr`` keeps the entry's expiry and refuses a missing
or expired key (its atomicity under concurrent requests: the race tests of test_throttling and
tests/accounts/test_lockout)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from django.core.cache import cache
from django.db import connection

from tests.support import caches

pytestmark = pytest.mark.django_db


def expires_column(key: str):
    with connection.cursor() as cur:
        cur.execute("SELECT expires FROM cache_table WHERE cache_key = %s",
                    [cache.make_and_validate_key(key)])
        return cur.fetchone()[0]


def test_incr_counts_and_keeps_the_expiry(settings):
    caches.use(settings, "database")
    assert cache.add("hits", 0, 3600)
    before = expires_column("hits")
    assert [cache.incr("hits") for _ in range(3)] == [1, 2, 3]
    assert cache.get("hits") == 3
    assert expires_column("hits") == before  # Django's own resets it to the 300 s default
    assert not cache.add("hits", 0, 3600)


def test_incr_refuses_a_missing_or_expired_key(settings):
    caches.use(settings, "database")
    with pytest.raises(ValueError):
        cache.incr("never-set")
    cache.set("gone", 5, 60)
    with connection.cursor() as cur:
        cur.execute("UPDATE cache_table SET expires = %s WHERE cache_key = %s",
                    [connection.ops.adapt_datetimefield_value(datetime(2000, 1, 1, tzinfo=UTC)),
                     cache.make_and_validate_key("gone")])
    with pytest.raises(ValueError):
        cache.incr("gone")


def test_every_redis_cache_object_shares_the_process_pool():
    """Django makes a cache object per thread and context (under ASGI: per request); with
    ``SharedConnectionPool`` they all draw on one pool, so a request opens no connection."""
    import contextvars
    import threading

    from django.core.cache.backends.redis import RedisCache

    params = {"OPTIONS": {"pool_class": "config.cache.SharedConnectionPool"}}
    pools = []

    def pool_of_a_new_cache():  # no connection is made: a pool connects on first use
        pools.append(RedisCache("redis://127.0.0.1:6379/15", params)._cache
                     ._get_connection_pool(write=True))

    contextvars.Context().run(pool_of_a_new_cache)
    contextvars.Context().run(pool_of_a_new_cache)
    thread = threading.Thread(target=pool_of_a_new_cache)
    thread.start()
    thread.join()
    other = RedisCache("redis://127.0.0.1:6379/14", params)._cache._get_connection_pool(True)
    assert pools[0] is pools[1] is pools[2]
    assert other is not pools[0]
