"""A toy engine with a deadline, for testing how the service schedules and fires deadlines.

It is the guessing game of ``tests.toy_engine`` plus a fixed deadline (option ``deadline_at``,
absolute ms): until the game ends, ``outcome()["deadline_ms"]`` is that deadline, and the
service's ``timeout`` command ends the game once it has passed.
"""

from __future__ import annotations

from games.engines.base import IllegalMove, event
from tests.toy_engine import GuessEngine


class DeadlineGuessEngine(GuessEngine):
    kind = "toy_deadline"

    def default_options(self) -> dict:
        return {**super().default_options(), "deadline_at": 0}

    def apply(self, state, e):
        if e["type"] == "TimedOut":
            return {**state, "finished": True}
        return super().apply(state, e)

    def decide(self, state, player, command, rng):
        if command.get("type") == "timeout" and player is None:
            if command["_now_ms"] < state["options"]["deadline_at"]:
                raise IllegalMove("deadline_not_reached", "Not yet.")
            return [event("TimedOut")]
        return super().decide(state, player, command, rng)

    def outcome(self, state):
        out = super().outcome(state)
        out["deadline_ms"] = None if state["finished"] else state["options"]["deadline_at"]
        return out


ENGINE = DeadlineGuessEngine()
