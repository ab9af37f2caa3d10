"""Bots for every game: ``random``, ``basic`` and ``strong`` players that decide only from what
their seat may see. Each kind's policies are in its folder (``games/kinds/<kind>/bots/``); here
are the shared parts: the observation (``base``), the search (``ismcts``) and the arena.

The entry point for the service layer is ``decide_for``: it folds (or takes) the state, builds
the seat's view, redacted feed and legal commands, and calls the level's policy with those
alone. A policy's signature (``games.bots.base.Policy``) has no state parameter, so a bot
cannot read another seat's cards or the deck: fairness is structural, and the property tests
in ``tests/bots/`` check it by changing the hidden cards under an identical view and feed.

Pure Python: no Django import anywhere in this package (tests/engines/test_contract.py).
"""

from __future__ import annotations

import hashlib
import random

from games import kinds
from games.engines.base import Engine

from .base import Budget, Command, Observation, Observer, Policy, random_policy

LEVELS: tuple[str, ...] = ("random", "basic", "strong")
DEFAULT_BUDGET_MS = 200.0
DEFAULT_MAX_ITERATIONS = 2000



class UnknownLevel(LookupError):
    """No such bot level (or no bot for that kind)."""


def policy_for(kind: str, level: str) -> Policy:
    """The policy function of ``level`` for ``kind``; raises ``UnknownLevel``."""
    if level not in LEVELS:
        raise UnknownLevel(f"bot levels are {', '.join(LEVELS)}, not {level!r}")
    if level == "random":
        return random_policy
    own = kinds.policies(kind) if kind in kinds.available() else {}
    if level not in own:
        raise UnknownLevel(f"no bot plays {kind!r}")
    return own[level]


def bot_rng(seed: object, seat: str, version: int) -> random.Random:
    """The generator of one decision: a function of the caller's bot seed, the seat and the
    stream version, so a decision is reproducible and two bots at a table differ."""
    digest = hashlib.sha256(f"bot:{seed}:{seat}:{version}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def decide(obs: Observation, level: str, rng: random.Random, budget: Budget) -> Command | None:
    """The level's command for an observation, or None when the seat has nothing to do."""
    # legal_commands lists some command for every seat that may act (a Quiddler player who
    # could go out may also draw or discard), so an empty list means: nothing to do now.
    if not obs.legal:
        return None
    return policy_for(obs.kind, level)(obs, rng, budget)


def decide_for(engine: Engine, events: list[dict], seat: str, level: str, seed: object, *,
               state: dict | None = None, budget_ms: float | None = DEFAULT_BUDGET_MS,
               max_iterations: int | None = DEFAULT_MAX_ITERATIONS,
               now_ms: int | None = None) -> Command | None:
    """The command the ``level`` bot at ``seat`` sends now, or None if it has nothing to do.

    ``events``: the game's whole engine event log (service ``game.*`` events are skipped);
    ``state``: its fold, if the caller already has it (else folded here); ``seed``: any value
    the caller keeps per game for its bots — NOT the game's fair-play seed, which would let a
    bot foresee shuffles and rolls; ``budget_ms``/``max_iterations`` bound the ``strong``
    searches; ``now_ms``: the time the command will be stamped with (Didi Dotter's pace).
    The command is plain (no ``_`` stamps): submit it like a person's.
    """
    if state is None:
        state = engine.fold([e for e in events if not str(e.get("type", "")).startswith("game.")])
    assert state is not None, "no engine event to fold"
    observer = Observer(engine, seat)
    observer.add(events)
    obs = observer.observation(state, now_ms=now_ms)
    rng = bot_rng(seed, seat, len(events))
    return decide(obs, level, rng, Budget(ms=budget_ms, max_iterations=max_iterations))


def ready_at(view: dict, seat: str) -> int:
    """Didi Dotter: the earliest ``_now_ms`` at which ``seat`` may hunt again (pace rule T2)."""
    last = (view.get("last_action_ms") or {}).get(seat)
    return 0 if last is None else int(last) + int(view.get("min_action_ms") or 0)


__all__ = ["LEVELS", "Budget", "Observation", "Observer", "UnknownLevel", "bot_rng", "decide",
           "decide_for", "policy_for", "ready_at"]
