"""notifications.selectors: the precompiled unread count counts what the ORM's query counts."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from notifications.models import Notification
from notifications.selectors import unread_count

pytestmark = pytest.mark.django_db


def _orm(user_id) -> int:
    return Notification.objects.filter(user_id=user_id, in_inbox=True,
                                       read_at__isnull=True).count()


def test_the_unread_count_is_the_orms(make_user):
    me, other = make_user(), make_user()
    rows = [(me, True, None), (me, True, timezone.now()), (me, False, None), (me, True, None),
            (other, True, None)]
    for n, (user, in_inbox, read_at) in enumerate(rows):
        Notification.objects.create(user=user, kind="your_turn", data={}, key=f"k{n}",
                                    in_inbox=in_inbox, read_at=read_at)
    with CaptureQueriesContext(connection) as queries:
        counts = [unread_count(u.id) for u in (me, other)]
    assert counts == [_orm(me.id), _orm(other.id)] == [2, 1]
    assert len(queries) == 2
    assert unread_count(999_999) == _orm(999_999) == 0
