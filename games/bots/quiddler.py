"""Quiddler bots: the exact solver (``dictionary.solver``, pure Python) over the bot's own hand.

The word list is the game's pinned one, resolved by ``games.engines.words.resolve`` from the
name and SHA-256 in the view (the engine's own interface: a word-check callable, no Django).

- ``basic``: takes the discard pile's top only when it lets the bot go out (or, on a final turn,
  raises its best arrangement); goes out as soon as it can; otherwise discards the card whose
  loss keeps the best arrangement; on a final turn lays down the best arrangement.
- ``strong``: the same solver, with a draw policy by value: it takes the discard whenever it
  raises the best arrangement of its hand (by the solver's score, every card counted), not only
  when it lets it go out. Going out lays every card (no unlaid penalty) and ends the others'
  chances to improve, so whenever going out is possible it is the best expected score: both
  levels go out at once, choosing the go-out that scores most (the solver's cheapest discard).
"""

from __future__ import annotations

import random

from dictionary.solver import solve
from games.engines import words as wordlists

from .base import Budget, Command, Observation


def _checker(view: dict):
    pinned = view["dictionary"]
    return wordlists.resolve(pinned["name"], pinned["sha256"])


def _draw(obs: Observation, checker, greedy: bool) -> Command:
    view = obs.view
    hand = list(view["hand"])
    top = view["discard_top"]
    sources = {c["source"] for c in obs.legal}
    if "deck" not in sources:
        return {"type": "draw", "source": "discard"}
    take = False
    if top is not None and "discard" in sources:
        now = solve(hand, checker)["score"]  # the hand as it is, should the deck card not help
        if view["phase"] == "final":
            take = solve(hand + [top], checker, discard=True)["score"] > now
        else:
            take = solve(hand + [top], checker, go_out=True) is not None
            if greedy and not take:
                kept = solve(hand + [top], checker, discard=True)
                take = kept["discard"] != top and kept["score"] > now
    return {"type": "draw", "source": "discard" if take else "deck"}


def _after_draw(obs: Observation, checker) -> Command:
    hand = list(obs.view["hand"])
    if obs.view["phase"] == "final":
        best = solve(hand, checker, discard=True)
        return {"type": "lay_down", "words": best["words"], "discard": best["discard"]}
    out = solve(hand, checker, go_out=True)
    if out is not None:
        return {"type": "go_out", "words": out["words"], "discard": out["discard"]}
    best = solve(hand, checker, discard=True)
    return {"type": "discard", "card": best["discard"]}


def _play(obs: Observation, greedy: bool) -> Command:
    checker = _checker(obs.view)
    if obs.view["drawn"]:
        return _after_draw(obs, checker)
    return _draw(obs, checker, greedy)


def basic(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    return _play(obs, greedy=False)


def strong(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    return _play(obs, greedy=True)


POLICIES = {"basic": basic, "strong": strong}
