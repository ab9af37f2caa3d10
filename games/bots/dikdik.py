"""Don't Be a Dik Dik bots.

- ``basic`` (heuristic, from the view alone): asks for a species it holds, from the player most
  likely to hold the partner by the recent public asks and answers (someone who asked for that
  species and was refused still holds it; someone who answered "no" did not), else from the
  player with most cards, and one ask in ten at random; passes the DIK DIK whenever it holds
  it, else a random card; the roulette is a coin toss.
- ``strong``: information-set Monte Carlo (``games.bots.ismcts``) over a shortlist of
  ``basic``'s best asks (every pass, when passing). Determinizations deal the cards the bot
  cannot see to the other hands, respecting their sizes and what its feed proves: cards it
  passed or saw asked for (positive), refusals (negative). Rollouts play ``basic`` to the end;
  the reward is 1 unless the bot loses.

Luck dominates this game: whoever ends up holding the DIK DIK in the end-game is largely a
matter of the deal and the passes, and the roulette is a coin toss.
"""

from __future__ import annotations

import random
from collections import Counter

from games.engines.dikdik import DIK_DIK, ENGINE, SPECIES

from . import ismcts
from .base import Budget, Command, Observation

SHORTLIST = 6
# basic asks at random this often: with three or more players nothing forces an end, and a
# little randomness keeps bot-only tables from asking the wrong player for ever
WANDER = 0.1
ROLLOUT_STEPS = 300


def _beliefs(view: dict) -> dict[tuple[str, str], int]:
    """``(player, species) -> +1`` (held when last seen) or ``-1`` (not held), from the recent
    asks only: passes move cards unseen, so an old answer says little (and trusting it for
    ever could make the bots ask the wrong player again and again)."""
    facts: dict[tuple[str, str], int] = {}
    recent = 2 * max(1, len(view["players"]) - len(view["out"]))
    for a in view["asks"][-recent:]:
        if a["given"]:
            facts[(a["target"], a["card"])] = -1
            facts[(a["player"], a["card"])] = -1  # the asker laid the pair at once
        else:
            facts[(a["player"], a["card"])] = 1
            facts[(a["target"], a["card"])] = -1
    return facts


def _ask_scores(view: dict, legal: list, rng: random.Random) -> list[tuple[float, dict]]:
    facts = _beliefs(view)
    sizes = view["hand_sizes"]
    scored = []
    for c in legal:
        fact = facts.get((c["target"], c["card"]), 0)
        scored.append((100 * fact + sizes[c["target"]] + rng.random(), c))
    scored.sort(key=lambda sc: -sc[0])
    return scored


def choose_basic(view: dict, legal: list, seat: str, rng: random.Random) -> Command:
    kind = legal[0]["type"]
    if kind == "ask":
        if rng.random() < WANDER:
            return dict(rng.choice(legal))
        return dict(_ask_scores(view, legal, rng)[0][1])
    if kind == "pass":
        cards = [c["card"] for c in legal]
        if DIK_DIK in cards:
            return {"type": "pass", "card": DIK_DIK}
        return {"type": "pass", "card": rng.choice(cards)}
    return dict(rng.choice(legal))


