"""A local game runner for tests and benchmarks: bots of given levels play a whole game purely
through the engine (``start`` / ``decide`` / ``apply``), seeded, with every command checked by
the rules exactly as the service would (an illegal bot command raises ``BotMadeIllegalMove``).

Real-time kinds (Didi Dotter) run on a simulated clock: each seat acts when the pace rule lets
it (``games.bots.ready_at``) plus a reaction time, so no command is refused ``too_fast``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from games import kinds
from games.engines.base import IllegalMove

from . import bot_rng, decide, ready_at
from .base import Budget, Observation, Observer

START_MS = 1_000_000
REACTION_MS = (40, 160)  # a real-time bot's simulated reaction after its pace allows a move


class BotMadeIllegalMove(AssertionError):
    def __init__(self, kind: str, level: str, seat: str, command: dict, error: IllegalMove):
        super().__init__(f"{kind}: {level} bot at seat {seat} sent {command}: "
                         f"{error.code} {error.message}")
        self.command = command
        self.error = error


@dataclass
class GameResult:
    kind: str
    levels: list[str]
    seed: int
    finished: bool
    outcome: dict
    commands: int
    # seconds per decision, per level
    times: dict[str, list[float]] = field(default_factory=dict)
    # per level, the search steps of each decision (``Budget.granted``; 0 for a level that
    # does not search)
    steps: dict[str, list[int]] = field(default_factory=dict)


def play_game(kind: str, levels: list[str], seed: int, options: dict | None = None, *,
              budget_ms: float | None = None, max_iterations: int | None = 200,
              max_commands: int = 20_000, cpu_clock: bool = False,
              watch: Callable[[str, Observation, dict], None] | None = None) -> GameResult:
    """Play one game, seat ``i`` played by a bot of ``levels[i]``. Stops (unfinished) at
    ``max_commands``: random players alone never finish Quiddler, nor Didi Dotter.
    ``cpu_clock``: budgets count this thread's CPU time, not wall-clock time. ``watch(seat,
    observation, state)`` is called before each decision: for measuring tools that compare what
    a seat sees with the truth (a benchmark); the bots themselves never get the state."""
    engine = kinds.engine(kind)
    players = [str(i) for i in range(len(levels))]
    level_of = dict(zip(players, levels, strict=True))
    opts = engine.validate_options(options or {}, len(players))
    events = engine.start(players, opts, random.Random(f"{seed}:0"))
    state = engine.fold(events)
    assert state is not None  # start() returns the opening events
    observers = {p: Observer(engine, p) for p in players}
    for o in observers.values():
        o.add(events)
    clock = START_MS
    pace = random.Random(f"pace:{seed}")
    next_ms = {p: START_MS + pace.randint(*REACTION_MS) for p in players}
    times: dict[str, list[float]] = {lv: [] for lv in set(levels)}
    steps: dict[str, list[int]] = {lv: [] for lv in set(levels)}
    commands = 0
    while commands < max_commands:
        out = engine.outcome(state)
        if out["finished"]:
            break
        seat, clock = _next_seat(engine, state, out, players, next_ms, clock)
        if seat is None:
            break
        obs = observers[seat].observation(state, now_ms=clock)
        if watch is not None:
            watch(seat, obs, state)
        level = level_of[seat]
        started = time.perf_counter()
        budget = Budget(ms=budget_ms, max_iterations=max_iterations,
                        clock=time.thread_time if cpu_clock else time.perf_counter)
        command = decide(obs, level, bot_rng(seed, seat, len(events)), budget)
        times[level].append(time.perf_counter() - started)
        steps[level].append(budget.granted)
        if command is None:
            raise AssertionError(f"{kind}: seat {seat} is to act but its bot has nothing to do")
        stamped = {**command, "_now_ms": clock, "_version": len(events)}
        try:
            new = engine.decide(state, seat, stamped, random.Random(f"{seed}:{len(events)}"))
        except IllegalMove as exc:
            raise BotMadeIllegalMove(kind, level, seat, command, exc) from exc
        state = engine.fold(new, state)
        assert state is not None
        events += new
        for o in observers.values():
            o.add(new)
        commands += 1
        if engine.realtime:
            next_ms[seat] = clock + _min_action_ms(state) + pace.randint(*REACTION_MS)
    out = engine.outcome(state)
    return GameResult(kind, list(levels), seed, out["finished"], out, commands, times, steps)


def _next_seat(engine, state, out, players, next_ms, clock):
    """The seat that acts next and the simulated clock then (None if nobody can act): in real
    time the first on the clock, else the first the outcome lists ``to_act``."""
    if engine.realtime:
        return _next_realtime_seat(engine, state, players, next_ms, clock)
    return (out["to_act"][0] if out["to_act"] else None), clock


def _min_action_ms(state) -> int:
    """The pace of a real-time game (Didi Dotter's option ``min_action_ms``, rule T2), 0 if it
    has none."""
    return state.get("options", {}).get("min_action_ms", 0) if isinstance(state, dict) else 0


def _next_realtime_seat(engine, state, players, next_ms, clock):
    """The seat whose turn on the simulated clock comes first, among those with a command."""
    able = [p for p in players if engine.legal_commands(state, p)]
    if not able:
        return None, clock
    for p in able:
        ready = ready_at(engine.view(state, p), p)
        if next_ms[p] < ready:
            next_ms[p] = ready
    seat = min(able, key=lambda p: (next_ms[p], p))
    return seat, max(clock, next_ms[seat])
