"""config.cache: the database cache's ``incr`` keeps the entry's expiry and refuses a missing
or expired key (its atomicity under concurrent requests: the race tests of test_throttling and
tests/accounts/test_lockout); ``touch_many`` renews live keys in one round trip and names the
others."""

from __future__ import annotations

import time
from datetime import UTC, datetime

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

from config.cache import DatabaseCache, touch_many
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


def test_the_redis_client_is_built_once_per_pool():
    """Django builds a ``redis.Redis`` for every call (0.2 ms: more than the command)."""
    from config.cache import RedisCache

    params = {"OPTIONS": {"pool_class": "config.cache.SharedConnectionPool"}}
    one, two = (RedisCache("redis://127.0.0.1:6379/15", params) for _ in range(2))
    other = RedisCache("redis://127.0.0.1:6379/14", params)
    client = one._cache.get_client(write=True)
    assert client is one._cache.get_client(write=True) is two._cache.get_client("k")
    assert other._cache.get_client() is not client
    assert client.connection_pool is one._cache._get_connection_pool(True)


def expire_row(key: str) -> None:
    with connection.cursor() as cur:
        cur.execute("UPDATE cache_table SET expires = %s WHERE cache_key = %s",
                    [connection.ops.adapt_datetimefield_value(datetime(2000, 1, 1, tzinfo=UTC)),
                     cache.make_and_validate_key(key)])


def seconds_left(kind: str, key: str) -> float:
    made = cache.make_and_validate_key(key)
    if kind == "redis":
        return cache._cache.get_client().ttl(made)
    return (expires_column(key).replace(tzinfo=UTC) - datetime.now(UTC)).total_seconds()


@pytest.mark.parametrize("kind", caches.KINDS)
def test_touch_many_renews_the_live_keys_and_names_the_rest(settings, kind):
    caches.use(settings, kind)
    cache.set_many({"a": 1, "b": 2, "old": 3}, 60)
    if kind == "database":
        expire_row("old")  # still a row, but expired: not renewed
    else:
        cache.delete("old")
    assert sorted(touch_many(cache, ["a", "never", "old", "b"], 3600)) == ["never", "old"]
    assert 3500 < seconds_left(kind, "a") <= 3600 and 3500 < seconds_left(kind, "b") <= 3600
    assert cache.get("old") is None and cache.get("never") is None
    assert (cache.get("a"), cache.get("b")) == (1, 2)  # values untouched
    assert touch_many(cache, [], 3600) == []


@pytest.mark.parametrize("kind", caches.KINDS)
def test_touch_many_reads_none_and_zero_as_touch_does(settings, kind):
    """None: never expires; 0: expires at once; no timeout: the cache's default."""
    caches.use(settings, kind)
    cache.set_many({"kept": 1, "gone": 2, "usual": 3}, 60)
    assert touch_many(cache, ["kept"], None) == []
    assert touch_many(cache, ["gone"], 0) == []
    assert touch_many(cache, ["usual"]) == []
    assert (cache.get("kept"), cache.get("gone")) == (1, None)
    assert cache.default_timeout - 100 < seconds_left(kind, "usual") <= cache.default_timeout
    if kind == "redis":
        assert seconds_left(kind, "kept") == -1  # no expiry
    else:
        assert expires_column("kept").year == 9999


def test_touch_many_on_the_database_takes_two_statements_per_chunk(settings, monkeypatch):
    """Django's own ``touch`` takes three a key (a count of the table, a read, a write)."""
    caches.use(settings, "database")
    keys = [f"slot-{n}" for n in range(7)]
    cache.set_many(dict.fromkeys(keys, 1), 60)
    monkeypatch.setattr(DatabaseCache, "TOUCH_CHUNK", 3)
    with CaptureQueriesContext(connection) as ctx:
        assert touch_many(cache, keys, 600) == []
    on_table = [q["sql"] for q in ctx.captured_queries if "cache_table" in q["sql"]]
    assert len(on_table) == 2 * 3  # chunks of 3, 3 and 1 keys


def test_touch_many_falls_back_to_touch_on_other_caches(settings):
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    cache.set("here", 1, 1)
    assert touch_many(cache, ["here", "away"], 3600) == ["away"]
    time.sleep(1.1)
    assert cache.get("here") == 1
