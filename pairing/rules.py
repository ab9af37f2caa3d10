"""Quick pairing's rules over plain data (pure: no Django).

* ``terms_key``: two seeks can meet only if they ask for the same game: kind, seats, the clock
  (compared in milliseconds, so ``P1D`` and ``PT24H`` are one clock) and ``on_timeout``.
* ``in_range``: a displayed rating inside a seek's optional ``[min, max]`` (inclusive).
* ``pick``: the table a new seek completes, greedy oldest first: starting from the new seek,
  each candidate (oldest first) joins when it belongs to another player than everyone already
  chosen, neither is separated from any of them (a block, either way), and each one's rating
  lies inside every other's range; the first ``seats`` so chosen are the table. Greedy can miss
  a table a cleverer search would find among older seeks; it never makes an incompatible one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True)
class Want:
    """One seek as the rules see it: whose, the player's displayed rating in the seek's kind,
    and the range it accepts (None: unbounded)."""

    seek: object
    user: int
    rating: int
    low: int | None = None
    high: int | None = None


def terms_key(kind: str, seats: int, clock: dict | None, on_timeout: str) -> str:
    """The key two seeks must share to be paired."""
    timing = "untimed" if clock is None else f"{clock['per_move_ms']}+{clock['bank_ms']}"
    return f"{kind}|{seats}|{timing}|{on_timeout}"


def in_range(rating: int, low: int | None, high: int | None) -> bool:
    return (low is None or rating >= low) and (high is None or rating <= high)


def compatible(a: Want, b: Want, separated: Mapping[int, set[int]]) -> bool:
    """Whether ``a`` and ``b`` may sit at one table: two players, not separated, each one's
    rating inside the other's range."""
    return (a.user != b.user
            and b.user not in separated.get(a.user, ())
            and a.user not in separated.get(b.user, ())
            and in_range(a.rating, b.low, b.high) and in_range(b.rating, a.low, a.high))


def pick(new: Want, candidates: Iterable[Want], seats: int,
         separated: Mapping[int, set[int]]) -> list[Want] | None:
    """The ``seats`` seeks (``new`` first, then the chosen candidates oldest first) that make
    a table, or None when the pool cannot fill one yet. ``candidates`` come oldest first;
    ``separated`` maps a player to the players they are separated from (blocks, both ways)."""
    table = [new]
    for c in candidates:
        if len(table) == seats:
            break
        if all(compatible(c, t, separated) for t in table):
            table.append(c)
    return table if len(table) == seats else None


def rating_range_problem(value) -> str | None:
    """Why ``value`` is not a rating range (None: it is one). A range is null or
    ``{"min"?: int, "max"?: int}`` with ``min <= max``."""
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) - {"min", "max"}:
        return 'rating_range must be null or {"min": int, "max": int} (either optional).'
    for end in ("min", "max"):
        v = value.get(end)
        if v is not None and (not isinstance(v, int) or isinstance(v, bool)
                              or not -100_000 <= v <= 100_000):
            return f"rating_range.{end} must be a whole number (or null)."
    low, high = value.get("min"), value.get("max")
    if low is not None and high is not None and low > high:
        return "rating_range.min must not be above rating_range.max."
    return None


def seated_order(table: Sequence[Want], created: Mapping[object, datetime]) -> list[Want]:
    """The table in the order its seeks were posted (the oldest seek's player sits first)."""
    return sorted(table, key=lambda w: created[w.seek])
