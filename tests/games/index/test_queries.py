"""games.index.queries: each hand-written statement answers or writes what the ORM query it replaces
did (run on SQLite and on PostgreSQL by the two suites)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest
from django.db import connection, transaction
from django.db.models import Case, Value, When
from django.test.utils import CaptureQueriesContext

from games import services
from games.index import queries
from games.models import Game, GameSecret, Seat, Vacation

pytestmark = pytest.mark.django_db


@pytest.fixture
def table(make_user):
    """A started three-seat Dik Dik game: (game, users)."""
    users = [make_user(f"q{i}") for i in range(3)]
    game = services.game_create(user=users[0], kind="dikdik", seats=3)
    for user in users[1:]:
        services.game_join(game_id=game.id, user=user)
    return Game.objects.get(id=game.id), users


def _orm_row(game_id):
    return Game.objects.with_stream_version().filter(id=game_id).first()


def _fields(game: Game) -> dict:
    return {f.attname: getattr(game, f.attname) for f in Game._meta.concrete_fields}


def test_game_row_is_the_orm_row_with_the_stream_version(table):
    game, _ = table
    ours, orm = queries.game_row(game.id), _orm_row(game.id)
    assert _fields(ours) == _fields(orm)
    assert ours.stream_version == orm.stream_version >= 3
    assert queries.game_row(str(game.id)).pk == game.pk  # the path's text form too
    assert queries.game_row(uuid.uuid4()) is None


def test_game_row_for_update_reads_the_seed_with_the_row(table):
    game, _ = table
    with transaction.atomic(), CaptureQueriesContext(connection) as captured:
        locked = queries.game_row(game.id, for_update=True)
        seed = locked.secret.seed  # no query of its own
    assert len(captured) == 1
    if connection.features.has_select_for_update:
        assert "FOR UPDATE" in captured[0]["sql"]
    assert seed == GameSecret.objects.get(game=game).seed
    assert _fields(locked) == _fields(_orm_row(game.id))
    assert locked.stream_version == _orm_row(game.id).stream_version
    assert "secret_seed" not in locked.__dict__


def test_vacations_on_matches_the_orm_filter(make_user):
    users = [make_user(f"v{i}") for i in range(5)]
    now = datetime(2026, 6, 1, 12, tzinfo=UTC)
    hour = timedelta(hours=1)
    Vacation.objects.create(user=users[0], started_at=now - hour, until=now + hour)  # on now
    Vacation.objects.create(user=users[1], started_at=now - hour, until=now + hour,
                            ended_at=now - hour / 2)  # came back
    Vacation.objects.create(user=users[2], started_at=now + hour, until=now + 2 * hour)  # later
    Vacation.objects.create(user=users[3], started_at=now - 2 * hour, until=now)  # ran out
    Vacation.objects.create(user=users[4], started_at=now, until=now + hour)  # from this moment
    ids = [u.id for u in users]
    orm = dict(Vacation.objects.filter(user_id__in=ids, ended_at__isnull=True,
                                       started_at__lte=now, until__gt=now)
               .values_list("user_id", "until"))
    assert queries.vacations_on(ids, now) == orm == {users[0].id: now + hour,
                                                     users[4].id: now + hour}
    assert queries.vacations_on(ids[1:4], now) == {}
    assert queries.vacations_on([], now) == {}


def _run(statement):
    with connection.cursor() as cursor:
        cursor.execute(*statement)


def test_update_game_writes_what_the_orm_update_does(table):
    game, _ = table
    fields = ("status", "options", "version", "deadline", "updated_at", "join_code_sha256")
    game.status, game.options, game.version = "finished", {"a": [1, {"b": None}]}, 41
    game.deadline = datetime(2027, 1, 2, 3, 4, 5, 6000, tzinfo=UTC)
    game.updated_at, game.join_code_sha256 = datetime(2027, 1, 1, tzinfo=UTC), "f" * 64
    _run(queries.update_game(game, fields))
    stored = Game.objects.get(id=game.id)
    assert {f: getattr(stored, f) for f in fields} == {f: getattr(game, f) for f in fields}
    game.deadline = None  # and back to nothing
    _run(queries.update_game(game, ("deadline",)))
    assert Game.objects.get(id=game.id).deadline is None


@pytest.mark.parametrize("due", [
    {1: datetime(2027, 1, 2, 3, 4, 5, tzinfo=UTC)},
    {0: None, 2: datetime(2027, 2, 1, tzinfo=UTC)},
    {0: datetime(2027, 3, 1, tzinfo=UTC), 1: datetime(2027, 3, 2, tzinfo=UTC), 2: None},
    {},
])
def test_update_turns_writes_what_the_orm_case_update_did(table, due):
    game, _ = table
    Seat.objects.filter(game=game).update(to_act=True, deadline=datetime(2030, 1, 1, tzinfo=UTC))
    _run(queries.update_turns(game.id, due))
    ours = sorted(Seat.objects.filter(game=game).values_list("position", "to_act", "deadline"))
    # the ORM statement this replaced
    Seat.objects.filter(game=game).update(to_act=True, deadline=datetime(2030, 1, 1, tzinfo=UTC))
    Seat.objects.filter(game_id=game.id).update(
        to_act=Case(When(position__in=list(due), then=Value(True)), default=Value(False)),
        deadline=Case(*(When(position=p, then=Value(when)) for p, when in due.items()
                        if when is not None),
                      default=Value(None), output_field=Seat._meta.get_field("deadline")))
    orm = sorted(Seat.objects.filter(game=game).values_list("position", "to_act", "deadline"))
    assert ours == orm
    assert ours == [(p, p in due, due.get(p)) for p in range(3)]
