"""Don't Be a Dik Dik bots.

- ``basic`` (heuristic, from the view alone): asks for a species it holds, from the player most
  likely to hold the partner by the recent public asks and answers (someone who asked for that
  species and was refused still holds it; someone who answered "no" did not), else from the
  player with most cards, and one ask in twenty at random; passes the DIK DIK whenever it
  holds it, else a random card; the roulette is a coin toss. With five cards left in hands
  (``ENDGAME``), where a granted ask ends the game, it plays the end: holding the DIK DIK it
  asks where a refusal is likeliest (a granted ask would end the game with the DIK DIK in its
  hand), and otherwise it never asks where a granted ask would leave it the one-card player of
  a roulette (an even chance to lose) while another ask would leave three single cards (the
  DIK DIK's holder loses).
- ``strong``: information-set Monte Carlo (``games.bots.ismcts``) over ``basic``'s ask, a
  shortlist of its best asks and every ask its feed says is very likely granted (plus, when it
  holds the DIK DIK, the ask least likely to be granted: a refusal is how the DIK DIK gets
  passed on) and over every pass. Determinizations deal the cards the bot cannot see to the
  other hands, respecting their sizes and what its feed says (``Feed``, read once per
  decision): the cards each hand holds and the species it lacks, each with the chance that it
  still does after the unseen passes since, and the DIK DIK first, by odds the feed gives.
  Rollouts play ``basic`` to the end in ``_Sim``, a plain re-implementation of the rules on
  bare hands (about ten times cheaper than the engine's decide/fold, so the 200 ms budget
  affords some 200 determinizations instead of some 30) — the bot's own seat asking where its
  feed knows the card is, and never at random, as it will play on; the reward is 1 unless the
  bot loses, 1/2 for a roulette it is in.

Long because the rollouts' simulator (``_Sim``) sits beside the rule it plays: ``basic``'s ask,
end rules included, must stay the same in both (a test compares them move by move).

Luck dominates this game: whoever ends up holding the DIK DIK in the end-game is largely a
matter of the deal and the passes, and the roulette is a coin toss.
"""

from __future__ import annotations

import random
from collections import Counter

from games.bots import ismcts
from games.bots.base import Budget, Command, Observation

from ..rules import DIK_DIK, ENGINE, SPECIES
from .feed import Feed

SHORTLIST = 6
# basic asks at random this often: with three or more players nothing forces an end (with five
# cards left, players who know where the cards are can refuse the end for ever), and a little
# randomness keeps bot-only tables from going round for ever
WANDER = 0.05
# cards in hands when a granted ask ends the game (it leaves three: ruling K6)
ENDGAME = 5
# rounds of refusals before ``strong`` holding the DIK DIK breaks a stalemate (``breaks_stalemate``)
LONG_STALEMATE = 20
ROLLOUT_STEPS = 300
# the chance from which the feed's knowledge of a card in another hand counts as knowing where
# it is (``known_asks``)
KNOWN = 0.9


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


def endgame_ask(ranked: list, sizes: dict[str, int], seat: str, holds_dik_dik: bool):
    """``basic``'s pick among asks ranked best first (items of ``(target, ...)``), given the
    hand sizes: the first, except with ``ENDGAME`` cards left in hands, where a granted ask ends
    the game. Holding the DIK DIK: the last (where a refusal is likeliest), since a granted ask
    ends it with the DIK DIK in this hand (alone: it loses; with one more card: a roulette).
    Otherwise the first that, granted, does not leave this seat with one card and the other two
    (the DIK DIK and this card's partner) in one hand: a roulette with this seat drawing; with
    three single cards left, the DIK DIK's holder loses."""
    if sum(sizes.values()) != ENDGAME:
        return ranked[0]
    if holds_dik_dik:
        return ranked[-1]
    if sizes[seat] != 2:  # two cards now, one after a granted ask
        return ranked[0]

    def drawing(target: str) -> bool:
        others = [n for p, n in sizes.items() if p not in (seat, target)]
        return sizes[target] - 1 == 2 or (sizes[target] == 1 and 2 in others)

    return next((r for r in ranked if not drawing(r[0])), ranked[0])


