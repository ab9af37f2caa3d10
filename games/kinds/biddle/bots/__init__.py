"""Biddle bots. Biddle hides nothing that matters to a decision (only the order of the cards
to come), so both levels read the public view; they differ in how they use the exact odds
(``games.kinds.biddle.rules.odds``).

- ``basic``: re-rolls by the exact odds; opens with the fewest rolls that give an even chance,
  calls while the lowest bid still gives an even chance, else drops; undercuts (by one) only
  when it already sits on the lowest bid, where the rules leave an undercut or a drop.
- ``strong``: re-rolls by the exact odds too (the team only ever wants the card met, so the
  best re-roll is the same on any team), and plays the bidding as a game against the other
  seats. For each command it could send now it searches the rest of the bidding exactly: its
  own later turns take the best command, each other seat bids by a threshold rule
  (``_Rule``: ``basic``'s, or another threshold, or the round's break-even chance, undercutting
  by one or eagerly), weighted by how well each rule explains that seat's past bids and drops
  in the feed (``_read_rules``). Where the bidding ends, the team meets the card with the
  exact chance of its bid, and each outcome is valued by the chance of ranking above each
  other seat at the end of the game: the lead it leaves against the spread of the rounds still
  to play (a normal estimate, exact in the last round). So a trailing seat takes long odds, a
  leader plays safe, and early on it comes down to expected points (ruling B5). The value of a
  command is its mean over the likely combinations of the other seats' rules (all of them, or
  a weighted sample of ``_SAMPLES``, one combination per budget iteration).
"""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass

from games.bots.base import Budget, Command, Observation
from games.engines.base import next_seat

from ..rules import odds
from ..rules.deck import BY_ID


def _roll(obs: Observation) -> Command:
    view = obs.view
    if view["rolls_used"] == 0:
        return dict(obs.legal[0])  # the first roll rolls all six
    _, reroll = odds.best_reroll(view["card"], view["dice"], view["rolls_left"])
    if not reroll:  # cannot happen while the round is on; stay legal all the same
        reroll = list(range(len(view["dice"])))
    return {"type": "roll", "reroll": reroll}


def _chances(view: dict) -> list[float]:
    return odds.chances(view["card"], view["options"]["max_bid"])


def _pays(view: dict) -> float:
    """The chance from which staying on the team is worth more than dropping out."""
    r = view["round"] - 1
    blue, purple = view["options"]["blue_row"][r], view["options"]["purple_row"][r]
    return purple / (blue + purple) if blue + purple else 0.5


# -- strong: the bidding as a game against the other bidders ------------------------------

# Per round still to play, the variance of one seat's lead over another is about
# 2 / seats * (blue^2 + purple^2) / 2 of that round's rows (measured between the bots: 1.04 at
# two seats, 0.49 at four).
_SPREAD = 2.0


def _lead_weight(view: dict) -> float:
    """The standard deviation of the change of a lead over the rounds after this one."""
    r, spread = view["round"], _SPREAD / len(view["players"])
    rows = zip(view["options"]["blue_row"][r:], view["options"]["purple_row"][r:], strict=True)
    return math.sqrt(sum(spread * (b * b + q * q) / 2 for b, q in rows))


def _win_chance(lead: float, sigma: float) -> float:
    """The chance that a lead of ``lead`` points holds to the end (a tie counts half)."""
    if sigma <= 0:
        return 1.0 if lead > 0 else 0.5 if lead == 0 else 0.0
    return 0.5 * (1.0 + math.erf(lead / (sigma * math.sqrt(2.0))))


@dataclass(frozen=True)
class _Rule:
    """How another seat may bid: by a threshold ``t`` on the chance of meeting the card, like
    ``basic`` (which is ``t = 0.5``, not ``eager``; ``t = None``: the round's break-even
    chance, purple / (blue + purple)). It opens at the fewest rolls with a chance of ``t``; an
    ``eager`` seat also undercuts down to that number whenever it is below the lowest bid;
    otherwise it calls while the lowest bid keeps ``t`` and, sitting on the lowest bid,
    undercuts by one while that keeps ``t``; else it drops."""

    t: float | None
    eager: bool = False

    def command(self, p: list[float], pays: float, low: int, on_lowest: bool,
                can_drop: bool) -> Command:
        t = pays if self.t is None else self.t
        fewest = next((k for k in range(1, len(p) + 1) if p[k - 1] >= t), len(p))
        if not low:
            return {"type": "bid", "rolls": fewest}
        if self.eager and fewest < low:
            return {"type": "bid", "rolls": fewest}
        if on_lowest:
            if low > 1 and (p[low - 2] >= t or not can_drop):
                return {"type": "bid", "rolls": low - 1}
            return {"type": "drop"}
        if p[low - 1] >= t or not can_drop:
            return {"type": "call"}
        return {"type": "drop"}

    def play(self, obs: Observation) -> Command:
        """The rule's command for the bot's own seat, always a legal one (the first legal
        command where the rule names none of them)."""
        view = obs.view
        low = view["lowest_bid"] or 0
        command = self.command(_chances(view), _pays(view), low,
                               low > 0 and view["bids"].get(obs.seat) == low,
                               any(c["type"] == "drop" for c in obs.legal))
        return command if command in obs.legal else dict(obs.legal[0])


