"""Account reads: a user's email address and its state, and the verified addresses other apps
send mail to (notifications send only there)."""

from __future__ import annotations

from collections.abc import Iterable

from accounts.links import email_state
from accounts.models import EmailState


def email_json(user) -> dict:
    """``{email, email_verified}`` as ``GET /api/me`` shows them (``email`` null: none)."""
    return {"email": user.email or None, "email_verified": verified_address(user) is not None}


def verified_address(user) -> str | None:
    """The user's address if it is verified, else None."""
    state = email_state(user)
    return user.email if user.email and state.verified == user.email else None


def verified_addresses(user_ids: Iterable[int]) -> dict[int, str]:
    """user id -> verified address, for those of ``user_ids`` that have one (one query)."""
    ids = list(user_ids)
    if not ids:
        return {}
    rows = (EmailState.objects.filter(user_id__in=ids).exclude(verified="")
            .values_list("user_id", "verified", "user__email"))
    return {uid: verified for uid, verified, current in rows if verified == current}
