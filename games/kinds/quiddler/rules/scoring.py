"""Quiddler rules that need no engine: deal sizes, scoring (Q6), winners (Q8), and the deal with
an optional fixed ``setup`` (checked here, so an impossible setup is refused before the game).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from games.engines.base import (
    Event,
    InvalidOptions,
    event,
    first_overdrawn,
    is_int,
    next_seat,
    plain_copy,
    shuffled,
)

from .cards import COPIES, DECK_SIZE, VALUES, full_deck

ROUNDS = 8
BONUS = 10


# -- small rules helpers ----------------------------------------------------------------------

def hand_size(round_: int) -> int:
    """Cards dealt in ``round_`` (ruling Q2: 3 in round 1 up to 10 in round 8)."""
    return round_ + 2


def dealer_of(players: list[str], round_: int) -> str:
    """Seat dealing ``round_``: the first seat deals round 1, then it rotates left (Q2, C1)."""
    return players[(round_ - 1) % len(players)]


def word_text(cards: list[str]) -> str:
    """A word's text: its cards' letters in order; a double-letter card is never split (Q1, Q4)."""
    return "".join(cards)


def points(cards: list[str]) -> int:
    return sum(VALUES[card] for card in cards)


def sole_best(values: dict[str, int]) -> str | None:
    """The one seat with the highest positive value, or None on a tie or when all are 0 (Q6)."""
    best = max(values.values(), default=0)
    if best <= 0:
        return None
    leaders = [seat for seat, value in values.items() if value == best]
    return leaders[0] if len(leaders) == 1 else None


def score_round(players: list[str], laid: dict[str, list[list[str]]],
                left: dict[str, list[str]]) -> dict[str, dict]:
    """Ruling Q6: per seat, laid points minus unlaid points, plus the two 10-point bonuses.

    ``laid`` is the words each seat laid this round, ``left`` the cards still in hand after the
    discard (the discard itself counts for nothing). Longest word is measured in letters, so TH
    counts 2; a tie between seats for a bonus means nobody gets it. A seat holding the longest
    word twice is still alone on top and gets it.
    """
    longest = {p: max((len(word_text(w)) for w in laid[p]), default=0) for p in players}
    most = {p: len(laid[p]) for p in players}
    longest_seat, most_seat = sole_best(longest), sole_best(most)
    out = {}
    for p in players:
        laid_points = sum(points(w) for w in laid[p])
        left_points = points(left[p])
        longest_bonus = BONUS if p == longest_seat else 0
        most_bonus = BONUS if p == most_seat else 0
        out[p] = {
            "words": plain_copy(laid[p]),
            "left": list(left[p]),
            "laid_points": laid_points,
            "left_points": left_points,
            "longest_word_bonus": longest_bonus,
            "most_words_bonus": most_bonus,
            "score": laid_points - left_points + longest_bonus + most_bonus,
        }
    return out


def winners_of(totals: dict[str, int]) -> list[str]:
    """Ruling Q8: the highest total wins; tied seats share the win."""
    best = max(totals.values())
    return [p for p, total in totals.items() if total == best]


# -- setup (fixed first deal) -----------------------------------------------------------------

def _card_name(value: Any, where: str) -> str:
    if not isinstance(value, str) or value.lower() not in VALUES:
        raise InvalidOptions(f"setup: unknown card {value!r} in {where}", field="setup")
    return value.lower()


def check_setup(setup: dict | None, seats: int | None) -> dict | None:
    """Normalise a ``setup`` option or raise ``InvalidOptions``; seat checks only when known."""
    if setup is None:
        return None
    unknown = set(setup) - {"hands", "draw", "round"}
    if unknown:
        raise InvalidOptions(f"setup: unknown key {sorted(unknown)[0]!r}", field="setup")
    round_ = _setup_round(setup)
    hands = setup.get("hands", {})
    draw = setup.get("draw", [])
    if not isinstance(hands, dict) or not isinstance(draw, list):
        raise InvalidOptions("setup: hands must be an object and draw a list", field="setup")
    norm_hands = _named_hands(hands, round_)
    norm_draw = [_card_name(c, "draw") for c in draw]
    named = norm_draw + [card for hand in norm_hands.values() for card in hand]
    excess = first_overdrawn(sorted(named), COPIES)  # sorted: the first by name is refused
    if excess is not None:
        card, n = excess
        raise InvalidOptions(f"setup: {n} copies of {card!r} but the deck has "
                             f"{COPIES[card]}", field="setup")
    if seats is not None:
        _check_seats(norm_hands, len(named), bool(norm_draw), seats, hand_size(round_))
    return {"hands": norm_hands, "draw": norm_draw, "round": round_}


def _setup_round(setup: dict) -> int:
    """The round the fixed deal is for (default 1); raise InvalidOptions unless 1..ROUNDS."""
    round_ = setup.get("round", 1)
    if not is_int(round_) or not 1 <= round_ <= ROUNDS:
        raise InvalidOptions(f"setup: round must be an integer 1..{ROUNDS}", field="setup")
    return round_


def _named_hands(hands: dict, round_: int) -> dict[str, list[str]]:
    """The fixed hands with their card names normalised; raise InvalidOptions unless each is
    a full hand of ``round_`` (ruling Q2) of known cards."""
    size = hand_size(round_)
    norm_hands = {}
    for seat, hand in hands.items():
        if not isinstance(hand, list) or len(hand) != size:
            raise InvalidOptions(f"setup: round {round_} hands must have {size} cards "
                                 f"(seat {seat!r})", field="setup")
        norm_hands[seat] = [_card_name(c, f"hand of {seat!r}") for c in hand]
    return norm_hands


def _check_seats(hands: dict[str, list[str]], named: int, draw_given: bool, seats: int,
                 size: int) -> None:
    """Raise InvalidOptions unless the fixed hands are for seats of a game of ``seats`` and
    the ``named`` cards leave the deck enough to deal the others."""
    seat_ids = [str(i) for i in range(seats)]
    stray = [s for s in hands if s not in seat_ids]
    if stray:
        raise InvalidOptions(f"setup: no seat {stray[0]!r}", field="setup")
    # the hands not given, and the card that starts the discard pile unless the draw names it
    still_needed = (seats - len(hands)) * size + (0 if draw_given else 1)
    if DECK_SIZE - named < still_needed:
        raise InvalidOptions("setup: not enough cards left to deal the other hands",
                             field="setup")


def deal(players: list[str], round_: int, rng: random.Random,
         setup: dict | None = None) -> Event:
    """The ``RoundDealt`` event for ``round_``: a fresh shuffled 118-card deck (C2), r+2 cards
    each, then the next card starts the discard pile (Q2). ``setup`` fixes hands and the top of
    the pile; what it leaves out is drawn at random."""
    fixed_hands = (setup or {}).get("hands", {})
    top = list((setup or {}).get("draw", []))
    pool = Counter(full_deck())
    for card in top + [c for hand in fixed_hands.values() for c in hand]:
        pool[card] -= 1
    rest = shuffled(sorted(pool.elements()), rng)
    hands = {}
    for p in players:
        if p in fixed_hands:
            hands[p] = list(fixed_hands[p])
        else:
            hands[p], rest = rest[:hand_size(round_)], rest[hand_size(round_):]
    pile = top + rest
    dealer = dealer_of(players, round_)
    return event(
        "RoundDealt", round=round_, dealer=dealer, first=next_seat(players, dealer),
        discard=pile[0], deck_size=len(pile) - 1,
        hand_sizes={p: len(h) for p, h in hands.items()},
        private={p: {"hand": h} for p, h in hands.items()},
        secret={"deck": pile[1:]},
    )
