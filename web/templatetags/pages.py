"""Template helpers of the player's other pages: notifications and results as sentences,
numbers in words for screen readers, and an allowance as days and hours.

Pure wording over the API's shapes (a notification's ``data``, a game's ``result``): nothing
here decides who may see what.
"""

from __future__ import annotations

from django import template

from web.templatetags.web import kind_name

register = template.Library()

WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen", "twenty")


@register.filter
def in_words(n) -> str:
    """A count as a word ("three"; digits past twenty)."""
    try:
        n = int(n)
    except (TypeError, ValueError):
        return str(n)
    return WORDS[n] if 0 <= n < len(WORDS) else str(n)


@register.filter
def days_hours(seconds) -> str:
    """Seconds of an allowance as "12 days 4 hours" (to the nearest hour)."""
    hours_all = (max(0, int(seconds or 0)) + 1800) // 3600
    days, hours = divmod(hours_all, 24)
    parts = []
    if days:
        parts.append(f"{days} day{'s' if days != 1 else ''}")
    if hours or not days:
        parts.append(f"{hours} hour{'s' if hours != 1 else ''}")
    return " ".join(parts)


NOTE_KINDS = {"your_turn": "your turn", "game_started": "a game starting",
              "invited": "invitations and challenges",
              "opponent_resigned": "an opponent resigning",
              "opponent_timed_out": "an opponent running out of time",
              "game_ended": "a game ending otherwise", "clock_low": "your clock running low",
              "dispute_resolved": "staff deciding your dispute",
              "staff_decision": "staff deciding a dispute on your game",
              "moves_erased": "a rewind erasing your moves",
              "draw_offered": "a draw offer", "invite_declined": "your invitation declined",
              "invite_revoked": "an invitation withdrawn",
              "invite_expired": "an invitation expiring",
              "challenge_accepted": "your challenge accepted",
              "clock_alarm": "80 % of your move's time gone",
              "paired": "quick pairing finding you a game"}


@register.filter
def note_kind(kind: str) -> str:
    """A notification kind in words (the settings' mute list)."""
    return NOTE_KINDS.get(kind, str(kind).replace("_", " "))


def _names(names) -> str:
    names = [str(n) for n in names or [] if n]
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


REASONS = {"normal": "", "timeout": "a clock ran out", "resign": "a resignation",
           "abort": "aborted", "draw": "agreed draw", "staff": "decided by staff"}


def result_words(result: dict | None, you: str | None = None) -> str:
    """A result (the notification's, with usernames) as a sentence: "alice won (a
    resignation by bob)."; ``you``: the reader's username ("You won")."""
    if not result:
        return "No result."
    if result.get("void"):
        return "The game was called off: no result."
    winners = [("you" if w == you else w) for w in result.get("winners") or []]
    if not winners:
        text = "Nobody won"
    else:
        text = _names(winners) + " won"
        if text.startswith("you"):
            text = "Y" + text[1:]
    reason = result.get("reason") or "normal"
    seat = result.get("seat")
    if reason in {"resign", "timeout"} and seat:
        who = "you" if seat == you else seat
        text += f" ({who} resigned)" if reason == "resign" else f" ({who} ran out of time)"
    elif REASONS.get(reason):
        text += f" ({REASONS[reason]})"
    return text + "."


@register.filter
def note_sentence(note: dict) -> str:
    """A notification (``as_json``'s shape) as one sentence."""
    data = note.get("data") or {}
    game = kind_name(data.get("game_kind") or "game")
    against = _names(data.get("opponents"))
    against = f" against {against}" if against else ""
    kind = note.get("kind")
    if kind == "your_turn":
        return f"It is your turn in {game}{against}."
    if kind == "game_started":
        return f"Your game of {game}{against} has started."
    if kind == "invited":
        by = data.get("by") or "Someone"
        if data.get("challenge"):
            return f"{by} challenges you to a game of {game}."
        return f"{by} invited you to a game of {game}."
    if kind in {"opponent_resigned", "opponent_timed_out", "game_ended"}:
        result = data.get("result") or {}
        you_won = " You won." if result.get("you_won") else ""
        opening = {"opponent_resigned": f"An opponent resigned in {game}.",
                   "opponent_timed_out": f"An opponent ran out of time in {game}.",
                   }.get(kind, f"Your game of {game} has ended.")
        return f"{opening} {result_words(result)}{you_won}"
    if kind == "clock_low":
        hours = data.get("hours")
        return f"Under {hours} hour{'s' if hours != 1 else ''} left on your clock in {game}" \
               f"{against}."
    if kind == "dispute_resolved":
        decision = str(data.get("decision_kind") or "decided").replace("_", " ")
        return f"Staff decided your dispute #{data.get('dispute')} in {game}: {decision}."
    if kind in _SENTENCES:
        return _SENTENCES[kind](data, game, against)
    return f"{str(kind).replace('_', ' ').capitalize()} ({game})."


def _decided(data: dict, game: str, against: str) -> str:
    decision = str(data.get("decision_kind") or "decided").replace("_", " ")
    return f"Staff decided dispute #{data.get('dispute')} in your game of {game}: {decision}."


# the kinds added with the draw offers, invitations, staff decisions and the clock alarm
_SENTENCES = {
    "staff_decision": _decided,
    "moves_erased": lambda d, game, against: (
        f"Staff rewound your game of {game}{against} to version {d.get('to_version')}: "
        f"{d.get('moves')} move{'s' if d.get('moves') != 1 else ''} of yours "
        f"{'were' if d.get('moves') != 1 else 'was'} taken back."),
    "draw_offered": lambda d, game, against: f"{d.get('by') or 'An opponent'} offers a draw "
                                             f"in {game}.",
    "invite_declined": lambda d, game, against: (
        f"{d.get('by') or 'Someone'} declined your "
        f"{'challenge' if d.get('challenge') else 'invitation'} to a game of {game}."),
    "invite_revoked": lambda d, game, against: (
        f"{d.get('by') or 'The creator'} withdrew your invitation to a game of {game}."),
    "invite_expired": lambda d, game, against: (
        f"Your {'challenge' if d.get('challenge') else 'invitation'} to "
        f"{d.get('invitee') or 'a player'} for a game of {game} expired unanswered."
        if d.get("role") == "creator" else
        f"The {'challenge' if d.get('challenge') else 'invitation'} from "
        f"{d.get('by') or 'a player'} to a game of {game} expired."),
    "challenge_accepted": lambda d, game, against: (
        f"{d.get('by') or 'Your opponent'} accepted your challenge to a game of {game}."),
    "paired": lambda d, game, against: (
        f"Quick pairing found you a game of {game}{against}: it has started."),
    "clock_alarm": lambda d, game, against: (
        f"{d.get('percent')} % of your time for this move in {game}{against} has passed."),
}


@register.simple_tag
def game_result(detail: dict, user_id) -> str:
    """A finished game's result (``game_detail``'s, with seat ids) as a sentence for the
    player ``user_id``: "You won.", "bob won (you resigned)."."""
    result = detail.get("result")
    if not result:
        return "No result."
    names, you = {}, None
    for s in detail.get("seats", []):
        names[s["seat"]] = s["username"]
        if s["user"] == user_id:
            you = s["username"]
    named = {**result, "winners": [names.get(str(w), str(w)) for w in result.get("winners") or []],
             "seat": names.get(str(result["seat"])) if result.get("seat") is not None else None}
    return result_words(named, you)
