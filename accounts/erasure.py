"""Erasing an account (``DELETE /api/me``): its personal data goes, its row stays anonymous.

``account_erase`` checks the password, then in one transaction:

1. sends ``accounts.signals.account_erasing(sender, user)``: every app that keeps personal
   data about the account erases it, and the games take it out of play and out of the log
   (their receivers; the row still carries the name while they run);
2. ends its sessions: every API token (``accounts.sessions.revoke_others``) and every web
   session of the account, and drops the admin log's copies of its name;
3. makes the row anonymous: an unguessable ``deleted-<hex>`` username, no email, no names,
   an unusable password, inactive, no staff rights. The row is kept, so the ids in the log
   still point at an account and the other players' results stand; ``display_name`` shows it
   as ``deleted player``.

Staff accounts are refused (``staff_account``, 403): their decisions are part of other
players' games; an administrator takes the rights away first. Computer players have no
password, so no password ever matches theirs.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from typing import Any

from django.contrib.admin.models import LogEntry
from django.contrib.auth import get_user_model
from django.contrib.contenttypes.models import ContentType
from django.contrib.sessions.models import Session
from django.db import transaction

from accounts import sessions
from accounts.signals import account_erasing
from config.errors import ServiceError

DELETED_PREFIX = "deleted-"  # no person can register it: a username is checked first
PLACEHOLDER = "deleted player"


def is_erased(user) -> bool:
    """Whether ``user`` is an erased account's anonymous row: the one test of an erasure,
    behind ``display_name`` and every ``erased`` flag a page reads."""
    return (not user.is_active and user.get_username().startswith(DELETED_PREFIX)
            and not user.has_usable_password())


def erased_among(user_ids: Iterable[int]) -> set[int]:
    """The ids among ``user_ids`` whose rows are erased accounts (``is_erased``; one query,
    none for no ids; an id with no row is not erased)."""
    ids = set(user_ids)
    if not ids:
        return set()
    return {u.pk for u in get_user_model().objects.filter(pk__in=ids) if is_erased(u)}


def display_name(user) -> str:
    """The name to show for ``user``: ``deleted player`` for an erased account."""
    return PLACEHOLDER if is_erased(user) else user.get_username()


def account_erase(*, user, password: Any) -> None:
    """Erase ``user`` (see the module); ``wrong_password`` (400) or ``staff_account`` (403)
    write nothing."""
    if not isinstance(password, str) or not user.check_password(password):
        raise ServiceError("wrong_password", "The password is wrong.")
    if user.is_staff or user.is_superuser:
        raise ServiceError("staff_account", "A staff account cannot erase itself; an "
                           "administrator removes its staff rights first.")
    with transaction.atomic():
        account_erasing.send(sender=type(user), user=user)
        _end_sessions(user)
        _anonymise(user)


def _end_sessions(user) -> None:
    sessions.revoke_others(user)
    # a session stores the user's id signed, not as a column: each one is decoded
    ended = [s.pk for s in Session.objects.all()
             if str(s.get_decoded().get("_auth_user_id")) == str(user.pk)]
    Session.objects.filter(pk__in=ended).delete()
    LogEntry.objects.filter(
        content_type=ContentType.objects.get_for_model(type(user)),
        object_id=str(user.pk)).update(object_repr=PLACEHOLDER, change_message="")


def _anonymise(user) -> None:
    while True:
        name = f"{DELETED_PREFIX}{secrets.token_hex(8)}"
        if not type(user).objects.filter(username=name).exists():
            break
    user.username = name
    user.email = ""
    user.first_name = user.last_name = ""
    user.set_unusable_password()
    user.is_active = user.is_staff = user.is_superuser = False
    user.last_login = None
    user.save()
    user.groups.clear()
    user.user_permissions.clear()
