"""Biddle's events as a person reads them: one sentence function per rule event type
(``SENTENCES``; ``games.domain.describe`` reads any event with them)."""

from __future__ import annotations

from games.kinds.phrases import Describer, Names, listing, seats, who

from .rules.deck import BY_ID as CARDS  # the printed cards: data, not rules


def _rolls(k: int) -> str:
    return f"{k} roll{'' if k == 1 else 's'}"


def _challenge(card_id: str) -> str:
    """A Biddle card's words (its id when the deck does not know it)."""
    return CARDS.get(card_id, {}).get("text", card_id)


def _rolled(d: dict, n: Names) -> str:
    dice = " ".join(str(v) for v in d["dice"])
    if len(d["reroll"]) == len(d["dice"]):
        what = "all six dice"
    else:
        what = "die " if len(d["reroll"]) == 1 else "dice "
        what += listing(str(i + 1) for i in d["reroll"])
    verb = "rolled" if d["roll"] == 1 else "re-rolled"
    return f"{who(d['player'], n)} {verb} {what} (roll {d['roll']}): the dice show {dice}."


def _round_ended(d: dict, n: Names) -> str:
    how = (f"made in {_rolls(d['rolls_used'])} of {d['rolls']}" if d["met"]
           else f"failed in {_rolls(d['rolls'])}")
    scored = [f"{who(s, n)} +{v}" for s, v in d["points"].items() if v]
    return (f"Round {d['round']}: “{_challenge(d['card'])}” {how}; "
            f"{listing(scored) if scored else 'nobody scores'}.")


SENTENCES: dict[str, Describer] = {
    "DeckShuffled": lambda d, n: f"The challenge cards were shuffled face down for "
                                 f"{seats(d['players'], n)}.",
    "RoundStarted": lambda d, n: f"Round {d['round']} started: the challenge is "
                                 f"“{_challenge(d['card'])}”; {who(d['starter'], n)} "
                                 f"opens the bidding.",
    "BidPlaced": lambda d, n: f"{who(d['player'], n)} " + (
        "opened the bidding at" if d.get("opening") else "undercut to") +
        f" {_rolls(d['rolls'])}.",
    "BidCalled": lambda d, n: f"{who(d['player'], n)} called: joined the bid of "
                              f"{_rolls(d['rolls'])}.",
    "BidderDropped": lambda d, n: f"{who(d['player'], n)} dropped out of the bidding.",
    "BiddingEnded": lambda d, n: f"Bidding is over: {seats(d['team'], n)} will try in "
                                 f"{_rolls(d['rolls'])}" + (
                                     f" ({seats(d['dropped'], n)} dropped out)."
                                     if d.get("dropped") else "."),
    "DiceRolled": _rolled,
    "RoundEnded": _round_ended,
}
