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
from dataclasses import dataclass

from games.bots.base import Budget, Command, Observation


@dataclass(frozen=True)
class _Sight:
    """What the seat's view shows of the table: the slots holding a half (``filled``), the
    face-down ones the seat has not seen (``unknown``), and the slots of each half it has seen
    (``where``, in table order)."""

    filled: list[int]
    unknown: list[int]
    where: dict[str, list[int]]


def _sight(table: list) -> _Sight:
    where: dict[str, list[int]] = defaultdict(list)
    for i, h in enumerate(table):
        if h not in (None, "?"):
            where[h].append(i)
    return _Sight(filled=[i for i, h in enumerate(table) if h is not None],
                  unknown=[i for i, h in enumerate(table) if h == "?"], where=where)


def _face_up(view: dict, seat: str) -> set[str]:
    """The seat's face-up birds, as far as its view shows them (none while its cards are
    hidden)."""
    mine = view["cards"].get(seat, {})
    return set(mine.get("face_up", [])) if not mine.get("hidden") else set()


def _worth(half: str, face_up: set[str]) -> int:
    """1 if an egg of ``half`` turns one of the seat's face-up cards down (the fox: any one
    of them), else 0."""
    if half == "fox":
        return 1 if face_up else 0
    return 1 if half in face_up else 0


def _choose(view: dict, legal: list, seat: str, rng: random.Random, strong: bool) -> Command:
    if any(c["type"] == "choose" for c in legal):
        return _scoring_choice(view, legal, seat, strong)
    sight = _sight(view["table"])
    face_up = _face_up(view, seat)
    stand = view["stands"].get(seat)
    if stand is not None:
        return _with_half(view, legal, stand, sight, rng, strong)
    return _with_empty_stand(view, seat, sight, face_up, rng, strong)


def _scoring_choice(view: dict, legal: list, seat: str, strong: bool) -> Command:
    """Which birds to turn: ``strong`` in a wrong-egg penalty turns up the birds whose halves
    it has located on the table (the cheapest to turn down again); else the first allowed."""
    if strong and view["pending"].get(seat, {}).get("choice") == "wrong_egg":
        located = {h for h in view["table"] if h not in (None, "?")}
        return dict(max(legal, key=lambda c: sum(b in located for b in c["birds"])))
    return dict(legal[0])


def _with_half(view: dict, legal: list, stand: str, sight: _Sight, rng: random.Random,
               strong: bool) -> Command:
    """With ``stand`` on the stand: join a slot known to hold the same half; ``strong`` steals
    a matching half from another stand; else look, or join blindly when nothing is left to
    look at."""
    if sight.where.get(stand):
        return {"type": "join", "slot": sight.where[stand][0]}
    if strong:
        for c in legal:
            if c["type"] == "steal" and view["stands"].get(c["from"]) == stand:
                return dict(c)
    return _look_else(sight, rng, "join")


def _with_empty_stand(view: dict, seat: str, sight: _Sight, face_up: set[str],
                      rng: random.Random, strong: bool) -> Command:
    """With an empty stand: take one half of a located pair (``strong``: the pair worth most,
    or a half whose partner is on another stand), else look, or take blindly."""
    pairs = [h for h, slots in sight.where.items() if len(slots) >= 2]
    if strong:
        pairs = _worthwhile_pairs(pairs, face_up, sight)
        if not pairs:
            reachable = _reachable(view, seat, sight, face_up)
            if reachable:  # take it, then steal its partner from that stand
                return {"type": "take", "slot": sight.where[reachable[0]][0]}
    if pairs:
        return {"type": "take", "slot": sight.where[pairs[0]][0]}
    return _look_else(sight, rng, "take")


def _worthwhile_pairs(pairs: list[str], face_up: set[str], sight: _Sight) -> list[str]:
    """The located pairs, most worth first (then by name); none while they would gain the seat
    nothing and there is still something to look at."""
    pairs = sorted(pairs, key=lambda h: (-_worth(h, face_up), h))
    if pairs and not _worth(pairs[0], face_up) and sight.unknown:
        return []  # nothing to gain from those yet: keep looking
    return pairs


def _reachable(view: dict, seat: str, sight: _Sight, face_up: set[str]) -> list[str]:
    """The located halves worth taking whose partner is on another seat's stand, by name."""
    others = {view["stands"][p] for p in view["stands"] if p != seat} - {None}
    return sorted(h for h in sight.where if h in others and _worth(h, face_up))


def _look_else(sight: _Sight, rng: random.Random, blind: str) -> Command:
    """Look at a face-down slot the seat has not seen; when there is none, ``blind`` (join or
    take) a random filled slot."""
    if sight.unknown:
        return {"type": "look", "slot": rng.choice(sight.unknown)}
    return {"type": blind, "slot": rng.choice(sight.filled)}


def basic(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    return _choose(obs.view, list(obs.legal), obs.seat, rng, strong=False)


def strong(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    return _choose(obs.view, list(obs.legal), obs.seat, rng, strong=True)


POLICIES = {"basic": basic, "strong": strong}
