"""Biddle bots. Biddle hides nothing that matters to a decision (only the order of the cards
to come), so both levels read the public view; they differ in how they use the exact odds
(``games.engines.biddle.odds``).

- ``basic``: re-rolls by the exact odds; opens with the fewest rolls that give an even chance,
  calls while the lowest bid still gives an even chance, else drops; undercuts (by one) only
  when it already sits on the lowest bid, where the rules leave an undercut or a drop.
- ``strong``: re-rolls by the exact odds; bids by expected points. Staying on the team at
  ``k`` rolls is worth ``p(k) * blue`` per bidder, dropping out ``(1 - p(k)) * purple`` per
  dropout (ruling B5), so staying pays iff ``p(k) >= purple / (blue + purple)``. It opens at,
  and undercuts down to, the fewest rolls that still pay, calls while the lowest bid pays,
  and drops otherwise.
"""

from __future__ import annotations

import random

from games.engines.biddle import odds

from .base import Budget, Command, Observation


def _roll(obs: Observation) -> Command:
    view = obs.view
    if view["rolls_used"] == 0:
        return dict(obs.legal[0])  # the first roll rolls all six
    _, reroll = odds.best_reroll(view["card"], view["dice"], view["rolls_left"])
    if not reroll:  # cannot happen while the round is on; stay legal all the same
        reroll = list(range(len(view["dice"])))
    return {"type": "roll", "reroll": reroll}


def _chances(view: dict) -> list[float]:
    return odds.chances(view["card"], view["options"]["max_bid"])


def _pays(view: dict) -> float:
    """The chance from which staying on the team is worth more than dropping out."""
    r = view["round"] - 1
    blue, purple = view["options"]["blue_row"][r], view["options"]["purple_row"][r]
    return purple / (blue + purple) if blue + purple else 0.5


def _bid(obs: Observation, threshold: float, undercut: bool) -> Command:
    view, legal = obs.view, obs.legal
    p = _chances(view)  # p[k - 1]: the chance within k rolls
    fewest = next((k for k in range(1, len(p) + 1) if p[k - 1] >= threshold), len(p))
    lowest = view["lowest_bid"]
    kinds = {c["type"] for c in legal}
    if lowest is None:
        return {"type": "bid", "rolls": fewest}
    if undercut and fewest < lowest:
        return {"type": "bid", "rolls": fewest}
    if view["bids"].get(obs.seat) == lowest:
        # already on the lowest bid: the rules leave only an undercut or a drop
        if lowest > 1 and p[lowest - 2] >= threshold or "drop" not in kinds:
            return _first(legal, "bid", legal[0])
        return {"type": "drop"}
    if p[lowest - 1] >= threshold or "drop" not in kinds:
        return _first(legal, "call", legal[0])
    return {"type": "drop"}


def _first(legal, ctype: str, default: dict) -> Command:
    """The first legal command of a type (bids are listed highest last: take the highest)."""
    found = [c for c in legal if c["type"] == ctype]
    if ctype == "bid" and found:
        return dict(max(found, key=lambda c: c["rolls"]))
    return dict(found[0] if found else default)


def basic(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    if obs.view["phase"] == "rolling":
        return _roll(obs)
    return _bid(obs, 0.5, undercut=False)


def strong(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    if obs.view["phase"] == "rolling":
        return _roll(obs)
    return _bid(obs, _pays(obs.view), undercut=True)


POLICIES = {"basic": basic, "strong": strong}
