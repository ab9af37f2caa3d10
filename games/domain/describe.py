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

from games import clocks
from games.engines.biddle.deck import BY_ID as BIDDLE_CARDS  # the printed cards: data, not rules

Names = dict[str, str]
Describer = Callable[[dict, Names], str]


def describe(kind: str, type_: str, data: dict, names: Names) -> str:
    """One sentence for one event of a game of ``kind``."""
    text = sentence(kind, type_, data, names)
    return text if text is not None else _generic(type_, data, names)


def sentence(kind: str, type_: str, data: dict, names: Names) -> str | None:
    """The event's own sentence, or None when it has none (``describe`` then reads it field by
    field): an unknown type, or a known one of an older or unusual shape."""
    fn = _SERVICE.get(type_) or _ENGINE.get(kind, {}).get(type_) or _ENGINE["*"].get(type_)
    if fn is None:
        return None
    try:
        return fn(data, names)
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError, OSError):
        return None  # an older or unusual shape: the plain reading instead


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


def _rolls(k: int) -> str:
    return f"{k} roll{'' if k == 1 else 's'}"


def _challenge(card_id: str) -> str:
    """A Biddle card's words (its id when the deck does not know it)."""
    return BIDDLE_CARDS.get(card_id, {}).get("text", card_id)


def _rolled(d: dict, n: Names) -> str:
    dice = " ".join(str(v) for v in d["dice"])
    if len(d["reroll"]) == len(d["dice"]):
        what = "all six dice"
    else:
        what = "die " if len(d["reroll"]) == 1 else "dice "
        what += _list(str(i + 1) for i in d["reroll"])
    verb = "rolled" if d["roll"] == 1 else "re-rolled"
    return f"{who(d['player'], n)} {verb} {what} (roll {d['roll']}): the dice show {dice}."


def _round_ended(d: dict, n: Names) -> str:
    how = (f"made in {_rolls(d['rolls_used'])} of {d['rolls']}" if d["met"]
           else f"failed in {_rolls(d['rolls'])}")
    scored = [f"{who(s, n)} +{v}" for s, v in d["points"].items() if v]
    return (f"Round {d['round']}: “{_challenge(d['card'])}” {how}; "
            f"{_list(scored) if scored else 'nobody scores'}.")


def moment(ms: int) -> str:
    """Milliseconds since the epoch as a person reads a moment: "Dec 5, 14:02 UTC"."""
    at = clocks.to_datetime(int(ms))
    return f"{at:%b} {at.day}, {at:%H:%M} UTC"


def span(ms: int) -> str:
    """A length of time in words: "3 days", "2 days 4 hours", "5 hours 12 minutes", "40 s"."""
    seconds = max(0, int(ms) // 1000)
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)
    parts = [(days, "day"), (hours, "hour"), (minutes, "minute")]
    words = [f"{n} {unit}{'s' if n != 1 else ''}" for n, unit in parts if n][:2]
    return " ".join(words) if words else f"{secs} s"


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
    reasons = {"right_egg": "right eggs", "fox": "the fox egg", "wrong_egg": "a wrong egg"}
    reason = reasons.get(d.get("reason", ""), str(d.get("reason")))
    hows = {"timeout": ", chosen when time ran out", "choice": ", by choice"}
    how = hows.get(d.get("by", ""), "")
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


def _clock_started(d: dict, names: Names) -> str:
    """ "alice's clock started: 3 days to move (until Dec 5, 14:02 UTC); bob's stopped." """
    parts = []
    for seat in d["started"]:
        c = d["clocks"][seat]
        paused_at = c.get("paused_at_ms")
        base = paused_at if paused_at is not None else d["at_ms"]
        text = f"{who(seat, names)}'s clock started: {span(c['deadline_ms'] - base)} to move"
        if paused_at is not None:
            text += (f", held by a vacation until {moment(c['paused_until_ms'])} (then until "
                     f"{moment(c['paused_until_ms'] + c['deadline_ms'] - paused_at)})")
        else:
            text += f" (until {moment(c['deadline_ms'])})"
        if c.get("bank_ms"):
            text += f", {span(c['bank_ms'])} of it from the bank"
        parts.append(text)
    for seat in d["stopped"]:
        c = d["clocks"][seat]
        bank = f" ({span(c['bank_ms'])} left in the bank)" if c.get("bank_ms") else ""
        parts.append(f"{who(seat, names)}'s stopped{bank}" if parts else
                     f"{who(seat, names)}'s clock stopped{bank}")
    return ("; ".join(parts) or "The clocks changed") + "."


def _clock_paused(d: dict, names: Names) -> str:
    return (f"{who(d['seat'], names)} is on vacation: their clock is paused from "
            f"{moment(d['at_ms'])} until {moment(d['until_ms'])} at the latest.")


def _clock_resumed(d: dict, names: Names) -> str:
    return (f"{who(d['seat'], names)}'s vacation ended at {moment(d['at_ms'])}: their clock "
            f"runs again (paused for {span(d['paused_ms'])}).")


