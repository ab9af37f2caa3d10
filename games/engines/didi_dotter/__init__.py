"""Didi Dotter (kind ``didi_dotter``): the rules are in ``engine``.

docs/rules/didi_dotter.md lists the commands, events and rule choices.
"""

from .engine import BIRDS, ENGINE, FOX, HALVES, LIMITS, SLOTS, DidiDotterEngine

__all__ = ["BIRDS", "ENGINE", "FOX", "HALVES", "LIMITS", "SLOTS", "DidiDotterEngine"]
