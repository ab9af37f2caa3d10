"""The suite's shared fixtures (the helpers a test calls are in ``tests/support/``).

Always on: quick password hashes (``tests/support/hashers.py``), the toy engine registered,
an empty cache for every database test, TRUNCATE allowed on PostgreSQL test databases. On
request (tests/README.md lists them): users and API clients, a moderator, games ready to play
(``toy_table``, ``players`` with ``game_id``, ``finished_dikdik``), the fake ``clock``,
throttle ``rates``, ``nothing_written``, the ``deadline_toy`` engine, and the hot path as in
production (``memory_cache``, ``relay_in_a_worker``).
"""

from __future__ import annotations

import importlib
import itertools
import random

import pytest
from django.contrib.auth import get_user_model
from django.db.backends.signals import connection_created
from rest_framework.test import APIClient

from accounts.sessions import token_issue
from games import clocks, kinds
from tests.deadline_engine import ENGINE as DEADLINE_TOY
from tests.support import caches
from tests.support.clock import START, FakeClock
from tests.support.disputes import TOY_OPTIONS
from tests.support.http import PASSWORD, play_to_end, started_game
from tests.toy_engine import ENGINE as TOY

_names = itertools.count(1)


def _allow_truncate(sender, connection, **kwargs):
    """Test databases are reset with TRUNCATE, which the events trigger refuses unless the
    session says otherwise (events migration 0003); only the test run says so."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SET events.allow_truncate = 'on'")


connection_created.connect(_allow_truncate)


def pytest_collection_modifyitems(items):
    """The browser tests first: they are the longest (whole games in Chromium, up to a minute
    and a half each), and a long test handed out last leaves one worker running it alone."""
    items.sort(key=lambda item: item.get_closest_marker("browser") is None)


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
def _quick_passwords():
    """Passwords hashed with PBKDF2 at 1,000 iterations instead of Django's 1,000,000 (0.2 s a
    hash: a fifth of a second for every user made and every log-in, most of some tests' time).
    Same algorithm name, so a served instance started by a test (the default iterations)
    still checks these hashes: it reads the iterations from the hash, then upgrades it."""
    from django.test import override_settings

    hashers = ["tests.support.hashers.QuickPBKDF2PasswordHasher"]
    with override_settings(PASSWORD_HASHERS=hashers):
        yield


@pytest.fixture(autouse=True, scope="session")
def _toy_engine():
    kinds.register(TOY)
    yield
    kinds.unregister(TOY.kind)


@pytest.fixture
def deadline_toy():
    """The toy engine with a fixed deadline (tests/deadline_engine.py), registered."""
    kinds.register(DEADLINE_TOY)
    yield DEADLINE_TOY
    kinds.unregister(DEADLINE_TOY.kind)


@pytest.fixture
def stop_listener():
    """Close the long-poll LISTEN connections after the test (before the test DB is dropped)."""
    yield
    import gc

    from events import waiting

    waiting.shutdown()
    gc.collect()  # a listener cancelled while connecting leaves its connection to the collector


# -- users and clients --------------------------------------------------------------------------
def moderators_group():
    """The "moderators" group as its data migration makes it (a transactional test's flush
    empties the tables, so tests run the migration's function again; it is idempotent)."""
    from django.apps import apps
    from django.contrib.auth.models import Group

    importlib.import_module("games.migrations.0003_moderators_group").create_moderators(apps,
                                                                                        None)
    importlib.import_module("chat.migrations.0002_moderators_moderate").grant(apps, None)
    return Group.objects.get(name="moderators")


@pytest.fixture
def make_user(db):
    def make(username: str | None = None, *, staff: bool = False, moderator: bool = False):
        username = username or f"user{next(_names)}"
        user = get_user_model().objects.create_user(username=username, password=PASSWORD,
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
        _, key = token_issue(user, device="tests")
        client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
        client.user = user
        return client
    return make


@pytest.fixture
def anon():
    return APIClient()


@pytest.fixture
def moderator(make_user):
    """A staff user in the "moderators" group (may resolve disputes)."""
    return make_user(moderator=True)


@pytest.fixture
def players(client_for):
    """Two players' clients."""
    return [client_for(), client_for()]


# -- games --------------------------------------------------------------------------------------
@pytest.fixture
def toy_table(client_for):
    """Two new players and a toy game started between them: (clients, game id)."""
    clients = [client_for(), client_for()]
    return clients, started_game(clients, "toy_guess")


@pytest.fixture
def game_id(players):
    """An untimed toy game between ``players`` (``TOY_OPTIONS``), started."""
    return started_game(players, "toy_guess", TOY_OPTIONS)


@pytest.fixture
def finished_dikdik(client_for):
    """A three-player Dik Dik game played to its end by random legal commands."""
    from games.models import Game

    clients = [client_for() for _ in range(3)]
    gid = started_game(clients, "dikdik")
    play_to_end(clients, gid, random.Random(3).choice)
    return Game.objects.get(id=gid)


# -- time, limits, writes -----------------------------------------------------------------------
@pytest.fixture
def clock(monkeypatch):
    """The service's clock pinned at START; ``clock.shift(timedelta)`` moves it (no sleeps)."""
    fake = FakeClock(START)
    monkeypatch.setattr(clocks, "now_ms", fake.now_ms)
    return fake


@pytest.fixture
def rates(settings, monkeypatch):
    """``rates(auth="3/minute", ...)``: set throttle rates for this test only. The throttles'
    clock stands still, 30 s into a minute (and an hour), for the test: fixed windows would
    otherwise start afresh when a test happens to run across a minute's end."""
    import time

    from config.throttling import _ScopedThrottle
    still = time.time() // 3600 * 3600 + 30
    monkeypatch.setattr(_ScopedThrottle, "timer", staticmethod(lambda: still))

    def set_rates(**scopes):
        rf = dict(settings.REST_FRAMEWORK)
        rf["DEFAULT_THROTTLE_RATES"] = {**rf["DEFAULT_THROTTLE_RATES"], **scopes}
        settings.REST_FRAMEWORK = rf
    return set_rates


@pytest.fixture
def nothing_written():
    """(snapshot, check): ``check()`` asserts that no event, game or idempotency record was
    added since ``snapshot()``."""
    from events.models import Event, IdempotencyRecord
    from games.models import Game

    counts = {}

    def snapshot():
        counts.update(events=Event.objects.count(), games=Game.objects.count(),
                      keys=IdempotencyRecord.objects.count())

    def check():
        assert counts == {"events": Event.objects.count(), "games": Game.objects.count(),
                          "keys": IdempotencyRecord.objects.count()}

    return snapshot, check


# -- the hot path as in production ---------------------------------------------------------------
@pytest.fixture
def memory_cache(settings):
    """A cache outside the database (production runs Redis), and an empty fold cache."""
    from events import state_cache

    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    state_cache.forget()
    yield
    state_cache.forget()


@pytest.fixture(params=caches.KINDS)
def shared_cache(request, settings):
    """The default cache as production shares it between processes, once per kind
    (``tests.support.caches``: Redis, skipped without one, and the database cache); its
    name."""
    caches.use(settings, request.param)
    yield request.param
    from django.core.cache import cache

    cache.clear()


@pytest.fixture
def relay_in_a_worker(monkeypatch):
    """The outbox relay runs in a Celery worker in production; with the in-process default it
    would run inside the request after the commit, and its reads are not the command's."""
    from events import subscriptions

    monkeypatch.setattr(subscriptions, "wake", lambda: None)
