"""The log-in backend: Django's ``ModelBackend``, with the user read of every signed-in page
written as SQL once per process.

Each request with a session reads its user by id (``get_user``); the ORM rebuilds and
compiles that ``get(pk=...)`` each time. The statement's shape never changes, so its text is
written once from the model's own table and column names, and ``User.objects.raw`` builds the
user with the fields' converters (as ``accounts.authentication`` does for API tokens).
Everything else — passwords, permissions, ``is_active`` — is Django's.
"""

from __future__ import annotations

from functools import cache
from typing import cast

from django.contrib.auth import backends, get_user_model
from django.db import connection


@cache
def _user_sql(vendor: str) -> str:
    """The user row; one ``%s``: the id."""
    q = connection.ops.quote_name
    meta = get_user_model()._meta
    # (a concrete field has a column)
    columns = ", ".join(q(cast(str, f.column)) for f in meta.concrete_fields)
    return f"SELECT {columns} FROM {q(meta.db_table)} WHERE {q(cast(str, meta.pk.column))} = %s"


class ModelBackend(backends.ModelBackend):
    """Django's ``ModelBackend``; ``get_user`` answers from one precompiled statement."""

    def get_user(self, user_id):
        User = get_user_model()
        try:
            pk = User._meta.pk.to_python(user_id)
        except Exception:  # noqa: BLE001 - a session holding no valid id is no user, as Django's
            return None
        user = next(iter(User.objects.raw(_user_sql(connection.vendor), [pk])), None)
        return user if user is not None and self.user_can_authenticate(user) else None
