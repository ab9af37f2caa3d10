"""The settings page's list of the person's sessions (``accounts.sessions.sessions_list``)."""

from __future__ import annotations

from django import template

from accounts import sessions

register = template.Library()


@register.simple_tag
def sessions_of(user) -> list[dict]:
    """``{% sessions_of user as sessions %}``: the account's live API tokens, last used first."""
    return sessions.sessions_list(user)
