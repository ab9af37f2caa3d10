"""Didi Dotter bots: real-time players with a memory.

What a bot knows of the table is exactly what its seat has seen: the view's ``table`` shows the
halves the seat looked at (the engine keeps each seat's knowledge from its own ``HalfLooked``
events and drops it when a half leaves its slot; a half moved by ``look``'s ``move_to`` keeps
it). Nothing else is remembered: another seat's look reveals nothing to the bot.

- ``basic``: with a half on its stand, joins a slot it knows holds the same half, else looks at
  a face-down slot it has not seen (the bot's memory grows by one slot per look), and joins
  blindly only when nothing is left to look at; with an empty stand, takes one half of a pair
  it has located, else looks. Scoring choices: the first allowed (lowest birds).
- ``strong``: the same memory play, plus: it steals a matching half from another stand, prefers
  pairs that turn one of its own face-up cards down (its face-up birds; the fox while it has a
  face-up card), leaves pairs that would gain it nothing while anything else is worth doing,
  and in a wrong-egg penalty turns up the birds whose halves it has located on the table (the
  cheapest to turn down again).

Pace (rule T2): a bot may act at most once per ``min_action_ms``. The bot answers what to do
whenever asked; *when* is the caller's job: ask at ``games.bots.ready_at(view, seat)`` (the
seat's last action plus ``min_action_ms``) or later, and stamp that time as ``_now_ms``.
"""

from __future__ import annotations

import random
from collections import defaultdict

from .base import Budget, Command, Observation


def _choose(view: dict, legal: list, seat: str, rng: random.Random, strong: bool) -> Command:
    kinds = {c["type"] for c in legal}
    if "choose" in kinds:
        if strong and view["pending"].get(seat, {}).get("choice") == "wrong_egg":
            located = {h for h in view["table"] if h not in (None, "?")}
            return dict(max(legal, key=lambda c: sum(b in located for b in c["birds"])))
        return dict(legal[0])
    table = view["table"]
    filled = [i for i, h in enumerate(table) if h is not None]
    unknown = [i for i, h in enumerate(table) if h == "?"]
    where = defaultdict(list)
    for i, h in enumerate(table):
        if h not in (None, "?"):
            where[h].append(i)
    mine = view["cards"].get(seat, {})
    face_up = set(mine.get("face_up", [])) if not mine.get("hidden") else set()

    def worth(half: str) -> int:
        if half == "fox":
            return 1 if face_up else 0
        return 1 if half in face_up else 0

    stand = view["stands"].get(seat)
    if stand is not None:
        if where.get(stand):
            return {"type": "join", "slot": where[stand][0]}
        if strong:
            for c in legal:
                if c["type"] == "steal" and view["stands"].get(c["from"]) == stand:
                    return dict(c)
        if unknown:
            return {"type": "look", "slot": rng.choice(unknown)}
        return {"type": "join", "slot": rng.choice(filled)}
    pairs = [h for h, slots in where.items() if len(slots) >= 2]
    if strong:
        pairs = sorted(pairs, key=lambda h: (-worth(h), h))
        if pairs and not worth(pairs[0]) and unknown:
            pairs = []  # nothing to gain from those yet: keep looking
        if not pairs:
            others = {view["stands"][p] for p in view["stands"] if p != seat} - {None}
            reachable = sorted(h for h in where if h in others and worth(h))
            if reachable:  # take it, then steal its partner from that stand
                return {"type": "take", "slot": where[reachable[0]][0]}
    if pairs:
        return {"type": "take", "slot": where[pairs[0]][0]}
    if unknown:
        return {"type": "look", "slot": rng.choice(unknown)}
    return {"type": "take", "slot": rng.choice(filled)}


def basic(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    return _choose(obs.view, list(obs.legal), obs.seat, rng, strong=False)


def strong(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    return _choose(obs.view, list(obs.legal), obs.seat, rng, strong=True)


POLICIES = {"basic": basic, "strong": strong}
