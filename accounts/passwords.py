"""Password reset by email: ask for a link, then set a new password with it.

Asking always answers the same, whether or not an account has the address (nobody learns
which addresses have accounts): a link goes out only to a verified address of an active
account with a password. Asks are counted per address (every ask, known address or not: 429
``too_many_emails``) and per account (beyond the rate the mail is silently not sent, which
keeps the answer the same). The link is Django's ``default_token_generator``'s: it works once,
and for ``PASSWORD_RESET_TIMEOUT`` seconds. Setting the password sends
``accounts.signals.password_changed`` (every session and token of the account ends) inside its
transaction.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model, password_validation
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import transaction

from accounts import addresses, links, mail
from accounts.signals import password_changed
from config.errors import ServiceError


def password_reset_request(*, email: Any) -> None:
    """Mail a reset link to the account that verified ``email``, if there is one
    (``invalid_email``, ``too_many_emails``; else nothing tells whether one was sent)."""
    address = addresses.clean_address(email)
    mail.admit("password_reset", address=address)
    user = addresses.holder_of(address)
    if user is None or not user.is_active or not user.has_usable_password():
        return
    if not mail.spend("password_reset", user=user):
        return
    token = links.reset_tokens.make_token(user)
    mail.send_after_commit("password_reset", user.email, {
        "username": user.username, "link": links.absolute("web:password-reset-confirm", user,
                                                          token)})


def reset_link_user(uidb64: Any, token: Any):
    """The account a reset link would set the password of now, or None (reads only)."""
    user = links.user_of(uidb64)
    if user is None or not isinstance(token, str) or \
            not links.reset_tokens.check_token(user, token):
        return None
    return user


def password_reset_confirm(*, uidb64: Any, token: Any, new_password: str):
    """Set ``new_password`` with a reset link's ``uidb64`` and ``token``; returns the user.
    ``invalid_link`` (expired, used, forged), ``invalid_password``; nothing is written on
    either."""
    user = reset_link_user(uidb64, token)
    if user is None:
        raise addresses.invalid_link()
    try:
        password_validation.validate_password(new_password, user)
    except DjangoValidationError as exc:
        raise ServiceError("invalid_password", " ".join(exc.messages))
    with transaction.atomic():
        locked = get_user_model().objects.select_for_update().get(pk=user.pk)
        # checked again under the lock: of two uses at once, the second finds the link spent
        if not links.reset_tokens.check_token(locked, token):
            raise addresses.invalid_link()
        locked.set_password(new_password)
        locked.save(update_fields=["password"])
        password_changed.send(sender=password_reset_confirm, user=locked, keep_token=None)
    return locked
