"""Events as a person reads them: "bob drew QU from the discard", "alice laid WAX + JAZZY".

``describe(kind, type_, data, names)`` turns one event into a sentence. ``names`` maps seat ids
to usernames. Pure functions (no Django, no engine rule code): the admin replay uses them, and
a feed or a notifier can too. Sentences are written for staff, who see every event in full, so
they may name hidden cards (pass an already redacted event to describe it for a player).

One function per event type: ``_SERVICE`` here for the service's ``game.*`` events, each kind's
``SENTENCES`` (``games/kinds/<kind>/describe.py``) for its rule events, and ``_SHARED`` for the
shapes several games share; an event type without one still reads, field by field
(``_generic``).
"""

from __future__ import annotations

from games import clocks, kinds
from games.domain import results
from games.domain.stream import result_of
from games.kinds.phrases import Describer, Names, drawn, scores, seats, who

# the rule events several games share, when a kind has no sentence of its own for them
_SHARED: dict[str, Describer] = {
    "CardDrawn": drawn,
    "CardDiscarded": lambda d, n: f"{who(d['player'], n)} discarded {d['card']}.",
    "TurnPassed": lambda d, n: f"It is {who(d['player'], n)}'s turn.",
    "DeckReshuffled": lambda d, n: "The discard pile was shuffled into a new draw pile.",
    "RoundStarted": lambda d, n: f"Round {d['round']} started.",
    "GameEnded": lambda d, n: f"The game ended: {scores(d.get('scores'), n)}.",
}


def describe(kind: str, type_: str, data: dict, names: Names) -> str:
    """One sentence for one event of a game of ``kind``."""
    text = sentence(kind, type_, data, names)
    return text if text is not None else _generic(type_, data, names)


def sentence(kind: str, type_: str, data: dict, names: Names) -> str | None:
    """The event's own sentence, or None when it has none (``describe`` then reads it field by
    field): an unknown type, or a known one of an older or unusual shape."""
    own = kinds.sentences(kind) if kind in kinds.available() else {}
    fn = _SERVICE.get(type_) or own.get(type_) or _SHARED.get(type_)
    if fn is None:
        return None
    try:
        return fn(data, names)
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError, OSError):
        return None  # an older or unusual shape: the plain reading instead


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


def _finished(d: dict, names: Names) -> str:
    result = result_of(d)  # an old event without a result: its engine's winners
    reading = results.read(result, lambda seat: who(seat, names))
    if result.get("reason") == "normal":
        return f"The game is over: {reading.won}. The seed is revealed."
    # staff read the reason as recorded
    dispute = f" (dispute #{reading.dispute})" if reading.dispute else ""
    if reading.void:
        return f"The game ended with no result ({result['reason']}){dispute}."
    text = f"The game ended ({result['reason']}){dispute}: {reading.won}"
    if result.get("scores"):
        text += f"; scores {scores(result['scores'], names)}"
    return text + "."


def _resolved(d: dict, names: Names) -> str:
    kind = d.get("kind", "dismiss")
    by = d.get("by_name") or f"staff member {d['by']}"
    what = {
        "dismiss": "dismissed it (no change to the game)",
        "annul": "annulled the game",
        "set_result": f"set the result: {seats(d.get('winners') or [], names)} won",
        "rewind": f"rewound the game to version {d.get('to_version')}",
    }.get(kind, kind)
    return f"{by} decided dispute #{d['dispute']}: {what}. Reason: {d['decision']}"


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
                                   f"here on ({results.LEFT.get(d['reason'], d['reason'])}).",
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

