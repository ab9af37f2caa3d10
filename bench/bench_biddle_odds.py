"""Benchmark: exact Biddle odds for all 55 cards x 12 rolls, cold and cached.

Run: ``.venv/bin/python bench/bench_biddle_odds.py``. Prints the total and per-card time of the
uncached tables (each card's 12-roll bidding table plus one best re-roll, as a hint asks), the
same calls again from the cache, and the ratio; then a live hint (best re-roll) on warm tables.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.kinds.biddle.rules import odds  # noqa: E402
from games.kinds.biddle.rules.deck import CARDS  # noqa: E402

ROLLS = 12


def all_cards() -> list[float]:
    """Seconds per card for its 12-roll table and a best re-roll with 11 rolls left."""
    times = []
    dice = [1, 2, 3, 4, 5, 6]
    for card in CARDS:
        start = time.perf_counter()
        odds.chances(card, ROLLS)
        odds.best_reroll(card, dice, ROLLS - 1)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    odds.cache_clear()
    cold = all_cards()
    warm = all_cards()
    total_cold, total_warm = sum(cold), sum(warm)
    print(f"cards: {len(CARDS)}, rolls: 1..{ROLLS}")
    print(f"uncached: total {total_cold * 1e3:8.1f} ms, per card mean "
          f"{statistics.mean(cold) * 1e3:6.2f} ms, max {max(cold) * 1e3:6.2f} ms")
    print(f"cached:   total {total_warm * 1e3:8.3f} ms, per card mean "
          f"{statistics.mean(warm) * 1e6:6.1f} us")
    print(f"ratio uncached / cached: {total_cold / total_warm:,.0f}x")
    rng = random.Random(0)
    samples = []
    for _ in range(2000):
        card = rng.choice(CARDS)
        dice = [rng.randint(1, 6) for _ in range(6)]
        start = time.perf_counter()
        odds.best_reroll(card, dice, rng.randint(1, ROLLS - 1))
        samples.append(time.perf_counter() - start)
    print(f"live hint on warm tables (best re-roll): median "
          f"{statistics.median(samples) * 1e6:.0f} us, max {max(samples) * 1e6:.0f} us")


if __name__ == "__main__":
    main()
