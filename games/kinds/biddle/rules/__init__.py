"""Biddle (kind ``biddle``): bid how few rolls your team needs to meet a dice challenge.

Modules: ``challenges`` (the JSON challenge form and ``satisfies``), ``deck`` (the 55 cards,
deck.json), ``odds`` (exact chances under optimal play), ``engine`` (the rules).
"""

from .engine import ENGINE, BiddleEngine

__all__ = ["ENGINE", "BiddleEngine"]
