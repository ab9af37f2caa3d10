"""Benchmark: the strict JSON parser (config.parsers.loads) on adversarial bodies of growing size.

Run: ``.venv/bin/python bench/bench_parser.py``. For each body shape (an unterminated string of
escaped quotes, the same inside an array, alternating quotes and backslashes, a well-formed
body of many short strings) it prints the CPU time of one ``loads`` at sizes doubling up to the
64 KiB body limit, and the growth factor per doubling: linear parsing stays at ~2x (the target
is at most ~2.2x). The baseline, measured in the same run on the same bodies, is the previous
string pattern (which insisted on a closing quote), only up to 4 KiB: it is quadratic, and at
the limit one body cost ~25 s.
"""

from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from config.parsers import JSONRefused, loads  # noqa: E402

SIZES = [4_096 * 2**i for i in range(5)]  # 4 KiB .. 64 KiB
BASELINE_SIZES = [512 * 2**i for i in range(4)]  # 0.5 .. 4 KiB
SHAPES = {
    "escaped quotes": lambda n: '"' + '\\"' * (n // 2),
    "in an array": lambda n: '["' + '\\"' * (n // 2) + '"',
    "alternating": lambda n: '"\\' * (n // 2),
    "well-formed": lambda n: "[" + ",".join(['"ab\\"c"'] * (n // 8)) + "]",
}
_OLD_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)  # the previous pattern: the baseline


def cpu_seconds(fn, body: str, repeat: int = 3) -> float:
    """The best of ``repeat`` CPU times of ``fn(body)`` (a refusal counts as done)."""
    best = float("inf")
    for _ in range(repeat):
        started = time.process_time()
        try:
            fn(body)
        except JSONRefused:
            pass
        best = min(best, time.process_time() - started)
    return best


def row(name: str, fn, sizes: list[int], make) -> list[float]:
    times = [cpu_seconds(fn, make(n)) for n in sizes]
    growth = [b / a if a > 0 else float("nan") for a, b in zip(times, times[1:], strict=False)]
    cells = "  ".join(f"{n // 1024 if n >= 1024 else n / 1024:>4g} KiB {t * 1000:9.3f} ms"
                      for n, t in zip(sizes, times, strict=True))
    print(f"  {name:<28} {cells}")
    print(f"  {'':<28} growth per doubling: {', '.join(f'{g:.2f}x' for g in growth)}")
    return growth


def main() -> int:
    print(f"load average {os.getloadavg()[0]:.2f}; CPU time of one parse, best of 3")
    worst = 0.0
    for shape, make in SHAPES.items():
        print(f"{shape}:")
        growth = row("loads (now)", lambda b: loads(b.encode()), SIZES, make)
        worst = max(worst, max(growth[1:]))  # the first doubling is mostly fixed cost
        row("old string pattern (baseline)", lambda b: _OLD_STRING.sub("", b), BASELINE_SIZES,
            make)
    print(f"worst growth per doubling of loads from 8 KiB on: {worst:.2f}x "
          f"(linear: <= ~2.2x) -> {'ok' if worst <= 2.2 else 'NOT LINEAR'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
