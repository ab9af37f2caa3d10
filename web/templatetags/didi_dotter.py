"""The Didi Dotter table's buttons: many per slot (take, look, and a look that moves the half
to each empty slot), so each slot is one form and each command one submit button in it, whose
``name="command"`` value is the command (what the shared command form sends as a hidden
field). Built directly rather than one included template per button: a table may carry some
two hundred of them, redrawn on every move of a real-time game."""

from __future__ import annotations

from django import template
from django.utils.html import format_html

register = template.Library()


@register.simple_tag(takes_context=True)
def dd_button(context, command, text: str = "", css: str = ""):
    """A submit button of the enclosing form that sends ``command`` (a
    ``web.tables.Command``); ``text`` is what it shows, its label what it announces."""
    if not command:
        return ""
    disabled = " disabled" if context.get("readonly") else ""
    return format_html('<button type="submit" name="command" value="{}" data-command="{}" '
                       'aria-label="{}" class="{}"{}>{}</button>', command.json, command.json,
                       command.hint or command.label, css, disabled, text or command.label)