def _user(d: dict) -> str:
    return d.get("username") or f"user {d['user']}"

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
    "game.clock_started": _clock_started,
    "game.clock_paused": _clock_paused,
    "game.clock_resumed": _clock_resumed,
    "game.draw_offered": lambda d, n: f"{who(d['seat'], n)} offered a draw.",
    "game.draw_accepted": lambda d, n: f"{who(d['seat'], n)} accepted the draw.",
    "game.draw_declined": lambda d, n: f"{who(d['seat'], n)} declined the draw.",
    "game.invited": lambda d, n: f"{_user(d)} was invited to a seat.",
    "game.invite_declined": lambda d, n: f"{_user(d)} declined the invitation.",
    "game.invite_revoked": lambda d, n: (f"The invitation of {_user(d)} expired unanswered."
                                         if d.get("expired") else
                                         f"The invitation of {_user(d)} was withdrawn (a block "
                                         "stands between the players)." if d.get("blocked")
                                         else f"The invitation of {_user(d)} was withdrawn."),
    "game.join_code_set": lambda d, n: "A new join code was made (the code itself is never "
                                       "recorded).",
    "game.join_code_revoked": lambda d, n: "The join code was withdrawn.",
    "game.rematch_created": lambda d, n: f"A rematch was created: game {str(d['game'])[:8]}.",
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


def _diddly_slot(slot: int) -> str:
    """A Diddly slot as players say it: slot = column * 2 + row, row 0 on top."""
    return f"column {slot // 2 + 1}, {('top', 'bottom')[slot % 2]}"


def _diddly_card(card) -> str:
    if card is None:
        return "a face-down card"
    return card if str(card).isdigit() else str(card).capitalize()


def _words(words) -> str:
    return " + ".join("".join(w) for w in words) or "no words"


def _q_words(words) -> str:
    """Quiddler words as the cards print them: "QUIT + EAT"."""
    return _words([[str(c).upper() for c in w] for w in words])


def _q_drawn(d: dict, n: Names) -> str:
    card = d.get("card")
    if card is None:
        card = next((p.get("card") for p in (d.get("private") or {}).values()), None)
    what = str(card).upper() if card is not None else "a card"
    return f"{who(d['player'], n)} drew {what} from the {d['source']}."


def _q_dealt(d: dict, n: Names) -> str:
    each = max(d["hand_sizes"].values(), default=0)
    return (f"Round {d['round']}: {who(d['dealer'], n)} dealt {each} cards each; "
            f"{who(d['first'], n)} plays first, and {str(d['discard']).upper()} starts the "
            f"discard pile.")


def _count(n: int, what: str) -> str:
    return f"{n} {what}{'' if n == 1 else 's'}"


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
        "RoundDealt": _q_dealt,
        "CardDrawn": _q_drawn,
        "CardDiscarded": lambda d, n: f"{who(d['player'], n)} discarded "
                                      f"{str(d['card']).upper()}.",
        "WordsLaidDown": lambda d, n: f"{who(d['player'], n)} laid {_q_words(d['words'])} and "
                                      f"discarded {str(d['discard']).upper()}.",
        "WentOut": lambda d, n: f"{who(d['player'], n)} went out with {_q_words(d['words'])}, "
                                f"discarding {str(d['discard']).upper()}.",
        "RoundScored": lambda d, n: f"Round {d['round']} scored: {_scores(d['scores'], n)} "
                                    f"(totals {_scores(d['totals'], n)}).",
        "GameFinished": lambda d, n: f"Quiddler is over: {_seats(d['winners'], n)} won "
                                     f"(totals {_scores(d['totals'], n)}).",
    },
    "diddly": {
        "GameStarted": lambda d, n: f"Diddly started with {_seats(d['players'], n)} "
                                    f"({d['columns']} columns, {d['rounds']} rounds).",
        "RoundDealt": lambda d, n: f"Round {d['round']} is dealt: {who(d['dealer'], n)} deals, "
                                   f"{who(d['first'], n)} starts after the setup.",
        "CardsRevealed": lambda d, n: f"{who(d['player'], n)} turned up " + _list(
            f"{_diddly_card(c)} ({_diddly_slot(s)})"
            for c, s in zip(d["cards"], d["slots"], strict=True)) + ".",
        "CardPlaced": lambda d, n: f"{who(d['player'], n)} placed {_diddly_card(d['card'])} in "
                                   f"{_diddly_slot(d['slot'])}, discarding "
                                   f"{_diddly_card(d['replaced'])}.",
        "CardsSwapped": lambda d, n: f"{who(d['player'], n)} swapped {_diddly_slot(d['a'])} "
                                     f"with {_diddly_slot(d['b'])}.",
        "CardPeeked": lambda d, n: f"{who(d['player'], n)} peeked at the face-down card in "
                                   f"{_diddly_slot(d['slot'])}.",
        "PowerSkipped": lambda d, n: f"{who(d['player'], n)} skipped the "
                                     f"{_list(p.capitalize() for p in d['powers'])} power"
                                     f"{'s' if len(d['powers']) > 1 else ''}.",
        "CardRecycled": lambda d, n: f"{who(d['player'], n)} recycled: took "
                                     f"{_diddly_card(d['card'])} from the discard pile into "
                                     f"{_diddly_slot(d['slot'])}.",
        "BoardCompleted": lambda d, n: f"{who(d['player'], n)} has every card face up: last "
                                       f"turns for {_seats(d['final_turns'], n)}.",
        "PlayStarted": lambda d, n: f"Play started: {who(d['player'], n)} goes first; "
                                    f"{_diddly_card(d['card'])} starts the discard pile.",
        "RoundEnded": lambda d, n: f"Round {d['round']} ended: {_scores(d['scores'], n)}.",
        "GameEnded": lambda d, n: f"The game ended: {_scores(d.get('scores'), n)} "
                                  f"(lowest wins).",
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
        "DeckShuffled": lambda d, n: f"The challenge cards were shuffled face down for "
                                     f"{_seats(d['players'], n)}.",
        "RoundStarted": lambda d, n: f"Round {d['round']} started: the challenge is "
                                     f"“{_challenge(d['card'])}”; {who(d['starter'], n)} "
                                     f"opens the bidding.",
        "BidPlaced": lambda d, n: f"{who(d['player'], n)} " + (
            "opened the bidding at" if d.get("opening") else "undercut to") +
            f" {_rolls(d['rolls'])}.",
        "BidCalled": lambda d, n: f"{who(d['player'], n)} called: joined the bid of "
                                  f"{_rolls(d['rolls'])}.",
        "BidderDropped": lambda d, n: f"{who(d['player'], n)} dropped out of the bidding.",
        "BiddingEnded": lambda d, n: f"Bidding is over: {_seats(d['team'], n)} will try in "
                                     f"{_rolls(d['rolls'])}" + (
                                         f" ({_seats(d['dropped'], n)} dropped out)."
                                         if d.get("dropped") else "."),
        "DiceRolled": _rolled,
        "RoundEnded": _round_ended,
    },
}