BASIC_RULE = _Rule(0.5)
# The rules another seat may follow, with their prior weights: basic's half, the rest shared.
_OTHER_RULES = [_Rule(None, True), _Rule(None, False)] + [
    _Rule(t / 100, eager) for eager in (False, True) for t in range(20, 75, 5)
    if (t, eager) != (50, False)]
_PRIOR = [(BASIC_RULE, 0.5)] + [(rule, 0.5 / len(_OTHER_RULES)) for rule in _OTHER_RULES]
_MISFIT = 0.1  # a rule's weight is multiplied by this for each past command it does not explain
_KEEP = 4  # the likeliest rules kept per seat
_SAMPLES = 24  # the most combinations of the other seats' rules searched

Decision = tuple[list[float], float, int, bool, bool, Command]


def _past_bids(obs: Observation) -> dict[str, list[Decision]]:
    """Every bidding command of every other seat in the feed, with what it saw when it sent
    it: the card's chances, the round's break-even chance, the lowest bid, whether it sat on
    it, whether it could drop."""
    players = list(obs.view["players"])
    options = obs.view["options"]
    seen: dict[str, list[Decision]] = {}
    p: list[float] = []
    pays = 0.5
    bids: dict[str, int] = {}
    dropped: set[str] = set()
    for e in obs.feed:
        kind, data = e.get("type"), e.get("data") or {}
        if kind == "RoundStarted":
            p = odds.chances(BY_ID[data["card"]], options["max_bid"])
            blue = options["blue_row"][data["round"] - 1]
            purple = options["purple_row"][data["round"] - 1]
            pays = purple / (blue + purple) if blue + purple else 0.5
            bids, dropped = {}, set()
            continue
        if kind not in ("BidPlaced", "BidCalled", "BidderDropped") or not p:
            continue
        seat = data["player"]
        low = min(bids.values()) if bids else 0
        command: Command = ({"type": "bid", "rolls": data["rolls"]} if kind == "BidPlaced"
                            else {"type": "call"} if kind == "BidCalled" else {"type": "drop"})
        if seat != obs.seat:
            seen.setdefault(seat, []).append(
                (p, pays, low, bids.get(seat) == low, len(players) - len(dropped) > 1, command))
        if kind == "BidderDropped":
            bids.pop(seat, None)
            dropped.add(seat)
        else:
            bids[seat] = data["rolls"]
    return seen


def _read_rules(obs: Observation) -> dict[str, list[tuple[_Rule, float]]]:
    """For each other seat, the likeliest rules with their weights (summing to 1): the prior
    times ``_MISFIT`` per past command of the seat's that the rule does not explain."""
    past = _past_bids(obs)
    out = {}
    for seat in obs.view["players"]:
        if seat == obs.seat:
            continue
        decisions = past.get(seat, [])
        weighted = [(rule, prior * _MISFIT ** sum(
            rule.command(p, pays, low, on, can) != c for p, pays, low, on, can, c in decisions))
            for rule, prior in _PRIOR]
        weighted.sort(key=lambda rw: -rw[1])  # stable: on a tie, basic's rule first
        kept = weighted[:_KEEP]
        total = sum(w for _, w in kept)
        out[seat] = [(rule, w / total) for rule, w in kept]
    return out


