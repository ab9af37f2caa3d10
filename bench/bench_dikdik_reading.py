"""Benchmark: how well a Dik Dik seat reads where the hidden cards are.

Run: ``.venv/bin/python bench/bench_dikdik_reading.py [--games N] [--seats 3,4] [--worlds K]``.

Plays N games of ``basic`` bots per table size (``bench_bots.py``'s seeds). At every ask or
pass of one seat (rotating from game to game) it draws K determinizations from each reading and
counts how often they put each of the seat's partners (the other card of a single it holds) and
the DIK DIK in the hand that really holds it. The readings:

- ``sizes only``: the baseline, a feed cut after the deal (the seat's own hand and the hand
  sizes, nothing learnt since);
- ``feed``: what ``strong`` deals from (``games.bots.dikdik.determinize`` over ``Feed``);
- ``exact`` (three seats only): the exact posterior under the model "the others play
  ``basic``" — every split of the seat's partners between its two neighbours and every place
  of the DIK DIK, weighted event by event (below, ``ExactThreeSeats``).

The exact reading is the most any seat could know from its view and feed against such a table:
if the feed comes close to it, a better reading of the feed cannot make ``strong`` stronger.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import itertools
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games import engines  # noqa: E402
from games.bots import bot_rng, decide  # noqa: E402
from games.bots.base import Budget, Observation, Observer  # noqa: E402
from games.bots.dikdik import determinize  # noqa: E402
from games.bots.dikdik_feed import STAY, Feed  # noqa: E402
from games.engines.dikdik import DIK_DIK, SPECIES  # noqa: E402

Split = tuple[frozenset, str]  # (my species whose partner is on my left, the DIK DIK's place)


class ExactThreeSeats:
    """The exact posterior of a three-seat game for seat ``me``, given that the others play
    ``basic`` (an unseen pass is the DIK DIK if the giver holds it, else any card of its hand
    alike; with chance ``STAY`` any card at all).

    At three seats a species neither in ``me``'s hand nor laid has one card in each other hand
    (no hand holds both), so the only unknowns are, for each single ``me`` holds, which
    neighbour holds its partner, and where the DIK DIK is: a distribution over ``Split``s. The
    one pass ``me`` does not see goes from its left neighbour ``L`` to its right ``R``; if it
    made no pair it was the DIK DIK or a partner of ``me``'s cards (any other card pairs in
    ``R``)."""

    def __init__(self, obs: Observation):
        self.me = me = obs.seat
        feed = list(obs.feed)
        deal = feed[0]["data"]
        players = deal["players"]
        i = players.index(me)
        self.L, self.R = players[(i + 1) % 3], players[(i + 2) % 3]
        sizes = dict(deal["sizes"])
        laid: set[str] = set()
        j = 1
        while j < len(feed) and feed[j]["type"] == "PairsLaid" and feed[j]["data"]["via"] == "deal":
            d = feed[j]["data"]
            sizes[d["player"]] -= 2 * len(d["cards"])
            laid |= set(d["cards"])
            j += 1
        counts = Counter(deal["private"][me]["hand"])
        self.hand = {c for c, n in counts.items() if n == 1}
        mine = self.hand - {DIK_DIK}
        self.both = set(SPECIES) - mine - laid  # one card in each neighbour's hand
        places = ["me"] if DIK_DIK in self.hand else [self.L, self.R]
        self.dist: dict[Split, float] = {}
        for place in places:
            k = sizes[self.L] - len(self.both) - (place == self.L)
            if 0 <= k <= len(mine):
                for left in itertools.combinations(sorted(mine), k):
                    self.dist[(frozenset(left), place)] = 1.0
        self.sizes = sizes
        for k in range(j, len(feed)):
            self._event(feed, k)
        total = sum(self.dist.values())
        self.splits = list(self.dist)
        self.weights = [self.dist[s] / total for s in self.splits] if total else []

    def _keep(self, test) -> None:
        self.dist = {s: w for s, w in self.dist.items() if test(s)}

    def _map(self, change) -> None:
        new: dict[Split, float] = {}
        for s, w in self.dist.items():
            t = change(s)
            new[t] = new.get(t, 0.0) + w
        self.dist = new

    def _event(self, feed: list[dict], k: int) -> None:
        if feed[k]["type"] == "CardAsked":
            self._asked(feed[k]["data"])
        elif feed[k]["type"] == "CardPassed":
            after = feed[k + 1] if k + 1 < len(feed) else None
            d = feed[k]["data"]
            shown = (after["data"]["cards"][0] if after is not None
                     and after["type"] == "PairsLaid" and after["data"].get("via") == "pass"
                     and after["data"]["player"] == d["to"] else None)
            self._passed(d, shown)

    def _asked(self, d: dict) -> None:
        me, L = self.me, self.L
        asker, target, x, given = d["player"], d["target"], d["card"], d["given"]
        if given:  # the asker lays the pair: one card less in each hand
            self.sizes[asker] -= 1
            self.sizes[target] -= 1
        if asker == me:  # given: the target held the partner; refused: the other one did
            self._keep(lambda s: (x in s[0]) == ((target == L) == given))
        elif target == me:
            if given:  # the asker held the partner of my card, now laid
                self._keep(lambda s: (x in s[0]) == (asker == L))
            # refused: a species of both neighbours, nothing new
        elif x in self.hand:  # the asker holds the partner of my card
            self._keep(lambda s: (x in s[0]) == (asker == L))
        elif given:
            self.both.discard(x)
        if given and x in self.hand:
            self.hand.discard(x)
            self._map(lambda s: (s[0] - {x}, s[1]))

    def _passed(self, d: dict, shown: str | None) -> None:
        """A pass; ``shown``: the card of the pair it made in the receiver's hand, if any."""
        me, L = self.me, self.L
        giver, to = d["player"], d["to"]
        card = ((d.get("private") or {}).get(me) or {}).get("card")
        paired = shown is not None
        before = self.sizes[giver]
        self.sizes[giver] -= 1
        self.sizes[to] += 1 - 2 * paired
        if giver == me:
            self.hand.discard(card)
            if card == DIK_DIK:
                self._map(lambda s: (s[0], to))
            elif paired:  # its partner was in the receiver's hand
                self._keep(lambda s: (card in s[0]) == (to == L))
                self._map(lambda s: (s[0] - {card}, s[1]))
            else:  # its partner is in the other hand: now a species of both, or mine again
                self._keep(lambda s: (card in s[0]) != (to == L))
                if to == L:
                    self.both.add(card)
                else:
                    self._map(lambda s: (s[0] | {card}, s[1]))
        elif to == me:
            self._received(giver, card, bool(d.get("auto")))
        else:
            self._unseen(d, before, paired)
            if shown is not None:
                self.both.discard(shown)

    def _received(self, giver: str, card: str, auto: bool) -> None:
        L = self.L
        if card == DIK_DIK:
            self._keep(lambda s: s[1] == giver)
            self._map(lambda s: (s[0], "me"))
            self.hand.add(card)
        elif card in self.hand:  # it paired mine: the partner was the giver's
            self._keep(lambda s: (card in s[0]) == (giver == L))
            self.hand.discard(card)
            self._map(lambda s: (s[0] - {card}, s[1]))
        else:  # a species of both: its other card is on my left
            self.both.discard(card)
            self.hand.add(card)
            self._map(lambda s: (s[0] | {card}, s[1]))
        if card != DIK_DIK and not auto:  # a holder of the DIK DIK would have passed it
            self.dist = {s: w * (STAY if s[1] == giver else 1.0) for s, w in self.dist.items()}

    def _unseen(self, d: dict, before: int, paired: bool) -> None:
        """The pass from ``L`` to ``R``: the DIK DIK if ``L`` holds it, else any card (``STAY``:
        any card even then); no pair means the DIK DIK or a partner of mine moved."""
        L, R = self.L, self.R
        assert (d["player"], d["to"]) == (L, R), d  # the only pass this seat does not see
        new: dict[Split, float] = {}

        def add(s: Split, w: float) -> None:
            new[s] = new.get(s, 0.0) + w

        for (left, place), w in self.dist.items():
            holds = place == L
            if d.get("auto"):  # the giver's only card
                if paired:
                    add((left, place), w)
                elif holds:
                    add((left, R), w)
                else:
                    for a in left:
                        add((left - {a}, place), w / len(left))
                continue
            each = STAY / before if holds else 1.0 / before
            if paired:
                add((left, place), w * each)
                continue
            if holds:
                add((left, R), w * ((1 - STAY) + STAY / before))
            for a in left:
                add((left - {a}, place), w * each)
        self.dist = new

    def hands(self, rng: random.Random) -> dict[str, set[str]]:
        """One draw of the neighbours' hands."""
        left, place = rng.choices(self.splits, self.weights)[0]
        mine = self.hand - {DIK_DIK}
        out = {self.L: self.both | left, self.R: self.both | (mine - left)}
        if place in out:
            out[place].add(DIK_DIK)
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


