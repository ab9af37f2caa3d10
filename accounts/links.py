"""The links the accounts' emails carry: ``<uidb64>/<token>`` made by Django's token generators.

* Password reset: Django's ``default_token_generator``. Its hash holds the password hash and the
  last log-in, so a link works once (the new password changes the hash) and dies at the next
  log-in; it expires after ``PASSWORD_RESET_TIMEOUT`` seconds.
* Email verification: ``verification_tokens``, the same generator with its own salt and the
  address's state in the hash: the address, whether it is verified, and when it last changed.
  A link dies when the address changes (even back to the same one) or is verified, and
  expires after ``PASSWORD_RESET_TIMEOUT`` as well.

Links are absolute, under ``SITE_URL``: they point at the web pages, which ask for a button
press (mail scanners follow GET links) before they change anything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.tokens import PasswordResetTokenGenerator, default_token_generator
from django.urls import reverse
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_decode, urlsafe_base64_encode

from accounts.models import EmailState

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def email_state(user) -> EmailState:
    """The user's ``EmailState`` (a fresh unsaved one when they never set an address)."""
    try:
        return user.email_state
    except EmailState.DoesNotExist:
        return EmailState(user=user, changed_at=user.date_joined)


class EmailVerificationTokenGenerator(PasswordResetTokenGenerator):
    """Django's token generator over the address's state instead of the password."""

    key_salt = "accounts.links.EmailVerificationTokenGenerator"

    def _make_hash_value(self, user, timestamp):  # Django's documented hook
        state = email_state(user)
        return (f"{user.pk}|{user.email}|{state.verified}|{state.changed_at.isoformat()}"
                f"|{timestamp}")


verification_tokens = EmailVerificationTokenGenerator()
reset_tokens = default_token_generator


def uid_of(user) -> str:
    return urlsafe_base64_encode(force_bytes(user.pk))


def user_of(uidb64) -> User | None:
    """The account a link's ``uidb64`` names, or None (malformed, or no such account)."""
    if not isinstance(uidb64, str) or len(uidb64) > 64:
        return None
    try:
        pk = int(urlsafe_base64_decode(uidb64).decode())
    except (ValueError, TypeError, UnicodeDecodeError):
        return None
    if not 0 < pk < 2**63:
        return None
    return get_user_model().objects.select_related("email_state").filter(pk=pk).first()


def absolute(name: str, user, token: str) -> str:
    """The web page ``name`` (a URL name taking ``uidb64`` and ``token``) as an absolute URL."""
    path = reverse(name, kwargs={"uidb64": uid_of(user), "token": token})
    return settings.SITE_URL + path
