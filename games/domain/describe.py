"""Events as a person reads them: "bob drew QU from the discard", "alice laid WAX + JAZZY".

``describe(kind, type_, data, names)`` turns one event into a sentence. ``names`` maps seat ids
to usernames. Pure functions (no Django, no engine rule code): the admin replay uses them, and
a feed or a notifier can too. Sentences are written for staff, who see every event in full, so
they may name hidden cards (pass an already redacted event to describe it for a player).

One function per event type: ``_SERVICE`` for the service's ``game.*`` events, ``_ENGINE`` per
game kind; an event type without one still reads, field by field (``_generic``).
"""

from __future__ import annotations

from collections.abc import Callable

Names = dict[str, str]
Describer = Callable[[dict, Names], str]


def describe(kind: str, type_: str, data: dict, names: Names) -> str:
    """One sentence for one event of a game of ``kind``."""
    fn = _SERVICE.get(type_) or _ENGINE.get(kind, {}).get(type_) or _ENGINE["*"].get(type_)
    if fn is not None:
        try:
            return fn(data, names)
        except (KeyError, TypeError, ValueError, AttributeError):
            pass  # an older or unusual shape: fall back to the plain reading
    return _generic(type_, data, names)


# -- helpers ------------------------------------------------------------------------------------
def who(seat, names: Names) -> str:
    """A seat's username (or "seat N" when the game has no names yet)."""
    if seat is None:
        return "the service"
    return names.get(str(seat)) or f"seat {seat}"


def _list(items) -> str:
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items) or "nobody"
    return ", ".join(items[:-1]) + " and " + items[-1]


def _seats(seats, names: Names) -> str:
    return _list(who(s, names) for s in seats)


def _scores(scores: dict | None, names: Names) -> str:
    if not scores:
        return "no scores"
    return ", ".join(f"{who(s, names)} {v}" for s, v in scores.items())


def _humanize(type_: str) -> str:
    """``CardsSwapped`` -> "cards swapped"."""
    out: list[str] = []
    for ch in type_:
        if ch.isupper() and out:
            out.append(" ")
        out.append(ch.lower())
    return "".join(out)


def _generic(type_: str, data: dict, names: Names) -> str:
    actor = data.get("player")
    fields = ", ".join(f"{k}: {v}" for k, v in data.items() if k != "player")
    head = f"{who(actor, names)}: {_humanize(type_)}" if actor is not None else \
        _humanize(type_).capitalize()
    return f"{head} ({fields})" if fields else head


# -- the service's events -----------------------------------------------------------------------
def _finished(d: dict, names: Names) -> str:
    result = d.get("result")
    if result is None or result.get("reason") == "normal":
        winners = (result or d.get("outcome") or {}).get("winners") or []
        return f"The game is over: {_seats(winners, names)} won. The seed is revealed."
    dispute = f" (dispute #{result['dispute']})" if result.get("dispute") else ""
    if result.get("void"):
        return f"The game ended with no result ({result['reason']}){dispute}."
    text = f"The game ended ({result['reason']}){dispute}: {_seats(result['winners'], names)} won"
    if result.get("scores"):
        text += f"; scores {_scores(result['scores'], names)}"
    return text + "."


def _resolved(d: dict, names: Names) -> str:
    kind = d.get("kind", "dismiss")
    by = d.get("by_name") or f"staff member {d['by']}"
    what = {
        "dismiss": "dismissed it (no change to the game)",
        "annul": "annulled the game",
        "set_result": f"set the result: {_seats(d.get('winners') or [], names)} won",
        "rewind": f"rewound the game to version {d.get('to_version')}",
    }.get(kind, kind)
    return f"{by} decided dispute #{d['dispute']}: {what}. Reason: {d['decision']}"


# Didi Dotter's halves and cards by the names the rules suggest (the engine says bird1..bird11)
DIDI_BIRDS = {"bird1": "Robin", "bird2": "Wren", "bird3": "Finch", "bird4": "Lark",
              "bird5": "Owl", "bird6": "Jay", "bird7": "Heron", "bird8": "Swift",
              "bird9": "Plover", "bird10": "Stork", "bird11": "Magpie", "fox": "Fox"}


def _bird(half) -> str:
    return DIDI_BIRDS.get(half, str(half)) if half not in (None, "?") else "a face-down half"


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
    reason = {"right_egg": "right eggs", "fox": "the fox egg", "wrong_egg": "a wrong egg"}.get(
        d.get("reason"), str(d.get("reason")))
    how = {"timeout": ", chosen when time ran out", "choice": ", by choice"}.get(d.get("by"), "")
    parts = []
    for key, word in (("down", "face down"), ("up", "face up")):
        birds = d.get(key)
        count = d.get(f"turned_{key}")
        if birds:
            parts.append(f"{_list(_bird(b) for b in birds)} {word}")
        elif count:
            parts.append(f"{count} card{'s' if count != 1 else ''} {word}")
    return f"{who(d['player'], n)} turned {' and '.join(parts) or 'nothing'} ({reason}{how})."


def _choosing(d: dict, n: Names) -> str:
    cards = "card" if d["count"] == 1 else "cards"
    what = "face down (the fox egg)" if d["choice"] == "fox" else "face up (a wrong egg)"
    return f"{who(d['player'], n)} chooses {d['count']} {cards} to turn {what}."


