"""The rule-engine contract shared by every game, and the one shape every engine has.

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

The shape of an engine
----------------------
Each engine subclasses ``Engine`` and fills in tables and hooks; ``Engine`` runs them, so the
check order, the fold and the redaction are written once, here:

* ``commands``: command type -> ``Move(handler, fields)``. ``decide`` raises ``game_finished``
  when ``is_finished(state)``, then ``unknown_command`` unless the type is a key of
  ``commands``, then calls ``check_actor(state, player, type)`` (raises ``not_your_turn``; an
  engine may refuse a command of another phase here with its own code, Biddle's
  ``wrong_phase``, as its rules page documents), then
  ``move.fields(state, player, command)`` (raises ``bad_command``, else returns the checked
  arguments), and last ``move.handler(engine, state, player, args, rng)``: the game's own
  rules, which return the events.
* ``opening``/``initial_state(data)``: the first event's type and the state it builds;
  ``folds``: every other event type -> a fold step ``step(state, data)`` that modifies the fresh
  ``copy_state(state)`` it is handed. ``apply`` runs them.
* ``secrets``: event type -> the ``Secret`` fields of its data (who may see each one, what the
  others get); ``actor_only``: event types only their actor (``data["player"]``) receives.
  ``redact`` applies both; event data is never renamed (stored events are immutable).
* ``view(state, player)`` names the requester's seat ``your_seat`` (None for a spectator) and a
  game's running totals ``scores``.

Shared helpers for the rules: ``plain_copy``, ``is_int``, ``next_seat``/``seats_after`` (seat
order, ruling C1), ``shuffled``, ``require``, ``not_your_turn``, ``bad_command``,
``first_overdrawn`` (a setup naming more copies of a card than the deck has), and ``Chain``
(the events of one command, folded as they are made).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, TypeGuard, overload

Event = dict[str, Any]
State = dict[str, Any]
Command = dict[str, Any]
Player = str

FINISHED = "finished"  # the phase of a game that is over (every engine's ``state["phase"]``)


class IllegalMove(Exception):
    """A command the rules refuse. ``code`` is stable and machine-readable.

    The message must never reveal hidden information of another player.
    """

    status = 422

    def __init__(self, code: str, message: str = "", **extra: Any):
        super().__init__(message or code)
        self.code = code
        self.message = message or code
        self.extra: dict[str, Any] = extra


class InvalidOptions(IllegalMove):
    """Game options (or a ``setup``) that cannot be used. Code ``invalid_options`` by default."""

    status = 400

    def __init__(self, message: str, code: str = "invalid_options", **extra: Any):
        super().__init__(code, message, **extra)


def event(type_: str, **data: Any) -> Event:
    """Build an event dict."""
    return {"type": type_, "data": data}


# -- helpers shared by the rules -------------------------------------------------------------

def shuffled(items: Iterable, rng: random.Random) -> list:
    """A shuffled copy of ``items``, drawn from ``rng``."""
    out = list(items)
    rng.shuffle(out)
    return out


def require(condition: bool, code: str, message: str) -> None:
    """Raise ``IllegalMove(code, message)`` unless ``condition`` holds."""
    if not condition:
        raise IllegalMove(code, message)


def not_your_turn(message: str, **extra: Any) -> IllegalMove:
    """The refusal of step 3 of the check order (ruling C4): this seat may not act now."""
    return IllegalMove("not_your_turn", message, **extra)


def bad_command(message: str, **extra: Any) -> IllegalMove:
    """The refusal of step 4 of the check order: a field is missing or of the wrong shape."""
    return IllegalMove("bad_command", message, **extra)


def is_int(value: Any) -> TypeGuard[int]:
    """True for an integer that is not a bool (JSON has no separate bool-is-int)."""
    return isinstance(value, int) and not isinstance(value, bool)


def plain_copy(value: Any) -> Any:
    """A deep copy of plain JSON data (dicts and lists of plain values); several times faster
    than ``copy.deepcopy``, which matters because folds and redaction copy on every event."""
    if isinstance(value, dict):
        return {k: plain_copy(v) if isinstance(v, dict | list) else v for k, v in value.items()}
    if isinstance(value, list):
        return [plain_copy(v) if isinstance(v, dict | list) else v for v in value]
    return value


def nulled(value: Any) -> Any:
    """The same shape as ``value`` with every leaf replaced by None."""
    if isinstance(value, dict):
        return {k: nulled(v) for k, v in value.items()}
    if isinstance(value, list):
        return [nulled(v) for v in value]
    return None


def first_overdrawn(named: Iterable[str], copies: Mapping[str, int]) -> tuple[str, int] | None:
    """The first card (in the order first named) that ``named`` lists more often than the deck
    holds (``copies``: card -> copies in the deck), with how often it is named; None if the
    deck has every card named. A fixed ``setup`` deals real cards, so it may name a card no
    more often than the deck has it."""
    for card, count in Counter(named).items():
        if count > copies[card]:
            return card, count
    return None


def next_seat(players: list[Player], seat: Player, skip: Iterable[Player] = ()) -> Player:
    """The first seat after ``seat`` on its left (the next in join order, wrapping: ruling C1)
    that is not in ``skip``; ``seat`` itself only after a full circle. ValueError if every
    seat is skipped."""
    skipped = set(skip)
    i = players.index(seat)
    for step in range(1, len(players) + 1):
        candidate = players[(i + step) % len(players)]
        if candidate not in skipped:
            return candidate
    raise ValueError("nobody left to act")


def seats_after(players: list[Player], seat: Player) -> list[Player]:
    """Every other seat, in order round the table from the one left of ``seat`` (ruling C1)."""
    i = players.index(seat)
    return [players[(i + step) % len(players)] for step in range(1, len(players))]


class Chain:
    """The events of one command (or of the start), each folded into ``state`` as it is made,
    so the later steps of the same command see what the earlier ones did."""

    def __init__(self, engine: Engine, state: State, events: list[Event] | None = None):
        self.engine = engine
        self.state = state
        self.events: list[Event] = list(events or [])

    def emit(self, type_: str, **data: Any) -> Event:
        e = event(type_, **data)
        self.events.append(e)
        self.state = self.engine.apply(self.state, e)
        return e


# -- the tables an engine fills in -----------------------------------------------------------

# A command handler: (engine, state, player, checked arguments, rng) -> the new events.
Handler = Callable[[Any, State, Any, Command, random.Random], list[Event]]
# A field check: (state, player, command) -> the checked (and normalised) arguments; raises
# bad_command.
FieldCheck = Callable[[State, Any, Command], Command]
# A fold step: modifies the fresh copy of the state it is given, from one event's data.
FoldStep = Callable[[State, dict[str, Any]], None]


def no_fields(state: State, player: Player | None, command: Command) -> Command:
    """The field check of a command without fields: nothing to check, no arguments."""
    return {}


@dataclass(frozen=True)
class Move:
    """One command type: the handler of its rules and the check of its fields (step 4)."""

    handler: Handler
    fields: FieldCheck = no_fields


# who may see a secret field
OWN_ENTRY = "own_entry"  # the field maps seats to parts: each seat sees its own part only
ACTOR = "actor"  # only the seat in the event's ``data["player"]``
NOBODY = "nobody"  # no player (staff read the raw log)
# what everyone else gets instead
OMIT = "omit"  # the key is left out
EMPTY = "empty"  # an empty map (OWN_ENTRY fields whose feed schema always has the key)
NULLS = "nulls"  # the same shape with every leaf None
COUNT = "count"  # the value's length under the name ``count_as``, after the other fields


@dataclass(frozen=True)
class Secret:
    """A secret field of an event's data: who may see it and what the others get instead.

    ``when`` names a boolean data field: the secret holds only when that field is true (else
    the field is public). A field a viewer may see stays where it is in the data (an
    OWN_ENTRY map cut down to the viewer's own entry); a COUNT goes after the other fields.
    """

    field: str
    seen_by: str
    instead: str = OMIT
    count_as: str = ""
    when: str = ""

    def __post_init__(self) -> None:
        assert self.seen_by in (OWN_ENTRY, ACTOR, NOBODY), self.seen_by
        assert self.instead in (OMIT, EMPTY, NULLS, COUNT), self.instead
        assert (self.instead == COUNT) == bool(self.count_as), "COUNT needs count_as"


def _check_option(key: Any, value: Any, defaults: Mapping[str, Any]) -> None:
    """Raise ``InvalidOptions`` unless ``value`` may be given for the option ``key``: ``setup``
    a JSON object or null, any other key one of ``defaults`` (``hints`` and the engine's
    own), with a value of its default's type when that is a bool or an integer (an engine
    checks its other options itself)."""
    if key == "setup":
        if value is not None and not isinstance(value, dict):
            raise InvalidOptions("setup must be a JSON object", field="setup")
        return
    if key not in defaults:
        raise InvalidOptions(f"unknown option {key!r}", field=key)
    default = defaults[key]
    if isinstance(default, bool) and not isinstance(value, bool):
        raise InvalidOptions(f"{key} must be true or false", field=key)
    if is_int(default) and not is_int(value):
        raise InvalidOptions(f"{key} must be an integer", field=key)


class Engine:
    """Base class for a rule engine: the contract (module doc) and the shared machinery.

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

    # The tables (module doc, "The shape of an engine").
    commands: ClassVar[Mapping[str, Move]] = {}
    opening: ClassVar[str] = ""
    folds: ClassVar[Mapping[str, FoldStep]] = {}
    secrets: ClassVar[Mapping[str, tuple[Secret, ...]]] = {}
    actor_only: ClassVar[frozenset[str]] = frozenset()

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
        self._check_seat_count(players)
        defaults = {"hints": False, **self.default_options()}
        merged = dict(defaults)
        for key, value in options.items():
            _check_option(key, value, defaults)
            merged[key] = value
        return merged

    def _check_seat_count(self, players: int | None) -> None:
        """Raise ``InvalidOptions`` unless ``players`` (when known) is a seat count the game
        takes."""
        if players is not None and not self.min_players <= players <= self.max_players:
            raise InvalidOptions(f"{self.kind} seats {self.min_players} to {self.max_players} "
                                 f"players, not {players}")

    # -- lifecycle -----------------------------------------------------------------------
    def start(self, players: list[Player], options: dict, rng: random.Random) -> list[Event]:
        raise NotImplementedError

    def decide(self, state: State, player: Player | None, command: Command,
               rng: random.Random) -> list[Event]:
        """The events ``command`` from ``player`` leads to, or ``IllegalMove``; the checks run
        in the contract's order (module doc), the game's own rules in the command's handler."""
        if self.is_finished(state):
            raise IllegalMove("game_finished", "the game is over")
        ctype = command.get("type") if isinstance(command, dict) else None
        if not isinstance(ctype, str) or ctype not in self.commands:
            raise IllegalMove("unknown_command", f"{self.kind} has no command {ctype!r}")
        move = self.commands[ctype]
        self.check_actor(state, player, ctype)
        args = move.fields(state, player, command)
        return move.handler(self, state, player, args, rng)

    def is_finished(self, state: State) -> bool:
        """Step 1 of the check order: the game is over."""
        return state["phase"] == FINISHED

    def check_actor(self, state: State, player: Player | None, ctype: str) -> None:
        """Step 3 of the check order: raise ``not_your_turn`` unless ``player`` may send a
        command of type ``ctype`` now."""
        raise NotImplementedError

    def apply(self, state: State | None, event: Event) -> State:
        """The state after ``event``: ``initial_state`` for the opening event, else the
        event type's fold step run on ``copy_state(state)``. ValueError for an event type the
        engine does not know (or any event but the opening one before it). When the service
        folds a stored event, ``event`` also has ``version`` (its stream version); a bare fold
        (tests, the arena, the bots) may leave it out."""
        type_, data = event["type"], event["data"]
        if type_ == self.opening:
            return self.initial_state(data)
        step = self.folds.get(type_)
        if step is None or state is None:
            raise ValueError(f"unknown {self.kind} event {type_!r}")
        new = self.copy_state(state)
        step(new, data)
        return new

    def initial_state(self, data: dict[str, Any]) -> State:
        """The state the opening event builds from nothing."""
        raise NotImplementedError

    def copy_state(self, state: State) -> State:
        """A copy a fold step may modify without touching ``state``. Engines override it with
        a copy of just the containers their fold steps change (apply runs once per event)."""
        return plain_copy(state)

    @overload
    def fold(self, events: list[Event], state: State) -> State: ...

    @overload
    def fold(self, events: list[Event], state: None = None) -> State | None: ...

    def fold(self, events: list[Event], state: State | None = None) -> State | None:
        """Apply ``events`` in order (a convenience for tests and replays)."""
        for e in events:
            state = self.apply(state, e)
        return state

    # -- reading -------------------------------------------------------------------------
    def view(self, state: State, player: Player | None) -> dict:
        raise NotImplementedError

    def redact(self, event: Event, player: Player | None) -> Event | None:
        """``event`` as ``player`` (None: a spectator) may see it, per ``secrets`` and
        ``actor_only``; None if they may not see it at all. Always a new dict the caller may
        change."""
        type_, data = event["type"], event["data"]
        if type_ in self.actor_only and data.get("player") != player:
            return None
        secrets = self.secrets.get(type_)
        if not secrets:
            return {"type": type_, "data": plain_copy(data)}
        by_field = {s.field: s for s in secrets}
        out: dict[str, Any] = {}
        counts: dict[str, int] = {}
        for key, value in data.items():
            secret = by_field.get(key)
            if secret is None or (secret.when and not data.get(secret.when)):
                out[key] = plain_copy(value)
            elif secret.seen_by == ACTOR and player is not None and player == data.get("player"):
                out[key] = plain_copy(value)
            elif secret.seen_by == OWN_ENTRY and player is not None and player in value:
                out[key] = {player: plain_copy(value[player])}
            elif secret.instead == EMPTY:
                out[key] = {}
            elif secret.instead == NULLS:
                out[key] = nulled(value)
            elif secret.instead == COUNT:
                counts[secret.count_as] = len(value)
        out.update(counts)
        return {"type": type_, "data": out}

    def legal_commands(self, state: State, player: Player | None) -> list[dict]:
        raise NotImplementedError

    def outcome(self, state: State) -> dict:
        raise NotImplementedError

    def hint(self, state: State, player: Player) -> dict:
        """Advice for ``player`` (only served when the game's option ``hints`` is true)."""
        raise IllegalMove("hints_unavailable", f"{self.kind} offers no hints")
