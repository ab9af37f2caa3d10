"""Benchmark: the exact Quiddler solver on random 10- and 11-card hands from the real deck.

Run: ``.venv/bin/python bench/bench_solver.py [HANDS] [REFERENCE_HANDS]`` (default 1000, 20).
For each hand size and mode it prints wall-clock and CPU time per solve (median, p99, max);
then, on fewer hands, the time of the exhaustive reference (dictionary.solver_reference: a scan
of every word in the dictionary, then a search over every subset of card instances) against the
solver's, checking both find the same score. Targets: solver median <= 2 ms and
p99 <= 25 ms for 11 cards. The machine is shared: the load average is printed with the figures.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dictionary import solver_reference as ref  # noqa: E402
from dictionary import trie  # noqa: E402
from dictionary.solver import solve  # noqa: E402
from games.kinds.quiddler.rules.cards import full_deck  # noqa: E402

MODES = {"best": {}, "discard": {"discard": True}, "go_out": {"go_out": True}}


def summary(times: list[float]) -> str:
    times = sorted(times)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    return (f"median {statistics.median(times) * 1e3:6.2f} ms  p99 {p99 * 1e3:6.2f} ms  "
            f"max {times[-1] * 1e3:6.2f} ms")


def main() -> None:
    hands_n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    ref_n = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    print(f"load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        trie.TrieStore(tmp).default()  # compiles the word trie and the anagram trie
        print(f"compile (read the list, word trie, anagram trie): "
              f"{time.perf_counter() - start:.2f} s")
        checker = trie.TrieStore(tmp).default()  # as another process: maps the files
        start = time.perf_counter()
        solve(["c", "a", "t"], checker)  # maps the anagram trie once per process
        print(f"first-solve set-up (map the anagram trie): "
              f"{(time.perf_counter() - start) * 1e3:.1f} ms")
        deck = full_deck()
        for size in (10, 11):
            rng = random.Random(size)
            hands = [rng.sample(deck, size) for _ in range(hands_n)]
            for mode, kwargs in MODES.items():
                wall, cpu = [], []
                for cards in hands:
                    w, c = time.perf_counter(), time.process_time()
                    solve(cards, checker, **kwargs)
                    cpu.append(time.process_time() - c)
                    wall.append(time.perf_counter() - w)
                print(f"{size} cards, {mode:8s} x{hands_n}: wall {summary(wall)}")
                print(f"{'':23s}cpu  {summary(cpu)}")

        words = checker.words()
        for size in (10, 11):
            rng = random.Random(100 + size)
            t_ref = t_solver = 0.0
            for _ in range(ref_n):
                cards = rng.sample(deck, size)
                start = time.perf_counter()
                found = ref.words_by_scan(cards, words)
                expected = [ref.best_score(cards, found, **kw) for kw in MODES.values()]
                t_ref += time.perf_counter() - start
                start = time.perf_counter()
                got = [solve(cards, checker, **kw) for kw in MODES.values()]
                t_solver += time.perf_counter() - start
                assert [g and g["score"] for g in got] == expected, (cards, got, expected)
            print(f"reference vs solver, {size} cards x{ref_n} (3 modes each): reference "
                  f"{t_ref / ref_n * 1e3:.0f} ms/hand, solver {t_solver / ref_n * 1e3:.1f} "
                  f"ms/hand -> {t_ref / t_solver:.0f}x faster, same scores")


if __name__ == "__main__":
    main()