def basic(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    return choose_basic(obs.view, list(obs.legal), obs.seat, rng)


# -- strong --------------------------------------------------------------------------------------

def _knowledge(obs: Observation) -> tuple[dict[str, Counter], dict[str, set]]:
    """What the bot's feed proves about other hands now: cards held, and cards not held."""
    me = obs.seat
    held: dict[str, Counter] = {p: Counter() for p in obs.view["players"]}
    lacks: dict[str, set] = {p: set() for p in obs.view["players"]}
    for e in obs.feed:
        t, d = e["type"], e["data"]
        if t == "CardAsked":
            if d["given"]:
                held[d["target"]][d["card"]] -= 1
                lacks[d["target"]].add(d["card"])  # each species has two cards: both now known
            else:
                held[d["player"]][d["card"]] = max(held[d["player"]][d["card"]], 1)
                lacks[d["target"]].add(d["card"])
        elif t == "PairsLaid":
            for card in d["cards"]:
                held[d["player"]][card] = 0
        elif t == "CardPassed":
            giver, to = d["player"], d["to"]
            card = (d.get("private") or {}).get(me, {}).get("card")
            if giver == me and card is not None:
                held[to][card] += 1
                lacks[to].discard(card)
            elif to == me and card is not None:
                held[giver][card] -= 1
            else:  # an unseen card changed hands: what we knew of the giver may have left
                held[giver] = Counter()
                lacks[to] = set()
        elif t == "RouletteDrawn":
            held[d["holder"]][d["card"]] -= 1
    return ({p: Counter({c: n for c, n in h.items() if n > 0}) for p, h in held.items()},
            lacks)


def _unseen(view: dict) -> list[str]:
    """The cards in the other hands as a multiset: the partners of the bot's singles, the DIK
    DIK unless it holds it, and whole pairs of the species it has not seen."""
    mine = Counter(view["hand"] or [])
    laid = {c for cards in view["pairs"].values() for c in cards}
    out = [c for c in mine if c != DIK_DIK]
    if DIK_DIK not in mine:
        out.append(DIK_DIK)
    others = sum(n for p, n in view["hand_sizes"].items() if p != view["your_seat"])
    spare = [s for s in SPECIES if s not in mine and s not in laid]
    pairs = (others - len(out)) // 2
    if pairs < len(spare):  # a short game: the species dealt are not all known
        spare = sorted(spare)[:pairs]  # any choice is consistent; keep it fixed
    for s in spare[:pairs]:
        out += [s, s]
    return out


def _deal(pool: list[str], sizes: dict[str, int], held: dict[str, Counter],
          rng: random.Random) -> dict[str, list[str]] | None:
    """Deal ``pool`` to hands of ``sizes`` so that nobody holds both cards of a species, the
    proven cards going to their holders; None if this attempt ran into a dead end."""
    hands: dict[str, list[str]] = {p: [] for p in sizes}
    pool = list(pool)
    for p in sizes:
        for card, n in held[p].items():
            for _ in range(n):
                if card in pool and card not in hands[p] and len(hands[p]) < sizes[p]:
                    pool.remove(card)
                    hands[p].append(card)
    counts = Counter(pool)
    # the two cards of a species go to two different hands: place pairs first
    pairs = [c for c, n in counts.items() if n == 2]
    singles = [c for c, n in counts.items() if n == 1]
    rng.shuffle(pairs)
    rng.shuffle(singles)
    for card in pairs + singles:
        for _ in range(counts[card]):
            room = [p for p in sizes if len(hands[p]) < sizes[p] and card not in hands[p]]
            if not room:
                return None
            weights = [sizes[p] - len(hands[p]) for p in room]
            hands[rng.choices(room, weights)[0]].append(card)
    return hands


def determinize(obs: Observation, rng: random.Random) -> dict:
    """A full state with the bot's view, the other hands dealt from what it cannot see."""
    view, me = obs.view, obs.seat
    held, lacks = _knowledge(obs)
    sizes = {p: n for p, n in view["hand_sizes"].items() if p != me and n > 0}
    pool = _unseen(view)
    hands, fallback = None, None
    for _attempt in range(30):
        dealt = _deal(pool, sizes, held, rng)
        if dealt is None:
            continue
        fallback = fallback or dealt
        if all(not (lacks[p] & set(h)) for p, h in dealt.items()):
            hands = dealt
            break
    hands = hands or fallback or _deal(pool, sizes, {p: Counter() for p in held}, rng) or {
        p: [] for p in sizes}
    state_hands: dict[str, list[str]] = {p: [] for p in view["players"]}
    state_hands.update({p: sorted(h) for p, h in hands.items()})
    state_hands[me] = sorted(view["hand"] or [])
    roulette = None
    if view["roulette"] is not None:
        roulette = dict(view["roulette"])
        positions = list(state_hands[roulette["holder"]])
        rng.shuffle(positions)
        roulette["positions"] = positions
    return {
        "players": list(view["players"]), "cards": view["cards"], "hands": state_hands,
        "pairs": {p: list(c) for p, c in view["pairs"].items()}, "out": list(view["out"]),
        "phase": view["phase"], "turn": view["turn"], "turns": view["turns"],
        "asks": [dict(a) for a in view["asks"]], "roulette": roulette,
        "loser": view["loser"], "winners": list(view["winners"]), "ending": view["ending"],
    }


def _reward(state: dict, seat: str) -> float:
    if state["loser"] is None:
        return 0.5  # the rollout cap: no verdict
    return 0.0 if state["loser"] == seat else 1.0


def strong(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    legal = list(obs.legal)
    kind = legal[0]["type"]
    if kind == "draw":
        return dict(rng.choice(legal))  # the roulette: nothing to know, nothing to search
    if kind == "ask":
        candidates = [c for _, c in _ask_scores(obs.view, legal, rng)[:SHORTLIST]]
    else:
        candidates = ismcts.first(choose_basic(obs.view, legal, obs.seat, rng), legal)
    return ismcts.search(ENGINE, obs, candidates, determinize, choose_basic, _reward, rng,
                         budget, max_steps=ROLLOUT_STEPS)


POLICIES = {"basic": basic, "strong": strong}
