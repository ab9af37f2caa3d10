"""Benchmark: the default dictionary as a memory-mapped marisa-trie vs a Python set.

Run: ``.venv/bin/python bench/bench_dictionary.py``. Prints the build time (read + verify the
committed list, compile the trie), the trie file size, the resident memory each form adds to a
fresh process (RSS delta, each measured in its own subprocess), and the time per ``is_word`` /
``has_prefix`` call. Targets (DESIGN.md, issue): trie memory <= 1/20 of the set's, a word check
under 1 us. The machine is shared: the load average is printed with the figures.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dictionary import trie  # noqa: E402

# Run in a fresh interpreter: RSS before and after loading one form of the dictionary. The
# sample words are read first, so they are in the baseline of both.
MEMORY_PROBE = r"""
import gc, json, sys

def rss_kb():
    with open("/proc/self/status") as fh:
        return next(int(line.split()[1]) for line in fh if line.startswith("VmRSS:"))

kind, path, sample_path = sys.argv[1], sys.argv[2], sys.argv[3]
with open(sample_path) as fh:
    sample = fh.read().split()
import marisa_trie
gc.collect()
before = rss_kb()
if kind == "trie":
    words = marisa_trie.Trie()
    words.mmap(path)
else:
    with open(path) as fh:
        words = set(fh.read().split())
hits = sum(w in words for w in sample)  # touch the pages a real workload touches
gc.collect()
print(json.dumps({"kb": rss_kb() - before, "hits": hits}))
"""


def per_call_ns(func, args: list[str], repeat: int = 5) -> float:
    """Best-of-``repeat`` nanoseconds per call of ``func`` over ``args``."""
    def loop():
        for a in args:
            func(a)
    return min(timeit.repeat(loop, number=1, repeat=repeat)) / len(args) * 1e9


def memory(kind: str, path: Path, sample: Path) -> dict:
    out = subprocess.run([sys.executable, "-c", MEMORY_PROBE, kind, str(path), str(sample)],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def main() -> None:
    print(f"load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        start = time.perf_counter()
        words = trie.default_words()
        read = time.perf_counter() - start
        start = time.perf_counter()
        path = tmp / "scowl80.marisa"
        trie.compile_trie(words, path)
        compiled = time.perf_counter() - start
        print(f"build: read + verify {len(words):,} words {read:.2f} s, compile {compiled:.2f} s")
        size = path.stat().st_size
        print(f"trie file: {size / 1e6:.2f} MB ({size / len(words):.1f} bytes/word); "
              f"list as text: {sum(map(len, words)) + len(words):,} bytes; "
              f"committed .xz: {trie.DEFAULT_LIST.stat().st_size:,} bytes")

        rng = random.Random(1)
        sample = rng.sample(words, 100_000)
        (tmp / "sample.txt").write_text("\n".join(sample))
        (tmp / "words.txt").write_text("\n".join(words))
        m_trie = memory("trie", path, tmp / "sample.txt")
        m_set = memory("set", tmp / "words.txt", tmp / "sample.txt")
        assert m_trie["hits"] == m_set["hits"] == len(sample)
        ratio = m_set["kb"] / max(m_trie["kb"], 1)
        print(f"memory (RSS delta in a fresh process, after 100k lookups): "
              f"trie {m_trie['kb'] / 1024:.2f} MB, set {m_set['kb'] / 1024:.1f} MB "
              f"-> set/trie = {ratio:.0f}x (target >= 20x)")

        d = trie.TrieDictionary.open(path, "scowl80", trie.words_sha256(words))
        hits = rng.sample(words, 20_000)
        misses = [w + "q" for w in hits]
        prefixes = [w[: max(1, len(w) // 2)] for w in hits]
        as_set = set(words)
        rows = [
            ("is_word (hit)", d.is_word, hits),
            ("is_word (miss)", d.is_word, misses),
            ("has_prefix (hit)", d.has_prefix, prefixes),
            ("has_prefix (miss)", d.has_prefix, misses),
            ("raw `w in trie`", d.trie.__contains__, hits),
            ("Python set, `w in set`", as_set.__contains__, hits),
            ("empty Python function", lambda w: w, hits),
        ]
        print("per call (best of 5 runs over 20k words; target: a word check under 1 us):")
        for label, func, args in rows:
            print(f"  {label:24s} {per_call_ns(func, args):7.0f} ns")


if __name__ == "__main__":
    main()