# -- Don't Be a Dik Dik ---------------------------------------------------------------------------
def _dd_card(card: str) -> str:
    return "the DIK DIK" if card == "dik dik" else card


def _dd_passed(d: dict, n: Names) -> str:
    card = next((p.get("card") for p in (d.get("private") or {}).values()), None)
    what = _dd_card(card) if card is not None else "a card"
    how = " (their last card: automatic)" if d.get("auto") else ""
    return f"{who(d['player'], n)} passed {what} to {who(d['to'], n)}{how}."


_DD_VIA = {"deal": "from the deal", "ask": "with the card they asked for",
           "pass": "with the card passed to them", "roulette": "with the card they drew"}
_DD_OUT = {"one_card": "they passed their last card", "no_cards": "no cards left",
           "only_dik_dik": "they passed on the DIK DIK, their last card"}
_DD_FIRST = {"creator": " (the creator's choice)", "random": " (drawn at random)",
             "setup": " (fixed by staff)"}
_DD_END = {"three_singles": "three single cards were left and they held the DIK DIK",
           "roulette": "the DIK DIK roulette", "last_card": "the DIK DIK was the last card"}


def _dd_turn(d: dict, n: Names) -> str:
    if d.get("first"):
        return f"{who(d['player'], n)} plays first{_DD_FIRST.get(d.get('chosen', ''), '')}."
    return f"It is {who(d['player'], n)}'s turn."


def _dd_asked(d: dict, n: Names) -> str:
    answer = "handed it over" if d["given"] else "had none"
    return (f"{who(d['player'], n)} asked {who(d['target'], n)} for {_dd_card(d['card'])}: "
            f"{who(d['target'], n)} {answer}.")


def _dd_pairs(d: dict, n: Names) -> str:
    cards = _list(d["cards"])
    pairs = "a pair" if len(d["cards"]) == 1 else f"{len(d['cards'])} pairs"
    return f"{who(d['player'], n)} laid {pairs} ({cards}) {_DD_VIA.get(d.get('via', ''), '')}."\
        .replace(" .", ".")


_ENGINE["dikdik"] = {
    "CardsDealt": lambda d, n: f"{d['cards']} cards were dealt: " + ", ".join(
        f"{who(s, n)} {k}" for s, k in d["sizes"].items()) + ".",
    "PairsLaid": _dd_pairs,
    "PlayerOut": lambda d, n: f"{who(d['player'], n)} is out, safe "
                              f"({_DD_OUT.get(d.get('reason', ''), 'no cards left')}).",
    "TurnStarted": _dd_turn,
    "CardAsked": _dd_asked,
    "CardPassed": _dd_passed,
    "RouletteStarted": lambda d, n: f"DIK DIK roulette: {who(d['drawer'], n)} draws one of "
                                    f"{who(d['holder'], n)}'s two face-down cards.",
    "RouletteDrawn": lambda d, n: f"{who(d['player'], n)} drew {_dd_card(d['card'])} from "
                                  f"{who(d['holder'], n)}'s two cards.",
    "GameOver": lambda d, n: f"{who(d['loser'], n)} is the Dik Dik "
                             f"({_DD_END.get(d.get('reason', ''), 'game over')}): "
                             f"{_seats(d['winners'], n)} win.",
}
