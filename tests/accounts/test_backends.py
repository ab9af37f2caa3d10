"""accounts.backends: the precompiled user read gives the user Django's backend gives."""

from __future__ import annotations

import pytest
from django.contrib.auth import backends
from django.db import connection
from django.test.utils import CaptureQueriesContext

from accounts.backends import ModelBackend

pytestmark = pytest.mark.django_db


def _fields(user):
    return None if user is None else {f.attname: getattr(user, f.attname)
                                      for f in type(user)._meta.concrete_fields}


def test_a_user_reads_as_djangos_in_one_query(make_user):
    user = make_user()
    with CaptureQueriesContext(connection) as queries:
        ours = ModelBackend().get_user(user.pk)
    assert len(queries) == 1
    assert _fields(ours) == _fields(backends.ModelBackend().get_user(user.pk)) == _fields(user)


def test_inactive_unknown_and_malformed_ids_are_no_user(make_user):
    user = make_user()
    user.is_active = False
    user.save(update_fields=["is_active"])
    for probe in (user.pk, 999_999, str(user.pk)):
        assert _fields(ModelBackend().get_user(probe)) == _fields(
            backends.ModelBackend().get_user(probe))
    assert ModelBackend().get_user("not-a-number") is None  # (Django's raises ValueError)


def test_a_string_id_from_the_session_reads_its_user(make_user):
    user = make_user()
    assert ModelBackend().get_user(str(user.pk)).pk == user.pk
