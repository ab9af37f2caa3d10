"""The settings page's "Your account" section: the account's address and its state as
``GET /api/me`` shows them, and the note after one of the section's forms."""

from __future__ import annotations

from django import template

from accounts import selectors

register = template.Library()


@register.simple_tag(takes_context=True)
def account_email(context) -> dict:
    """``{email, email_verified, done}`` for the signed-in user (``done``: the note after
    ``?account=...``, or None)."""
    from web.views.account_email import DONE  # the views' own words, kept with them

    request = context["request"]
    return {**selectors.email_json(request.user),
            "done": DONE.get(request.GET.get("account", ""))}
