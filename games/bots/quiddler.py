"""Quiddler bots: the exact solver (``dictionary.solver``, pure Python) over the bot's own hand.

The word list is the game's pinned one, resolved by ``games.engines.quiddler.words.resolve`` from
the name and SHA-256 in the view (the engine's own interface: a word-check callable, no Django).

- ``basic``: takes the discard pile's top only when it lets the bot go out (or, on a final turn,
  raises its best arrangement); goes out as soon as it can; otherwise discards the card whose
  loss keeps the best arrangement; on a final turn lays down the best arrangement.
- ``strong``: the same solver, with a draw policy by value: it takes the discard whenever it
  raises the best arrangement of its hand (by the solver's score, every card counted), not only
  when it lets it go out. And it plays for the bonuses (ruling Q6): among the solver's best
  play and the best plays built on each of its longest words, it lays the one worth most with
  the longest-word and most-words bonuses counted — exactly against the words others already
  laid this round, by an estimate when it is first to lay.
  Going out lays every card (no unlaid penalty) and ends the others' chances to improve, so
  whenever going out is possible it is taken: both levels go out at once.
"""

from __future__ import annotations

import random

from dictionary.solver import candidate_words, solve
from games.engines.quiddler import BONUS, points, word_text
from games.engines.quiddler import words as wordlists

from .base import Budget, Command, Observation

LONG_WORDS = 12  # how many of the longest spelled words ``strong`` tries to build a play on


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


def _after_draw(obs: Observation, checker, bonuses: bool) -> Command:
    hand = list(obs.view["hand"])
    final = obs.view["phase"] == "final"
    play = solve(hand, checker, go_out=not final, discard=final)
    if play is not None and bonuses:
        play = max(_plays(hand, checker, play, final),
                   key=lambda option: _worth(option, obs.view, obs.seat))
    if final:
        laid = _found(play)
        return {"type": "lay_down", "words": laid["words"], "discard": laid["discard"]}
    if play is not None:
        return {"type": "go_out", "words": play["words"], "discard": play["discard"]}
    best = _found(solve(hand, checker, discard=True))
    return {"type": "discard", "card": best["discard"]}


def _plays(hand: list[str], checker, best: dict, final: bool) -> list[dict]:
    """The solver's best play, and for each of the longest words the hand spells, the best
    play that lays that word (the solver maximises card points only; bonuses may prefer
    a longer word)."""
    options = [best]
    spelled = sorted(candidate_words(hand, checker), key=lambda w: -len(word_text(w)))
    for word in spelled[:LONG_WORDS]:
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


def _worth(play: dict, view: dict, seat: str) -> float:
    """Card points plus the bonuses (ruling Q6) this play should swing, relative to the
    others: exact against the words already laid this round, estimated when nobody has laid
    yet (the longest word from 4 letters on, the most words from 2)."""
    longest = max((len(word_text(w)) for w in play["words"]), default=0)
    count = len(play["words"])
    laid = [ws for p, ws in view["laid"].items() if p != seat and ws]
    if laid:
        their_longest = max(len(word_text(w)) for ws in laid for w in ws)
        their_count = max(len(ws) for ws in laid)
        swing: float = (2 * BONUS if longest > their_longest else BONUS if longest == their_longest
                        else 0)
        swing += 2 * BONUS if count > their_count else BONUS if count == their_count else 0
    else:
        swing = 2 * BONUS * min(1.0, max(0.0, (longest - 3) / 4))
        swing += BONUS * min(1.0, max(0.0, (count - 1) / 3))
    return play["score"] + swing


def _play(obs: Observation, greedy: bool) -> Command:
    checker = _checker(obs.view)
    if obs.view["drawn"]:
        return _after_draw(obs, checker, bonuses=greedy)
    return _draw(obs, checker, greedy)


def basic(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    return _play(obs, greedy=False)


def strong(obs: Observation, rng: random.Random, budget: Budget) -> Command:
    return _play(obs, greedy=True)


POLICIES = {"basic": basic, "strong": strong}
