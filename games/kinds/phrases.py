"""The pieces sentences about a game are made of: a seat's name, a list in words, scores,
counts. Every kind's ``describe`` and the service's own sentences (``games.domain.describe``)
use them, so a seat or a list reads the same in every game. ``names`` maps seat ids to
usernames."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

Names = Mapping[Any, str]  # seat id -> username (a lookup by any key finds or misses)
# one event's sentence: (its data, the seats' names) -> text
Describer = Callable[[dict, Names], str]


def who(seat, names: Names) -> str:
    """A seat's username (or "seat N" when the game has no names yet)."""
    if seat is None:
        return "the service"
    return names.get(str(seat)) or f"seat {seat}"


def listing(items: Iterable) -> str:
    """"a", "a and b", "a, b and c"; "nobody" for none."""
    texts = [str(i) for i in items]
    if len(texts) <= 1:
        return "".join(texts) or "nobody"
    return ", ".join(texts[:-1]) + " and " + texts[-1]


def seats(seat_ids: Iterable, names: Names) -> str:
    return listing(who(s, names) for s in seat_ids)


def scores(table: dict | None, names: Names) -> str:
    """"alice 12, bob 7"; "no scores" for none."""
    if not table:
        return "no scores"
    return ", ".join(f"{who(s, names)} {v}" for s, v in table.items())


def drawn(d: dict, n: Names) -> str:
    """``CardDrawn`` of a game with a deck and a discard pile."""
    card = d.get("card")
    if card is None:
        card = next((p.get("card") for p in (d.get("private") or {}).values()), None)
    what = card if card is not None else "a card"
    return f"{who(d['player'], n)} drew {what} from the {d.get('source', 'deck')}."
