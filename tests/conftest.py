"""Shared fixtures: API clients with tokens, and the toy engine registered for service tests."""

from __future__ import annotations

import importlib
import itertools

import pytest
from django.contrib.auth import get_user_model
from django.db.backends.signals import connection_created
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from games import engines
from tests.toy_engine import ENGINE as TOY

_names = itertools.count(1)


def _allow_truncate(sender, connection, **kwargs):
    """Test databases are reset with TRUNCATE, which the events trigger refuses unless the
    session says otherwise (events migration 0003); only the test run says so."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SET events.allow_truncate = 'on'")


connection_created.connect(_allow_truncate)


@pytest.fixture(autouse=True)
def _fresh_cache(request):
    """Throttle counts and lock-outs live in the cache: start every database test with an
    empty one (transactional tests would otherwise inherit the previous test's counts)."""
    marker = request.node.get_closest_marker("django_db")
    if marker is None and not {"db", "transactional_db"} & set(request.fixturenames):
        yield
        return
    from django.core.cache import cache

    request.getfixturevalue("transactional_db" if (marker and marker.kwargs.get(
        "transaction")) or "transactional_db" in request.fixturenames else "db")
    cache.clear()
    yield


@pytest.fixture(autouse=True, scope="session")
def _toy_engine():
    engines.register(TOY)
    yield
    engines.unregister(TOY.kind)


@pytest.fixture
def stop_listener():
    """Close the long-poll LISTEN connections after the test (before the test DB is dropped)."""
    yield
    import gc

    from events import waiting

    waiting.shutdown()
    gc.collect()  # a listener cancelled while connecting leaves its connection to the collector


def moderators_group():
    """The "moderators" group as its data migration makes it (a transactional test's flush
    empties the tables, so tests run the migration's function again; it is idempotent)."""
    from django.apps import apps
    from django.contrib.auth.models import Group

    importlib.import_module("games.migrations.0003_moderators_group").create_moderators(apps,
                                                                                          None)
    return Group.objects.get(name="moderators")


@pytest.fixture
def make_user(db):
    def make(username: str | None = None, *, staff: bool = False, moderator: bool = False):
        username = username or f"user{next(_names)}"
        user = get_user_model().objects.create_user(username=username, password="pw-123456",
                                                    is_staff=staff or moderator)
        if moderator:
            user.groups.add(moderators_group())
        return user
    return make


@pytest.fixture
def client_for(make_user):
    """``client_for(user=None)`` -> an APIClient authenticated by token (new user if None)."""

    def make(user=None, **kwargs):
        user = user or make_user(**kwargs)
        client = APIClient()
        token, _ = Token.objects.get_or_create(user=user)
        client.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
        client.user = user
        return client
    return make


@pytest.fixture
def anon():
    return APIClient()


from tests.support.clock import clock  # noqa: E402,F401 - the fake clock fixture
