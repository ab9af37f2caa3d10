"""Shared helpers for engine tests: drive an engine without Django, the way the service does.

``Table`` keeps the event log and the folded state, stamps commands with ``_now_ms`` and
``_version`` like the service, and derives a per-command generator from a seed, so a test can
play by command and then check the log (replay, JSON round trip, redaction).
"""

from __future__ import annotations

import json
import random

from games.engines.base import Engine, IllegalMove


class Table:
    """An in-memory game: ``events`` is the log, ``state`` the fold of it."""

    def __init__(self, engine: Engine, players: list[str], options: dict | None = None,
                 seed: int = 0, now_ms: int = 1_000_000):
        self.engine = engine
        self.players = players
        self.options = engine.validate_options(options or {}, len(players))
        self.seed = seed
        self.now_ms = now_ms
        self.events = engine.start(players, self.options, random.Random(f"{seed}:0"))
        self.state = engine.fold(self.events)

    @property
    def version(self) -> int:
        return len(self.events)

    def send(self, player: str | None, command: dict, *, advance_ms: int = 1000) -> list[dict]:
        """Decide and apply one command; returns the new events (raises IllegalMove)."""
        self.now_ms += advance_ms
        stamped = {**command, "_now_ms": self.now_ms, "_version": self.version}
        before = json.dumps(self.state, sort_keys=True)
        rng = random.Random(f"{self.seed}:{self.version}")
        try:
            new = self.engine.decide(self.state, player, stamped, rng)
        finally:
            # decide must never mutate the state, even when it refuses
            assert json.dumps(self.state, sort_keys=True) == before, "decide mutated state"
        for e in new:
            json.dumps(e)  # events are JSON-ready
            self.state = self.engine.apply(self.state, e)
        self.events.extend(new)
        return new

    def refused(self, player: str | None, command: dict) -> IllegalMove:
        """Send a command that must be refused; returns the IllegalMove, checks nothing landed."""
        n = len(self.events)
        try:
            self.send(player, command)
        except IllegalMove as exc:
            assert len(self.events) == n
            return exc
        raise AssertionError(f"{command} was accepted")

    def outcome(self) -> dict:
        return self.engine.outcome(self.state)

    def replayed(self) -> dict:
        """The state rebuilt from the log alone (no generator involved)."""
        return self.engine.fold(json.loads(json.dumps(self.events)))

    def check_replay(self) -> None:
        assert self.replayed() == self.state
        assert json.loads(json.dumps(self.state)) == self.state


def play_random(engine: Engine, players: list[str], seed: int, options: dict | None = None,
                max_commands: int = 20_000, on_step=None) -> Table:
    """Play a game to its end by picking uniformly among ``legal_commands``.

    Every command a player may send is tried from the list of every player who has one.
    ``on_step(table)`` runs after each command (for invariants). Raises if the game does not
    finish within ``max_commands``.
    """
    table = Table(engine, players, options, seed=seed)
    pick = random.Random(seed)
    for _ in range(max_commands):
        if table.outcome()["finished"]:
            return table
        choices = [(p, c) for p in players for c in engine.legal_commands(table.state, p)]
        assert choices, f"no legal command but game not finished: {table.outcome()}"
        player, command = pick.choice(choices)
        table.send(player, command)
        if on_step:
            on_step(table)
    raise AssertionError(f"game did not finish within {max_commands} commands")
