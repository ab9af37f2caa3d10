"""An account's sessions: the API tokens its devices hold.

``revoke_others(user, keep_token=None)`` ends every session of ``user`` but the one that
asked; a password change or reset calls it (``accounts.signals.password_changed``). Web
sessions end by themselves on a password change (Django checks the password hash stored in
the session), except the one the change was made from (``update_session_auth_hash``).
"""

from __future__ import annotations

from rest_framework.authtoken.models import Token


def revoke_others(user, keep_token: str | None = None) -> int:
    """Revoke every API token of ``user`` except ``keep_token`` (its key); returns how many."""
    tokens = Token.objects.filter(user=user)
    if keep_token is not None:
        tokens = tokens.exclude(key=keep_token)
    deleted, _ = tokens.delete()
    return deleted
