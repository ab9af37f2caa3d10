"""Didi Dotter (kind ``didi_dotter``): the rules are in ``engine`` (commands, events, views) and
``pieces`` (pieces, field checks, setup, scoring a round).

docs/rules/didi_dotter.md lists the commands, events and rule choices.
"""

from .engine import ENGINE, DidiDotterEngine
from .pieces import BIRDS, FOX, HALVES, LIMITS, SLOTS

__all__ = ["BIRDS", "ENGINE", "FOX", "HALVES", "LIMITS", "SLOTS", "DidiDotterEngine"]
