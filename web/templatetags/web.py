"""Template helpers of the web client: moments as people read them, and a command's form."""

from __future__ import annotations

import re
from datetime import datetime

from django import template
from django.utils.dateparse import parse_datetime

register = template.Library()


@register.filter
def when(iso: str | None) -> datetime | None:
    """An ISO 8601 moment from the API's shapes as a ``datetime`` (for ``|date``)."""
    return parse_datetime(iso) if iso else None


@register.filter
def duration(seconds) -> str:
    """Seconds as a person reads a clock: "2 d 4 h", "3 h 05 min", "4:07", "0:09"."""
    if seconds is None:
        return "no limit"
    seconds = max(0, int(seconds))
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)
    if days:
        return f"{days} d {hours} h"
    if hours:
        return f"{hours} h {minutes:02d} min"
    return f"{minutes}:{secs:02d}"


@register.inclusion_tag("web/partials/command.html", takes_context=True)
def command_button(context, command, css: str = "", text: str | None = None):
    """A form whose button sends ``command`` (a ``web.tables.Command``) for this seat."""
    detail = context["detail"]
    return {"command": command, "detail": detail, "css": css, "text": text,
            "csrf_token": context.get("csrf_token"), "readonly": context.get("readonly")}


KIND_NAMES = {"diddly": "Diddly", "dikdik": "Don't Be a Dik Dik", "quiddler": "Quiddler",
              "didi_dotter": "Didi Dotter", "biddle": "Biddle"}


@register.filter
def kind_name(kind: str) -> str:
    """A kind's name as its box prints it."""
    return KIND_NAMES.get(kind, str(kind).replace("_", " ").title())


@register.filter
def get(mapping, key):
    """``mapping[key]`` (None when absent) for dicts keyed by seat ids."""
    if not isinstance(mapping, dict):
        return None
    return mapping.get(key, mapping.get(str(key)))


@register.filter
def iso_duration(value: str | None) -> str:
    """An ISO 8601 duration of the clock options as words: "P3D" -> "3 days"."""
    if not value:
        return "none"
    m = re.fullmatch(r"P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?", value)
    if not m:
        return value
    units = ("week", "day", "hour", "minute", "second")
    parts = [f"{n} {u}{'s' if int(n) != 1 else ''}" for n, u in
             zip(m.groups(), units, strict=True) if n]
    return ", ".join(parts) or value


@register.inclusion_tag("web/partials/command.html", takes_context=True)
def ending_button(context, ending: dict):
    """A resign / abort / draw button (the ending commands are commands too)."""
    from web.tables import Command
    return {"command": Command({"type": ending["type"]}, ending["label"]),
            "detail": context["detail"], "css": f"ending {ending['type']}", "text": None,
            "csrf_token": context.get("csrf_token"), "readonly": context.get("readonly")}
