"""Correspondence clocks: pure rules over plain data (no ORM, no clock read: ``now_ms`` is passed).

A game created with a ``clock`` option gives every seat a clock record once it starts::

    {"deadline_ms": int | None,      # the raw deadline while the seat's clock runs, else None
     "bank_ms": int,                 # time bank left (extra time that carries over)
     "paused_at_ms": int | None,     # vacation: when the pause began
     "paused_until_ms": int | None}  # vacation: when it ends at the latest

Rules (documented for players in docs/correspondence.md):

* A seat's clock runs while the engine lists it in ``to_act``. It (re)starts with
  ``per_move + bank`` whenever the seat becomes due to act, and again after each of its own
  moves; other players' moves do not touch it.
* When the seat moves (or stops being due), the time it used beyond ``per_move`` comes out of
  its bank: ``bank_left = min(bank, time left)``.
* A vacation pause freezes the time left. While paused, the *effective* deadline is
  ``paused_until + (deadline - paused_at)``: a pause that lapses without being ended restarts
  the clock by itself, at ``paused_until``.

The events these rules produce are service events folded by ``games.domain.stream``:

* ``game.clock_started {at_ms, started: [seat], stopped: [seat], clocks: {seat: record}}`` —
  the new records of every seat whose clock started, restarted or stopped in a decision.
* ``game.clock_paused {seat, at_ms, until_ms}`` / ``game.clock_resumed {seat, at_ms,
  paused_ms}`` — a vacation began / ended for that seat; ``paused_ms`` is the time it used.
"""

from __future__ import annotations

import re

CLOCK_STARTED = "game.clock_started"
CLOCK_PAUSED = "game.clock_paused"
CLOCK_RESUMED = "game.clock_resumed"
CLOCK_TYPES = frozenset({CLOCK_STARTED, CLOCK_PAUSED, CLOCK_RESUMED})

HOUR_MS = 3_600_000
DAY_MS = 24 * HOUR_MS
MIN_PER_MOVE_MS = HOUR_MS
MAX_PER_MOVE_MS = 14 * DAY_MS
MAX_BANK_MS = 60 * DAY_MS
DEFAULT_CLOCK = {"per_move": "P3D", "bank": None}
ON_TIMEOUT = ("forfeit", "autopilot")
DEFAULT_ON_TIMEOUT = "forfeit"