def measure(obs: Observation, true: dict[str, list[str]], worlds: int, rng: random.Random,
            scores: dict) -> None:
    """Add each reading's mean hit rates at this decision to ``scores[reading] = (partners,
    dik_dik)``."""
    mine = set(obs.view["hand"] or []) - {DIK_DIK}
    feed, blind = Feed(obs), Feed(dataclasses.replace(obs, feed=obs.feed[:1]))
    readings = {
        "sizes only": functools.partial(lambda f: determinize(obs, rng, f)["hands"], blind),
        "feed": functools.partial(lambda f: determinize(obs, rng, f)["hands"], feed),
    }
    if len(obs.view["players"]) == 3:
        exact = ExactThreeSeats(obs)
        if exact.splits:
            readings["exact"] = functools.partial(exact.hands, rng)
        # the split that is really there must be one the posterior allows
        holder = next((p for p, h in true.items() if DIK_DIK in h), "me")
        truth = (frozenset(mine & set(true[exact.L])), holder)
        scores.setdefault("exact: truth ruled out", []).append(truth not in exact.dist)
    for name, draw in readings.items():
        part, dd = [], []
        for _ in range(worlds):
            a, b = hits(draw(), true, mine)
            part += a
            dd += b
        got = scores.setdefault(name, ([], []))
        if part:
            got[0].append(statistics.mean(part))
        if dd:
            got[1].append(statistics.mean(dd))


