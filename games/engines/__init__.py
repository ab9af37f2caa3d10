"""The rule-engine contract every game's rules are written on (``base``). No Django import
anywhere in this package.

A game's engine lives in its own folder, ``games/kinds/<kind>/rules/``; the registry
``games.kinds`` finds it (``kinds.engine(kind)``). Only the shared shape is here: ``Engine``,
``Event``, ``IllegalMove``, ``InvalidOptions`` and the ``event`` constructor.
"""

from __future__ import annotations

from .base import Engine, Event, IllegalMove, InvalidOptions, event

__all__ = ["Engine", "Event", "IllegalMove", "InvalidOptions", "event"]
