"""Django's database sessions, with the one read every page makes written as SQL once.

``SessionStore`` is ``django.contrib.sessions.backends.db``'s in everything but
``_get_session_from_db``: the ORM rebuilds and compiles ``Session.objects.get(session_key=...,
expire_date__gt=now)`` on every request (about half a millisecond of CPU, a page's largest
query cost after its own reads). The statement's shape never changes, so its text is written
once per process from the model's own table and column names, and its values are adapted as
the ORM adapts them. Writes (save, delete, cycling the key) are Django's.
tests/config/test_sessions.py checks it against the ORM's answer on both databases.
"""

from __future__ import annotations

from functools import cache

from django.contrib.sessions.backends import db
from django.db import connections, router
from django.utils import timezone


@cache
def _read_sql(vendor: str, model) -> str:
    """The session's data while it has not expired; two ``%s``: the key, the moment now."""
    q = connections[router.db_for_read(model)].ops.quote_name
    meta = model._meta
    return (f"SELECT {q(meta.get_field('session_data').column)} FROM {q(meta.db_table)} "
            f"WHERE {q(meta.get_field('session_key').column)} = %s "
            f"AND {q(meta.get_field('expire_date').column)} > %s")


class SessionStore(db.SessionStore):
    """Database sessions whose read is one precompiled statement (see the module)."""

    def _get_session_from_db(self):
        model = self.model
        connection = connections[router.db_for_read(model)]
        now = connection.ops.adapt_datetimefield_value(timezone.now())
        with connection.cursor() as cursor:
            cursor.execute(_read_sql(connection.vendor, model), [self.session_key, now])
            row = cursor.fetchone()
        if row is None:
            self._session_key = None  # as Django's: an unknown or expired key starts afresh
            return None
        return model(session_key=self.session_key, session_data=row[0])