def play(game: int, seats: int, worlds: int, scores: dict) -> None:
    """One game of ``basic`` bots, measured at each ask or pass of seat ``game % seats``."""
    engine = engines.get("dikdik")
    players = [str(i) for i in range(seats)]
    seed = 10_000 + game
    events = engine.start(players, engine.validate_options({}, seats), random.Random(f"{seed}:0"))
    state = engine.fold(events)
    observers = {p: Observer(engine, p) for p in players}
    for o in observers.values():
        o.add(events)
    me = str(game % seats)
    while not engine.outcome(state)["finished"]:
        seat = engine.outcome(state)["to_act"][0]
        obs = observers[seat].observation(state)
        if seat == me and obs.legal[0]["type"] in ("ask", "pass"):
            true = {p: h for p, h in state["hands"].items() if p != me}
            measure(obs, true, worlds, random.Random(f"reading:{game}:{len(events)}"), scores)
        command = decide(obs, "basic", bot_rng(seed, seat, len(events)),
                         Budget(ms=None, max_iterations=1))
        assert command is not None
        new = engine.decide(state, seat, {**command, "_now_ms": 0, "_version": len(events)},
                            random.Random(f"{seed}:{len(events)}"))
        state = engine.fold(new, state)
        events += new
        for o in observers.values():
            o.add(new)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seats", default="3,4")
    parser.add_argument("--worlds", type=int, default=40, help="determinizations per decision")
    args = parser.parse_args()
    print(f"{args.games} games of basic bots per table; {args.worlds} determinizations per "
          f"decision; share of hidden cards put in the hand that holds them")
    print(f"{'seats':>5s} {'reading':12s} {'decisions':>9s} {'partners':>9s} {'x sizes only':>13s} "
          f"{'DIK DIK':>8s} {'secs':>6s}")
    for seats in (int(s) for s in args.seats.split(",")):
        started = time.perf_counter()
        scores: dict[str, tuple[list[float], list[float]]] = {}
        for game in range(args.games):
            play(game, seats, args.worlds, scores)
        ruled_out = scores.pop("exact: truth ruled out", [])
        base = statistics.mean(scores["sizes only"][0])
        for name, (part, dd) in scores.items():
            mean = statistics.mean(part)
            print(f"{seats:5d} {name:12s} {len(part):9d} {mean:9.1%} {mean / base:13.2f} "
                  f"{statistics.mean(dd) if dd else float('nan'):8.1%} "
                  f"{time.perf_counter() - started:6.0f}", flush=True)
        if ruled_out:
            print(f"{'':5s} exact: the real split ruled out at {sum(ruled_out)} of "
                  f"{len(ruled_out)} decisions (0 if the posterior is right)")


if __name__ == "__main__":
    main()