def choose_basic(view: dict, legal: list, seat: str, rng: random.Random) -> Command:
    kind = legal[0]["type"]
    if kind == "ask":
        if rng.random() < WANDER:
            return dict(rng.choice(legal))
        return dict(_basic_ask(view, legal, seat, rng))
    if kind == "pass":
        cards = [c["card"] for c in legal]
        if DIK_DIK in cards:
            return {"type": "pass", "card": DIK_DIK}
        return {"type": "pass", "card": rng.choice(cards)}
    return dict(rng.choice(legal))


def _basic_ask(view: dict, legal: list, seat: str, rng: random.Random) -> dict:
    """``basic``'s ask when it does not wander."""
    ranked = [(c["target"], c) for _, c in _ask_scores(view, legal, rng)]
    return endgame_ask(ranked, view["hand_sizes"], seat, DIK_DIK in (view["hand"] or []))[1]


def basic(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    return choose_basic(obs.view, list(obs.legal), obs.seat, rng)


# -- strong --------------------------------------------------------------------------------------

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


def _deal(pool: list[str], sizes: dict[str, int], held: dict[str, dict[str, float]],
          rng: random.Random) -> dict[str, list[str]] | None:
    """Deal ``pool`` to hands of ``sizes`` so that nobody holds both cards of a species: first
    the cards each hand holds for certain, then each it may hold, with its chance (in random
    order), then the rest at random by the room left; None if this attempt ran into a dead
    end."""
    hands: dict[str, list[str]] = {p: [] for p in sizes}
    pool = list(pool)
    known = [(chance, p, card) for p in sizes for card, chance in held[p].items() if chance > 0]
    rng.shuffle(known)
    known.sort(key=lambda k: k[0] < 1.0)  # the certain first (a stable sort keeps the shuffle)
    for chance, p, card in known:
        if (card in pool and card not in hands[p] and len(hands[p]) < sizes[p]
                and (chance >= 1.0 or rng.random() < chance)):
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


def determinize(obs: Observation, rng: random.Random, feed: Feed | None = None) -> dict:
    """A full state with the bot's view, the other hands dealt from what it cannot see: the
    DIK DIK by its odds, then the cards each hand holds (each with its chance), redealt (up to
    30 times) until no hand holds a species it lacks (each lack, too, drawn with its chance).
    ``feed``: the feed already read (a search reads it once per decision)."""
    view, me = obs.view, obs.seat
    feed = feed or Feed(obs)
    held = {p: dict(h) for p, h in feed.held.items()}
    lacks = {p: {c for c, chance in h.items() if chance >= 1.0 or rng.random() < chance}
             for p, h in feed.lacks.items()}
    sizes = {p: n for p, n in view["hand_sizes"].items() if p != me and n > 0}
    pool = _unseen(view)
    if DIK_DIK in pool and sizes:
        # place the DIK DIK first, by the odds the feed gives for each hand
        odds = feed.odds
        seats = sorted(sizes)
        weights = [odds.get(p, 0.0) for p in seats]
        if sum(weights) <= 0:
            weights = [float(sizes[p]) for p in seats]
        holder = rng.choices(seats, weights)[0]
        held[holder][DIK_DIK] = 1.0
    hands, fallback = None, None
    for _attempt in range(30):
        dealt = _deal(pool, sizes, held, rng)
        if dealt is None:
            continue
        fallback = fallback or dealt
        if all(not (lacks[p] & set(h)) for p, h in dealt.items()):
            hands = dealt
            break
    hands = hands or fallback or _deal(pool, sizes, {p: {} for p in held}, rng) or {
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


def stalemate(view: dict, rounds: int = 1) -> bool:
    """Five cards left and ``rounds`` whole rounds of refused asks: players who know where the
    cards are refuse the end for ever (a granted ask would end the game in their hand or make
    them the roulette's drawer; the DIK DIK goes round instead). ``basic`` asks at random one
    time in twenty anyway; ``strong`` only to break a stalemate (``breaks_stalemate``)."""
    seats = len(view["players"]) - len(view["out"])
    recent = view["asks"][-seats * rounds:]
    return (sum(view["hand_sizes"].values()) == ENDGAME and len(recent) == seats * rounds
            and not any(a["given"] for a in recent))


def breaks_stalemate(view: dict, rng: random.Random) -> bool:
    """Whether ``strong`` asks at random now: one time in twenty in a stalemate; holding the
    DIK DIK, only in a long one (``LONG_STALEMATE`` rounds), since a granted ask then ends the
    game in its hand (breaking stalemates at once while holding it lost a quarter more games
    against ``basic``). The long wait is still needed: at a table of ``strong`` bots the DIK
    DIK can reach each player just before its turn, so the asker always holds it."""
    rounds = LONG_STALEMATE if DIK_DIK in (view["hand"] or []) else 1
    return stalemate(view, rounds) and rng.random() < WANDER


def _reward(state: dict, seat: str) -> float:
    if state["loser"] is None:
        return 0.5  # the rollout cap: no verdict
    return 0.0 if state["loser"] == seat else 1.0


def known_asks(feed: Feed, hand: list[str]) -> set[tuple[str, str]]:
    """``(target, species)`` asks that the feed says are very likely granted: a species of this
    hand that another hand holds with a chance of ``KNOWN`` or more."""
    mine = set(hand) - {DIK_DIK}
    return {(p, card) for p, held in feed.held.items() for card, chance in held.items()
            if chance >= KNOWN and card in mine}


def strong(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    legal = list(obs.legal)
    kind = legal[0]["type"]
    if kind == "draw":
        return dict(rng.choice(legal))  # the roulette: nothing to know, nothing to search
    feed = Feed(obs)
    known = known_asks(feed, obs.view["hand"] or [])
    if kind == "ask":
        if breaks_stalemate(obs.view, rng):
            # nobody will end it on purpose (see ``stalemate``): this is how it ends
            return dict(rng.choice(legal))
        holds = DIK_DIK in (obs.view["hand"] or [])
        scored = _ask_scores(obs.view, legal, rng)
        default = endgame_ask([(c["target"], c) for _, c in scored], obs.view["hand_sizes"],
                              obs.seat, holds)[1]
        candidates = ismcts.first(default, [c for _, c in scored[:SHORTLIST]])
        # and every ask the feed says is very likely granted (``basic`` reads recent asks only)
        candidates += [c for c in legal if (c["target"], c["card"]) in known
                       and c not in candidates]
        if holds and scored[-1][1] not in candidates:
            # holding the DIK DIK, a refused ask is the way to pass it on: try the least
            # likely ask too
            candidates.append(scored[-1][1])
    else:
        candidates = ismcts.first(choose_basic(obs.view, legal, obs.seat, rng), legal)
    seat = obs.seat
    return ismcts.search(ENGINE, obs, candidates,
                         lambda o, local: determinize(o, local, feed), choose_basic, _reward,
                         rng, budget, max_steps=ROLLOUT_STEPS,
                         simulate=lambda world, command, local: simulate(world, command, local,
                                                                         seat, known=known))


POLICIES = {"basic": basic, "strong": strong}


# -- a fast simulator of the rules, for the search's rollouts -------------------------------------

class _Sim:
    """The rules of a turn (asks, pairs, passes, players out, the end at three cards) on bare
    hands, without events: the engine's own decide/fold costs ten times as much per move. It
    plays from a determinization only (never the real state); the roulette, a coin toss, is
    scored as a half loss for each of its two players instead of being drawn.

    The rollouts' hot path: it keeps the count of cards in hands and each player's left-hand
    neighbour still in up to date (both change only when a pair is laid or a player goes out)
    rather than recounting them on every move."""

    __slots__ = ("players", "hands", "out", "turn", "phase", "asks", "loser", "roulette",
                 "seat", "known", "count", "left")

    def __init__(self, state: dict, seat: str = "", known: frozenset | set = frozenset()):
        self.players: list[str] = list(state["players"])
        self.hands: dict[str, list[str]] = {p: list(h) for p, h in state["hands"].items()}
        self.out: list[str] = list(state["out"])
        self.turn: str = state["turn"]
        self.phase: str = state["phase"]
        # (player, target, card, given): only the last few matter to ``basic``
        self.asks: list[tuple[str, str, str, bool]] = [
            (a["player"], a["target"], a["card"], a["given"]) for a in state["asks"][-12:]]
        self.loser: str | None = None
        self.roulette: tuple[str, str] | None = None
        # the searching seat plays ``basic`` with what its own feed knows besides (its
        # ``known_asks``) and never asks at random, as it will when it plays on: the others
        # play ``basic`` alone
        self.seat, self.known = seat, known
        self.count = sum(map(len, self.hands.values()))  # cards in hands
        self.left: dict[str, str] = {}
        self._seat_left()

    def _seat_left(self) -> None:
        """Recompute ``left``: each player's next player on the left still in (for a player
        out too: where their turn would pass)."""
        players, n, out = self.players, len(self.players), self.out
        self.left = {}
        for i, player in enumerate(players):
            for step in range(1, n):
                p = players[(i + step) % n]
                if p not in out:
                    self.left[player] = p
                    break

    def next_in(self, player: str) -> str:
        try:
            return self.left[player]
        except KeyError:
            raise ValueError("nobody left to act") from None

    def _outs(self, *players: str) -> None:
        """Those of ``players`` whose hand just emptied are out (in seating order)."""
        emptied = [p for p in self.players if p in players and not self.hands[p]
                   and p not in self.out]
        if emptied:
            self.out += emptied
            self._seat_left()

    def _ended(self) -> bool:
        count = self.count
        if count != 1 and count != 3:
            return False
        holders = [p for p in self.players if self.hands[p]]
        if count == 1:
            self.loser, self.phase = holders[0], "over"
            return True
        self.phase = "over"
        if len(holders) == 3:
            self.loser = next((p for p in holders if self.hands[p] == [DIK_DIK]), holders[0])
        else:
            drawer = next(p for p in holders if len(self.hands[p]) == 1)
            holder = next(p for p in holders if len(self.hands[p]) == 2)
            self.roulette = (drawer, holder)
        return True

    def _pass_card(self, player: str, card: str) -> bool:
        to = self.next_in(player)
        self.hands[player].remove(card)
        hand = self.hands[to]
        if card != DIK_DIK and card in hand:
            hand.remove(card)
            self.count -= 2
        else:
            hand.append(card)
        self._outs(player, to)
        return self._ended()

    def _start_turn(self, player: str) -> None:
        if player in self.out:
            player = self.next_in(player)
        while True:
            self.turn, self.phase = player, "ask"
            hand = self.hands[player]
            if len(hand) != 1:
                return
            if self._pass_card(player, hand[0]):
                return
            player = self.next_in(player)

    def ask(self, player: str, target: str, card: str) -> None:
        given = card in self.hands[target]
        self.asks.append((player, target, card, given))
        if not given:
            self.phase = "pass"
            return
        self.hands[target].remove(card)
        self.hands[player].remove(card)  # the pair is laid at once
        self.count -= 2
        self._outs(player, target)
        if self._ended():
            return
        if player in self.out:
            self._start_turn(self.next_in(player))
        elif self.hands[player] == [DIK_DIK]:
            if not self._pass_card(player, DIK_DIK):
                self._start_turn(self.next_in(player))

    def pass_(self, player: str, card: str) -> None:
        if not self._pass_card(player, card):
            self._start_turn(self.next_in(player))

    def _askable(self, player: str) -> tuple[list[str], list[str]]:
        """The players ``player`` may ask and the species it may ask for (in the order the
        engine lists its asks: targets by seat, species sorted)."""
        species = sorted(set(self.hands[player]) - {DIK_DIK})
        return [t for t in self.players if t != player and t not in self.out], species

    def legal(self, player: str) -> list[tuple[str, str]]:
        """(target, card) asks, or ("", card) passes."""
        if self.phase == "pass":
            return [("", c) for c in sorted(set(self.hands[player]))]
        targets, species = self._askable(player)
        return [(t, c) for t in targets for c in species]

    def basic(self, rng: random.Random) -> tuple[str, str]:
        """``choose_basic``'s rule on the simulator's hands, drawing the same numbers from
        ``rng`` in the same order (a test compares them move by move)."""
        player = self.turn
        hands = self.hands
        if self.phase == "pass":
            hand = hands[player]
            return ("", DIK_DIK) if DIK_DIK in hand else ("", rng.choice(sorted(set(hand))))
        mine = player == self.seat
        if rng.random() < WANDER and not mine:  # ``strong`` asks at random in stalemates only
            return rng.choice(self.legal(player))
        facts: dict[tuple[str, str], int] = dict.fromkeys(self.known, 1) if mine else {}
        recent = 2 * max(1, len(self.players) - len(self.out))
        for asker, target, card, given in self.asks[-recent:]:
            if given:
                facts[(target, card)] = -1
                facts[(asker, card)] = -1
            else:
                facts[(asker, card)] = 1
                facts[(target, card)] = -1
        targets, species = self._askable(player)
        if self.count != ENDGAME:
            # the best ranked (no list, no sort): the first of the highest scores, as ``max``
            best, pick = -1e9, None
            for t in targets:
                size = len(hands[t])
                for c in species:
                    score = 100 * facts.get((t, c), 0) + size + rng.random()
                    if score > best:
                        best, pick = score, (t, c)
            if pick is None:  # only in a deal the real game could not reach (see ``simulate``)
                raise ValueError("nothing to ask")
            return pick
        scored = [(100 * facts.get((t, c), 0) + len(hands[t]) + rng.random(), (t, c))
                  for t in targets for c in species]
        scored.sort(key=lambda sc: -sc[0])
        sizes = {p: len(h) for p, h in hands.items()}
        return endgame_ask([tc for _, tc in scored], sizes, player, DIK_DIK in hands[player])

    def value(self, seat: str) -> float:
        """1 if ``seat`` did not lose, 0 if it did, 1/2 for each player of the roulette."""
        if self.roulette is not None:
            return 0.5 if seat in self.roulette else 1.0
        if self.loser is None:
            return 0.5  # the rollout cap: no verdict
        return 0.0 if self.loser == seat else 1.0


def simulate(world: dict, command: Command, rng: random.Random, seat: str,
             max_steps: int = ROLLOUT_STEPS, known: frozenset | set = frozenset()) -> float:
    """Play ``command`` for ``seat`` in the determinization ``world``, then ``basic`` for every
    seat to the end (``seat`` also asking where ``known`` says, see ``_Sim``); the value for
    ``seat`` (below 0 if the rules refuse the command)."""
    sim = _Sim(world, seat, known)
    card = command.get("card")
    if command["type"] == "ask":
        target = command.get("target")
        if (sim.phase != "ask" or target == seat or target in sim.out or card == DIK_DIK
                or card not in sim.hands[seat] or target not in sim.hands):
            return -1.0
        sim.ask(seat, target, card)
    elif command["type"] == "pass":
        if sim.phase != "pass" or card not in sim.hands[seat]:
            return -1.0
        sim.pass_(seat, card)
    else:
        return -1.0
    try:
        for _ in range(max_steps):
            if sim.phase == "over":
                break
            target, card = sim.basic(rng)
            if target:
                sim.ask(sim.turn, target, card)
            else:
                sim.pass_(sim.turn, card)
    except (ValueError, IndexError, KeyError):
        pass  # a determinization the real game could not reach: score what it reached
    return sim.value(seat)