class _Bidding:
    """An exact search of the rest of the bidding: the bot's own turns take the best
    command, every other seat follows the rule it is given (``basic``'s if none). The end
    of the bidding is valued by the exact chance of the team meeting the card and, for each
    outcome, the chance of ranking above each other seat at the end of the game
    (``_win_chance`` of the lead it leaves)."""

    def __init__(self, obs: Observation, rules: dict[str, _Rule]):
        view = obs.view
        self.me = obs.seat
        self.players = list(view["players"])
        self.p = _chances(view)
        self.max_bid = view["options"]["max_bid"]
        r = view["round"] - 1
        self.blue = view["options"]["blue_row"][r]
        self.purple = view["options"]["purple_row"][r]
        self.pays = _pays(view)
        self.scores = view["scores"]
        self.sigma = _lead_weight(view)
        self.others = [p for p in self.players if p != self.me]
        self.rules = rules
        self.memo: dict[tuple, float] = {}

    def utility(self, points: dict[str, int]) -> float:
        mine = self.scores[self.me] + points.get(self.me, 0)
        return sum(_win_chance(mine - self.scores[o] - points.get(o, 0), self.sigma)
                   for o in self.others) / len(self.others)

    def settled(self, k: int, dropped: frozenset) -> float:
        team = [p for p in self.players if p not in dropped]
        p = self.p[k - 1]
        met = self.utility({t: self.blue for t in team})
        failed = self.utility({d: self.purple for d in dropped})
        return p * met + (1 - p) * failed

    def moves(self, low: int, on: frozenset, dropped: frozenset, seat: str) -> list[Command]:
        if not low:
            return [{"type": "bid", "rolls": k} for k in range(1, self.max_bid + 1)]
        out: list[Command] = [] if seat in on else [{"type": "call"}]
        out += [{"type": "bid", "rolls": k} for k in range(low - 1, 0, -1)]
        if len(self.players) - len(dropped) > 1:
            out.append({"type": "drop"})
        return out

    def model(self, low: int, on: frozenset, dropped: frozenset, seat: str) -> Command:
        """Another seat's command, by the rule its earlier bids revealed (``_Rule``)."""
        rule = self.rules.get(seat, BASIC_RULE)
        return rule.command(self.p, self.pays, low, seat in on,
                            len(self.players) - len(dropped) > 1)

    def after(self, low: int, on: frozenset, dropped: frozenset, seat: str,
              move: Command) -> float:
        if move["type"] == "drop":
            dropped = dropped | {seat}
        elif move["type"] == "call":
            on = on | {seat}
        else:
            low, on = move["rolls"], frozenset((seat,))
        remaining = [p for p in self.players if p not in dropped]
        if dropped and all(p in on for p in remaining):
            return self.settled(low, dropped)
        return self.value(low, on, dropped, next_seat(self.players, seat, dropped))

    def value(self, low: int, on: frozenset, dropped: frozenset, seat: str) -> float:
        key = (low, on, dropped, seat)
        if key not in self.memo:
            if seat == self.me:
                self.memo[key] = max(self.after(low, on, dropped, seat, m)
                                     for m in self.moves(low, on, dropped, seat))
            else:
                self.memo[key] = self.after(low, on, dropped, seat,
                                            self.model(low, on, dropped, seat))
        return self.memo[key]

    def values(self, view: dict, moves: list[Command]) -> list[float]:
        """The value of each of the bot's ``moves`` now, the rest played out."""
        low = view["lowest_bid"] or 0
        on = frozenset(p for p, b in view["bids"].items() if b == low)
        dropped = frozenset(view["dropped"])
        return [self.after(low, on, dropped, self.me, m) for m in moves]

def _strong_bid(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    """The bid with the best value, averaged over the other seats' likely rules: every
    combination of them when there are few, else a sample drawn by their weights."""
    moves = [dict(c) for c in obs.legal]
    beliefs = _read_rules(obs)
    seats = list(beliefs)
    combos = list(itertools.product(*(beliefs[s] for s in seats)))
    if len(combos) > _SAMPLES:
        weights = [math.prod(w for _, w in combo) for combo in combos]
        picked = sorted(rng.choices(range(len(combos)), weights, k=_SAMPLES))
        combos = [tuple((rule, 1.0) for rule, _ in combos[i]) for i in picked]
    else:  # the likeliest combination first, so a short budget still searches the best guess
        combos.sort(key=lambda combo: -math.prod(w for _, w in combo))
    totals = [0.0] * len(moves)
    for done, combo in enumerate(combos):
        if done and not budget.left(done):
            break
        weight = math.prod(w for _, w in combo)
        rules = {seat: rule for seat, (rule, _) in zip(seats, combo, strict=True)}
        for i, v in enumerate(_Bidding(obs, rules).values(obs.view, moves)):
            totals[i] += weight * v
    best = max(range(len(moves)), key=lambda i: (round(totals[i], 12), -i))
    return moves[best]

def basic(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    if obs.view["phase"] == "rolling":
        return _roll(obs)
    return BASIC_RULE.play(obs)


def strong(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    if obs.view["phase"] == "rolling":
        return _roll(obs)
    return _strong_bid(obs, rng, budget)


POLICIES = {"basic": basic, "strong": strong}
