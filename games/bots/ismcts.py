"""Information-set Monte Carlo for the card games with hidden hands (Diddly, Dik Dik).

One decision: the candidates are the bot's legal commands (or a shortlist of them), the
``basic`` choice first. Each iteration draws a *determinization* — a full state consistent
with the bot's view and feed, the hidden cards dealt at random from the cards the bot cannot
account for — and plays every candidate in it with the engine itself, then plays on with the
``basic`` policy for every seat (each deciding from its own view of the determinized state) up
to a horizon, with the same rollout generator for every candidate, and scores the result for
the bot in [0, 1] (flat Monte Carlo over information-set samples, with common random numbers).
It stops at the budget (time and/or iterations; a determinization is always finished) and
returns the candidate with the best mean, if it beats the ``basic`` choice clearly (paired
differences, ``SURE`` standard errors); otherwise the ``basic`` choice.

The search never sees the real state: its states come only from ``determinize(obs, rng)``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from games.engines.base import Engine, IllegalMove

from .base import Budget, Command, Observation

Determinize = Callable[[Observation, random.Random], dict]
Rollout = Callable[[dict, list, str, random.Random], Command]  # (view, legal, seat, rng)
Reward = Callable[[dict, str], float]
Stop = Callable[[dict], bool]
# (determinized state, candidate, rollout generator) -> reward in [0, 1], or < 0 if illegal
Simulate = Callable[[dict, Command, random.Random], float]

SURE = 1.5  # standard errors by which a candidate must beat the default to replace it
MIN_WORLDS = 3
STAMP = {"_now_ms": 0, "_version": 0}  # these engines read no clock; the stamps are required


def play(engine: Engine, state: dict, player: str, command: Command,
         rng: random.Random) -> dict:
    after = engine.fold(engine.decide(state, player, {**command, **STAMP}, rng), state)
    assert after is not None  # a fold onto a state is a state
    return after


def rollout(engine: Engine, state: dict, policy: Rollout, rng: random.Random,
            stop: Stop | None, max_steps: int) -> dict:
    """Play ``policy`` for every seat from ``state`` until the game ends, ``stop`` or the cap."""
    for _ in range(max_steps):
        out = engine.outcome(state)
        if out["finished"] or (stop is not None and stop(state)) or not out["to_act"]:
            break
        player = out["to_act"][0]
        legal = engine.legal_commands(state, player)
        if not legal:  # a determinization the real game could not reach: stop here
            break
        command = policy(engine.view(state, player), legal, player, rng)
        try:
            state = play(engine, state, player, command, rng)
        except (IllegalMove, AssertionError, ValueError, KeyError):
            # only a determinization the real game could not reach gets here: stop the
            # rollout and score what it reached (the real game is judged by the engine alone)
            break
    return state


def first(default: Command, candidates: list[Command]) -> list[Command]:
    """``candidates`` with ``default`` moved to the front (added if missing)."""
    return [default] + [c for c in candidates if c != default]


def search(engine: Engine, obs: Observation, candidates: list[Command],
           determinize: Determinize, policy: Rollout, reward: Reward, rng: random.Random,
           budget: Budget, stop: Stop | None = None, max_steps: int = 600,
           simulate: Simulate | None = None) -> Command:
    """The candidate with the best mean reward over determinized rollouts (see module doc);
    ``candidates[0]`` is the default, kept unless another is clearly better. ``simulate``, if
    given, plays a candidate and its rollout in a determinization and scores it in place of
    the engine, ``policy`` and ``reward`` (a kind's own fast simulator of its rules)."""
    if len(candidates) == 1:
        return dict(candidates[0])
    k = len(candidates)
    results: list[list[float]] = []  # per determinization, the reward of every candidate
    done = 0
    while not results or (budget.left(done) and (
            budget.max_iterations is None or done + k <= budget.max_iterations)):
        world = determinize(obs, rng)
        rollout_seed = rng.getrandbits(64)
        row = []
        for command in candidates:
            # the same world and the same rollout generator for every candidate (common random
            # numbers): the candidates are compared on equal terms, so far fewer rollouts tell
            # them apart
            local = random.Random(rollout_seed)
            if simulate is not None:
                row.append(simulate(world, command, local))
                continue
            try:
                state = play(engine, world, obs.seat, command, local)
            except IllegalMove:  # a candidate the rules refuse here: never choose it
                row.append(-1.0)
                continue
            row.append(reward(rollout(engine, state, policy, local, stop, max_steps), obs.seat))
        results.append(row)
        done += k
    n = len(results)
    means = [sum(row[j] for row in results) / n for j in range(k)]
    best = max(range(k), key=lambda j: (means[j], -j))
    if best == 0:
        return dict(candidates[0])
    # leave the default (the basic choice) only for a candidate that beats it clearly: by SURE
    # standard errors of the paired differences, over at least MIN_WORLDS determinizations
    diffs = [row[best] - row[0] for row in results]
    mean = sum(diffs) / n
    if n < MIN_WORLDS:
        return dict(candidates[0])
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    if mean <= SURE * sd / math.sqrt(n):
        return dict(candidates[0])
    return dict(candidates[best])
