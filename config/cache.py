"""The caches' backends: Django's database cache with ``add`` and ``incr`` atomic across
processes, and for Redis one connection pool per process (``SharedConnectionPool``); both
with ``touch_many`` (``touch_many(cache, keys, timeout)`` for any cache); Redis's client
built once per pool (``RedisCacheClient``), not once per call as Django does.

Throttle counts and login lock-outs are counted with ``add`` then ``incr``
(``config.throttling.count``), which must not lose a concurrent increment. Redis and the local
memory cache do both atomically; Django's database cache reads and writes in two statements
(two requests both read 4 and both write 5), and its ``incr`` also resets the entry's expiry to
the default timeout. Here both run in one transaction holding the entry's row: ``SELECT ... FOR
UPDATE`` on PostgreSQL, and on SQLite the transaction itself, which takes the write lock when it
begins (``transaction_mode`` IMMEDIATE in settings). ``incr`` keeps the entry's expiry.

Django makes a cache object per thread *and per context* (``asgiref.local.Local``), each with
pools of its own; under ASGI every request runs in a new context, so every request opened a
new Redis connection. ``SharedConnectionPool`` (Django's redis ``pool_class`` option) hands
every cache object of a process the same pool (redis-py's pools are thread-safe and start
afresh in a forked child).
"""

from __future__ import annotations

import base64
import pickle
import threading
import weakref
from collections.abc import Callable, Iterable
from contextlib import contextmanager
from datetime import datetime, timedelta

import redis
from django.core.cache.backends import db
from django.core.cache.backends import redis as redis_backend
from django.core.cache.backends.base import DEFAULT_TIMEOUT, BaseCache
from django.db import connections, models, router, transaction
from django.utils.timezone import now as tz_now


def touch_many(cache: BaseCache, keys: Iterable[str], timeout=DEFAULT_TIMEOUT) -> list[str]:
    """Set the expiry of each of ``keys`` to ``timeout`` from now, as ``cache.touch`` does one
    by one; answers the keys that were missing or expired (not renewed). The backends here do
    it in one round trip (``touch_many``); any other cache, key by key."""
    keys = list(keys)
    batched = getattr(cache, "touch_many", None)
    if batched is not None:
        return batched(keys, timeout)
    return [key for key in keys if not cache.touch(key, timeout)]


