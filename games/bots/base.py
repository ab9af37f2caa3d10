"""What a bot may know, and how a policy is called.

A policy never sees the game state. It is a function ``policy(obs, rng, budget) -> command``
where ``obs`` is an ``Observation``: the seat's ``view`` (exactly ``engine.view(state, seat)``),
its ``feed`` (every event as ``engine.redact(event, seat)`` gives it, the ``None``s dropped) and
``legal`` (``engine.legal_commands(state, seat)``). ``observe`` is the only place that touches
the state, and it hands over only those three (see ``games.bots.decide_for``).

Pure Python: no Django import anywhere in this package.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.engines.base import Engine

Command = dict[str, Any]


@dataclass(frozen=True)
class Observation:
    """Everything a bot may use for one decision: public and own information only."""

    kind: str
    seat: str
    view: dict
    feed: tuple[dict, ...]
    legal: tuple[dict, ...]
    now_ms: int | None = None  # the time the caller will stamp on the command (real-time games)


@dataclass
class Budget:
    """How long a policy may think: ``ms`` of wall-clock time (None: no clock) and at most
    ``max_iterations`` simulations (None: no cap). With ``ms=None`` and a cap, a search is
    deterministic under its generator (tests); production passes both."""

    ms: float | None = 200.0
    max_iterations: int | None = 2000
    # wall-clock by default; benchmarks on a shared machine may count this thread's CPU time
    # instead (time.thread_time), so a busy neighbour does not change the bot's strength
    clock: Callable[[], float] = time.perf_counter
    started: float | None = None
    # how many times ``left`` said yes: the search steps a decision took (an information-set
    # sample of every candidate, a combination of the other seats' rules, a solver sample),
    # for the benchmarks' "iterations per decision"
    granted: int = 0

    def __post_init__(self) -> None:
        if self.started is None:
            self.started = self.clock()

    def left(self, iterations: int) -> bool:
        if self.max_iterations is not None and iterations >= self.max_iterations:
            return False
        if (self.ms is not None and self.started is not None
                and (self.clock() - self.started) * 1000 >= self.ms):
            return False
        self.granted += 1
        return True


Policy = Callable[[Observation, random.Random, Budget], Command]


class Observer:
    """One seat's window on a game: keeps the redacted feed as events arrive.

    ``observation(state)`` builds the seat's ``Observation`` from the state the caller holds;
    the state itself goes no further.
    """

    def __init__(self, engine: Engine, seat: str):
        self.engine = engine
        self.seat = seat
        self.feed: list[dict] = []

    def add(self, events: list[dict]) -> None:
        for e in events:
            if str(e.get("type", "")).startswith("game."):
                continue  # the service's own lobby events carry nothing a rule bot needs
            seen = self.engine.redact(e, self.seat)
            if seen is not None:
                self.feed.append(seen)

    def observation(self, state: dict, now_ms: int | None = None) -> Observation:
        engine, seat = self.engine, self.seat
        return Observation(kind=engine.kind, seat=seat, view=engine.view(state, seat),
                           feed=tuple(self.feed),
                           legal=tuple(engine.legal_commands(state, seat)), now_ms=now_ms)


def random_policy(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    """Level ``random``: uniform over the legal commands (for tests and as a baseline)."""
    return dict(rng.choice(obs.legal))
