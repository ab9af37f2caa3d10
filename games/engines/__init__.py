"""Pure-Python rule engines, one package per game. No Django import anywhere in this package.

Every game is ``games/engines/<kind>/``: ``__init__`` exports ``ENGINE`` (a ``<Kind>Engine``) and
the names other code imports, ``engine.py`` holds the engine class and its fold, and the
game's other modules (cards, rules helpers, word checks) sit beside it. ``base`` is the shape
every engine shares (the check order, the fold and the redaction are run there).

``get(kind)`` returns the engine singleton for a kind; ``KINDS`` lists the kinds.
Tests may ``register`` an extra engine (e.g. a toy game) under a new kind.
"""

from __future__ import annotations

import importlib

from .base import Engine, Event, IllegalMove, InvalidOptions, event

KINDS: tuple[str, ...] = ("diddly", "dikdik", "quiddler", "didi_dotter", "biddle")

_MODULES = {kind: f"{__name__}.{kind}" for kind in KINDS}
_extra: dict[str, Engine] = {}
_cache: dict[str, Engine] = {}


class UnknownKind(LookupError):
    pass


def get(kind: str) -> Engine:
    """The engine for ``kind``; raises ``UnknownKind``."""
    if kind in _extra:
        return _extra[kind]
    if kind not in _cache:
        if kind not in _MODULES:
            raise UnknownKind(kind)
        module = importlib.import_module(_MODULES[kind])
        _cache[kind] = module.ENGINE
    return _cache[kind]


def available() -> list[str]:
    """Kinds whose engine module can be imported (KINDS plus registered test kinds)."""
    out = []
    for kind in KINDS:
        try:
            get(kind)
        except (ImportError, AttributeError):
            continue
        out.append(kind)
    return out + sorted(_extra)


def register(engine: Engine) -> None:
    """Register an extra engine (used by tests for a toy game)."""
    _extra[engine.kind] = engine


def unregister(kind: str) -> None:
    _extra.pop(kind, None)


__all__ = ["KINDS", "Engine", "Event", "IllegalMove", "InvalidOptions", "UnknownKind", "event",
           "get", "register", "unregister", "available"]