_LEFT = {"resign": "resigned", "timeout": "ran out of time"}

_SERVICE: dict[str, Describer] = {
    "game.created": lambda d, n: f"{d.get('creator_name', 'someone')} created a {d['kind']} "
                                 f"game for {d['seats']} players.",
    "game.seat_joined": lambda d, n: f"{d['username']} took a seat" + (
        f" (a {d['bot']} bot)." if d.get("bot") else "."),
    "game.seat_left": lambda d, n: f"User {d['user']} left their seat.",
    "game.started": lambda d, n: "The game started: " + ", ".join(
        f"seat {s} is {name}" for s, name in d["names"].items()) + ".",
    "game.finished": _finished,
    "game.dispute_opened": lambda d, n: f"{who(d['seat'], n)} opened dispute #{d['dispute']} "
                                        f"at version {d['at_version']}: {d['reason']}",
    "game.dispute_resolved": _resolved,
    "game.autopilot": lambda d, n: f"A {d['level']} bot plays {who(d['seat'], n)}'s seat from "
                                   f"here on ({_LEFT.get(d['reason'], d['reason'])}).",
    "game.rewound": lambda d, n: f"{d.get('by_name') or 'Staff'} rewound the game to version "
                                 f"{d['to_version']} (dispute #{d['dispute']}): play continues "
                                 f"from there; the moves made since no longer count.",
}


# -- engine events ------------------------------------------------------------------------------
def _drawn(d: dict, n: Names) -> str:
    card = d.get("card")
    if card is None:
        card = next((p.get("card") for p in (d.get("private") or {}).values()), None)
    what = card if card is not None else "a card"
    return f"{who(d['player'], n)} drew {what} from the {d.get('source', 'deck')}."


def _words(words) -> str:
    return " + ".join("".join(w) for w in words) or "no words"


_ENGINE: dict[str, dict[str, Describer]] = {
    # shapes several games share
    "*": {
        "CardDrawn": _drawn,
        "CardDiscarded": lambda d, n: f"{who(d['player'], n)} discarded {d['card']}.",
        "TurnPassed": lambda d, n: f"It is {who(d['player'], n)}'s turn.",
        "DeckReshuffled": lambda d, n: "The discard pile was shuffled into a new draw pile.",
        "RoundStarted": lambda d, n: f"Round {d['round']} started.",
        "GameEnded": lambda d, n: f"The game ended: {_scores(d.get('scores'), n)}.",
    },
    "quiddler": {
        "GameStarted": lambda d, n: f"Quiddler started with {_seats(d['players'], n)} "
                                    f"(dictionary {d['dictionary']['name']}).",
        "RoundSkipped": lambda d, n: f"Round {d['round']} was skipped.",
        "WordsLaidDown": lambda d, n: f"{who(d['player'], n)} laid {_words(d['words'])} and "
                                      f"discarded {d['discard']}.",
        "WentOut": lambda d, n: f"{who(d['player'], n)} went out with {_words(d['words'])}, "
                                f"discarding {d['discard']}.",
        "RoundScored": lambda d, n: f"Round {d['round']} scored: {_scores(d['scores'], n)} "
                                    f"(totals {_scores(d['totals'], n)}).",
        "GameFinished": lambda d, n: f"Quiddler is over: {_seats(d['winners'], n)} won "
                                     f"(totals {_scores(d['totals'], n)}).",
    },
    "diddly": {
        "CardPlaced": lambda d, n: f"{who(d['player'], n)} placed {d['card']} in slot "
                                   f"{d['slot']}.",
        "CardsSwapped": lambda d, n: f"{who(d['player'], n)} swapped slots {d['a']} and "
                                     f"{d['b']}.",
        "CardPeeked": lambda d, n: f"{who(d['player'], n)} peeked at slot {d['slot']}.",
        "PlayStarted": lambda d, n: f"Play started: {who(d['player'], n)} goes first.",
        "RoundEnded": lambda d, n: f"Round {d['round']} ended: {_scores(d['scores'], n)}.",
    },
    "didi_dotter": {
        "GameStarted": lambda d, n: f"Didi Dotter started with {_seats(d['players'], n)}.",
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
                                     f"{_list(_bird(h) for h in d['halves'])} went back face "
                                     f"down to {_list(_slot(s) for s in d['slots'])}.",
        "RoundEnded": lambda d, n: f"Round {d['round']} ended: the eggs are opened and checked.",
        "CardsTurned": _turned,
        "ChoiceOpened": _choosing,
        "RoundScored": lambda d, n: f"Round {d['round']} scored: cards face down "
                                    f"{_scores(d['totals'], n)}.",
        "GameEnded": lambda d, n: f"Didi Dotter is over: {_seats(d['winners'], n)} won with "
                                  f"every card face down.",
    },
    "biddle": {
        "BidPlaced": lambda d, n: f"{who(d['player'], n)} bid {d['rolls']} rolls.",
        "BidCalled": lambda d, n: f"{who(d['player'], n)} called the bid of {d['rolls']} rolls.",
        "BidderDropped": lambda d, n: f"{who(d['player'], n)} dropped out of the bidding.",
        "DiceRolled": lambda d, n: f"{who(d['player'], n)} rolled {d.get('faces')}.",
    },
}
