"""A per-process cache of folded states: the latest fold of each (stream, folder key).

Contract:

* An entry is ``(version, state)``: the fold of the stream's events 1..version. Events are
  immutable once committed, so such an entry never goes stale; a later version simply makes
  it old. ``events.store.load_state`` uses an entry only against the stream's stored version
  read by the caller (for the games, in the query that locks the game row): exactly that
  version is served as is, an older one is brought forward with the events after it.
* Entries are written only when the transaction that read or wrote those events commits
  (``remember`` defers to ``on_commit``), so a rolled-back append is never cached.
* States are kept pickled and unpickled on every read: each caller gets its own copy, so
  nothing a caller does to its state can reach another request or thread.
* Bounded by size (``EVENTS_STATE_CACHE_BYTES`` of pickled state, least recently used out
  first; 0 turns the cache off). Safe to use from many threads.
"""

from __future__ import annotations

import pickle
import threading
from typing import Any

from cachetools import LRUCache
from django.conf import settings
from django.db import transaction

_lock = threading.Lock()
_cache: LRUCache | None = None
_cache_bytes: int | None = None


def _store() -> LRUCache | None:
    """The cache, (re)made when the setting changes; None when it is off."""
    global _cache, _cache_bytes
    limit = settings.EVENTS_STATE_CACHE_BYTES
    if limit != _cache_bytes:
        _cache = LRUCache(maxsize=limit, getsizeof=lambda entry: len(entry[1])) if limit else None
        _cache_bytes = limit
    return _cache


def latest(stream, key: str) -> tuple[int, Any] | None:
    """``(version, a fresh copy of the state)`` cached for ``stream`` and ``key``, or None."""
    with _lock:
        cache = _store()
        entry = cache.get((str(stream), key)) if cache is not None else None
    if entry is None:
        return None
    return entry[0], pickle.loads(entry[1])


def remember(stream, key: str, version: int, state: Any, *, using: str | None = None) -> None:
    """Cache ``state`` as the fold of ``stream`` up to ``version`` once the current transaction
    commits (at once outside one). A newer entry already there is kept."""
    if not settings.EVENTS_STATE_CACHE_BYTES:
        return
    blob = pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)  # the state as it is now
    transaction.on_commit(lambda: _put((str(stream), key), version, blob), using=using)


def _put(cache_key: tuple, version: int, blob: bytes) -> None:
    with _lock:
        cache = _store()
        if cache is None:
            return
        current = cache.get(cache_key)
        if current is not None and current[0] > version:
            return
        try:
            cache[cache_key] = (version, blob)
        except ValueError:  # a single state larger than the whole cache: not cached
            cache.pop(cache_key, None)


def forget(stream=None) -> None:
    """Drop the entries of ``stream`` (every entry when None)."""
    with _lock:
        cache = _store()
        if cache is None:
            return
        if stream is None:
            cache.clear()
            return
        for cache_key in [k for k in cache if k[0] == str(stream)]:
            del cache[cache_key]


def stats() -> dict:
    """``{"entries", "bytes", "max_bytes"}`` of this process's cache."""
    with _lock:
        cache = _store()
        if cache is None:
            return {"entries": 0, "bytes": 0, "max_bytes": 0}
        return {"entries": len(cache), "bytes": cache.currsize, "max_bytes": cache.maxsize}
