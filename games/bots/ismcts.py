"""Information-set Monte Carlo for the card games with hidden hands (Diddly, Dik Dik).

One decision: the candidates are the bot's legal commands (or a shortlist of them). Each
iteration draws a *determinization* — a full state consistent with the bot's view and feed,
the hidden cards dealt at random from the cards the bot cannot account for — picks a
candidate by UCB1 over the statistics shared across determinizations (flat, single-observer
ISMCTS), plays it with the engine itself, then plays on with the ``basic`` policy for every
seat, each deciding from its own view of the determinized state, up to a horizon, and scores
the result for the bot in [0, 1]. It stops at the budget (time and/or iterations) and returns
the candidate with the best mean.

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

EXPLORATION = 0.7
SURE = 1.5  # standard errors by which a candidate must beat the default to replace it
STAMP = {"_now_ms": 0, "_version": 0}  # these engines read no clock; the stamps are required


def play(engine: Engine, state: dict, player: str, command: Command,
         rng: random.Random) -> dict:
    return engine.fold(engine.decide(state, player, {**command, **STAMP}, rng), state)


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
           budget: Budget, stop: Stop | None = None, max_steps: int = 600) -> Command:
    """The candidate with the best mean reward over determinized rollouts (see module doc);
    ``candidates[0]`` is the default, kept unless another is clearly better."""
    if len(candidates) == 1:
        return dict(candidates[0])
    visits = [0] * len(candidates)
    totals = [0.0] * len(candidates)
    squares = [0.0] * len(candidates)
    done = 0
    # every candidate is tried once even if the clock is already out, so the answer is never a
    # blind pick; the iteration cap (tests) still bounds the work
    while done < len(candidates) or budget.left(done):
        if budget.max_iterations is not None and done >= budget.max_iterations:
            break
        if done < len(candidates):
            i = done
        else:
            log_n = math.log(done)
            i = max(range(len(candidates)), key=lambda j: totals[j] / visits[j]
                    + EXPLORATION * math.sqrt(log_n / visits[j]))
        state = determinize(obs, rng)
        try:
            state = play(engine, state, obs.seat, candidates[i], rng)
        except IllegalMove:  # a candidate the rules refuse here: never choose it
            visits[i] += 1
            totals[i] -= 1e6
            done += 1
            continue
        state = rollout(engine, state, policy, rng, stop, max_steps)
        r = reward(state, obs.seat)
        visits[i] += 1
        totals[i] += r
        squares[i] += r * r
        done += 1
    means = [totals[j] / visits[j] if visits[j] else -math.inf for j in range(len(candidates))]
    best = max(range(len(candidates)), key=lambda j: (means[j], -j))
    # candidates[0] is the caller's default (the basic choice): leave it only for a candidate
    # clearly better (by SURE standard errors of the difference of the means), so that a few
    # noisy rollouts never make the search weaker than the heuristic it starts from
    if best != 0 and visits[0]:
        def variance(j: int) -> float:
            return max(squares[j] / visits[j] - means[j] ** 2, 1e-4) / visits[j]
        if means[best] - means[0] < SURE * math.sqrt(variance(best) + variance(0)):
            best = 0
    return dict(candidates[best])
