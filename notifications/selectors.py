"""Notification reads: the inbox after a cursor, the unread count, settings, endpoints."""

from __future__ import annotations

from functools import cache
from typing import cast

from django.db import connection, models

from accounts import selectors as accounts
from games import clocks

from .models import KINDS, Notification, WebhookEndpoint
from .services import settings_of
from .webhooks import as_json


@cache
def _unread_sql(vendor: str) -> str:
    """The count the partial index ``notification_unread_idx`` serves; one ``%s``: the user."""
    q = connection.ops.quote_name
    meta = Notification._meta

    def col(name: str) -> str:
        field = cast(models.Field, meta.get_field(name))  # (concrete fields: a column each)
        return q(cast(str, field.column))
    return (f"SELECT COUNT(*) FROM {q(meta.db_table)} WHERE {col('user')} = %s "
            f"AND {col('in_inbox')} AND {col('read_at')} IS NULL")


def unread_count(user_id) -> int:
    """The user's unread inbox notifications: every signed-in page's navigation shows it, so
    the statement is written once per process (the ORM's ``filter(...).count()`` compiled on
    each call cost more than the query; tests/notifications/test_selectors.py compares)."""
    with connection.cursor() as cursor:
        cursor.execute(_unread_sql(connection.vendor), [user_id])
        return cursor.fetchone()[0]


def inbox(user_id, after: int, limit: int) -> dict:
    """The user's inbox notifications with id > ``after``, oldest first (at most ``limit``)."""
    rows = list(Notification.objects.filter(user_id=user_id, in_inbox=True, id__gt=after)
                .order_by("id")[:limit + 1])
    items = [as_json(n) for n in rows[:limit]]
    return {"notifications": items, "last_id": items[-1]["id"] if items else after,
            "has_more": len(rows) > limit, "unread": unread_count(user_id)}


def newest_first(user_id):
    """The user's inbox notifications, newest first (a query to page through; rows, not JSON:
    ``webhooks.as_json`` shapes each one as the API does)."""
    return Notification.objects.filter(user_id=user_id, in_inbox=True).order_by("-id")


def inbox_if_new(user_id, after: int, limit: int) -> dict | None:
    """``inbox(...)`` when it has something after ``after``, else None (for long-polls)."""
    if not Notification.objects.filter(user_id=user_id, in_inbox=True, id__gt=after).exists():
        return None
    return inbox(user_id, after, limit)


def settings_json(user_id) -> dict:
    """The settings, and where email goes: ``email_address``, the verified address (null: no
    email is sent whatever ``email`` says; ``email_verified`` false)."""
    s = settings_of(user_id)
    address = accounts.verified_addresses([user_id]).get(user_id)
    return {"inbox": s.inbox, "webhook": s.webhook, "email": s.email, "muted": list(s.muted),
            "push": s.push, "push_muted": list(s.push_muted), "kinds": list(KINDS),
            "email_address": address, "email_verified": address is not None}


def webhooks_json(user_id) -> list[dict]:
    return [endpoint_json(e) for e in WebhookEndpoint.objects.filter(user_id=user_id)
            .order_by("id")]


def endpoint_json(e: WebhookEndpoint) -> dict:
    return {"id": e.id, "url": e.url, "created_at": clocks.iso(e.created_at)}
