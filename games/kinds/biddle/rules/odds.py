"""Exact odds of meeting a Biddle challenge under optimal keep/re-roll play. Pure and cached.

Model (rulings B4, B6): after each roll the team keeps any dice and re-rolls the others (at least
one die); the card is met as soon as the six dice satisfy it. Dice are multisets: 924 multisets of
0..6 dice, 462 of six.

* ``V_r(m)``: chance of success holding six dice ``m`` with ``r`` rolls left
  (1 if ``m`` already satisfies, else 0 when r = 0, else the best ``W_{r-1}(K)`` over kept proper
  sub-multisets ``K`` of ``m``).
* ``W_j(K)``: chance of success after keeping ``K``, re-rolling the others, with ``j`` rolls left
  after that roll. Rolling n dice at once is the same as rolling them one by one, so
  ``W_j(K) = mean over v of W_j(K + v)`` while ``|K| < 6``, and ``W_j(K) = V_j(K)`` at six dice.
* From scratch with k rolls in all, the first roll rolls all six: ``P = W_{k-1}(empty)``.

Each level costs a few thousand float operations, so a card's 12-roll table takes milliseconds;
results are cached by the challenge's canonical JSON, so a second call is a dict look-up.
Probabilities are floats (exact up to rounding, no sampling).
"""

from __future__ import annotations

import itertools
import json
from functools import lru_cache

from .challenges import DICE, FACES, meets, validate

# -- the multiset lattice (built once) -------------------------------------------------------
# A multiset is a tuple of counts of the faces 1..6.
_MULTISETS: list[tuple[int, ...]] = sorted(
    (counts for counts in itertools.product(range(DICE + 1), repeat=6) if sum(counts) <= DICE),
    key=lambda counts: (sum(counts), counts),
)
_INDEX = {counts: i for i, counts in enumerate(_MULTISETS)}
_N = len(_MULTISETS)
_SIZE = [sum(counts) for counts in _MULTISETS]
_EMPTY = _INDEX[(0,) * 6]
_FULL = [i for i in range(_N) if _SIZE[i] == DICE]


def _plus(counts: tuple[int, ...], face: int) -> tuple[int, ...]:
    return counts[:face - 1] + (counts[face - 1] + 1,) + counts[face:]


def _minus(counts: tuple[int, ...], face: int) -> tuple[int, ...]:
    return counts[:face - 1] + (counts[face - 1] - 1,) + counts[face:]


# _ADD[i]: the six multisets one die larger; _SUB[i]: those one die smaller (one per face held).
_ADD = [tuple(_INDEX[_plus(c, v)] for v in FACES) if sum(c) < DICE else () for c in _MULTISETS]
_SUB = [tuple(_INDEX[_minus(c, v)] for v in FACES if c[v - 1]) for c in _MULTISETS]
# larger multisets first (W needs K + v), those under six dice only
_DESCENDING_ADD = [(i, _ADD[i]) for i in range(_N - 1, -1, -1) if _ADD[i]]
# smaller multisets first (the keep-max needs K - v); under six dice only, as at least one die
# is re-rolled, so no full set is ever kept
_ASCENDING_SUB = [(i, _SUB[i]) for i in range(_N) if _SIZE[i] < DICE]
# the dice of each full multiset, for the check of a card against it
_FULL_DICE = {i: [v for v in FACES for _ in range(_MULTISETS[i][v - 1])] for i in _FULL}

assert _N == 924 and len(_FULL) == 462


def _counts(dice: list[int]) -> tuple[int, ...]:
    counts = [0] * 6
    for d in dice:
        counts[d - 1] += 1
    return tuple(counts)


