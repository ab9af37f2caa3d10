"""A game's result in words: the one reading every text about a result is made from.

``read(result, name, you)`` says who won and why in words; the history's sentence
(``games.domain.describe``), a notification's sentence and an email's line
(``notifications.wording``) are each made from it. ``result`` is ``games.domain.endings``'s
(seat ids, ``name`` turns them into names) or a notification's copy (names already, ``name``
left as it is). Pure.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.kinds.phrases import listing

# why a game ended, in words, when no seat's leaving says it better ("" for a normal end)
REASONS = {"normal": "", "timeout": "a clock ran out", "resign": "a resignation",
           "abort": "aborted", "draw": "agreed draw", "staff": "decided by staff"}
# what a seat did that ended the game (or handed its seat to a bot)
LEFT = {"resign": "resigned", "timeout": "ran out of time"}


@dataclass(frozen=True)
class Reading:
    """A result as words are made of it. ``winners`` and ``left`` are names, "you" for the
    reader; ``left``: who resigned or ran out of time (None otherwise, or when unknown)."""

    void: bool
    reason: str  # as recorded; "normal" when the result has none
    winners: list[str]
    left: str | None
    dispute: int | None

    @property
    def won(self) -> str:
        """"ada won", "you and cy won", "nobody won"."""
        return f"{listing(self.winners)} won"

    @property
    def why(self) -> str:
        """"bob resigned", "you ran out of time", "agreed draw"; "" for a normal end."""
        if self.left is not None:
            return f"{self.left} {LEFT[self.reason]}"
        return REASONS.get(self.reason, "")


def read(result: dict, name: Callable[[Any], str] = lambda w: w,
         you: str | None = None) -> Reading:
    """``result`` read for the reader named ``you`` (None: nobody in particular); ``name``
    turns a recorded winner or seat into the name shown."""
    def shown(seat: Any) -> str:
        named = name(seat)
        return "you" if named == you else named

    reason = result.get("reason") or "normal"
    seat = result.get("seat")
    return Reading(void=bool(result.get("void")), reason=reason,
                   winners=[shown(w) for w in result.get("winners") or []],
                   left=shown(seat) if reason in LEFT and seat else None,
                   dispute=result.get("dispute"))
