"""Diddly bots.

- ``basic`` (heuristic, from the view alone): scores its board by expectation — a column of
  two known cards by the rules (D10), a column with unknown cards by the mean over the deck
  (``EXPECTED``) — and plays to lower that: reveals two cards of different columns, peeks at
  an unknown card (next to a known one first), swaps only when a swap lowers the expected score,
  takes the discard when placing it gains at least ``TAKE_GAIN`` points, and places the card in
  hand where the expected board score ends lowest (ties: on a face-down card, which also brings
  the end of the round nearer).
- ``strong``: information-set Monte Carlo (``games.bots.ismcts``) for the draw (deck, discard,
  the three best recycles) and the placement; ``basic`` for the setup and the powers.
  Determinizations deal the cards the bot cannot account for (the deck minus every face-up
  card, the discard pile, its own known cards and its card in hand) to the face-down slots it
  does not know and to the draw pile. Rollouts play ``basic`` for every seat to the end of the
  round or a horizon of a few turns each; the reward compares the bot's round score with the
  others' mean (at the horizon: the expected board scores, cards nobody knows counted at their
  mean over the deck).
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

from games.bots import ismcts
from games.bots.base import Budget, Command, Observation

from ..rules.cards import column_score, full_deck
from ..rules.engine import ENGINE

DECK = Counter(full_deck())
_N = sum(DECK.values())
# mean score of a column holding ``card`` and an unknown card from a full deck
EXPECTED = {c: sum(column_score(c, o) * n for o, n in DECK.items()) / _N for c in DECK}
EXPECTED_BOTH = sum(EXPECTED[c] * n for c, n in DECK.items()) / _N
TAKE_GAIN = 3.0
RECYCLE_CANDIDATES = 3
# rollout length in commands per seat (a turn is two or three commands): long enough to see
# a placement pay off or the round end near, short enough for many rollouts per move
HORIZON_PER_SEAT = 8


def _known(board: list[dict]) -> list[str | None]:
    return [cell["card"] if cell["card"] is not None else None for cell in board]


def expected_score(cards: list[str | None]) -> float:
    total = 0.0
    for i in range(0, len(cards), 2):
        a, b = cards[i], cards[i + 1]
        if a is not None and b is not None:
            total += column_score(a, b)
        elif a is not None:
            total += EXPECTED[a]
        elif b is not None:
            total += EXPECTED[b]
        else:
            total += EXPECTED_BOTH
    return total


def _placements(cards: list[str | None], board: list[dict], card: str) -> list[tuple]:
    """``(expected score after placing card at slot, face-up?, slot)``, best first."""
    out = []
    for slot in range(len(cards)):
        after = list(cards)
        after[slot] = card
        out.append((expected_score(after), board[slot]["up"], slot))
    out.sort()
    return out


def choose_basic(view: dict, legal: list, seat: str, rng: random.Random) -> Command:
    board = view["boards"][seat]
    cards = _known(board)
    kinds = {c["type"] for c in legal}
    if "reveal" in kinds:
        apart = [c for c in legal if c["slots"][0] // 2 != c["slots"][1] // 2]
        return dict(rng.choice(apart or legal))
    if "peek" in kinds or "swap" in kinds or "skip_power" in kinds:
        return _power(cards, board, legal, kinds)
    if "place" in kinds:
        return {"type": "place", "slot": _placements(cards, board, view["hand"]["card"])[0][2]}
    # the start of a turn: draw (basic never recycles)
    top = view["discard"][-1] if view["discard"] else None
    if top is not None and {"type": "draw", "source": "discard"} in legal:
        gain = expected_score(cards) - _placements(cards, board, top)[0][0]
        if gain >= TAKE_GAIN or {"type": "draw", "source": "deck"} not in legal:
            return {"type": "draw", "source": "discard"}
    return {"type": "draw", "source": "deck"}


def _power(cards, board, legal, kinds) -> Command:
    if "peek" in kinds:
        peeks = [c["slot"] for c in legal if c["type"] == "peek"]
        unknown = [s for s in peeks if cards[s] is None]
        if unknown:
            beside = [s for s in unknown if cards[s ^ 1] is not None]
            return {"type": "peek", "slot": (beside or unknown)[0]}
    if "swap" in kinds:
        now = expected_score(cards)
        best = None
        for a, b in combinations(range(len(cards)), 2):
            if cards[a] is None and cards[b] is None:
                continue
            after = list(cards)
            after[a], after[b] = after[b], after[a]
            gain = now - expected_score(after)
            if gain > 0.5 and (best is None or gain > best[0]):
                best = (gain, a, b)
        if best is not None:
            return {"type": "swap", "a": best[1], "b": best[2]}
    return {"type": "skip_power"}


def basic(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    return choose_basic(obs.view, list(obs.legal), obs.seat, rng)


# -- strong --------------------------------------------------------------------------------------

def _pool(view: dict, seat: str) -> Counter:
    """The cards the bot cannot account for (face down elsewhere or in the draw pile)."""
    pool = Counter(DECK)
    seen = list(view["discard"])
    for board in view["boards"].values():
        seen += [cell["card"] for cell in board if cell["card"] is not None]
    hand = view["hand"]
    if hand is not None and hand["card"] is not None:
        seen.append(hand["card"])
    pool.subtract(seen)
    return +pool


def determinize(obs: Observation, rng: random.Random) -> dict:
    view, me = obs.view, obs.seat
    pool = list(_pool(view, me).elements())
    rng.shuffle(pool)
    boards, up = {}, {}
    for p, board in view["boards"].items():
        cards = []
        for cell in board:
            cards.append(cell["card"] if cell["card"] is not None else pool.pop())
        boards[p] = cards
        up[p] = [cell["up"] for cell in board]
    hand = view["hand"]
    if hand is not None:
        hand = dict(hand)
        if hand["card"] is None:  # another seat's deck card (never on the bot's own turn)
            hand["card"] = pool.pop()
            hand["power"] = None
        hand.setdefault("power", None)
    draw = pool[:view["draw_count"]]
    mine = [i for i, cell in enumerate(view["boards"].get(me, [])) if cell.get("known")]
    return {
        "players": list(view["players"]), "columns": view["columns"], "round": view["round"],
        "dealer": view["dealer"], "first": view["first"], "phase": view["phase"],
        "boards": boards, "up": up, "known": {p: (mine if p == me else []) for p in boards},
        "setup": {p: {"revealed": v["revealed"], "powers": list(v["powers"])}
                  for p, v in view["setup"].items()},
        "draw": draw, "discard": list(view["discard"]), "turn": view["turn"], "hand": hand,
        "finisher": view["finisher"], "final_turns": list(view["final_turns"]),
        "rounds": [dict(r) for r in view["rounds"]], "last_round": view["last_round"],
        "winners": list(view["winners"]),
    }


def _reward_for(round_: int):
    def reward(state: dict, seat: str) -> float:
        if state["round"] != round_ or state["phase"] in ("round_over", "finished"):
            scores = state["rounds"][round_ - 1] if len(state["rounds"]) >= round_ else {}
        else:
            scores = {}
        if not scores:  # the horizon: judge the boards by what is known, by expectation
            scores = {p: _judged(state, p) for p in state["boards"]}
        others = [v for p, v in scores.items() if p != seat]
        margin = sum(others) / len(others) - scores[seat]
        return min(1.0, max(0.0, 0.5 + margin / 40))
    return reward


def _judged(state: dict, seat: str) -> float:
    """A board's expected score: its face-up cards and those its owner knows exactly, the
    others by the mean over the deck (less noise than the sampled cards, same expectation)."""
    known = state["known"].get(seat, [])
    cards = [card if up or i in known else None
             for i, (card, up) in enumerate(zip(state["boards"][seat], state["up"][seat],
                                                strict=True))]
    return expected_score(cards)


def _stop_for(round_: int):
    return lambda state: state["round"] != round_ or state["phase"] in ("round_over", "finished")


def strong(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    legal = list(obs.legal)
    kinds = {c["type"] for c in legal}
    if kinds & {"reveal", "peek", "swap", "skip_power"}:
        return basic(obs, rng, budget)
    default = choose_basic(obs.view, legal, obs.seat, rng)
    if "place" in kinds:
        candidates = ismcts.first(default, legal)
    else:
        view = obs.view
        board = view["boards"][obs.seat]
        cards = _known(board)
        candidates = [c for c in legal if c["type"] == "draw"]
        recycles = [c for c in legal if c["type"] == "recycle"]
        if recycles:
            def after(c):
                changed = list(cards)
                changed[c["slot"]] = view["discard"][c["index"]]
                return expected_score(changed)
            candidates += sorted(recycles, key=after)[:RECYCLE_CANDIDATES]
        candidates = ismcts.first(default, candidates)
    round_ = obs.view["round"]
    return ismcts.search(ENGINE, obs, candidates, determinize, choose_basic, _reward_for(round_),
                         rng, budget, stop=_stop_for(round_),
                         max_steps=HORIZON_PER_SEAT * len(obs.view["players"]))


POLICIES = {"basic": basic, "strong": strong}
