"""Skill arithmetic over plain numbers: openskill's Plackett–Luce model (pure, no Django).

A rating is ``(mu, sigma)``: openskill's estimate of a player's skill and its uncertainty. A new
player starts at ``INITIAL`` (25, 25/3). Every function here is deterministic: the same numbers
in give the same floats out (no clock, no randomness), which is what lets ``rebuild_ratings``
reproduce the subscriber's numbers exactly.

* ``rate(ratings, places)``: one finished game; ``places[i]`` is the place of ``ratings[i]``
  (1 = first; equal places are a tie). Returns the new ratings in the same order.
* ``decayed(sigma, days_idle, per_day)``: the uncertainty after ``days_idle`` days without a
  rated game, ``min(SIGMA0, sqrt(sigma² + per_day²·days))``.
* ``ordinal(mu, sigma)``: the conservative estimate ``mu − 3·sigma`` (leaderboards order by it).
* ``provisional(sigma, threshold)``: the rating is still too uncertain to be ranked.
* ``display(mu, sigma)``: the integer players see, ``round(DISPLAY_BASE + DISPLAY_SCALE ·
  ordinal)`` (halves away from zero): 1500 for a new player.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from openskill.models import PlackettLuce

MU0 = 25.0
SIGMA0 = 25.0 / 3.0
INITIAL = (MU0, SIGMA0)
MIN_PLAYERS, MAX_PLAYERS = 2, 8
# the displayed number: a new player (ordinal 0) shows 1500; one ordinal point is 60
DISPLAY_BASE = 1500
DISPLAY_SCALE = 60

# openskill's defaults (beta = sigma0 / 2, tau = sigma0 / 100), said out loud so a library
# upgrade that changed them could not change everyone's numbers silently
_MODEL = PlackettLuce(mu=MU0, sigma=SIGMA0, beta=SIGMA0 / 2, tau=SIGMA0 / 100)


def rate(ratings: Sequence[tuple[float, float]], places: Sequence[int]
         ) -> list[tuple[float, float]]:
    """The ratings after one game: ``ratings[i]`` finished at ``places[i]`` (1 is first,
    equal places tie). 2 to 8 players; each plays alone (no teams)."""
    if not MIN_PLAYERS <= len(ratings) <= MAX_PLAYERS or len(places) != len(ratings):
        raise ValueError(f"rate takes {MIN_PLAYERS} to {MAX_PLAYERS} players, one place each")
    teams = [[_MODEL.rating(mu=mu, sigma=sigma)] for mu, sigma in ratings]
    out = _MODEL.rate(teams, ranks=[float(p) for p in places])
    return [(team[0].mu, team[0].sigma) for team in out]


def decayed(sigma: float, days_idle: float, per_day: float) -> float:
    """``sigma`` after ``days_idle`` days without a rated game: the variance grows by
    ``per_day²`` a day, and never past a new player's ``SIGMA0``."""
    if days_idle <= 0 or per_day <= 0:
        return sigma
    return min(SIGMA0, math.sqrt(sigma * sigma + per_day * per_day * days_idle))


def ordinal(mu: float, sigma: float) -> float:
    """The conservative skill estimate: ``mu − 3·sigma``."""
    return mu - 3.0 * sigma


def provisional(sigma: float, threshold: float) -> bool:
    """Whether a rating with this uncertainty is provisional (above ``threshold``)."""
    return sigma > threshold


def display(mu: float, sigma: float) -> int:
    """The number players see: ``DISPLAY_BASE + DISPLAY_SCALE · ordinal``, rounded (halves
    away from zero)."""
    x = DISPLAY_BASE + DISPLAY_SCALE * ordinal(mu, sigma)
    return int(math.floor(x + 0.5)) if x >= 0 else -int(math.floor(-x + 0.5))
