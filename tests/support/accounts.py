"""Accounts in a state a test needs: an account with a verified email address."""

from __future__ import annotations

from django.utils import timezone

from accounts.models import EmailState


def verified_email(user, address: str | None = None) -> str:
    """Give ``user`` the verified address ``address`` (default ``<username>@example.com``), as
    following the mailed link would leave it; returns the address."""
    address = address or f"{user.username}@example.com"
    user.email = address
    user.save(update_fields=["email"])
    EmailState.objects.update_or_create(user=user, defaults={
        "verified": address, "verified_at": timezone.now(), "changed_at": timezone.now()})
    return address