class DatabaseCache(db.DatabaseCache):
    #: keys per statement of ``touch_many`` (well under SQLite's limit on parameters)
    TOUCH_CHUNK = 500
    # Django's own, used here (django-stubs leave its private parts out)
    _table: str
    _base_set: Callable[..., bool]

    @contextmanager
    def _row_held(self, key: str):
        """A transaction holding the row of ``key`` (made already) until it ends."""
        alias = router.db_for_write(self.cache_model_class)
        connection = connections[alias]
        with transaction.atomic(using=alias), connection.cursor() as cursor:
            if connection.features.has_select_for_update:
                quote = connection.ops.quote_name
                cursor.execute(f"SELECT 1 FROM {quote(self._table)} "
                               f"WHERE {quote('cache_key')} = %s FOR UPDATE", [key])
            yield connection, cursor

    def add(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        made = self.make_and_validate_key(key, version=version)
        with self._row_held(made):
            return self._base_set("add", made, value, timeout)

    def incr(self, key, delta=1, version=None):
        made = self.make_and_validate_key(key, version=version)
        with self._row_held(made) as (connection, cursor):
            quote = connection.ops.quote_name
            table, column = quote(self._table), quote("cache_key")
            cursor.execute(f"SELECT {quote('value')}, {quote('expires')} FROM {table} "
                           f"WHERE {column} = %s", [made])
            row = cursor.fetchone()
            if row is None or self._expires(connection, row[1]) < tz_now():
                raise ValueError(f"Key '{key}' not found")
            stored = connection.ops.process_clob(row[0])
            value = pickle.loads(base64.b64decode(stored.encode())) + delta
            encoded = base64.b64encode(pickle.dumps(value, self.pickle_protocol)).decode("latin1")
            cursor.execute(f"UPDATE {table} SET {quote('value')} = %s WHERE {column} = %s",
                           [encoded, made])
        return value

    def touch_many(self, keys: list[str], timeout=DEFAULT_TIMEOUT, version=None) -> list[str]:
        """``touch`` for every live entry of ``keys`` in one transaction (their rows held
        while it lasts), two statements per ``TOUCH_CHUNK`` keys; answers the keys missing or
        expired. (Django's ``touch`` counts the whole table, reads and writes: three
        statements a key.)"""
        made = {self.make_and_validate_key(key, version=version): key for key in keys}
        if not made:
            return []
        seconds = self.default_timeout if timeout is DEFAULT_TIMEOUT else timeout
        started = tz_now().replace(microsecond=0)
        # as Django's touch: None never expires, 0 expires at once
        expires = datetime.max if seconds is None else started + timedelta(seconds=seconds or -1)
        alias = router.db_for_write(self.cache_model_class)
        connection = connections[alias]
        quote = connection.ops.quote_name
        table, column, expiry = quote(self._table), quote("cache_key"), quote("expires")
        lock = " FOR UPDATE" if connection.features.has_select_for_update else ""
        now = connection.ops.adapt_datetimefield_value(started)
        until = connection.ops.adapt_datetimefield_value(expires.replace(microsecond=0))
        renewed: set[str] = set()
        chunks = list(made)
        with transaction.atomic(using=alias), connection.cursor() as cursor:
            for start in range(0, len(chunks), self.TOUCH_CHUNK):
                chunk = chunks[start:start + self.TOUCH_CHUNK]
                marks = ", ".join(["%s"] * len(chunk))
                cursor.execute(f"SELECT {column} FROM {table} WHERE {column} IN ({marks}) "
                               f"AND {expiry} >= %s{lock}", [*chunk, now])
                live = [row[0] for row in cursor.fetchall()]
                if live:
                    marks = ", ".join(["%s"] * len(live))
                    cursor.execute(f"UPDATE {table} SET {expiry} = %s "
                                   f"WHERE {column} IN ({marks})", [until, *live])
                renewed.update(live)
        return [key for made_key, key in made.items() if made_key not in renewed]

    @staticmethod
    def _expires(connection, raw):
        """The ``expires`` column as an aware or naive datetime, as Django's cache reads it."""
        expression = models.Expression(output_field=models.DateTimeField())
        for converter in (connection.ops.get_db_converters(expression)
                          + expression.get_db_converters(connection)):
            raw = converter(raw, expression, connection)
        return raw


class RedisCacheClient(redis_backend.RedisCacheClient):
    """Django's client, handing out one ``redis.Redis`` per connection pool, where Django's
    builds a new one for every cache call: building one (its table of response callbacks)
    took 0.2 ms here, more than a GET's round trip to Redis. A ``redis.Redis`` is safe to
    share between threads: each command takes a connection from the pool."""

    _clients: weakref.WeakKeyDictionary[redis.ConnectionPool, redis.Redis] = \
        weakref.WeakKeyDictionary()
    # Django's own, used here (django-stubs leave its private parts out)
    _client: type[redis.Redis]
    _get_connection_pool: Callable[[bool], redis.ConnectionPool]

    def get_client(self, key=None, *, write=False):
        pool = self._get_connection_pool(write)
        client = self._clients.get(pool)
        if client is None:  # two threads may both build one: setdefault keeps the first
            client = self._clients.setdefault(pool, self._client(connection_pool=pool))
        return client


class RedisCache(redis_backend.RedisCache):
    """Django's Redis cache with a shared client per pool (``RedisCacheClient``) and
    ``touch_many``: one pipeline of ``EXPIRE`` (one round trip)."""

    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = RedisCacheClient

    def touch_many(self, keys: list[str], timeout=DEFAULT_TIMEOUT, version=None) -> list[str]:
        made = [self.make_and_validate_key(key, version=version) for key in keys]
        if not made:
            return []
        timeout = self.get_backend_timeout(timeout)
        with self._cache.get_client(write=True).pipeline(transaction=False) as pipe:
            for key in made:
                if timeout is None:
                    pipe.persist(key)
                else:
                    pipe.expire(key, timeout)
            done = pipe.execute()
        # PERSIST answers 0 for a live key without expiry too: such a key is no lease
        return [key for key, ok in zip(keys, done, strict=True) if not ok]


class SharedConnectionPool(redis.ConnectionPool):
    """``from_url`` answers the pool it made before for the same URL and options."""

    _pools: dict[tuple, SharedConnectionPool] = {}
    _pools_lock = threading.Lock()  # (a pool's own ``_lock`` is redis-py's)

    @classmethod
    def from_url(cls, url: str, **options):
        key = (url, *sorted((name, repr(value)) for name, value in options.items()))
        with cls._pools_lock:
            pool = cls._pools.get(key)
            if pool is None:
                pool = cls._pools[key] = super().from_url(url, **options)
            return pool
