"""Diddly cards: the deck (ruling D1), scoring (D10), winners (D11), and dealing with an
optional fixed ``setup`` (checked here, so an impossible setup is refused before the game)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from games.engines.base import InvalidOptions, first_overdrawn

ROUNDS = 5  # ruling D3
NUMBERS = [str(n) for n in range(1, 11)]
# ruling D1: 8 of each number, 8 diddly, 4 each of swap, half, peek, recycle = 104 cards
COPIES: dict[str, int] = {
    **{n: 8 for n in NUMBERS},
    "diddly": 8, "swap": 4, "half": 4, "peek": 4, "recycle": 4,
}
CARDS: tuple[str, ...] = tuple(COPIES)
DECK_SIZE = sum(COPIES.values())
assert DECK_SIZE == 104, DECK_SIZE
POWERS = ("peek", "swap")  # cards whose power applies when turned up in setup or drawn
# ruling D10: value of an unmatched card
VALUE: dict[str, int] = {
    **{n: int(n) for n in NUMBERS},
    "recycle": 10, "peek": 10, "diddly": 0, "swap": 0, "half": 0,
}


def full_deck() -> list[str]:
    """All 104 cards in a fixed order (shuffle a copy)."""
    return [card for card, n in COPIES.items() for _ in range(n)]


def column_score(top: str, bottom: str) -> int:
    """Score of one column (ruling D10)."""
    if top == bottom:
        return 0  # a matched pair, whatever the kind
    if top == "half":
        return (VALUE[bottom] + 1) // 2  # half the other card, rounded up
    if bottom == "half":
        return (VALUE[top] + 1) // 2
    return VALUE[top] + VALUE[bottom]


def board_score(cards: list[str]) -> int:
    """Score of a whole board given as card names by slot."""
    return sum(column_score(cards[i], cards[i + 1]) for i in range(0, len(cards), 2))


def winners(players: list[str], rounds: list[dict[str, int]]) -> list[str]:
    """Lowest total wins; ties broken by the sorted round scores, lowest first (ruling D11)."""
    if not rounds:
        return []
    totals = {p: sum(r[p] for r in rounds) for p in players}
    best = min(totals.values())
    tied = [p for p in players if totals[p] == best]
    ladder = {p: sorted(r[p] for r in rounds) for p in tied}
    best_ladder = min(ladder.values())
    return [p for p in tied if ladder[p] == best_ladder]


# -- options and setup --------------------------------------------------------------------

def _check_card(name: Any, where: str) -> None:
    if not isinstance(name, str) or name not in COPIES:
        raise InvalidOptions(f"setup: unknown card {name!r} in {where}", field="setup")


def check_setup(setup: dict, columns: int, players: list[str] | None) -> None:
    """Raise InvalidOptions unless ``setup`` can be dealt. ``players``: seat ids, if known."""
    unknown = set(setup) - {"boards", "draw"}
    if unknown:
        raise InvalidOptions(f"setup: unknown part(s) {sorted(unknown)}", field="setup")
    named = _board_cards(setup.get("boards", {}), columns, players)
    named += _draw_cards(setup.get("draw", []))
    excess = first_overdrawn(named, COPIES)
    if excess is not None:
        card, count = excess
        raise InvalidOptions(
            f"setup: {count} x {card!r} but the deck has {COPIES[card]}", field="setup")


def _board_cards(boards: Any, columns: int, players: list[str] | None) -> list[str]:
    """The cards of the fixed boards, board by board; raise InvalidOptions unless ``boards``
    maps known seats to boards of ``columns`` columns of known cards."""
    if not isinstance(boards, dict):
        raise InvalidOptions("setup: boards must be an object {player: columns}", field="setup")
    named: list[str] = []
    for player, board in boards.items():
        if not _is_seat(player, players):
            raise InvalidOptions(f"setup: unknown player {player!r}", field="setup")
        named += _columns_cards(player, board, columns)
    return named


def _is_seat(player: Any, players: list[str] | None) -> bool:
    """Whether ``player`` is one of ``players``, or when they are not known yet, any seat id a
    game of up to 8 may have: "0".."7" (ruling C1)."""
    if players is not None:
        return player in players
    return isinstance(player, str) and player in {str(i) for i in range(8)}


def _columns_cards(player: str, board: Any, columns: int) -> list[str]:
    """The cards of ``player``'s fixed board, column by column, top first; raise
    InvalidOptions unless it is ``columns`` columns of ``[top, bottom]`` known cards."""
    if not isinstance(board, list) or len(board) != columns:
        raise InvalidOptions(
            f"setup: board of {player} must have {columns} columns", field="setup")
    named: list[str] = []
    for column in board:
        if not isinstance(column, list) or len(column) != 2:
            raise InvalidOptions(
                f"setup: each column of {player} must be [top, bottom]", field="setup")
        for card in column:
            _check_card(card, f"the board of {player}")
            named.append(card)
    return named


def _draw_cards(draw: Any) -> list[str]:
    """The fixed top of the draw pile; raise InvalidOptions unless it is a list of known
    cards."""
    if not isinstance(draw, list):
        raise InvalidOptions("setup: draw must be a list of cards", field="setup")
    for card in draw:
        _check_card(card, "the draw pile")
    return list(draw)


def deal(players: list[str], columns: int, rng: random.Random,
         setup: dict | None = None) -> tuple[dict[str, list[str]], list[str]]:
    """Boards (cards by slot) and the draw pile (top first); ``setup`` fixes parts of it."""
    setup = setup or {}
    given = {p: [card for column in cols for card in column]
             for p, cols in setup.get("boards", {}).items()}
    rest = Counter(full_deck())
    rest.subtract(card for cards in given.values() for card in cards)
    rest.subtract(setup.get("draw", []))
    pool = sorted(rest.elements())  # sorted: the shuffle alone decides the order
    rng.shuffle(pool)
    boards = {}
    for p in players:
        if p in given:
            boards[p] = given[p]
        else:
            boards[p], pool = pool[:columns * 2], pool[columns * 2:]
    return boards, list(setup.get("draw", [])) + pool