class ClockError(ValueError):
    """A clock option that cannot be used: ``code`` is the API's stable error code."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


# -- options --------------------------------------------------------------------------------
def duration_ms(text, field: str) -> int:
    """An ISO 8601 duration of days/hours/minutes/seconds (``P3D``, ``PT12H``) in ms."""
    if not isinstance(text, str) or not text.startswith("P"):
        raise ClockError("invalid_clock", f"{field} must be an ISO 8601 duration such as "
                         '"P3D" or "PT12H".')
    parts = _DURATION.match(text)
    seconds = 0.0 if parts is None else sum(
        float(value.replace(",", ".")) * _UNIT_SECONDS[unit]
        for unit, value in parts.groupdict().items() if value is not None)
    if seconds <= 0:
        raise ClockError("invalid_clock", f"{field} {text!r} is not a positive ISO 8601 "
                         "duration of days, hours, minutes or seconds (e.g. P3D, PT12H).")
    return int(seconds * 1000)


# ISO 8601 durations of days, hours, minutes and seconds, fractions allowed (``P1DT12H``,
# ``PT0,5H``): the form Django's ``parse_duration`` reads, written here to keep this pure
_DURATION = re.compile(r"P(?:(?P<days>\d+(?:[.,]\d+)?)D)?(?:T(?:(?P<hours>\d+(?:[.,]\d+)?)H)?"
                       r"(?:(?P<minutes>\d+(?:[.,]\d+)?)M)?(?:(?P<seconds>\d+(?:[.,]\d+)?)S)?)?\Z")
_UNIT_SECONDS = {"days": 86400, "hours": 3600, "minutes": 60, "seconds": 1}


def validate(clock, on_timeout, *, realtime: bool) -> tuple[dict | None, str]:
    """The clock settings a game is created with: ``(clock, on_timeout)``.

    ``clock`` is absent (``...``: the default, 3 days a move), ``None`` (untimed) or
    ``{"per_move": "P3D", "bank": "P7D"?}``. Real-time games (Didi Dotter) keep their own pace
    and take no clock. Returns the stored form ``{per_move, bank, per_move_ms, bank_ms}``.
    """
    if on_timeout is ...:
        on_timeout = DEFAULT_ON_TIMEOUT
    if on_timeout not in ON_TIMEOUT:
        raise ClockError("invalid_on_timeout", f"on_timeout must be one of {list(ON_TIMEOUT)}.")
    if realtime:
        if clock not in (..., None):
            raise ClockError("invalid_clock", "This game is played in real time; it takes "
                             "no correspondence clock.")
        return None, on_timeout
    if clock is ...:
        clock = DEFAULT_CLOCK
    if clock is None:
        return None, on_timeout
    if not isinstance(clock, dict) or set(clock) - {"per_move", "bank"}:
        raise ClockError("invalid_clock", 'clock must be null or {"per_move": "P3D", '
                         '"bank": "P7D"} (bank optional).')
    per_move = clock.get("per_move", DEFAULT_CLOCK["per_move"])
    per_move_ms = duration_ms(per_move, "clock.per_move")
    if not MIN_PER_MOVE_MS <= per_move_ms <= MAX_PER_MOVE_MS:
        raise ClockError("clock_out_of_range", "clock.per_move must be from 1 hour (PT1H) to "
                         "14 days (P14D).")
    bank = clock.get("bank")
    bank_ms = 0 if bank is None else duration_ms(bank, "clock.bank")
    if bank_ms > MAX_BANK_MS:
        raise ClockError("clock_out_of_range", "clock.bank may be at most 60 days (P60D).")
    return {"per_move": per_move, "bank": bank, "per_move_ms": per_move_ms,
            "bank_ms": bank_ms}, on_timeout


def public(cfg: dict | None) -> dict | None:
    """The clock option as clients wrote it."""
    return None if cfg is None else {"per_move": cfg["per_move"], "bank": cfg["bank"]}


# -- one seat's clock -----------------------------------------------------------------------
def initial(cfg: dict, seats) -> dict:
    """Every seat's record when the game starts (no clock running yet)."""
    return {s: {"deadline_ms": None, "bank_ms": cfg["bank_ms"], "paused_at_ms": None,
                "paused_until_ms": None} for s in seats}


def paused(c: dict, now_ms: int) -> bool:
    """Whether a vacation pause holds the seat's clock at ``now_ms``."""
    return c["paused_at_ms"] is not None and now_ms < c["paused_until_ms"]


def effective_deadline(c: dict) -> int | None:
    """When the seat's time runs out (a pause pushes it past the pause's latest end)."""
    if c["deadline_ms"] is None:
        return None
    if c["paused_at_ms"] is None:
        return c["deadline_ms"]
    return c["paused_until_ms"] + (c["deadline_ms"] - c["paused_at_ms"])


def remaining_ms(c: dict, now_ms: int) -> int | None:
    """Time left on the seat's clock at ``now_ms`` (0 when out of time; None: not running)."""
    if c["deadline_ms"] is None:
        return None
    if paused(c, now_ms):
        return c["deadline_ms"] - c["paused_at_ms"]
    deadline = effective_deadline(c)
    assert deadline is not None  # a running clock has one
    return max(0, deadline - now_ms)


def seat_deadlines(clocks: dict, to_act: list[str],
                   rules_deadline_ms: int | None) -> dict[str, int | None]:
    """Each seat due to act -> when its time runs out if nobody does anything (ms; None: no
    deadline): its clock's effective deadline (on vacation: the pause's end plus the time left,
    as the clock is stopped until then), or in untimed play the rules' own deadline (Didi
    Dotter's). The one meaning of a seat's ``deadline`` everywhere it is served."""
    return {s: effective_deadline(clocks[s]) if s in clocks else rules_deadline_ms
            for s in to_act}


def alarm_ms(cfg: dict, c: dict, passed_percent: int) -> int | None:
    """When ``passed_percent`` of the time the seat had at the start of its turn (``per_move``
    plus the bank it started with) has passed: the effective deadline less the rest of that
    budget, so a vacation pause moves it as it moves the deadline. None: not running."""
    deadline = effective_deadline(c)
    if deadline is None:
        return None
    budget = cfg["per_move_ms"] + c["bank_ms"]
    return deadline - budget * (100 - passed_percent) // 100


def wake_ms(clocks: dict) -> int | None:
    """The earliest moment the service must look at the clocks: a deadline or a pause's end."""
    times = [t for c in clocks.values()
             for t in (effective_deadline(c), c["paused_until_ms"]) if t is not None]
    return min(times, default=None)


