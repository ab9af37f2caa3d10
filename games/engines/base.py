"""The rule-engine contract shared by every game.

Pure Python: nothing here (or in any engine module) may import Django, DRF or Celery.

Contract in short
-----------------
* An ``Event`` is a JSON-ready dict ``{"type": str, "data": dict}``. Engine event types are
  CamelCase; the ``game.`` prefix is reserved for the service's own lobby events.
* A *state* is plain JSON-ready data (dicts with string keys, lists, str/int/bool/None).
  It must survive ``json.loads(json.dumps(state)) == state`` because snapshots store it as JSON.
* Players are seat ids: the strings ``"0"``, ``"1"``, ... in join order (ruling C1).
* ``start(players, options, rng)`` returns the opening events; ``apply(None, events[0])`` builds
  the initial state and the rest fold on top.
* ``decide(state, player, command, rng)`` returns new events or raises ``IllegalMove``; it never
  mutates ``state``. Every random outcome is drawn from ``rng`` here and written into an event,
  so ``apply`` is deterministic (ruling C2).
* ``apply(state, event)`` returns the next state. It may copy-and-modify; it must not depend on
  anything but its arguments.
* Checks inside ``decide`` run in a fixed order: game finished -> unknown command type ->
  not your turn / may not act now (``not_your_turn``, ruling C4) -> malformed fields
  (``bad_command``) -> the game's own rules (specific codes).

Context the service adds to every command
-----------------------------------------
The service stamps each command before ``decide`` with two reserved keys (clients cannot send
keys starting with ``_``; the service strips them):

* ``_now_ms``: the server's receive time in integer milliseconds since the epoch. Engines that
  need time (Didi Dotter's ``min_action_ms``) read it from here and record it in their events;
  an engine never reads a clock.
* ``_version``: the stream version the ``state`` reflects (the version of the last event
  folded). The first event an engine returns will be stored at ``_version + 1``.

A system actor: ``player`` is ``None`` when the service itself acts (e.g. a deadline fallback).
"""

from __future__ import annotations

import copy
import random
from typing import Any

Event = dict[str, Any]
State = dict[str, Any]
Command = dict[str, Any]
Player = str


class IllegalMove(Exception):
    """A command the rules refuse. ``code`` is stable and machine-readable.

    The message must never reveal hidden information of another player.
    """

    status = 422

    def __init__(self, code: str, message: str = "", **extra: Any):
        super().__init__(message or code)
        self.code = code
        self.message = message or code
        self.extra = extra


class InvalidOptions(IllegalMove):
    """Game options (or a ``setup``) that cannot be used. Code ``invalid_options`` by default."""

    status = 400

    def __init__(self, message: str, code: str = "invalid_options", **extra: Any):
        super().__init__(code, message, **extra)


def event(type_: str, **data: Any) -> Event:
    """Build an event dict."""
    return {"type": type_, "data": data}


def shuffled(items: list, rng: random.Random) -> list:
    """A shuffled copy of ``items``, drawn from ``rng``."""
    out = list(items)
    rng.shuffle(out)
    return out


def require(condition: bool, code: str, message: str) -> None:
    """Raise ``IllegalMove(code, message)`` unless ``condition`` holds."""
    if not condition:
        raise IllegalMove(code, message)


class Engine:
    """Base class for a rule engine. Subclasses override what they need.

    Engines are stateless singletons: every method is a function of its arguments.
    """

    kind: str = ""
    version: int = 1  # bump when the rules change; recorded in event meta
    min_players: int = 2
    max_players: int = 2
    # Played in real time with the engine's own deadlines (no correspondence clock).
    realtime: bool = False
    # Whether the lowest score is best (to rank seats when a game ends early).
    lower_scores_win: bool = False

    # -- options -------------------------------------------------------------------------
    def default_options(self) -> dict:
        return {}

    def validate_options(self, options: dict | None, players: int | None = None) -> dict:
        """Return the full options (defaults merged in), or raise ``InvalidOptions``.

        ``players`` is the seat count when known (at start), else None (at creation).
        Common options every engine accepts: ``setup`` (dict, fixed first-round outcomes),
        ``hints`` (bool, default False).
        """
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise InvalidOptions("options must be a JSON object")
        if players is not None and not self.min_players <= players <= self.max_players:
            raise InvalidOptions(f"{self.kind} seats {self.min_players} to {self.max_players} "
                                 f"players, not {players}")
        defaults = self.default_options()
        merged = {"hints": False, **defaults}
        for key, value in options.items():
            if key not in merged and key != "setup":
                raise InvalidOptions(f"unknown option {key!r}", field=key)
            if key == "setup":
                if value is not None and not isinstance(value, dict):
                    raise InvalidOptions("setup must be a JSON object", field="setup")
            elif key == "hints":
                if not isinstance(value, bool):
                    raise InvalidOptions("hints must be true or false", field="hints")
            else:
                default = merged[key]
                if isinstance(default, bool) and not isinstance(value, bool):
                    raise InvalidOptions(f"{key} must be true or false", field=key)
                if isinstance(default, int) and not isinstance(default, bool) and (
                    not isinstance(value, int) or isinstance(value, bool)
                ):
                    raise InvalidOptions(f"{key} must be an integer", field=key)
            merged[key] = value
        return merged

    # -- lifecycle -----------------------------------------------------------------------
    def start(self, players: list[Player], options: dict, rng: random.Random) -> list[Event]:
        raise NotImplementedError

    def decide(self, state: State, player: Player | None, command: Command,
               rng: random.Random) -> list[Event]:
        raise NotImplementedError

    def apply(self, state: State | None, event: Event) -> State:
        raise NotImplementedError

    def fold(self, events: list[Event], state: State | None = None) -> State | None:
        """Apply ``events`` in order (a convenience for tests and replays)."""
        for e in events:
            state = self.apply(state, e)
        return state

    def command_type(self, command: Command, known, finished: bool) -> str:
        """The first two checks of every ``decide``, in the contract's order.

        Raises ``game_finished`` when ``finished``, then ``unknown_command`` unless the
        command's ``type`` is in ``known``; returns the type.
        """
        if finished:
            raise IllegalMove("game_finished", "the game is over")
        ctype = command.get("type") if isinstance(command, dict) else None
        if not isinstance(ctype, str) or ctype not in known:
            raise IllegalMove("unknown_command", f"{self.kind} has no command {ctype!r}")
        return ctype

    # -- reading -------------------------------------------------------------------------
    def view(self, state: State, player: Player | None) -> dict:
        raise NotImplementedError

    def redact(self, event: Event, player: Player | None) -> Event | None:
        """Default: events carry no secrets."""
        return event

    def legal_commands(self, state: State, player: Player | None) -> list[dict]:
        raise NotImplementedError

    def outcome(self, state: State) -> dict:
        raise NotImplementedError

    def hint(self, state: State, player: Player) -> dict:
        """Advice for ``player`` (only served when the game's option ``hints`` is true)."""
        raise IllegalMove("hints_unavailable", f"{self.kind} offers no hints")


def clone(state: State) -> State:
    """A deep copy of a plain-data state (for apply functions that copy-and-modify)."""
    return copy.deepcopy(state)
