"""Email addresses: set one, verify it by a link, send the link again, forget it.

An address is checked by Django's ``EmailValidator`` (at most 254 characters; the domain is
lower-cased, the local part kept as typed) and compared ignoring case. Any number of accounts
may type an address, but once one has verified it, it is taken (409 ``email_taken``): nobody
can hold an address they cannot read. Setting an address (on registration or
``PATCH /api/me``) sends the verification link to it; the link's token is
``accounts.links.verification_tokens``. Refusals write nothing and send nothing.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import BaseUserManager
from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import EmailValidator
from django.db import IntegrityError, transaction
from django.db.models.functions import Lower
from django.dispatch import receiver
from django.utils import timezone

from accounts import links, mail
from accounts.models import EmailState
from accounts.selectors import verified_address
from accounts.signals import account_erasing
from config.errors import ServiceError

MAX_LENGTH = 254  # RFC 5321's path limit, less the angle brackets (Django's EmailField)
_validate = EmailValidator()


def clean_address(raw: Any) -> str:
    """``raw`` as an address (trimmed, its domain lower-cased), or 400 ``invalid_email``."""
    address = BaseUserManager.normalize_email(raw.strip()) if isinstance(raw, str) else ""
    try:
        if len(address) > MAX_LENGTH:
            raise DjangoValidationError("too long")
        _validate(address)
    except DjangoValidationError:
        raise ServiceError("invalid_email", f"That is not an email address (at most "
                           f"{MAX_LENGTH} characters, such as name@example.com).")
    return address


def holder_of(address: str):
    """The account that verified ``address`` (any case), or None."""
    state = (EmailState.objects.alias(lower=Lower("verified"))
             .filter(lower=address.lower()).select_related("user").first())
    return state.user if state is not None and state.user.email == state.verified else None


def _refuse_taken(address: str, user=None) -> None:
    holder = holder_of(address)
    if holder is not None and (user is None or holder.pk != user.pk):
        raise ServiceError("email_taken", "Another account has verified this address.")


def prepare_new(raw: Any) -> str:
    """The checked address for a new account (``accounts.services.account_register``), its
    verification mail counted: ``invalid_email``, ``email_taken``, ``too_many_emails``."""
    address = clean_address(raw)
    _refuse_taken(address)
    mail.admit("verify_email", address=address)
    return address


def attach_new(user, address: str) -> None:
    """Give the new account ``user`` its (prepared) address and mail it the link; inside the
    registration's transaction."""
    user.email = address
    user.save(update_fields=["email"])
    EmailState.objects.create(user=user, changed_at=timezone.now())
    _send_link(user)


def _send_link(user) -> None:
    token = links.verification_tokens.make_token(user)
    mail.send_after_commit("verify_email", user.email, {
        "username": user.username, "address": user.email,
        "link": links.absolute("web:verify-email", user, token)})


def _locked(user):
    """``user`` re-read under a row lock, with its state (made if missing)."""
    locked = get_user_model().objects.select_for_update().get(pk=user.pk)
    state, _ = EmailState.objects.get_or_create(user=locked,
                                                defaults={"changed_at": timezone.now()})
    locked.email_state = state
    return locked, state


def email_set(*, user, email: Any) -> None:
    """Set ``user``'s address to ``email`` (None or "": remove it) and mail it the link; the
    address is unverified until the link is used. ``invalid_email``, ``email_unchanged``,
    ``email_taken``, ``too_many_emails``."""
    removing = email is None or (isinstance(email, str) and not email.strip())
    address = "" if removing else clean_address(email)
    if address.lower() == (user.email or "").lower():
        raise ServiceError("email_unchanged", "That is your address already."
                           if address else "Your account has no address to remove.")
    if address:
        _refuse_taken(address, user)
        mail.admit("verify_email", user=user, address=address)
    with transaction.atomic():
        locked, state = _locked(user)
        locked.email = address
        locked.save(update_fields=["email"])
        state.verified, state.verified_at, state.changed_at = "", None, timezone.now()
        state.save()
        if address:
            _send_link(locked)
    user.email = address
    user.email_state = state


def verification_resend(*, user) -> None:
    """Mail the verification link again (the earlier ones keep working until one is used):
    ``no_email``, ``email_already_verified``, ``email_taken`` (another account verified it
    meanwhile), ``too_many_emails``."""
    if not user.email:
        raise ServiceError("no_email", "Set an email address first (PATCH /api/me).")
    if verified_address(user) is not None:
        raise ServiceError("email_already_verified", "Your address is verified already.")
    _refuse_taken(user.email, user)
    mail.admit("verify_email", user=user, address=user.email)
    with transaction.atomic():
        locked, _ = _locked(user)
        _send_link(locked)


def invalid_link() -> ServiceError:
    """The one refusal of a link that does not work, whatever the reason (it tells nothing)."""
    return ServiceError("invalid_link", "This link has expired, was used already, or is no "
                        "longer valid: ask for a new one.")


def link_works(uidb64: Any, token: Any) -> bool:
    """Whether a verification link would verify its address now (reads only)."""
    user = links.user_of(uidb64)
    return user is not None and isinstance(token, str) and \
        links.verification_tokens.check_token(user, token)


def email_verify(*, uidb64: Any, token: Any):
    """Verify the address a link was sent to; returns the user. ``invalid_link`` (expired,
    used, the address changed since, or forged), ``email_taken`` (another account verified
    it first)."""
    if not link_works(uidb64, token):
        raise invalid_link()
    user = links.user_of(uidb64)
    try:
        with transaction.atomic():
            locked, state = _locked(user)
            # checked again under the lock: of two clicks at once, the second finds it used
            if not links.verification_tokens.check_token(locked, token):
                raise invalid_link()
            _refuse_taken(locked.email, locked)
            state.verified, state.verified_at = locked.email, timezone.now()
            state.save(update_fields=["verified", "verified_at"])
    except IntegrityError:  # another account verified the same address at the same moment
        raise ServiceError("email_taken", "Another account has verified this address.")
    return locked


@receiver(account_erasing, dispatch_uid="accounts.addresses.erase")
def erase(sender, user, **kwargs) -> None:
    """Forget the account's address and its verification state (``DELETE /api/me``)."""
    EmailState.objects.filter(user=user).delete()
    get_user_model().objects.filter(pk=user.pk).update(email="")
    user.email = ""
