"""Helpers for bot tests: replay a scripted game on a fixed deal, observe one seat, and a word
list for Quiddler that needs no database."""

from __future__ import annotations

import itertools
import random

from games import kinds
from games.bots import Budget, bot_rng, decide
from games.bots.base import Observation, Observer
from games.kinds.quiddler.rules import words
from games.kinds.quiddler.rules.cards import VALUES

# Quiddler: every text of two cards is a word, plus some longer ones, so hands can go out but
# the solver still has choices to make.
QUIDDLER_WORDS = words.SetWordChecker(
    "bots-test-words",
    {"".join(p) for p in itertools.product(sorted(VALUES), repeat=2)}
    | {"cat", "dog", "quit", "the", "then", "tint", "into", "rain", "train", "stone", "notes",
       "tones", "onset", "earn", "near", "learn", "inert", "inter", "nitre", "tired", "tried"},
)
words.register(QUIDDLER_WORDS)
QUIDDLER_OPTIONS = {"dictionary": QUIDDLER_WORDS.name}

Script = list[tuple[str, dict, int]]  # (seat, command, _now_ms)


def replay(kind: str, players: list[str], options: dict, script: Script, seed: int):
    """The events and state of a game started with ``options`` after ``script``; raises
    IllegalMove if a scripted command is refused."""
    engine = kinds.engine(kind)
    opts = engine.validate_options(options, len(players))
    events = engine.start(players, opts, random.Random(f"{seed}:0"))
    state = engine.fold(events)
    for seat, command, now in script:
        stamped = {**command, "_now_ms": now, "_version": len(events)}
        new = engine.decide(state, seat, stamped, random.Random(f"{seed}:{len(events)}"))
        state = engine.fold(new, state)
        events = events + new
    return events, state


def observe(kind: str, events: list, state: dict, seat: str, now_ms: int | None = None
            ) -> Observation:
    observer = Observer(kinds.engine(kind), seat)
    observer.add(events)
    return observer.observation(state, now_ms=now_ms)


def choice(obs: Observation, level: str, seed: int, iterations: int = 24) -> dict | None:
    """A level's decision with a deterministic budget (iterations, no clock)."""
    return decide(obs, level, bot_rng(seed, obs.seat, len(obs.feed)),
                  Budget(ms=None, max_iterations=iterations))
