"""Template helpers of the player's other pages: notifications and results as sentences (their
words are ``notifications.wording``'s), numbers in words for screen readers, and an allowance as
days and hours.

Pure wording over the API's shapes (a notification's ``data``, a game's ``result``): nothing
here decides who may see what.
"""

from __future__ import annotations

from django import template

from notifications import wording

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


@register.filter
def note_kind(kind: str) -> str:
    """A notification kind in words (the settings' mute list)."""
    return wording.kind_in_words(kind)


@register.filter
def note_sentence(note: dict) -> str:
    """A notification (``as_json``'s shape) as one sentence."""
    return wording.sentence(note)


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
    return wording.result_words(named, you)
