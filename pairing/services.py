"""Quick pairing's writes: post a seek (and pair it at once when the pool allows), cancel one,
expire the old ones; the account's erasure and archive.

``seek_create`` runs in one transaction: lock the poster's account row (the per-player caps
are counted under it), then the pool row of the seek's terms (``SeekPool``: every seek of the
same terms waits for the one before, so two compatible seeks posted at once always see each
other), then the candidate seeks (``select_for_update(skip_locked=True)`` on PostgreSQL: a seek
being cancelled or expired right now is passed over, not waited for; SQLite serialises
writers). The rule that chooses the table is pure (``pairing.rules.pick``). When a table is
full the game is created with every player seated and started (``games.services.
game_create_paired``) and its seeks marked matched with the game, in the same transaction:
a seek is matched once, and one seek gives its player one game.

A seek is open until it is matched, cancelled, or ``PAIRING_SEEK_TTL_MINUTES`` pass: the beat
task ``pairing.tasks.expire_seeks`` marks it expired, and every read and match already treats
an open seek past its ``expires_at`` as expired.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction

from accounts.blocks import separated_from
from config.errors import ServiceError
from games import clocks
from games import services as game_services
from pairing import rules
from pairing.models import Seek, SeekPool
from ratings.selectors import displayed_ratings

# the oldest candidates a new seek looks at: bounds the work of one post (the pool of one set
# of terms is rarely deep, since its seeks pair as they come)
CANDIDATES = 200


def max_open_seeks() -> int:
    return settings.PAIRING_MAX_OPEN_SEEKS


def seek_create(*, user, kind: Any, seats: Any = None, clock: Any = ...,
                on_timeout: Any = ..., rating_range: Any = None) -> Seek:
    """Post a seek; when it completes a table the game is made and the seek comes back
    ``matched`` with its ``game``.

    ``kind``, ``seats``, ``clock`` and ``on_timeout`` are judged as a new game's
    (``games.services.paired_terms``: ``unknown_kind``, ``invalid_seats``, ``invalid_clock``,
    ``clock_out_of_range``, ``invalid_on_timeout``, 400); ``rating_range`` is null or
    ``{"min"?, "max"?}`` (400 ``invalid_rating_range``). 409 ``too_many_seeks`` (with
    ``limit``) when the player holds ``PAIRING_MAX_OPEN_SEEKS`` open seeks, 409
    ``duplicate_seek`` when one of them has the same terms. Nothing is written on a refusal.
    """
    problem = rules.rating_range_problem(rating_range)
    if problem is not None:
        raise ServiceError("invalid_rating_range", problem)
    terms = game_services.paired_terms(user=user, kind=kind, seats=seats, clock=clock,
                                       on_timeout=on_timeout)
    key = rules.terms_key(terms["kind"], terms["seats"], terms["clock"], terms["on_timeout"])
    low = (rating_range or {}).get("min")
    high = (rating_range or {}).get("max")
    now = clocks.now()
    with transaction.atomic():
        get_user_model().objects.select_for_update().filter(pk=user.pk).first()
        mine = list(Seek.objects.filter(user=user, status=Seek.Status.OPEN,
                                        expires_at__gt=now).values_list("terms", flat=True))
        if key in mine:
            raise ServiceError("duplicate_seek", "You already have an open seek for this very "
                               "game: wait for it, or cancel it first.")
        limit = max_open_seeks()
        if len(mine) >= limit:
            raise ServiceError("too_many_seeks", f"You have {limit} open seeks, as many as one "
                               "may: cancel one or wait for it to pair.", limit=limit)
        _lock_pool(key, now)
        candidates = list(
            Seek.objects.select_for_update(skip_locked=True, of=("self",))
            .select_related("user").filter(terms=key, status=Seek.Status.OPEN,
                                           expires_at__gt=now)
            .exclude(user=user).order_by("created_at", "id")[:CANDIDATES])
        seek = Seek.objects.create(
            user=user, kind=terms["kind"], seats=terms["seats"], clock=terms["clock"],
            on_timeout=terms["on_timeout"], options=terms["options"], terms=key,
            rating_min=low, rating_max=high, created_at=now,
            expires_at=now + timedelta(minutes=settings.PAIRING_SEEK_TTL_MINUTES))
        table = _table(seek, candidates)
        if table is not None:
            _match(table, terms, now)
            seek.refresh_from_db()
    return seek


def _lock_pool(key: str, now) -> None:
    """Take the pool row of ``key`` (made on first use) for this transaction."""
    SeekPool.objects.get_or_create(terms=key, defaults={"touched_at": now})
    SeekPool.objects.filter(terms=key).update(touched_at=now)


def _table(seek: Seek, candidates: list[Seek]) -> list[Seek] | None:
    """The seeks (the new one among them) that make a table now, in posting order; or None."""
    by_id: dict[object, Seek] = {c.id: c for c in candidates}  # (keyed as ``Want.seek``)
    by_id[seek.id] = seek
    others = sorted({c.user_id for c in candidates})
    ratings = displayed_ratings(seek.kind, [seek.user_id, *others])

    def want(s: Seek) -> rules.Want:
        return rules.Want(seek=s.id, user=s.user_id, rating=ratings[s.user_id],
                          low=s.rating_min, high=s.rating_max)

    new = want(seek)
    wants = [want(c) for c in candidates]
    separated = {seek.user_id: separated_from(seek.user_id, among=others)}
    if seek.seats > 2:  # the candidates must also get on with each other
        for w in wants:
            if w.user not in separated and rules.compatible(new, w, separated):
                separated[w.user] = separated_from(w.user, among=others)
    table = rules.pick(new, wants, seek.seats, separated)
    if table is None:
        return None
    return sorted((by_id[w.seek] for w in table), key=lambda s: (s.created_at, str(s.id)))


def _match(table: list[Seek], terms: dict, now) -> None:
    users = [s.user for s in table]
    game = game_services.game_create_paired(users=users, terms=terms)
    done = Seek.objects.filter(id__in=[s.id for s in table], status=Seek.Status.OPEN).update(
        status=Seek.Status.MATCHED, game=game, closed_at=now)
    if done != len(table):  # cannot happen under the locks; never leave a half-matched table
        raise RuntimeError("a seek of the table was no longer open")


def seek_cancel(*, user, seek_id) -> Seek:
    """Cancel ``user``'s open seek. Cancelling a cancelled seek answers it again. 404
    ``not_found`` (no such seek, or another's that is no longer open), 403 ``not_your_seek``,
    409 ``seek_matched`` (with ``game``), 409 ``seek_closed`` (it expired)."""
    now = clocks.now()
    with transaction.atomic():
        seek = Seek.objects.select_for_update().filter(id=seek_id).first()
        if seek is None or (seek.user_id != user.pk and seek.status != Seek.Status.OPEN):
            raise ServiceError("not_found", "No such seek.")
        if seek.user_id != user.pk:
            raise ServiceError("not_your_seek", "Only the player who posted a seek may cancel "
                               "it.")
        if seek.status == Seek.Status.MATCHED:
            raise ServiceError("seek_matched", "This seek has already been paired: the game is "
                               "on.", game=str(seek.game_id))
        if seek.status == Seek.Status.CANCELLED:
            return seek
        if seek.status == Seek.Status.EXPIRED or seek.expires_at <= now:
            raise ServiceError("seek_closed", "This seek has expired.")
        seek.status, seek.closed_at = Seek.Status.CANCELLED, now
        seek.save(update_fields=["status", "closed_at"])
    return seek


def seeks_expire() -> int:
    """Mark every open seek past its ``expires_at`` expired; returns how many."""
    now = clocks.now()
    return Seek.objects.filter(status=Seek.Status.OPEN, expires_at__lte=now).update(
        status=Seek.Status.EXPIRED, closed_at=now)


# -- the account's erasure and archive -----------------------------------------------------------
def on_account_erasing(sender, user, **kwargs) -> None:
    """An erased account's seeks go (the games they made stay, as every game does)."""
    Seek.objects.filter(user=user).delete()


def on_account_exporting(sender, user, **kwargs):
    from pairing.selectors import seek_json

    return [("seeks", [seek_json(s) for s in Seek.objects.filter(user=user)
                       .order_by("created_at", "id")])]
