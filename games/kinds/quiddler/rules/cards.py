"""The Quiddler deck (ruling Q1): 118 cards; card name -> (copies, points).

Card names are lower case; the five double-letter cards are one card each and never split.
Shared by the engine and the solver.
"""

DECK: dict[str, tuple[int, int]] = {
    "a": (10, 2), "b": (2, 8), "c": (2, 8), "d": (4, 5), "e": (12, 2), "f": (2, 6),
    "g": (4, 6), "h": (2, 7), "i": (8, 2), "j": (2, 13), "k": (2, 8), "l": (4, 3),
    "m": (2, 5), "n": (6, 5), "o": (8, 2), "p": (2, 6), "q": (2, 15), "r": (6, 5),
    "s": (4, 3), "t": (6, 3), "u": (6, 4), "v": (2, 11), "w": (2, 10), "x": (2, 12),
    "y": (4, 4), "z": (2, 14),
    "qu": (2, 9), "in": (2, 7), "er": (2, 7), "cl": (2, 10), "th": (2, 9),
}

VALUES: dict[str, int] = {card: points for card, (_, points) in DECK.items()}
COPIES: dict[str, int] = {card: copies for card, (copies, _) in DECK.items()}
DECK_SIZE = sum(COPIES.values())
assert DECK_SIZE == 118, DECK_SIZE


def full_deck() -> list[str]:
    """All 118 cards, in a fixed order (shuffle a copy)."""
    return [card for card, n in COPIES.items() for _ in range(n)]
