"""The game page's two costly fragments — the table and the history — kept, rendered, per
process, under a key made of everything they are drawn from.

A correspondence game is looked at again and again at the same version: by the same player
coming back, in a second tab, after a refused click. The table (the kind's presenter, through
``games.kinds.presenting``, and its template) and the history (the seat's redacted feed, in
sentences) are the two largest parts of the page's time and are pure functions of their
inputs, so their HTML is kept:

* the table's key is the exact input the presenter is given (``presenting.inputs``: the game id,
  version, the seat asking, the served view, the legal commands, the seats' names, who is
  to act) plus whether the page is read-only — the presenter sees nothing else;
* the history's key is the game, its version (a new event or a rewind makes a new version),
  the user asking (the redaction is theirs) and the seats' names (an erased account's name).

Nothing time-dependent is in either fragment (the clocks are drawn outside them). The only
per-request value inside is the CSRF token of the command forms: the fragments are rendered
with ``CSRF_PLACEHOLDER`` and each request puts its own token in. The store is a
process-local LRU bounded in bytes (``WEB_FRAGMENT_CACHE_BYTES``; 0 turns it off): keys name
an immutable version, so entries never go stale and no process needs telling; old versions
simply fall out.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Callable, Hashable

from cachetools import LRUCache
from django.conf import settings
from django.middleware.csrf import get_token
from django.utils.safestring import SafeString, mark_safe

# Stands for the request's CSRF token in kept HTML: a control character no username, word,
# sentence or command JSON contains, and that HTML escaping leaves alone.
CSRF_PLACEHOLDER = "\x1fcsrf-token\x1f"

_lock = threading.Lock()
_store: LRUCache | None = None


def _cache() -> LRUCache | None:
    global _store
    size = settings.WEB_FRAGMENT_CACHE_BYTES
    if size <= 0:
        return None
    if _store is None or _store.maxsize != size:  # the setting changed (tests override it)
        _store = LRUCache(maxsize=size, getsizeof=len)
    return _store


def digest(value) -> bytes:
    """A short, collision-safe fingerprint of a JSON-able value (part of a key)."""
    return hashlib.blake2b(json.dumps(value, sort_keys=True, separators=(",", ":"),
                                      default=str).encode(), digest_size=16).digest()


def rendered(key: Hashable, render: Callable[[], str]) -> str:
    """The HTML ``render()`` gives, kept under ``key`` (rendered now when not kept)."""
    cache = _cache()
    if cache is None:
        return render()
    with _lock:
        html = cache.get(key)
    if html is None:
        html = str(render())
        if len(html) <= cache.maxsize:
            with _lock:
                cache[key] = html
    return html


def with_token(request, html: str) -> SafeString:
    """Kept HTML with this request's CSRF token in place of the placeholder."""
    return mark_safe(html.replace(CSRF_PLACEHOLDER, get_token(request)))  # noqa: S308 (rendered by our templates, escaped there)


def clear() -> None:
    """Forget every kept fragment (tests)."""
    with _lock:
        if _store is not None:
            _store.clear()
