"""The service's clock, and the one conversion between the ways a moment is written.

Inside the service a moment is an integer of milliseconds since the epoch (UTC): the rules,
events and clocks use it. The index stores aware ``datetime`` values, and the API writes ISO 8601
in UTC with ``Z`` and millisecond precision. Every conversion between the three goes through
here, so a rounding rule is written once.

``parse_iso`` reads back what ``iso`` writes. ``now_ms()`` is the one place the service reads
the time: tests move it (``monkeypatch.setattr(games.clocks, "now_ms", ...)``), so callers look
it up on this module at call time (``clocks.now_ms()``), never ``from games.clocks import
now_ms``.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from typing import overload

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MS = timedelta(milliseconds=1)


def now_ms() -> int:
    """The service's time in ms since the epoch."""
    return int(time.time() * 1000)


@overload
def to_datetime(ms: int) -> datetime: ...
@overload
def to_datetime(ms: None) -> None: ...
def to_datetime(ms: int | None) -> datetime | None:
    """``ms`` since the epoch as an aware UTC ``datetime`` (exact: no float rounding); None
    stays None."""
    if ms is None:
        return None
    return datetime.fromtimestamp(ms // 1000, tz=UTC).replace(microsecond=(ms % 1000) * 1000)


@overload
def to_ms(when: datetime) -> int: ...
@overload
def to_ms(when: None) -> None: ...
def to_ms(when: datetime | None) -> int | None:
    """An aware ``datetime`` as ms since the epoch, exactly (integer arithmetic; a part below
    the millisecond is dropped, towards the past); None stays None. ``to_ms(to_datetime(ms))``
    is ``ms``."""
    if when is None:
        return None
    return (when - _EPOCH) // _MS


def iso(when: datetime | int | None) -> str | None:
    """A moment (ms or ``datetime``) as ISO 8601 UTC with ``Z``; None stays None."""
    if when is None:
        return None
    at = to_datetime(when) if isinstance(when, int) else when.astimezone(UTC)
    return at.isoformat().replace("+00:00", "Z")


@overload
def parse_iso(text: str) -> datetime: ...
@overload
def parse_iso(text: None) -> None: ...
def parse_iso(text: str | None) -> datetime | None:
    """An ISO 8601 moment as the API writes it (``iso``: UTC with ``Z``, or any offset) as an
    aware UTC ``datetime``; None stays None. ``ValueError`` for text that is not one."""
    if text is None:
        return None
    return datetime.fromisoformat(text.replace("Z", "+00:00")).astimezone(UTC)


def now() -> datetime:
    """``now_ms()`` as a ``datetime`` (for index queries)."""
    return to_datetime(now_ms())