def expired(clocks: dict, now_ms: int) -> list[str]:
    """Seats out of time at ``now_ms``, earliest deadline first (then seat order)."""
    deadlines = {s: effective_deadline(c) for s, c in clocks.items()}
    due = [(at, int(s)) for s, at in deadlines.items() if at is not None and at <= now_ms]
    return [str(s) for _, s in sorted(due)]


def lapsed_pauses(clocks: dict, now_ms: int) -> list[str]:
    """Seats whose vacation pause ended by itself (reached its latest end) at ``now_ms``."""
    return [s for s, c in clocks.items()
            if c["paused_at_ms"] is not None and c["paused_until_ms"] <= now_ms]


# -- decisions ------------------------------------------------------------------------------
def advance(cfg: dict, clocks: dict, before: list[str], after: list[str], movers: set,
            now_ms: int, vacations: dict[str, int]) -> dict | None:
    """The ``game.clock_started`` data after a decision, or None when no clock changed.

    ``before``/``after``: the seats due to act before and after it; ``movers``: the seats whose
    clocks restart even if running (the seat that moved; everyone due after a staff rewind);
    ``vacations``: seat -> vacation end (ms) for players on
    vacation now, so a clock that starts for them starts paused.
    """
    changed, started, stopped = {}, [], []
    for seat, c in clocks.items():
        running = c["deadline_ms"] is not None
        due = seat in after
        restart = due and (not running or seat in movers)
        if not restart and not (running and not due):
            continue
        new = dict(c)
        if running:
            left = remaining_ms(c, now_ms)
            new["bank_ms"] = min(c["bank_ms"], left)
        if c["paused_at_ms"] is not None and not paused(c, now_ms):
            new["paused_at_ms"] = new["paused_until_ms"] = None  # the pause has lapsed
        if restart:
            budget = cfg["per_move_ms"] + new["bank_ms"]
            if new["paused_at_ms"] is None and seat in vacations and now_ms < vacations[seat]:
                new["paused_at_ms"], new["paused_until_ms"] = now_ms, vacations[seat]
            base = new["paused_at_ms"] if new["paused_at_ms"] is not None else now_ms
            new["deadline_ms"] = base + budget
            started.append(seat)
        else:
            new["deadline_ms"] = None
            stopped.append(seat)
        changed[seat] = new
    if not changed:
        return None
    return {"at_ms": now_ms, "started": started, "stopped": stopped, "clocks": changed}


def pause(c: dict, seat: str, now_ms: int, until_ms: int) -> dict | None:
    """The ``game.clock_paused`` data for a vacation from ``now_ms`` to ``until_ms``."""
    if paused(c, now_ms):
        return None
    return {"seat": seat, "at_ms": now_ms, "until_ms": until_ms}


def resume(c: dict, seat: str, now_ms: int) -> dict | None:
    """The ``game.clock_resumed`` data when a pause ends at ``now_ms`` (or lapsed earlier)."""
    if c["paused_at_ms"] is None:
        return None
    at = min(now_ms, c["paused_until_ms"])
    return {"seat": seat, "at_ms": at, "paused_ms": at - c["paused_at_ms"]}


def fold(clocks: dict, type_: str, data: dict) -> dict:
    """One clock event folded into the seats' records (a new dict)."""
    clocks = {s: dict(c) for s, c in clocks.items()}
    if type_ == CLOCK_STARTED:
        for seat, record in data["clocks"].items():
            clocks[seat] = dict(record)
    elif type_ == CLOCK_PAUSED:
        c = clocks[data["seat"]]
        if c["paused_at_ms"] is not None:
            # a lapsed pause never closed: its clock restarted at its end
            c["deadline_ms"] = effective_deadline(c)
        c.update(paused_at_ms=data["at_ms"], paused_until_ms=data["until_ms"])
    elif type_ == CLOCK_RESUMED:
        c = clocks[data["seat"]]
        if c["deadline_ms"] is not None:
            c["deadline_ms"] = data["at_ms"] + (c["deadline_ms"] - c["paused_at_ms"])
        c.update(paused_at_ms=None, paused_until_ms=None)
    return clocks


def stop_all(clocks: dict) -> dict:
    """Every clock stopped (the game is over); banks and pauses are kept for the record."""
    return {s: {**c, "deadline_ms": None} for s, c in clocks.items()}