class _Solver:
    """The W levels of one challenge, extended on demand (``w[j]`` is ``W_j`` over 924 sets)."""

    def __init__(self, challenge: dict):
        self.met = [False] * _N
        for i in _FULL:
            self.met[i] = meets(challenge, _FULL_DICE[i])
        self.w: list[list[float]] = []
        self.best: dict[tuple[tuple[int, ...], int], tuple[float, tuple[int, ...]]] = {}

    def level(self, j: int) -> list[float]:
        while len(self.w) <= j:
            self._extend()
        return self.w[j]

    def _extend(self) -> None:
        # Hot loop (a cold card runs it a dozen times over 924 sets): plain lists, local names
        # and the six-term sum written out are about twice as fast as generators and arrays.
        met = self.met
        if not self.w:
            v_next = [1.0 if m else 0.0 for m in met]  # V_0
        else:
            # V_j(m) = best W_{j-1}(K) over proper sub-multisets K of m;
            # keep[K] = best W_{j-1} over all K' <= K, built up from smaller multisets.
            w_prev = self.w[-1]
            keep = [0.0] * _N
            for i, sub in _ASCENDING_SUB:
                best = w_prev[i]
                for s in sub:
                    k = keep[s]
                    if k > best:
                        best = k
                keep[i] = best
            v_next = [0.0] * _N
            for i in _FULL:
                if met[i]:
                    v_next[i] = 1.0
                else:
                    best = 0.0
                    for s in _SUB[i]:
                        k = keep[s]
                        if k > best:
                            best = k
                    v_next[i] = best
        w = v_next  # six dice: W_j = V_j; fewer: the mean over the next die's face
        for i, (a, b, c, d, e, f) in _DESCENDING_ADD:
            w[i] = (w[a] + w[b] + w[c] + w[d] + w[e] + w[f]) / 6.0
        self.w.append(w)


def _solver_for(card: dict) -> _Solver:
    """The cached solver of a deck card or a bare challenge (keyed by its canonical JSON)."""
    challenge = card["challenge"] if isinstance(card.get("challenge"), dict) else card
    return _solver(json.dumps(challenge, sort_keys=True, separators=(",", ":")))


@lru_cache(maxsize=256)
def _solver(key: str) -> _Solver:
    return _Solver(validate(json.loads(key)))


def cache_clear() -> None:
    """Forget every cached table (benchmarks measure the uncached cost with it)."""
    _solver.cache_clear()


def chance_from_scratch(card: dict, rolls: int) -> float:
    """The chance of meeting the card within ``rolls`` rolls, the first rolling all six."""
    if rolls <= 0:
        return 0.0
    return _solver_for(card).level(rolls - 1)[_EMPTY]


def chances(card: dict, max_rolls: int = 12) -> list[float]:
    """``[P(1 roll), ..., P(max_rolls)]`` from scratch (the bidding table)."""
    solver = _solver_for(card)
    return [solver.level(k - 1)[_EMPTY] for k in range(1, max_rolls + 1)]


def chance(card: dict, dice: list[int], rolls_left: int) -> float:
    """The chance of meeting the card holding six ``dice`` with ``rolls_left`` rolls left."""
    solver = _solver_for(card)
    return solver.level(max(rolls_left, 0))[_INDEX[_counts(dice)]]


def best_reroll(card: dict, dice: list[int], rolls_left: int) -> tuple[float, list[int]]:
    """``(chance, indices of dice to re-roll)`` for the best next roll holding six ``dice``.

    Ties go to re-rolling fewer dice, then to a fixed order (deterministic). When the dice
    already satisfy the card, or no roll is left, the answer is ``(1.0 or 0.0, [])``.
    """
    solver = _solver_for(card)
    here = _counts(dice)
    if solver.met[_INDEX[here]] or rolls_left <= 0:
        return (1.0 if solver.met[_INDEX[here]] else 0.0), []
    if (here, rolls_left) not in solver.best:
        solver.best[here, rolls_left] = _best_keep(solver.level(rolls_left - 1), here)
    value, kept = solver.best[here, rolls_left]
    left = list(kept)
    reroll = []
    for index, d in enumerate(dice):
        if left[d - 1]:
            left[d - 1] -= 1
        else:
            reroll.append(index)
    return value, reroll


def _best_keep(w: list[float], here: tuple[int, ...]) -> tuple[float, tuple[int, ...]]:
    """The proper sub-multiset of ``here`` to keep with the highest ``w``, and that value."""
    best: tuple[float, int, tuple[int, ...]] | None = None
    for kept in itertools.product(*(range(c + 1) for c in here)):
        size = sum(kept)
        if size == DICE:
            continue  # at least one die is re-rolled
        value = w[_INDEX[kept]]
        if best is None or value > best[0] + 1e-12 or (
                abs(value - best[0]) <= 1e-12 and size > best[1]):
            best = (value, size, kept)
    assert best is not None  # the empty multiset is always a candidate
    return best[0], best[2]


def rolls_needed(card: dict, target: float = 0.5, limit: int = 40) -> int | None:
    """The fewest rolls whose chance from scratch reaches ``target`` (None beyond ``limit``)."""
    for k in range(1, limit + 1):
        if chance_from_scratch(card, k) >= target:
            return k
    return None
