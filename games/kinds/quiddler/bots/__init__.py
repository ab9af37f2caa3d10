"""Quiddler bots: the exact solver (``dictionary.solver``, pure Python) over the bot's own hand.

The word list is the game's pinned one, resolved by ``rules.words.resolve`` from
the name and SHA-256 in the view (the engine's own interface: a word-check callable, no Django).

- ``basic``: takes the discard pile's top only when it lets the bot go out (or, on a final turn,
  raises its best arrangement); goes out as soon as it can; otherwise discards the card whose
  loss keeps the best arrangement; on a final turn lays down the best arrangement.
- ``strong``: the same solver, deciding by value.

  *The draw.* Nearly every hand can go out with the default word list, so ``basic`` nearly
  always takes the discard pile's top — the card the last player threw away, usually their
  cheapest. ``strong`` compares the hand with that card against the mean over the deck card:
  every card type it cannot see (the full deck less its hand, the discard pile and the words
  laid this round), weighted by its copies, most likely first, until the budget runs out. A
  hand is valued by its best way out (on a final turn: its best lay-down), bonuses counted,
  or, if it cannot go out, by its best arrangement less a cost for staying in.

  *The bonuses* (ruling Q6). Among the solver's best play and the best plays built on each of
  its longest words it lays the one worth most with the longest-word and most-words bonuses
  counted: exactly against the words already laid this round, and for the seats still to lay
  (everyone else, when it goes out) against samples of their hands — hands dealt at random
  from the unseen cards, arranged by the solver — so it knows how long a word or how many
  words is likely enough at this round's hand size.

  Going out lays every card (no unlaid penalty) and ends the others' chances to improve, so
  whenever going out is possible it is taken: both levels go out at once.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from dictionary.solver import candidate_words, solve
from games.bots.base import Budget, Command, Observation

from ..rules import BONUS, points, word_text
from ..rules import words as wordlists
from ..rules.cards import full_deck

LONG_WORDS = 12  # how many of the longest spelled words ``strong`` tries to build a play on
VALUE_LONG_WORDS = 0  # the same, when it values a hand it might draw (on a final turn)


def _checker(view: dict):
    pinned = view["dictionary"]
    return wordlists.resolve(pinned["name"], pinned["sha256"])


def _found(play: dict | None) -> dict:
    """A play the solver always finds: the best, or the best with a discard, of a hand."""
    assert play is not None, "a hand of cards has a best play"
    return play


def _draw(obs: Observation, checker, greedy: bool) -> Command:
    view = obs.view
    hand = list(view["hand"])
    top = view["discard_top"]
    sources = {c["source"] for c in obs.legal}
    if "deck" not in sources:
        return {"type": "draw", "source": "discard"}
    take = False
    if top is not None and "discard" in sources:
        now = _found(solve(hand, checker))["score"]  # as it is, should the deck card not help
        if view["phase"] == "final":
            take = _found(solve(hand + [top], checker, discard=True))["score"] > now
        else:
            take = solve(hand + [top], checker, go_out=True) is not None
            if greedy and not take:
                kept = _found(solve(hand + [top], checker, discard=True))
                take = kept["discard"] != top and kept["score"] > now
    return {"type": "draw", "source": "discard" if take else "deck"}


def _after_draw(obs: Observation, checker, worth: Callable[[dict], float] | None = None
                ) -> Command:
    hand = list(obs.view["hand"])
    final = obs.view["phase"] == "final"
    play = solve(hand, checker, go_out=not final, discard=final)
    if play is not None and worth is not None:
        play = max(_plays(hand, checker, play, final), key=worth)
    if final:
        laid = _found(play)
        return {"type": "lay_down", "words": laid["words"], "discard": laid["discard"]}
    if play is not None:
        return {"type": "go_out", "words": play["words"], "discard": play["discard"]}
    best = _found(solve(hand, checker, discard=True))
    return {"type": "discard", "card": best["discard"]}


def _plays(hand: list[str], checker, best: dict, final: bool, longest: int = LONG_WORDS
           ) -> list[dict]:
    """The solver's best play, and for each of the longest words the hand spells, the best
    play that lays that word (the solver maximises card points only; bonuses may prefer
    a longer word)."""
    options = [best]
    if not longest:
        return options
    spelled = sorted(candidate_words(hand, checker), key=lambda w: -len(word_text(w)))
    for word in spelled[:longest]:
        rest = list(hand)
        for card in word:
            rest.remove(card)
        if not rest:
            continue
        sub = solve(rest, checker, go_out=not final, discard=final)
        if sub is not None:
            options.append({"words": [word] + sub["words"], "discard": sub["discard"],
                            "score": points(word) + sub["score"]})
    return options


def _play(obs: Observation, greedy: bool) -> Command:
    checker = _checker(obs.view)
    if obs.view["drawn"]:
        return _after_draw(obs, checker)
    return _draw(obs, checker, greedy)


def basic(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    return _play(obs, greedy=False)


def strong(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    view = obs.view
    checker = _checker(view)
    rivals = _rivals(view, obs.seat, checker, rng, budget)

    def worth(play: dict) -> float:
        return play["score"] + _bonus_swing(play, rivals)

    if view["drawn"]:
        return _after_draw(obs, checker, worth)
    sources = {c["source"] for c in obs.legal}
    if "deck" not in sources or view["discard_top"] is None or "discard" not in sources:
        return _draw(obs, checker, greedy=True)
    return _draw_by_value(obs, checker, worth, budget)


# -- strong: the others' words, for the bonuses -----------------------------------------------

RIVAL_SAMPLES = 12  # sampled deals of the hands still to be laid this round
RIVAL_SOLVES = 24  # at most this many solves for them (fewer samples at a big table)
NOT_OUT = 10.0  # what not going out this turn costs, besides the unlaid cards (play phase)

Words = tuple[int, int]  # a seat's (longest word in letters, number of words)


def unseen(view: dict) -> Counter:
    """The cards this seat cannot see: the full deck minus its hand, the discard pile and the
    words laid face up this round. The next deck card is one of them, each copy alike, and so
    is every card in another seat's hand."""
    left = Counter(full_deck())
    left.subtract(view["hand"])
    left.subtract(view["discard"])
    for ws in view["laid"].values():
        for w in ws:
            left.subtract(w)
    return +left


