"""The Dik Dik deck (ruling K1) and the check of a fixed ``setup`` deal.

Card names are lower case; hyphens are written as spaces, as in "dik dik", so names are easy to
type.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.engines.base import InvalidOptions

DIK_DIK = "dik dik"

# Ruling K1: 24 named pairs. The rulebook names the first three; the other 21 are real species
# with cheeky names.
SPECIES: tuple[str, ...] = (
    "nipplewort", "sticky willy", "bearded tit",
    "blue footed booby", "slippery dick", "cockchafer", "tufted titmouse", "stinkhorn",
    "hairy frogfish", "sarcastic fringehead", "spiny lumpsucker", "wonderpus", "horny toad",
    "dickcissel", "bushtit", "dusky titi", "naked mole rat", "screaming hairy armadillo",
    "boobook", "pink fairy armadillo", "red lipped batfish", "shaggy ink cap",
    "fried egg jellyfish", "hairy nosed wombat",
)
assert len(SPECIES) == 24 and len(set(SPECIES)) == 24 and DIK_DIK not in SPECIES

CARDS: frozenset[str] = frozenset(SPECIES) | {DIK_DIK}


def full_deck() -> list[str]:
    """All 49 cards in a fixed order (ruling K1); shuffle a copy."""
    return [DIK_DIK] + [name for name in SPECIES for _ in range(2)]


DECK_SIZE = 49
assert len(full_deck()) == DECK_SIZE


def check_setup(setup: dict, seats: list[str]) -> None:
    """``{"hands": {seat: [card, ...]}, "first": seat}``, both parts optional; ``seats`` are the
    seat ids allowed. Given hands are the whole deal: a short game uses only the cards named, so
    it must deal whole pairs and the DIK DIK exactly once; seats left out get no cards (they are
    out, safe, at once)."""
    unknown = set(setup) - {"hands", "first"}
    if unknown:
        raise InvalidOptions(f"unknown setup part(s): {', '.join(sorted(unknown))}",
                             field="setup")
    first = setup["first"] if "first" in setup else None
    if first is not None and first not in seats:
        raise InvalidOptions(f"setup.first: unknown player {first!r}", field="setup")
    if "hands" not in setup:
        return
    counts = _dealt(setup["hands"], seats)
    _check_one_dik_dik(counts)
    _check_whole_pairs(counts)


def _dealt(hands: Any, seats: list[str]) -> Counter:
    """How many of each card the given hands deal; raise InvalidOptions unless ``hands`` maps
    seats to lists of card names."""
    if not isinstance(hands, dict):
        raise InvalidOptions("setup.hands must map players to lists of card names",
                             field="setup")
    counts: Counter = Counter()
    for seat, hand in hands.items():
        _check_hand(seat, hand, seats)
        counts.update(hand)
    return counts


def _check_hand(seat: Any, hand: Any, seats: list[str]) -> None:
    """Raise InvalidOptions unless ``hand`` is a list of known cards for one of ``seats``."""
    if seat not in seats:
        raise InvalidOptions(f"setup.hands: unknown player {seat!r}", field="setup")
    if not isinstance(hand, list) or not all(isinstance(c, str) for c in hand):
        raise InvalidOptions(f"setup.hands[{seat!r}] must be a list of card names",
                             field="setup")
    for card in hand:
        if card not in CARDS:
            raise InvalidOptions(f"setup.hands: unknown card {card!r}", field="setup")


def _check_one_dik_dik(counts: Counter) -> None:
    """The deal has the DIK DIK exactly once, as the deck does (ruling K1)."""
    if counts[DIK_DIK] > 1:
        raise InvalidOptions("setup.hands: the deck has one dik dik", field="setup")
    if counts[DIK_DIK] == 0:
        raise InvalidOptions("setup.hands must deal the dik dik", field="setup")


def _check_whole_pairs(counts: Counter) -> None:
    """Every species dealt is dealt as its whole pair (ruling K1: two of each); cards are
    checked in name order, so the refusal names the first card out of line."""
    for card, n in sorted(counts.items()):
        if card == DIK_DIK:
            continue
        if n > 2:
            raise InvalidOptions(f"setup.hands: the deck has 2 {card}, not {n}", field="setup")
        if n == 1:
            raise InvalidOptions(f"setup.hands deals one {card}: a short game deals whole "
                                 "pairs (both cards)", field="setup")
