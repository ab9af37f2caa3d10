"""Benchmark: how well a Dik Dik seat reads where the hidden cards are.

Run: ``.venv/bin/python bench/bench_dikdik_reading.py [--games N] [--seats 3,4] [--worlds K]``.

Plays N games of ``basic`` bots per table size (``bench_bots.py``'s seeds). At every ask or
pass of one seat (rotating from game to game) it draws K determinizations from each reading and
counts how often they put each of the seat's partners (the other card of a single it holds) and
the DIK DIK in the hand that really holds it. The readings:

- ``sizes only``: the baseline, a feed cut after the deal (the seat's own hand and the hand
  sizes, nothing learnt since);
- ``feed``: what ``strong`` deals from (``games.kinds.dikdik.bots.determinize`` over ``Feed``);
- ``exact``: the exact posterior under the model "the others play ``basic``", updated event by
  event (``Exact``, below). It costs seconds per game at four seats (up to a million and a half
  states), so it reads the first ``--exact-games`` games of each table, and ``feed`` is shown on
  those same decisions beside it.

The exact reading is the most any seat could know from its view and feed against such a table:
if the feed comes close to it, no better reading of the feed can make ``strong`` stronger.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import itertools
import math
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.bots.arena import play_game  # noqa: E402
from games.bots.base import Observation  # noqa: E402
from games.kinds.dikdik.bots import determinize  # noqa: E402
from games.kinds.dikdik.bots.feed import STAY, Feed  # noqa: E402
from games.kinds.dikdik.rules import DIK_DIK, SPECIES  # noqa: E402

ME = "me"
State = tuple[tuple[str, ...], tuple[frozenset, ...], str]  # (part, pins, where the DIK DIK is)


class Exact:
    """The exact posterior of seat ``me`` over the other hands at three or four seats, given
    that the others play ``basic`` (an unseen pass is the DIK DIK if the giver holds it, else
    any card of its hand alike; with chance ``STAY`` any card at all).

    No hand holds both cards of a species, so a hidden card is one of: the partner of a single
    ``me`` holds (``mine[i]``, in hand ``part[i]``), a card of a species both of whose cards are
    hidden (in two different hands), or the DIK DIK. A state is ``(part, pins, dloc)``: where
    each partner is, the pair of hands of each *pinned* species (one some event named), and
    where the DIK DIK is (``ME`` if here). The other both-hidden species (``free``) were never
    named, so they are alike: a state stands for every way of placing them, and their number
    per pair of hands follows from the hand sizes (``counts``; at four seats three numbers
    with three sums, at three one). Its weight is the chance of all those placements together.
    Every event reweighs, moves or drops states; nothing is sampled until ``hands``."""

    def __init__(self, seat: str, players: list[str]):
        self.me = seat
        self.others = [p for p in players if p != seat]
        assert len(self.others) in (2, 3)
        self.pairs = [frozenset(c) for c in itertools.combinations(self.others, 2)]
        self.sizes, self.mine, self.pinned, self.free = {}, [], [], set()
        self.dist: dict[State, float] = {}
        self.pending = None
        self.deal, self.laid = None, []
        self.started = False

    def counts(self, part, pins, dloc) -> dict | None:
        """How many free species each pair of hands holds in this state (None: the sizes
        leave no way)."""
        u = len(self.free)
        a = {}
        for g in self.others:
            a[g] = self.sizes[g] - part.count(g) - sum(g in p for p in pins) - (dloc == g)
            if a[g] < 0:
                return None
        if len(self.others) == 2:
            left, right = self.others
            return {self.pairs[0]: u} if a[left] == a[right] == u else None
        out = {}
        for pr in self.pairs:
            g, h = sorted(pr)
            j = next(x for x in self.others if x not in pr)
            twice = a[g] + a[h] - a[j]
            if twice < 0 or twice % 2:
                return None
            out[pr] = twice // 2
        return out if sum(out.values()) == u else None

    def _start(self) -> None:
        """After the deal: every way to place the partners and the DIK DIK that fits the
        sizes, weighted by the number of ways to place the free species (a uniform deal)."""
        me, deal = self.me, self.deal
        sizes = dict(deal["sizes"])
        laid = set()
        for d in self.laid:
            sizes[d["player"]] -= 2 * len(d["cards"])
            laid |= set(d["cards"])
        self.sizes = sizes
        hand = {c for c, n in Counter(deal["private"][me]["hand"]).items() if n == 1}
        self.mine = sorted(hand - {DIK_DIK})
        self.free = set(SPECIES) - set(self.mine) - laid
        u = len(self.free)
        for part in itertools.product(self.others, repeat=len(self.mine)):
            for dloc in ([ME] if DIK_DIK in hand else self.others):
                c = self.counts(part, (), dloc)
                if c is not None:
                    w = math.factorial(u)
                    for n in c.values():
                        w //= math.factorial(n)
                    self.dist[(part, (), dloc)] = float(w)
        self.started = True

    def add(self, events: list[dict]) -> None:
        """Read the seat's next feed events (a pass is read with the event after it, which
        shows whether it made a pair; ``flush`` before reading the posterior)."""
        for e in events:
            t, d = e["type"], e["data"]
            if not self.started:
                if t == "CardsDealt":
                    self.deal = d
                    continue
                if t == "PairsLaid" and d["via"] == "deal":
                    self.laid.append(d)
                    continue
                self._start()
            if self.pending is not None:
                shown = (d["cards"][0] if t == "PairsLaid" and d.get("via") == "pass"
                         and d["player"] == self.pending["to"] else None)
                self._passed(self.pending, shown)
                self.pending = None
            if t == "CardAsked":
                self._asked(d)
            elif t == "CardPassed":
                self.pending = d

    def flush(self) -> None:
        """Read what is left: a pass with nothing after it made no pair."""
        if not self.started:
            self._start()
        if self.pending is not None:
            self._passed(self.pending, None)
            self.pending = None

    def _settle(self) -> None:
        """Drop the states the sizes rule out; weights sum to 1."""
        self.dist = {k: w for k, w in self.dist.items() if w > 0 and self.counts(*k) is not None}
        t = sum(self.dist.values())
        if t:
            self.dist = {k: w / t for k, w in self.dist.items()}

    def _keep(self, f):
        self.dist = {k: w for k, w in self.dist.items() if f(k)}

    def _map(self, f):
        new = {}
        for k, w in self.dist.items():
            k2 = f(k)
            new[k2] = new.get(k2, 0.0) + w
        self.dist = new

    def _drop_part(self, i):
        self.mine.pop(i)
        self._map(lambda k: (k[0][:i] + k[0][i + 1:], k[1], k[2]))

    def _drop_pin(self, i):
        self.pinned.pop(i)
        self._map(lambda k: (k[0], k[1][:i] + k[1][i + 1:], k[2]))

    def _pin(self, y, allowed):
        """Pin free species ``y`` to a pair of hands: each allowed pair by its share."""
        u = len(self.free)
        new = {}
        for (part, pins, dloc), w in self.dist.items():
            c = self.counts(part, pins, dloc)
            if c is None:
                continue
            for pr, n in c.items():
                if n and allowed(pr):
                    k = (part, pins + (pr,), dloc)
                    new[k] = new.get(k, 0.0) + w * n / u
        self.dist = new
        self.free.discard(y)
        self.pinned.append(y)

    def _asked(self, d):
        me = self.me
        P, T, y, given = d["player"], d["target"], d["card"], d["given"]
        if y in self.mine:
            i = self.mine.index(y)
            if P == me:
                self._keep(lambda k: (k[0][i] == T) == given)
            else:
                self._keep(lambda k: k[0][i] == P)
            if given:
                self._drop_part(i)
        else:
            if y in self.free:
                self._pin(y, lambda pr: P in pr)
            i = self.pinned.index(y)
            if given:
                self._keep(lambda k: k[1][i] == frozenset((P, T)))
                self._drop_pin(i)
            elif T != me:
                self._keep(lambda k: T not in k[1][i])
        if given:
            self.sizes[P] -= 1
            self.sizes[T] -= 1
        self._settle()

    def _passed(self, d, shown):
        me = self.me
        G, T = d["player"], d["to"]
        card = ((d.get("private") or {}).get(me) or {}).get("card")
        if G == me:
            self._mine_passed(T, card, shown is not None)
        elif T == me:
            self._received(G, card, bool(d.get("auto")))
        else:
            self._unseen(G, T, shown)
        self.sizes[G] -= 1
        self.sizes[T] += 1 - (2 if shown is not None else 0)
        self._settle()

    def _mine_passed(self, T, card, paired):
        if card == DIK_DIK:
            self._map(lambda k: (k[0], k[1], T))
            return
        i = self.mine.index(card)
        self._keep(lambda k: (k[0][i] == T) == paired)
        if paired:
            self._drop_part(i)
            return
        # both its cards are hidden now: in T and where its partner was
        self.mine.pop(i)
        self.pinned.append(card)
        self._map(lambda k: (k[0][:i] + k[0][i + 1:], k[1] + (frozenset((T, k[0][i])),), k[2]))

    def _received(self, G, card, auto):
        if card == DIK_DIK:
            self._keep(lambda k: k[2] == G)
            self._map(lambda k: (k[0], k[1], ME))
            return
        if not auto:  # a holder of the DIK DIK would have passed it
            self.dist = {k: w * (STAY if k[2] == G else 1.0) for k, w in self.dist.items()}
        if card in self.mine:  # it paired mine
            i = self.mine.index(card)
            self._keep(lambda k: k[0][i] == G)
            self._drop_part(i)
            return
        if card in self.free:
            self._pin(card, lambda pr: G in pr)
        i = self.pinned.index(card)
        self._keep(lambda k: G in k[1][i])
        self.pinned.pop(i)
        self.mine.append(card)
        self._map(lambda k: (k[0] + (next(x for x in k[1][i] if x != G),),
                             k[1][:i] + k[1][i + 1:], k[2]))

    def _unseen(self, G, T, shown):
        """A pass between two other seats: the DIK DIK if ``G`` holds it, else any of its
        cards; if it made no pair it was not a card of a species ``T`` holds."""
        u, before = len(self.free), self.sizes[G]
        new: dict = {}
        for key, w in self.dist.items():
            c = self.counts(*key)
            if c is None:
                continue
            for moved, chance in self._moves(key, c, G, T, shown, before, u):
                new[moved] = new.get(moved, 0.0) + w * chance
        self.dist = new
        if shown is not None:
            if shown in self.pinned:
                self._drop_pin(self.pinned.index(shown))
            else:
                self.free.discard(shown)

    def _moves(self, key, c, G, T, shown, before, u) -> list:
        """The states ``key`` becomes after ``G``'s unseen pass to ``T``, with the chance of
        each and of what was seen (``shown``: the pair it made)."""
        part, pins, dloc = key
        gt = frozenset((G, T))
        each = STAY / before if dloc == G else 1.0 / before  # the chance of a given card
        if shown is not None:  # a card of the species shown, from the pair (G, T)
            if shown in self.pinned:
                return [(key, each)] if pins[self.pinned.index(shown)] == gt else []
            return [(key, each * c.get(gt, 0) / u)]
        out = []
        if dloc == G:
            out.append(((part, pins, T), (1 - STAY) + STAY / before))
        out += [((part[:i] + (T,) + part[i + 1:], pins, dloc), each)
                for i, h in enumerate(part) if h == G]
        out += [((part, pins[:i] + (frozenset((T, *(pr - {G}))),) + pins[i + 1:], dloc), each)
                for i, pr in enumerate(pins) if G in pr and T not in pr]
        # a free card that makes no pair in T: its species moves from (G, H) to (T, H)
        free = sum(n for pr, n in c.items() if G in pr and T not in pr)
        if free:
            out.append((key, each * free))
        return out

    def hands(self, rng: random.Random) -> dict[str, set[str]]:
        """One draw of the other hands from the posterior."""
        keys = list(self.dist)
        part, pins, dloc = rng.choices(keys, [self.dist[x] for x in keys])[0]
        out = {g: set() for g in self.others}
        for s, h in zip(self.mine, part, strict=True):
            out[h].add(s)
        for s, pr in zip(self.pinned, pins, strict=True):
            for h in pr:
                out[h].add(s)
        free = sorted(self.free)
        rng.shuffle(free)
        j = 0
        for pr, n in self.counts(part, pins, dloc).items():
            for s in free[j:j + n]:
                for h in pr:
                    out[h].add(s)
            j += n
        if dloc in out:
            out[dloc].add(DIK_DIK)
        return out


def hits(hands: dict[str, set[str]] | dict[str, list[str]], true: dict[str, list[str]],
         mine: set[str]) -> tuple[list[float], list[float]]:
    """Per hidden card of interest (a partner of mine, the DIK DIK): 1 if ``hands`` puts it in
    the hand that holds it."""
    partners, dik_dik = [], []
    for p, cards in true.items():
        drawn = set(hands[p])
        for c in cards:
            if c == DIK_DIK:
                dik_dik.append(float(c in drawn))
            elif c in mine:
                partners.append(float(c in drawn))
    return partners, dik_dik


def truth_allowed(exact: Exact, true: dict[str, list[str]]) -> bool:
    """Whether the posterior gives the real hands a state (it must, if it is right)."""
    where = {c: p for p, cards in true.items() for c in cards}
    state = (tuple(where[c] for c in exact.mine),
             tuple(frozenset(p for p, cards in true.items() if c in cards)
                   for c in exact.pinned),
             where.get(DIK_DIK, ME))
    return state in exact.dist


def measure(obs: Observation, true: dict[str, list[str]], worlds: int, rng: random.Random,
            exact: Exact | None, scores: dict) -> None:
    """Add each reading's mean hit rates at this decision to ``scores[reading] = (partners,
    dik_dik)`` (with ``exact``, also to the rows "sizes, same" and "feed, same", which hold the
    decisions the exact reading saw, and whether the real hands were ruled out)."""
    mine = set(obs.view["hand"] or []) - {DIK_DIK}
    feed, blind = Feed(obs), Feed(dataclasses.replace(obs, feed=obs.feed[:1]))
    readings = {
        "sizes only": lambda: determinize(obs, rng, blind)["hands"],
        "feed": lambda: determinize(obs, rng, feed)["hands"],
    }
    if exact is not None:
        readings["exact"] = functools.partial(exact.hands, rng)
        scores.setdefault("ruled out", []).append(not truth_allowed(exact, true))
    same = {"sizes only": "sizes, same", "feed": "feed, same"} if exact is not None else {}
    for name, draw in readings.items():
        part, dd = [], []
        for _ in range(worlds):
            a, b = hits(draw(), true, mine)
            part += a
            dd += b
        for row in (name, same.get(name)):
            if row is None:
                continue
            got = scores.setdefault(row, ([], []))
            if part:
                got[0].append(statistics.mean(part))
            if dd:
                got[1].append(statistics.mean(dd))


def play(game: int, seats: int, worlds: int, with_exact: bool, scores: dict) -> None:
    """One game of ``basic`` bots in the arena (``bench_bots.py``'s seeds), measured at each
    ask or pass of seat ``game % seats``."""
    players = [str(i) for i in range(seats)]
    me = str(game % seats)
    exact = Exact(me, players) if with_exact else None
    read = 0  # feed events the exact reading has read

    def watch(seat: str, obs: Observation, state: dict) -> None:
        nonlocal read
        if seat != me or obs.legal[0]["type"] not in ("ask", "pass"):
            return
        if exact is not None:
            exact.add(list(obs.feed[read:]))
            exact.flush()
            read = len(obs.feed)
        true = {p: h for p, h in state["hands"].items() if p != me}
        measure(obs, true, worlds, random.Random(f"reading:{game}:{len(obs.feed)}"), exact,
                scores)

    play_game("dikdik", ["basic"] * seats, seed=10_000 + game, watch=watch)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seats", default="3,4")
    parser.add_argument("--worlds", type=int, default=40, help="determinizations per decision")
    parser.add_argument("--exact-games", type=int, default=40,
                        help="games read by the exact posterior too (seconds each at four seats)")
    args = parser.parse_args()
    print(f"{args.games} games of basic bots per table ({args.exact_games} with the exact "
          f"reading); {args.worlds} determinizations per decision; the share of hidden cards "
          f"put in the hand that holds them")
    print(f"{'seats':>5s} {'reading':12s} {'decisions':>9s} {'partners':>9s} "
          f"{'x sizes only':>13s} {'DIK DIK':>8s}")
    for seats in (int(s) for s in args.seats.split(",")):
        started = time.perf_counter()
        scores: dict = {}
        for game in range(args.games):
            play(game, seats, args.worlds, game < args.exact_games, scores)
        ruled_out = scores.pop("ruled out", [])
        for name, (part, dd) in scores.items():
            same = name in ("sizes, same", "feed, same", "exact")
            base = statistics.mean(scores["sizes, same" if same else "sizes only"][0])
            mean = statistics.mean(part)
            print(f"{seats:5d} {name:12s} {len(part):9d} {mean:9.1%} {mean / base:13.2f} "
                  f"{statistics.mean(dd) if dd else float('nan'):8.1%}")
        print(f"{'':5s} exact: the real hands ruled out at {sum(ruled_out)} of {len(ruled_out)} "
              f"decisions (0 if the posterior is right); {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
