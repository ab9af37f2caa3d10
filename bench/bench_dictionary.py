"""Benchmark: the default dictionary as a memory-mapped marisa-trie vs a Python set.

Run: ``.venv/bin/python bench/bench_dictionary.py``. Prints the build time (read + verify the
committed list, compile the trie, build the solver's anagram trie), both files' sizes, the
resident memory each form adds to a fresh process (RSS delta, each measured in its own
subprocess; for the anagram trie also against the former in-memory index), and the time per
``is_word`` / ``has_prefix`` call. Targets: trie memory <= 1/20 of the
set's, a word check under 1 us, the anagram trie <= 3 MB of RSS per process. The machine is
shared: the load average is printed with the figures.
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
# sample words and the modules are loaded first, so they are in the baseline of every form.
# "trie" and "set": 100k word lookups. "anagrams": the solver's anagram trie, memory-mapped,
# after solving 1000 random 11-card hands (then after touching every page of it: the worst
# case); "index": the solver's former per-process dict index (solver_reference.build_index).
# RssFile is the part of RSS backed by files (page cache, shared by every process that maps
# the file); RssAnon is private to the process.
MEMORY_PROBE = r"""
import gc, json, random, sys

def rss_kb():
    with open("/proc/self/status") as fh:
        found = {line.split(":")[0]: int(line.split()[1]) for line in fh
                 if line.startswith(("VmRSS:", "RssAnon:", "RssFile:"))}
    return {"rss": found["VmRSS"], "anon": found["RssAnon"], "file": found["RssFile"]}

def delta(after, before):
    return {k: after[k] - before[k] for k in after}

def mapped_kb(suffix):  # resident kB of the mappings of the files named *suffix
    total, counting = 0, False
    with open("/proc/self/smaps") as fh:
        for line in fh:
            head = line.split()
            if not line[0].isupper():  # a mapping's header line (the address, in hex)
                counting = head[-1].endswith(suffix)
            elif counting and head[0] == "Rss:":
                total += int(head[1])
    return total

kind, path, sample_path, root = sys.argv[1:5]
sys.path.insert(0, root)
with open(sample_path) as fh:
    sample = fh.read().split()
import marisa_trie
from dictionary import solver, solver_reference, trie
from games.kinds.quiddler.rules.cards import full_deck
rng = random.Random(1)
hands = [rng.sample(full_deck(), 11) for _ in range(1000)]
out = {}
if kind == "anagrams":
    checker = trie.TrieStore(path).default()  # (already compiled: maps the word trie)
gc.collect()
before = rss_kb()
if kind == "trie":
    words = marisa_trie.Trie()
    words.mmap(path)
    out["hits"] = sum(w in words for w in sample)  # touch the pages a real workload touches
elif kind == "set":
    with open(path) as fh:
        words = set(fh.read().split())
    out["hits"] = sum(w in words for w in sample)
elif kind == "anagrams":
    checker.anagrams()
    gc.collect()
    out["mapped"] = delta(rss_kb(), before)
    for cards in hands:
        solver.solve(cards, checker)
    gc.collect()
    out["solved"] = delta(rss_kb(), before)
    out["solved_file"] = mapped_kb(".anagram.marisa")
    out["keys"] = sum(1 for _ in checker.anagrams().iter_keys())  # touches every page
    out["all_file"] = mapped_kb(".anagram.marisa")
else:  # index
    index = solver_reference.build_index(iter(sample))  # (sample: every word)
    out["entries"] = len(index)
gc.collect()
out["kb"] = delta(rss_kb(), before)
print(json.dumps(out))
"""


def per_call_ns(func, args: list[str], repeat: int = 5) -> float:
    """Best-of-``repeat`` nanoseconds per call of ``func`` over ``args``."""
    def loop():
        for a in args:
            func(a)
    return min(timeit.repeat(loop, number=1, repeat=repeat)) / len(args) * 1e9


def memory(kind: str, path: Path, sample: Path) -> dict:
    out = subprocess.run([sys.executable, "-c", MEMORY_PROBE, kind, str(path), str(sample),
                          str(ROOT)], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def mb(kb: dict) -> str:
    return (f"RSS +{kb['rss'] / 1024:.2f} MB (file-backed {kb['file'] / 1024:.2f}, "
            f"private anon {kb['anon'] / 1024:.2f})")


def main() -> None:
    print(f"load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        start = time.perf_counter()
        words = trie.default_words()
        read = time.perf_counter() - start
        start = time.perf_counter()
        sha256 = trie.words_sha256(words)
        path = trie.trie_path(tmp, trie.DEFAULT_NAME, sha256)
        trie.compile_trie(words, path, anagrams=False, sha256=sha256)
        compiled = time.perf_counter() - start
        start = time.perf_counter()
        anagrams = trie.compile_anagrams(words, trie.anagram_path(path), sha256)
        built = time.perf_counter() - start
        print(f"build: read + verify {len(words):,} words {read:.2f} s, compile {compiled:.2f} s, "
              f"anagram trie {built:.2f} s")
        size = path.stat().st_size
        print(f"trie file: {size / 1e6:.2f} MB ({size / len(words):.1f} bytes/word); "
              f"list as text: {sum(map(len, words)) + len(words):,} bytes; "
              f"committed .xz: {trie.DEFAULT_LIST.stat().st_size:,} bytes")
        a_size = trie.anagram_path(path).stat().st_size
        a_trie = len(anagrams.trie.tobytes())
        print(f"anagram trie file: {a_size / 1e6:.2f} MB: marisa {a_trie / 1e6:.2f} MB "
              f"({len(anagrams.trie):,} nodes), node masks "
              f"{len(anagrams.node_masks) * anagrams.node_masks.itemsize / 1e6:.2f} MB, "
              f"palette {len(anagrams.palette) * 4 / 1e3:.0f} KB "
              f"({len(anagrams.palette):,} masks)")
        del anagrams

        rng = random.Random(1)
        sample = rng.sample(words, 100_000)
        (tmp / "sample.txt").write_text("\n".join(sample))
        (tmp / "words.txt").write_text("\n".join(words))
        m_trie = memory("trie", path, tmp / "sample.txt")
        m_set = memory("set", tmp / "words.txt", tmp / "sample.txt")
        assert m_trie["hits"] == m_set["hits"] == len(sample)
        ratio = m_set["kb"]["rss"] / max(m_trie["kb"]["rss"], 1)
        print(f"memory (RSS delta in a fresh process, after 100k lookups): "
              f"trie {m_trie['kb']['rss'] / 1024:.2f} MB, set {m_set['kb']['rss'] / 1024:.1f} MB "
              f"-> set/trie = {ratio:.0f}x (target >= 20x)")
        m_anagrams = memory("anagrams", tmp, tmp / "sample.txt")
        m_index = memory("index", tmp / "words.txt", tmp / "words.txt")
        print(f"solver index, memory in a fresh process (target <= 3 MB):\n"
              f"  anagram trie mapped:            {mb(m_anagrams['mapped'])}\n"
              f"  ... after 1000 11-card solves:  {mb(m_anagrams['solved'])}; of which the "
              f"anagram file's pages {m_anagrams['solved_file'] / 1024:.2f} MB\n"
              f"  ... every page touched:         {mb(m_anagrams['kb'])}; of which the "
              f"anagram file's pages {m_anagrams['all_file'] / 1024:.2f} MB\n"
              f"  former dict index ({m_index['entries']:,} entries): {mb(m_index['kb'])}")

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
