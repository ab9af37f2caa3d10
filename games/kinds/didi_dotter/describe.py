"""Didi Dotter's events as a person reads them: one sentence function per rule event type
(``SENTENCES``; ``games.domain.describe`` reads any event with them)."""

from __future__ import annotations

from games.kinds.phrases import Describer, Names, listing, scores, seats, who

BIRD_NAMES = {"bird1": "Robin", "bird2": "Wren", "bird3": "Finch", "bird4": "Lark",
              "bird5": "Owl", "bird6": "Jay", "bird7": "Heron", "bird8": "Swift",
              "bird9": "Plover", "bird10": "Stork", "bird11": "Magpie", "fox": "Fox"}


def _bird(half) -> str:
    return BIRD_NAMES.get(half, str(half)) if half not in (None, "?") else "a face-down half"


def _slot(index) -> str:
    """A Didi Dotter slot as people count them (the engine's slot 0 is slot 1)."""
    return f"slot {int(index) + 1}"


def _looked(d: dict, n: Names) -> str:
    moved = f" and moved it to {_slot(d['move_to'])}" if d.get("move_to") is not None else ""
    seen = f" ({_bird(d['half'])})" if d.get("half") else ""
    return f"{who(d['player'], n)} looked at {_slot(d['slot'])}{seen}{moved}."


def _joined(d: dict, n: Names) -> str:
    seen = f", {_bird(d['half'])}," if d.get("half") else ""
    return (f"{who(d['player'], n)} joined the half in {_slot(d['slot'])}{seen} to their "
            f"{_bird(d['stand'])}: one more egg in their basket.")


def _turned(d: dict, n: Names) -> str:
    reasons = {"right_egg": "right eggs", "fox": "the fox egg", "wrong_egg": "a wrong egg"}
    reason = reasons.get(d.get("reason", ""), str(d.get("reason")))
    hows = {"timeout": ", chosen when time ran out", "choice": ", by choice"}
    how = hows.get(d.get("by", ""), "")
    parts = []
    for key, word in (("down", "face down"), ("up", "face up")):
        birds = d.get(key)
        count = d.get(f"turned_{key}")
        if birds:
            parts.append(f"{listing(_bird(b) for b in birds)} {word}")
        elif count:
            parts.append(f"{count} card{'s' if count != 1 else ''} {word}")
    return f"{who(d['player'], n)} turned {' and '.join(parts) or 'nothing'} ({reason}{how})."


def _choosing(d: dict, n: Names) -> str:
    cards = "card" if d["count"] == 1 else "cards"
    what = "face down (the fox egg)" if d["choice"] == "fox" else "face up (a wrong egg)"
    return f"{who(d['player'], n)} chooses {d['count']} {cards} to turn {what}."


SENTENCES: dict[str, Describer] = {
    "GameStarted": lambda d, n: f"Didi Dotter started with {seats(d['players'], n)}.",
    "RoundStarted": lambda d, n: f"Round {d['round']} started: "
                                 f"{d.get('slot_count', 24)} egg halves lie face down.",
    "HalfTaken": lambda d, n: f"{who(d['player'], n)} took {_bird(d['half'])} from "
                              f"{_slot(d['slot'])} onto their stand.",
    "HalfLooked": _looked,
    "EggJoined": _joined,
    "HalfStolen": lambda d, n: f"{who(d['player'], n)} stole {who(d['from'], n)}'s "
                               f"{_bird(d['half'])} to join to their {_bird(d['stand'])}.",
    "StealClashed": lambda d, n: f"{who(d['player'], n)} and {who(d['against'], n)} stole "
                                 f"from each other at once: the egg of "
                                 f"{listing(_bird(h) for h in d['halves'])} went back face "
                                 f"down to {listing(_slot(s) for s in d['slots'])}.",
    "RoundEnded": lambda d, n: f"Round {d['round']} ended: the eggs are opened and checked.",
    "CardsTurned": _turned,
    "ChoiceOpened": _choosing,
    "RoundScored": lambda d, n: f"Round {d['round']} scored: cards face down "
                                f"{scores(d['totals'], n)}.",
    "GameEnded": lambda d, n: f"Didi Dotter is over: {seats(d['winners'], n)} won with "
                              f"every card face down.",
}
