"""Blocks: a player keeps another away (``POST/DELETE /api/me/blocks/{username}``).

A block is one-sided to make and to lift, but it separates both ways: two players of whom
either has blocked the other are never paired by quick pairing, cannot invite or challenge
each other, and do not see each other's chat. ``blocked_either`` and ``separated_from`` are the
checks every other app asks (the games' invitations, the seeks, the chat); ``refuse_blocked``
is the one refusal (``blocked``, 403), worded so it does not say which of the two blocked.

Writes: ``block_create`` (idempotent: blocking twice keeps the first row; a new block sends
``accounts.signals.blocked``) and ``block_delete``. Reads: ``blocks_made`` / ``blocks_list``.
An erased account's blocks, made and received, go with its personal data (the receiver below).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from django.db.models import Q, QuerySet
from django.dispatch import receiver

from accounts.export import account_exporting
from accounts.models import Block
from accounts.services import user_named
from accounts.signals import account_erasing, blocked
from config.errors import ServiceError

MAX_BLOCKS = 1000  # per account: enough for any person, bounded for the checks that read them


def _other(user, username: Any):
    other = user_named(username)
    if other is None or not other.is_active:
        raise ServiceError("user_not_found", "There is no user of that name.")
    if other.pk == user.pk:
        raise ServiceError("cannot_block_self", "You cannot block yourself.")
    return other


def block_create(*, user, username: Any) -> tuple[Block, bool]:
    """Block the account named ``username``; returns the block and whether it is new.

    Refusals (nothing written): ``user_not_found`` (404), ``cannot_block_self`` (400),
    ``too_many_blocks`` (409, ``limit``). A new block sends ``accounts.signals.blocked`` in
    its transaction (the games withdraw the pending invitations between the two)."""
    other = _other(user, username)
    existing = Block.objects.filter(blocker=user, blocked=other).first()
    if existing is not None:
        return existing, False
    if Block.objects.filter(blocker=user).count() >= MAX_BLOCKS:
        raise ServiceError("too_many_blocks", f"You have blocked {MAX_BLOCKS} players, as many "
                           "as one may: unblock someone first.", limit=MAX_BLOCKS)
    try:
        with transaction.atomic():
            # the two accounts' rows, in id order, as the games lock them before inviting
            # (games.services.caps.lock_users): an invitation between them made meanwhile is
            # either refused, or committed first and withdrawn below
            list(get_user_model().objects.select_for_update()
                 .filter(pk__in=sorted({user.pk, other.pk})).order_by("pk")
                 .values_list("pk", flat=True))
            block = Block.objects.create(blocker=user, blocked=other)
            # the games withdraw the invitations between the two in this transaction
            blocked.send(sender=block_create, blocker=user, blocked=other)
            return block, True
    except IntegrityError:  # the same block made by a concurrent request: keep that one
        return Block.objects.get(blocker=user, blocked=other), False


def block_delete(*, user, username: Any) -> None:
    """Lift ``user``'s block of ``username``: ``not_blocked`` (404) when there is none (an
    unknown name too: no block of it either)."""
    other = user_named(username)
    deleted = 0
    if other is not None:
        deleted, _ = Block.objects.filter(blocker=user, blocked=other).delete()
    if not deleted:
        raise ServiceError("not_blocked", "You have not blocked a player of that name.")


def blocks_made(user) -> QuerySet[Block]:
    """The blocks ``user`` made, newest first, with the blocked accounts joined (a query to
    page)."""
    return (Block.objects.filter(blocker=user).select_related("blocked")
            .order_by("-created_at", "-id"))


def blocks_list(user) -> list[Block]:
    """The blocks ``user`` made, newest first, with the blocked accounts loaded."""
    return list(blocks_made(user))


def has_blocked(blocker_id: int, blocked_id: int) -> bool:
    """Whether ``blocker_id`` has blocked ``blocked_id`` (one direction: what a person may be
    told of their own blocks)."""
    return Block.objects.filter(blocker_id=blocker_id, blocked_id=blocked_id).exists()


def blocked_either(a_id: int, b_id: int) -> bool:
    """Whether either of the two accounts has blocked the other."""
    return Block.objects.filter(Q(blocker_id=a_id, blocked_id=b_id)
                                | Q(blocker_id=b_id, blocked_id=a_id)).exists()


def separated_from(user_id: int, among: Iterable[int] | None = None) -> set[int]:
    """The accounts ``user_id`` has blocked or been blocked by (within ``among`` if given)."""
    made = Block.objects.filter(blocker_id=user_id)
    received = Block.objects.filter(blocked_id=user_id)
    if among is not None:
        among = list(among)
        made, received = made.filter(blocked_id__in=among), received.filter(blocker_id__in=among)
    return (set(made.values_list("blocked_id", flat=True))
            | set(received.values_list("blocker_id", flat=True)))


def refuse_blocked(a_id: int, b_id: int, what: str) -> None:
    """Raise ``blocked`` (403) when either account has blocked the other; ``what`` names the
    refused act for the message ("invite", "challenge", ...)."""
    if blocked_either(a_id, b_id):
        raise ServiceError("blocked", f"You cannot {what} this player: one of you has blocked "
                           "the other.")


def blocks_export(user) -> list[dict]:
    """The blocks ``user`` made, as the account archive holds them: username and since."""
    return [{"username": b.blocked.get_username(), "since": b.created_at}
            for b in blocks_list(user)]


@receiver(account_exporting, dispatch_uid="accounts.blocks.export")
def _export_blocks(sender, user, **kwargs) -> list:
    return [("blocks", blocks_export(user))]


@receiver(account_erasing, dispatch_uid="accounts.blocks.erase")
def _erase_blocks(sender, user, **kwargs) -> None:
    Block.objects.filter(Q(blocker=user) | Q(blocked=user)).delete()
