"""Accounts: registration and token login, with usernames that cannot look alike.

A username is NFKC-normalised, then must be 3 to 30 of ``A-Z a-z 0-9 _ . -`` (so fullwidth
letters fold to ASCII, and Cyrillic or other look-alikes are refused). Names are unique
ignoring case: ``xCase`` taken means ``xcase`` and ``ＸCASE`` are taken too, enforced by a
unique index on ``LOWER(username)`` (games migration 0004). Login ignores case the same way.
Failed logins count against the name and the client's address (``accounts.lockout``).

Computer players are accounts too (``bot_users``): ``bot-<level>-<n>``, marked by a
``BotAccount`` row, with unusable passwords. Names that read as one are kept for them (400
``username_reserved``): ``bot`` then ``-``, ``_`` or ``.``, in any case, ``0`` for ``o``.

Wherever a person types a username (login, invitations, challenges), ``user_named`` finds the
account ignoring case, through the same ``LOWER(username)`` index.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from django.contrib.auth import authenticate, get_user_model, password_validation
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import IntegrityError, transaction
from django.db.models.functions import Lower

from accounts import addresses, lockout, sessions
from accounts.signals import password_changed
from config.errors import ServiceError
from config.throttling import client_ip

USERNAME_RE = re.compile(r"[A-Za-z0-9_.-]{3,30}")
USERNAME_RULE = "3 to 30 characters: letters A-Z a-z, digits, '_', '.' or '-'"
BOT_PREFIX = "bot-"  # the computer players' accounts: bot-<level>-<n>
# what reads as BOT_PREFIX to a person: any case, "_" or "." for "-", a zero for the "o"
BOT_LOOKALIKE = re.compile(r"b[o0]t[-_.]", re.IGNORECASE)


def normalise_username(raw: Any) -> str:
    """NFKC form of ``raw`` (as typed); the caller still checks it against the rule."""
    return unicodedata.normalize("NFKC", raw) if isinstance(raw, str) else ""


def user_named(raw: Any):
    """The account a person means by ``raw`` (as typed: NFKC, any case), or None.

    Compared as ``LOWER(username)``, the expression of the unique index, so the index serves
    the lookup on SQLite and PostgreSQL alike (``iexact`` compares ``UPPER`` on PostgreSQL)."""
    name = normalise_username(raw)
    if not name:
        return None
    return (get_user_model().objects.alias(username_lower=Lower("username"))
            .filter(username_lower=name.lower()).first())


def account_register(*, username: Any, password: str, email: Any = None,
                     device: str | None = None) -> tuple[Any, str | None]:
    """Create an account, with an email address if ``email`` is given (its verification link
    is mailed: ``accounts.addresses``), and with ``device`` (a name, may be "") its first API
    token for that device; returns (user, token key or None)."""
    name = normalise_username(username)
    if not USERNAME_RE.fullmatch(name):
        raise ServiceError("invalid_username", f"A username is {USERNAME_RULE}.")
    if name.lower().startswith("deleted-"):  # accounts.erasure.DELETED_PREFIX
        raise ServiceError("username_reserved", "Names starting 'deleted-' are kept for "
                           "erased accounts.")
    if BOT_LOOKALIKE.match(name):
        raise ServiceError("username_reserved", "Names that read as 'bot-...' are kept for the "
                           "computer players.")
    User = get_user_model()
    user = User(username=name)
    try:
        password_validation.validate_password(password, user)
    except DjangoValidationError as exc:
        raise ServiceError("invalid_password", " ".join(exc.messages))
    taken = ServiceError("username_taken", "That username is taken.")
    if user_named(name) is not None:
        raise taken
    address = addresses.prepare_new(email) if email is not None else None
    try:
        with transaction.atomic():
            user.set_password(password)
            user.save()
            key = None if device is None else sessions.token_issue(user, device=device)[1]
            if address:
                addresses.attach_new(user, address)
    except IntegrityError:  # a concurrent registration of the same name won the index
        raise taken
    return user, key


def login(request, *, username: Any, password: Any):
    """The user whose username (as typed, any case) and password these are, checked under the
    lock-out (``accounts.lockout``, per name and client address); else ``invalid_credentials``
    (400) or ``login_locked`` (429). Every log-in page calls this: the API's token endpoint and
    the admin's form (``accounts.forms.LoginForm``)."""
    name = normalise_username(username)
    attempt = lockout.admit(name.casefold(), client_ip(request))
    stored = user_named(name)
    # an unknown name is still given to authenticate(): the backend hashes the password anyway,
    # so the time taken does not tell which names exist
    user = authenticate(request, username=stored.get_username() if stored else name,
                        password=password) if isinstance(password, str) else None
    if user is None:
        attempt.failed()
        raise ServiceError("invalid_credentials", "Wrong username or password.")
    attempt.succeeded()
    return user


def token_obtain(*, request, username: Any, password: str,
                 device: str = "") -> tuple[Any, Any, str]:
    """Log in (``login``) and make a new API token for ``device`` (every log-in makes its own:
    the other devices stay logged in); returns (user, token, key)."""
    user = login(request, username=username, password=password)
    token, key = sessions.token_issue(user, device=device)
    return user, token, key


def token_revoke(*, user) -> None:
    """Log out everywhere: every API token of the account stops working."""
    sessions.revoke_others(user, None)


def password_change(*, user, current_password: str, new_password: str,
                    keep_token: Any = None) -> None:
    """Check ``current_password`` and set ``new_password``; every API token of the account but
    ``keep_token`` (the one the change was asked with, if any) is revoked
    (``accounts.signals.password_changed``)."""
    if not user.check_password(current_password):
        raise ServiceError("wrong_password", "The current password is wrong.")
    try:
        password_validation.validate_password(new_password, user)
    except DjangoValidationError as exc:
        raise ServiceError("invalid_password", " ".join(exc.messages))
    with transaction.atomic():
        user.set_password(new_password)
        user.save(update_fields=["password"])
        password_changed.send(sender=password_change, user=user, keep_token=keep_token)
