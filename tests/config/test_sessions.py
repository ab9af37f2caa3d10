"""config.sessions: the precompiled session read answers as Django's ORM read does."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.sessions.backends.db import SessionStore as DjangoStore
from django.contrib.sessions.models import Session
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from config.sessions import SessionStore

pytestmark = pytest.mark.django_db


def _loaded(store_class, key):
    store = store_class(session_key=key)
    data = store.load()
    return data, store.session_key


def test_a_live_session_reads_as_djangos_in_one_query(make_user):
    web = Client()
    web.force_login(make_user())
    key = web.cookies["sessionid"].value
    with CaptureQueriesContext(connection) as queries:
        ours = _loaded(SessionStore, key)
    assert len(queries) == 1
    assert ours == _loaded(DjangoStore, key)
    assert "_auth_user_id" in ours[0]


def test_expired_unknown_and_missing_keys_read_as_djangos(make_user):
    web = Client()
    web.force_login(make_user())
    key = web.cookies["sessionid"].value
    Session.objects.filter(session_key=key).update(
        expire_date=timezone.now() - timedelta(seconds=1))
    for probe in (key, "x" * 32, None):
        assert _loaded(SessionStore, probe) == _loaded(DjangoStore, probe) == ({}, None)


def test_pages_sign_in_and_out_through_it(make_user):
    """The served session engine is this one: a log-in holds, a log-out ends it."""
    user = make_user()
    web = Client()
    web.force_login(user)
    assert web.get("/").status_code == 200
    assert web.get("/lobby/").status_code == 200
    web.post("/logout/")
    assert web.get("/lobby/").status_code == 302
