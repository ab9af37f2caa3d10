"""The caches' backends: Django's database cache with ``add`` and ``incr`` atomic across
processes, and for Redis one connection pool per process (``SharedConnectionPool``).

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
from contextlib import contextmanager

import redis
from django.core.cache.backends import db
from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.db import connections, models, router, transaction
from django.utils.timezone import now as tz_now


class DatabaseCache(db.DatabaseCache):
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

    @staticmethod
    def _expires(connection, raw):
        """The ``expires`` column as an aware or naive datetime, as Django's cache reads it."""
        expression = models.Expression(output_field=models.DateTimeField())
        for converter in (connection.ops.get_db_converters(expression)
                          + expression.get_db_converters(connection)):
            raw = converter(raw, expression, connection)
        return raw


class SharedConnectionPool(redis.ConnectionPool):
    """``from_url`` answers the pool it made before for the same URL and options."""

    _pools: dict[tuple, SharedConnectionPool] = {}
    _lock = threading.Lock()

    @classmethod
    def from_url(cls, url: str, **options):
        key = (url, *sorted((name, repr(value)) for name, value in options.items()))
        with cls._lock:
            pool = cls._pools.get(key)
            if pool is None:
                pool = cls._pools[key] = super().from_url(url, **options)
            return pool
