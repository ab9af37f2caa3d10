"""Every notification in words, in one place: what an email's subject and body say, what a
phone shows first, the kind's name in the settings' lists, the sentence the notifications page
reads, and a game's result as a notification tells it.

Pure wording over a notification's ``kind`` and ``data`` (public game information only, as in
the notification itself); the channels (``emails``, ``push.channel``) and the web pages ask
here. ``{game_kind}``, ``{hours}``, ``{by}``, ... in a template come from the data; a missing
value reads ``?`` (the phone's ``by``: "Someone").
"""

from __future__ import annotations

from games import kinds
from games.domain import results
from games.kinds.phrases import listing

# -- the email ----------------------------------------------------------------------------------
SUBJECTS = {
    "your_turn": "Your turn in {game_kind}",
    "game_started": "Your {game_kind} game has started",
    "invited": "You are invited to a game of {game_kind}",
    "opponent_resigned": "Your opponent resigned ({game_kind})",
    "opponent_timed_out": "Your opponent ran out of time ({game_kind})",
    "game_ended": "Your {game_kind} game has ended",
    "clock_low": "{hours} h left on your clock ({game_kind})",
    "dispute_resolved": "Your dispute was decided ({game_kind})",
    "staff_decision": "Staff decided a dispute on your {game_kind} game",
    "moves_erased": "Staff rewound your {game_kind} game",
    "draw_offered": "{by} offers a draw ({game_kind})",
    "invite_declined": "{by} declined your invitation ({game_kind})",
    "invite_revoked": "Your invitation to a game of {game_kind} was withdrawn",
    "invite_expired": "An invitation to a game of {game_kind} expired unanswered",
    "challenge_accepted": "{by} accepted your challenge ({game_kind})",
    "clock_alarm": "Most of your time for this move is gone ({game_kind})",
    "paired": "Quick pairing found you a game of {game_kind}",
}

# What the email adds to the subject, per kind (values from the notification's data).
DETAILS = {
    "your_turn": "It is your move.",
    "clock_low": "Less than {hours} h left on your clock.",
    "clock_alarm": "{percent} % of the time you had for this move has passed.",
    "dispute_resolved": "Decision ({decision_kind}): {decision}",
    "staff_decision": "Dispute #{dispute}, decision ({decision_kind}): {decision}",
    "moves_erased": "The game continues from version {to_version}; {moves} move(s) of yours "
                    "were taken back. Play them again.",
    "draw_offered": "Accept or decline it in the game.",
    "invite_declined": "Their seat is free again.",
    "invite_expired": "The seat kept for {invitee} is free again.",
    "challenge_accepted": "The game is on.",
    "paired": "Your seek was paired and the game has started.",
}


class _Defaults(dict):
    """A notification's data for a template: a missing value reads "?"."""
    def __missing__(self, key):
        return "?"


def subject(kind: str, data: dict) -> str:
    """An email's subject line for a notification of ``kind``."""
    return SUBJECTS.get(kind, kind).format_map(_Defaults(data))


def detail(kind: str, data: dict) -> str | None:
    """What the email adds to its subject (None: nothing)."""
    return DETAILS[kind].format_map(_Defaults(data)) if kind in DETAILS else None


def email_result(result: dict | None) -> str | None:
    """A game's result as the email tells its reader (None: no result to tell); made from
    ``games.domain.results.read``."""
    if not result:
        return None
    reading = results.read(result)
    if reading.void:
        return "The game ended without a result."
    if result.get("you_won"):
        return "You won." if len(reading.winners) == 1 else "You won (shared)."
    return f"Won by {', '.join(reading.winners)}." if reading.winners else "The game has ended."


# -- the phone -----------------------------------------------------------------------------------
# what a device shows first, per kind; {game_kind}, {hours}, {by} come from the notification
TITLES = {
    "your_turn": "Your turn in {game_kind}",
    "game_started": "Your {game_kind} game has started",
    "invited": "{by} invites you to {game_kind}",
    "opponent_resigned": "Your opponent resigned ({game_kind})",
    "opponent_timed_out": "Your opponent ran out of time ({game_kind})",
    "game_ended": "Your {game_kind} game has ended",
    "clock_low": "{hours} h left on your clock ({game_kind})",
    "dispute_resolved": "Your dispute was decided ({game_kind})",
}


class _Blank(dict):
    def __missing__(self, key):
        return "?" if key != "by" else "Someone"


def push_title(kind: str, data: dict) -> str:
    """What a device shows first for a notification of ``kind``."""
    return TITLES.get(kind, kind.replace("_", " ")).format_map(_Blank(data))


# -- the web pages ------------------------------------------------------------------------------
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


def kind_in_words(kind: str) -> str:
    """A notification kind in words (the settings' mute lists)."""
    return NOTE_KINDS.get(kind, str(kind).replace("_", " "))


def result_words(result: dict | None, you: str | None = None) -> str:
    """A result (the notification's, with usernames) as a sentence: "alice won (bob
    resigned)."; ``you``: the reader's username ("You won"). Made from
    ``games.domain.results.read``."""
    if not result:
        return "No result."
    reading = results.read(result, you=you)
    if reading.void:
        return "The game was called off: no result."
    text = reading.won
    if not reading.winners or text.startswith("you"):  # "Nobody won", "You won"
        text = text[0].upper() + text[1:]
    if reading.why:
        text += f" ({reading.why})"
    return text + "."


def sentence(note: dict) -> str:
    """A notification (``as_json``'s shape) as one sentence."""
    data = note.get("data") or {}
    game = kinds.name_of(data.get("game_kind") or "game")
    opponents = [n for n in data.get("opponents") or [] if n]
    against = f" against {listing(opponents)}" if opponents else ""
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
