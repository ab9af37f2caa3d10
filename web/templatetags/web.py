"""Template helpers of the web client: moments as people read them, and a command's form."""

from __future__ import annotations

import re
from datetime import datetime

from django import template
from django.urls import reverse
from django.utils.html import format_html
from django.utils.safestring import mark_safe

from games import clocks, kinds

register = template.Library()


@register.filter
def when(iso: str | None) -> datetime | None:
    """An ISO 8601 moment from the API's shapes as a ``datetime`` (for ``|date``)."""
    return clocks.parse_iso(iso) if iso else None


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


@register.simple_tag(takes_context=True)
def command_button(context, command, css: str = "", text: str | None = None):
    """A form whose button sends ``command`` (a ``games.kinds.presenting.Command``) for this
    seat: the command object and the page's version as hidden fields, posted by htmx (or plainly,
    without script) to the game's command URL. Written here rather than as an included
    template: a table holds dozens of these, and an inclusion renders a template each."""
    detail = context["detail"]
    url = context.render_context.get(("command_url", detail["id"]))
    if url is None:
        url = reverse("web:command", kwargs={"game_id": detail["id"]})
        context.render_context[("command_url", detail["id"])] = url
    data = command.json
    return format_html(
        '<form method="post" action="{url}" hx-post="{url}" hx-target="#game" '
        'hx-swap="outerHTML" class="command {css}">'
        '<input type="hidden" name="csrfmiddlewaretoken" value="{token}">'
        '<input type="hidden" name="version" value="{version}">'
        '<input type="hidden" name="command" value="{data}">'
        '<button type="submit" data-command="{data}"{hint}{disabled}>{label}</button></form>',
        url=url, css=css, token=context.get("csrf_token") or "", version=detail["version"],
        data=data,
        hint=format_html(' aria-label="{}"', command.hint) if command.hint else "",
        disabled=mark_safe(" disabled") if context.get("readonly") else "",
        label=text if text else command.label)


@register.filter
def kind_name(kind: str) -> str:
    """A kind's name as its box prints it (``kinds.name_of``)."""
    return kinds.name_of(kind)


@register.filter
def realtime(kind: str) -> bool:
    """Whether ``kind`` is played in real time (``kinds.realtime``)."""
    return kinds.realtime(kind)


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


@register.simple_tag(takes_context=True)
def ending_button(context, ending: dict):
    """A resign / abort / draw button (the ending commands are commands too)."""
    from games.kinds.presenting import Command
    return command_button(context, Command({"type": ending["type"]}, ending["label"]),
                          css=f"ending {ending['type']}")


@register.simple_tag(takes_context=True)
def submit_button(context, command, text: str = "", css: str = ""):
    """A submit button of the enclosing form that sends ``command`` (a
    ``games.kinds.presenting.Command``); ``text`` is what it shows, its label what it announces.

    For a table with many commands per place (Didi Dotter's slots: take, look, and a look that
    moves the half to each empty slot): each place is one form and each command one submit
    button in it, whose ``name="command"`` value is the command (what the shared command form
    sends as a hidden field). Built directly rather than one included template per button: a
    table may carry some two hundred of them, redrawn on every move of a real-time game."""
    if not command:
        return ""
    disabled = " disabled" if context.get("readonly") else ""
    return format_html('<button type="submit" name="command" value="{}" data-command="{}" '
                       'aria-label="{}" class="{}"{}>{}</button>', command.json, command.json,
                       command.hint or command.label, css, disabled, text or command.label)