def _shape(words: list[list[str]]) -> Words:
    return max((len(word_text(w)) for w in words), default=0), len(words)


def _rivals(view: dict, seat: str, checker, rng: random.Random, budget: Budget
            ) -> list[list[Words]]:
    """What the others will have laid this round, as samples: each a list of (longest,
    count), one per other seat. A seat that has laid (or had its final turn) counts with its
    words; a seat still to lay, with the solver's best arrangement of a hand dealt at random
    from the unseen cards (its hand and the card it will draw)."""
    others = [p for p in view["hand_sizes"] if p != seat]
    if view["phase"] == "final":
        pending = [p for p in view["final_turns_left"] if p != seat]
    else:
        pending = others  # should this seat go out, everyone else has a final turn
    fixed = [_shape(view["laid"][p]) for p in others if p not in pending]
    if not pending:
        return [fixed]
    pool = sorted(unseen(view).elements())
    sizes = [view["hand_sizes"][p] + 1 for p in pending]
    if sum(sizes) > len(pool):
        return [fixed]
    samples: list[list[Words]] = []
    solves = 0
    wanted = max(4, min(RIVAL_SAMPLES, RIVAL_SOLVES // len(pending)))
    while len(samples) < wanted and budget.left(solves):
        cards = rng.sample(pool, sum(sizes))
        sample = list(fixed)
        at = 0
        for size in sizes:
            sample.append(_shape(_found(solve(cards[at:at + size], checker,
                                              discard=True))["words"]))
            at += size
            solves += 1
        samples.append(sample)
    return samples or [fixed]


def _bonus_swing(play: dict, rivals: list[list[Words]]) -> float:
    """The mean, over the samples of the others' words, of what the two bonuses (ruling Q6)
    swing for this seat: +10 for a bonus it takes alone, -10 shared among the others for one
    another seat takes alone, 0 on a tie (nobody gets it)."""
    mine = _shape(play["words"])
    total = 0.0
    for sample in rivals:
        for k in (0, 1):
            best = max((r[k] for r in sample), default=0)
            if mine[k] > best:
                total += BONUS
            elif best > mine[k] and sum(r[k] == best for r in sample) == 1:
                total -= BONUS / len(sample)
    return total / len(rivals)


# -- strong: the draw by expected value -------------------------------------------------------

def _value(hand: list[str], checker, view: dict, worth: Callable[[dict], float]) -> float:
    """What a hand of the drawn size is worth at once: on a final turn the best lay-down with
    the bonuses counted; in play the best way out (bonuses counted), else the best
    arrangement less the cost of staying in."""
    if view["phase"] == "final":
        best = _found(solve(hand, checker, discard=True))
        return max(worth(option) for option in _plays(hand, checker, best, True, VALUE_LONG_WORDS))
    out = solve(hand, checker, go_out=True)
    if out is not None:
        return worth(out)
    return _found(solve(hand, checker, discard=True))["score"] - NOT_OUT


def _draw_by_value(obs: Observation, checker, worth: Callable[[dict], float], budget: Budget
                   ) -> Command:
    """Take the discard pile's top when the hand with it is worth more than the mean over the
    deck card (every unseen card type, weighted by its copies; most likely first, stopping
    at the budget)."""
    view = obs.view
    hand = list(view["hand"])
    top = _value(hand + [view["discard_top"]], checker, view, worth)
    total = weight = 0.0
    solves = 1
    for card, copies in sorted(unseen(view).items(), key=lambda kv: (-kv[1], kv[0])):
        if not budget.left(solves):
            break
        total += copies * _value(hand + [card], checker, view, worth)
        weight += copies
        solves += 1
    deck = total / weight if weight else top
    return {"type": "draw", "source": "discard" if top > deck else "deck"}


POLICIES = {"basic": basic, "strong": strong}
