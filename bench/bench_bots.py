"""Benchmark: bot strength (win rates) and move times, per game kind.

Run: ``.venv/bin/python bench/bench_bots.py [--games N] [--jobs J] [--budget-ms MS]
[--max-iterations K] [--kinds k1,k2] [--pairings strong:basic,basic:random]``.

For each kind, each table size (two players, and the most common larger table) and each
pairing A:B, it plays N games in the local arena (``games.bots.arena``): one seat A (its seat
rotating from game to game), the others B, each game with its own seed (``--jobs J`` plays J
games at once, each in its own process: the same games, so the same figures up to the search
budget's timing). A game's score for A is the mean over the B seats of 1 if A ranks above that
seat, 1/2 if level, 0 if below (winners first, then the game's scores; Dik Dik: only the loser
ranks below). Equal strength gives 50 % at any table size. The line prints the mean with a 95 %
Wilson interval (a game's fractional score counted as that fraction of a win), whether the
interval is above 50 %, the target for the pairing (strong vs basic 60 %, basic vs random
65 %) and whether the mean meets it, and the best score possible at that table (below 100 %
only in Dik Dik, where all but one player win).
Dik Dik is measured by losses instead: everyone but the loser wins, so no play reaches the
share-of-wins bar. Its games are duplicate deals: game ``g`` is deal ``g // seats`` (its seed)
with A in seat ``g % seats``, so each deal is played once with A in every seat and the luck of
the deal falls on every seat alike (``--games`` is rounded up to whole deals; give
``--first-game`` a multiple of the seats). A second line prints A's loss share with a 95 %
interval over the deals (each deal's share of losses is one sample: its seats' games are not
independent), the equal share (1 / seats) and the bar: ``strong`` against ``basic`` loses at
most two thirds of the equal share with the interval's upper end below it, ``basic`` against
``random`` at most half of it.
Move times are wall-clock per decision, median and p99, per level, with the search steps
per decision that searched (``Budget.granted``); ``strong`` searches stop at
``--budget-ms`` (default 200) of this thread's CPU time (``--wall-clock`` for wall-clock
time; the machine may be shared) or ``--max-iterations``. The baseline for a time is the
``random`` level measured in the same run (a pick from the legal list). Quiddler uses the real
default word list (SCOWL 80), compiled into a temporary directory.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import math
import multiprocessing
import os
import statistics
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games import kinds  # noqa: E402
from games.bots.arena import play_game  # noqa: E402

TABLES = {
    "diddly": (2, 4),
    "dikdik": (3, 4),  # 3 to 6 players: no two-player game
    "quiddler": (2, 4),
    "didi_dotter": (2, 3),
    "biddle": (2, 4),
}


# what a pairing should score (issue targets): strong clearly above basic, basic far above random
TARGETS = {("strong", "basic"): 0.60, ("basic", "random"): 0.65}
# Dik Dik's bar, as the most of an equal player's loss share (1 / seats) A may lose, and whether
# the interval's upper end must be below the equal share too
LOSS_BARS = {("strong", "basic"): (2 / 3, True), ("basic", "random"): (1 / 2, False)}
# kinds measured by losses, in duplicate deals: everyone but one player wins
BY_LOSSES = {"dikdik"}


def best_score(kind: str, seats: int) -> float:
    """The most a seat can score: 100 %, except where everyone but one player wins (Dik Dik):
    a player who never loses ranks above the loser and level with the others, so at most
    (1 + (seats - 2) / 2) / (seats - 1): 75 % at three seats, 66.7 % at four."""
    if kind == "dikdik":
        return (1 + (seats - 2) / 2) / (seats - 1)
    return 1.0


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def beats(engine, outcome: dict, a: str, b: str) -> float:
    """1 if seat a ranks above seat b at the end, 1/2 if level, 0 if below."""
    if "loser" in outcome and outcome.get("loser") is not None:
        return 0.5 if outcome["loser"] not in (a, b) else float(outcome["loser"] == b)
    wa, wb = a in outcome["winners"], b in outcome["winners"]
    if wa != wb:
        return float(wa)
    sa, sb = outcome["scores"][a], outcome["scores"][b]
    if sa == sb:
        return 0.5
    return float((sa < sb) == engine.lower_scores_win)


def iterations(counts: list[int]) -> str:
    """Search steps per decision that searched (``Budget.granted``: an information-set sample
    of every candidate, a combination of rules, a solver sample): median and p99; "-" for a
    level that never searches."""
    searched = [n for n in counts if n]
    if not searched:
        return "-"
    return f"{statistics.median(searched):.0f} (p99 {percentile(searched, 0.99):.0f})"


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * q))]


def print_times(kinds: list[str], times: dict[tuple[str, str], list[float]],
                steps: dict[tuple[str, str], list[int]]) -> None:
    """Per kind and level: decisions, wall-clock median and p99, against ``random``'s median,
    and the search steps per decision."""
    print(f"{'kind':12s} {'level':8s} {'moves':>7s} {'median ms':>10s} {'p99 ms':>8s} "
          f"{'x random (median)':>18s} {'iterations/decision':>20s}")
    for kind in kinds:
        base = times.get((kind, "random"))
        base_median = statistics.median(base) if base else None
        for level in ("random", "basic", "strong"):
            ts = times.get((kind, level))
            if not ts:
                continue
            median = statistics.median(ts)
            ratio = f"{median / base_median:18.0f}" if base_median else f"{'-':>18s}"
            print(f"{kind:12s} {level:8s} {len(ts):7d} {median * 1e3:10.2f} "
                  f"{percentile(ts, 0.99) * 1e3:8.2f} {ratio} "
                  f"{iterations(steps.get((kind, level), [])):>20s}")


def play_one(kind: str, n: int, a: str, b: str, budget_ms: float, max_iterations: int,
             wall_clock: bool, game: int) -> tuple[float | None, bool | None, dict, dict]:
    """Play game number ``game`` at ``n`` seats, level ``a`` in seat ``game % n`` and ``b`` in
    the others: A's score and whether A lost (None, None if the game did not finish), and the
    move times and search steps per level. The seed is the game's, or in a kind measured by
    losses the deal's (``game // n``). A top-level function, so a worker process can run it."""
    seat_a = game % n
    levels = [a if i == seat_a else b for i in range(n)]
    seed = 10_000 + (game // n if kind in BY_LOSSES else game)
    result = play_game(kind, levels, seed=seed, budget_ms=budget_ms,
                       max_iterations=max_iterations, max_commands=20_000,
                       cpu_clock=not wall_clock)
    score, lost = None, None
    if result.finished:
        engine = kinds.engine(kind)
        others = [str(i) for i in range(n) if i != seat_a]
        score = statistics.mean(beats(engine, result.outcome, str(seat_a), o) for o in others)
        lost = result.outcome.get("loser") == str(seat_a)
    return score, lost, result.times, result.steps


def deal_interval(shares: list[float], z: float = 1.96) -> tuple[float, float]:
    """A 95 % normal interval for the mean of the deals' loss shares (each deal one sample)."""
    if len(shares) < 2:
        return 0.0, 1.0
    mean, half = statistics.mean(shares), z * statistics.stdev(shares) / math.sqrt(len(shares))
    return max(0.0, mean - half), min(1.0, mean + half)


def loss_line(n: int, a: str, b: str, losses: dict[int, list[bool]]) -> str:
    """A's loss share over the whole deals of ``losses`` (deal -> A lost, per seat), its
    interval, the equal share and the bar."""
    whole = [sum(ls) / len(ls) for ls in losses.values() if len(ls) == n]
    equal = 1 / n
    share = statistics.mean(whole) if whole else float("nan")
    lo, hi = deal_interval(whole)
    bar = LOSS_BARS.get((a, b))
    if bar is None:
        verdict = "bar -"
    else:
        most, below = bar
        met = share <= most * equal and (hi < equal or not below)
        also = f" and interval below {equal:.1%}" if below else ""
        verdict = f"bar <= {most * equal:.1%}{also}: {'met' if met else 'not met'}"
    return (f"{'':12s} {n:5d} {a + ' vs ' + b:16s} {len(whole):5d} deals: A loses {share:.1%} "
            f"[{lo:6.1%}, {hi:6.1%}], an equal player {equal:.1%}; {verdict}")


def play_line(run, args, kind: str, n: int, a: str, b: str,
              times: dict[tuple[str, str], list[float]],
              steps: dict[tuple[str, str], list[int]]) -> None:
    """Play one pairing at one table and print its line (and, for a kind measured by losses,
    the loss line); the move times and search steps are added to ``times`` and ``steps``."""
    total, played, started = 0.0, 0, time.perf_counter()
    count = -(-args.games // n) * n if kind in BY_LOSSES else args.games  # whole deals
    games = range(args.first_game, args.first_game + count)
    play = functools.partial(play_one, kind, n, a, b, args.budget_ms, args.max_iterations,
                             args.wall_clock)
    losses: dict[int, list[bool]] = {}
    for game, (score, lost, game_times, game_steps) in zip(games, run(play, games),
                                                          strict=True):
        for level, ts in game_times.items():
            times.setdefault((kind, level), []).extend(ts)
        for level, ns in game_steps.items():
            steps.setdefault((kind, level), []).extend(ns)
        if score is None:
            continue  # counted as not played (reported below)
        total += score
        played += 1
        losses.setdefault(game // n, []).append(bool(lost))
    lo, hi = wilson(total, played)
    mean = total / played if played else float("nan")
    unfinished = count - played
    note = f"  ({unfinished} unfinished)" if unfinished else ""
    target = TARGETS.get((a, b))
    met = "-" if target is None else "yes" if mean >= target else "no"
    aim = f"{target:6.0%}" if target is not None else f"{'-':>6s}"
    print(f"{kind:12s} {n:5d} {a + ' vs ' + b:16s} {played:5d} {mean:8.1%} "
          f"[{lo:6.1%}, {hi:6.1%}]  {'yes' if lo > 0.5 else 'no ':3s}        "
          f"{aim} {met:4s} {best_score(kind, n):6.1%} "
          f"{time.perf_counter() - started:6.0f}{note}", flush=True)
    if kind in BY_LOSSES:
        print(loss_line(n, a, b, losses), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40,
                        help="games per pairing and table (default 40; 200 for tight intervals)")
    parser.add_argument("--wall-clock", action="store_true",
                        help="budget in wall-clock time (default: this thread's CPU time, so a "
                             "busy shared machine does not weaken the strong bots)")
    parser.add_argument("--budget-ms", type=float, default=200.0)
    parser.add_argument("--max-iterations", type=int, default=2000)
    parser.add_argument("--kinds", default=",".join(TABLES))
    parser.add_argument("--tables", default="", help="e.g. diddly=2,dikdik=4 (default: both)")
    parser.add_argument("--pairings", default="strong:basic,basic:random")
    parser.add_argument("--first-game", type=int, default=0,
                        help="number of the first game (seeds follow it): add games to a run")
    parser.add_argument("--jobs", type=int, default=1,
                        help="games played at once, each in its own process (default 1; "
                             "the CPU budget keeps each search's strength, the wall-clock "
                             "move times grow once jobs outnumber free cores)")
    args = parser.parse_args()
    only = dict(t.split("=") for t in args.tables.split(",") if t)

    clock = "wall-clock" if args.wall_clock else "CPU"
    print(f"load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; strong budget "
          f"{args.budget_ms:g} ms {clock} / {args.max_iterations} iterations per move; "
          f"{args.games} games per line")
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
        from dictionary import trie
        from games.kinds.quiddler.rules import words
        words.register(trie.TrieStore(tmp).default())  # the "scowl80" list, as in a game
        run = map
        if args.jobs > 1:
            # forked after the word list is registered, so every worker has it; games come
            # back in order, each played whole by one worker
            pool = stack.enter_context(ProcessPoolExecutor(
                args.jobs, mp_context=multiprocessing.get_context("fork")))
            run = pool.map

        times: dict[tuple[str, str], list[float]] = {}
        steps: dict[tuple[str, str], list[int]] = {}
        print(f"{'kind':12s} {'seats':>5s} {'A vs B':16s} {'games':>5s} {'A score':>8s} "
              f"{'95% interval':>16s}  above 50%?  {'target':>6s} {'met?':4s} {'best':>6s} "
              f"{'secs':>6s}")
        for kind in args.kinds.split(","):
            tables = [int(only[kind])] if kind in only else TABLES[kind]
            for n in tables:
                for pairing in args.pairings.split(","):
                    a, b = pairing.split(":")
                    if kind in BY_LOSSES and args.first_game % n:
                        parser.error(f"--first-game must be a multiple of {n} for {kind}")
                    play_line(run, args, kind, n, a, b, times, steps)
        print()
        print_times(args.kinds.split(","), times, steps)


if __name__ == "__main__":
    main()
