"""Quick pairing's reads: a seek as its poster or another player may see it, the open seeks
others may take, a player's own seeks. Nothing here writes.

An open seek past its ``expires_at`` reads ``expired`` before the sweep marks it so
(``shown_status``). Another player's seek is seen only while it is open, and never across a
block (``accounts.blocks.separated_from``, either way).
"""

from __future__ import annotations

from django.db.models import Q, QuerySet

from accounts.blocks import separated_from
from accounts.erasure import display_name
from config.errors import ServiceError
from games import clocks, kinds
from games.domain import time_control
from pairing.models import Seek
from ratings.selectors import displayed_ratings


def shown_status(seek: Seek, now=None) -> str:
    now = now or clocks.now()
    if seek.status == Seek.Status.OPEN and seek.expires_at <= now:
        return Seek.Status.EXPIRED
    return seek.status


def seek_json(seek: Seek, now=None) -> dict:
    """A seek as the API serves it."""
    has_range = seek.rating_min is not None or seek.rating_max is not None
    return {"id": str(seek.id), "status": shown_status(seek, now), "kind": seek.kind,
            "seats": seek.seats, "clock": time_control.public(seek.clock),
            "on_timeout": seek.on_timeout, "player": display_name(seek.user),
            "rating_range": {"min": seek.rating_min, "max": seek.rating_max}
            if has_range else None,
            "created_at": clocks.iso(seek.created_at), "expires_at": clocks.iso(seek.expires_at),
            "game": str(seek.game_id) if seek.game_id else None}


def seek_get(user, seek_id) -> Seek:
    """``user``'s own seek in any state, or another's open one; else 404 ``not_found``."""
    seek = Seek.objects.select_related("user").filter(id=seek_id).first()
    if seek is None:
        raise ServiceError("not_found", "No such seek.")
    if seek.user_id != user.pk and (shown_status(seek) != Seek.Status.OPEN
                                    or separated_from(user.pk, among=[seek.user_id])):
        raise ServiceError("not_found", "No such seek.")
    return seek


def _kind(kind: str | None) -> str | None:
    if kind in (None, ""):
        return None
    if kind not in kinds.KINDS:
        raise ServiceError("unknown_kind", f"There is no game kind {kind!r}.")
    return kind


def seeks_open(user, kind: str | None = None) -> QuerySet[Seek]:
    """The open seeks ``user`` may take, oldest first: another player's, not expired, not
    across a block, and whose rating range lets ``user``'s rating in (filtered by ``kind``;
    400 ``unknown_kind``)."""
    kind = _kind(kind)
    now = clocks.now()
    fits = Q()
    for k in [kind] if kind else kinds.KINDS:
        rating = displayed_ratings(k, [user.pk])[user.pk]
        fits |= (Q(kind=k) & (Q(rating_min__isnull=True) | Q(rating_min__lte=rating))
                 & (Q(rating_max__isnull=True) | Q(rating_max__gte=rating)))
    return (Seek.objects.select_related("user")
            .filter(fits, status=Seek.Status.OPEN, expires_at__gt=now)
            .exclude(user=user).exclude(user_id__in=separated_from(user.pk))
            .order_by("created_at", "id"))


def seeks_mine(user, kind: str | None = None, status: str | None = None) -> QuerySet[Seek]:
    """``user``'s seeks, newest first (``status``: as shown, an open one past its time reads
    expired; 400 ``invalid_filter`` for another value)."""
    kind = _kind(kind)
    now = clocks.now()
    qs = Seek.objects.select_related("user").filter(user=user)
    if kind:
        qs = qs.filter(kind=kind)
    if status not in (None, ""):
        if status not in Seek.Status.values:
            raise ServiceError("invalid_filter", f"status must be one of "
                               f"{list(Seek.Status.values)}.")
        if status == Seek.Status.OPEN:
            qs = qs.filter(status=status, expires_at__gt=now)
        elif status == Seek.Status.EXPIRED:
            qs = qs.filter(Q(status=status) | Q(status=Seek.Status.OPEN, expires_at__lte=now))
        else:
            qs = qs.filter(status=status)
    return qs.order_by("-created_at", "-id")
