"""The index queries every command and every game read runs, as SQL written once per process.

Built with the ORM, each of these was rebuilt and recompiled on every call: 0.3 to 0.5 ms of
CPU apiece, together a fifth of a command's time in the app. Their shapes never change, only
their values, so the text is written here once per shape from the models' own table and
column names, and the values are adapted by the fields themselves (``get_db_prep_*``), as
the ORM would. They run through Django's cursor (``Model.objects.raw`` or ``cursor``), so
transactions, query counts and DEBUG logging see them like any other query; ``raw`` builds the
model instances with each field's converters. tests/games/index/test_queries.py checks each against
the ORM query it replaces, on both databases.
"""

from __future__ import annotations

from datetime import datetime
from functools import cache
from typing import cast

from django.db import connection, models

from events.models import Event
from games.models import Game, GameSecret, Seat, Vacation


def _name(name: str) -> str:
    return connection.ops.quote_name(name)


def _column(model, field: str) -> str:
    return _name(model._meta.get_field(field).column)


@cache
def _game_sql(vendor: str, for_update: bool) -> str:
    """The game row, its stream's stored version and (for update) its seed; one ``%s``: the id.
    """
    # (a concrete field has a column)
    columns = ", ".join(f"g.{_name(cast(str, f.column))}" for f in Game._meta.concrete_fields)
    sql = (f"SELECT {columns}, "
           # the stream's version, read in the same statement as the row (see game_row)
           f"(SELECT MAX(e.{_column(Event, 'version')}) FROM {_name(Event._meta.db_table)} e "
           f"WHERE e.{_column(Event, 'stream')} = g.{_column(Game, 'id')}) AS stream_version")
    if for_update:
        sql += (f", s.{_column(GameSecret, 'seed')} AS secret_seed "
                f"FROM {_name(Game._meta.db_table)} g LEFT JOIN {_name(GameSecret._meta.db_table)}"
                f" s ON s.{_column(GameSecret, 'game')} = g.{_column(Game, 'id')}")
    else:
        sql += f" FROM {_name(Game._meta.db_table)} g"
    sql += f" WHERE g.{_column(Game, 'id')} = %s"
    if for_update and connection.features.has_select_for_update:
        # (SQLite has no row locks: its transactions take the database's write lock at BEGIN)
        sql += " FOR UPDATE OF g" if connection.features.has_select_for_update_of \
            else " FOR UPDATE"
    return sql


def game_row(game_id, *, for_update: bool = False) -> Game | None:
    """The game's index row with ``stream_version`` (the version of its last stored event, read
    in the same statement), or None.

    ``for_update``: lock the row for the caller's transaction, and read the game's secret seed
    with it (``game.secret``, no further query).
    """
    pk = Game._meta.pk.get_db_prep_value(game_id, connection)
    game = next(iter(Game.objects.raw(_game_sql(connection.vendor, for_update), [pk])), None)
    if game is not None and for_update:
        seed = game.__dict__.pop("secret_seed")
        if seed is not None:  # (every game has one; without it ``game.secret`` raises, as before)
            game.secret = GameSecret.from_db(connection.alias, ["game_id", "seed"],
                                             [game.pk, seed])
    return game


@cache
def _vacations_sql(vendor: str, users: int) -> str:
    table = _name(Vacation._meta.db_table)
    return (f"SELECT {_column(Vacation, 'id')}, {_column(Vacation, 'user')}, "
            f"{_column(Vacation, 'until')} FROM {table} "
            f"WHERE {_column(Vacation, 'user')} IN ({', '.join(['%s'] * users)}) "
            f"AND {_column(Vacation, 'ended_at')} IS NULL "
            f"AND {_column(Vacation, 'started_at')} <= %s AND {_column(Vacation, 'until')} > %s")


def vacations_on(user_ids: list[int], at: datetime) -> dict[int, datetime]:
    """user id -> the end of the vacation they are on at ``at``, for those of ``user_ids`` who
    are on one."""
    if not user_ids:
        return {}
    when = Vacation._meta.get_field("until").get_db_prep_value(at, connection)
    rows = Vacation.objects.raw(_vacations_sql(connection.vendor, len(user_ids)),
                                [*user_ids, when, when])
    return {row.user_id: row.until for row in rows}


@cache
def _update_game_sql(vendor: str, fields: tuple[str, ...]) -> str:
    sets = ", ".join(f"{_column(Game, f)} = %s" for f in fields)
    return f"UPDATE {_name(Game._meta.db_table)} SET {sets} WHERE {_column(Game, 'id')} = %s"


def update_game(game: Game, fields: tuple[str, ...]) -> tuple[str, list]:
    """(sql, params) writing ``fields`` of ``game`` to its row (what ``save(update_fields=…)``
    would write, without the model's save machinery)."""
    meta = Game._meta
    params = [cast(models.Field, meta.get_field(f)).get_db_prep_save(getattr(game, f), connection)
              for f in fields]
    params.append(meta.pk.get_db_prep_value(game.pk, connection))
    return _update_game_sql(connection.vendor, fields), params


@cache
def _update_turns_sql(vendor: str, acting: int, deadlines: int) -> str:
    position = _column(Seat, "position")
    to_act = (f"CASE WHEN {position} IN ({', '.join(['%s'] * acting)}) THEN %s ELSE %s END"
              if acting else "%s")
    deadline = ("CASE " + " ".join([f"WHEN {position} = %s THEN %s"] * deadlines)
                + " ELSE NULL END" if deadlines else "NULL")
    return (f"UPDATE {_name(Seat._meta.db_table)} SET {_column(Seat, 'to_act')} = {to_act}, "
            f"{_column(Seat, 'deadline')} = {deadline} WHERE {_column(Seat, 'game')} = %s")


def update_turns(game_id, due: dict[int, datetime | None]) -> tuple[str, list]:
    """(sql, params) setting every seat of the game: ``to_act`` for the positions in ``due``,
    ``deadline`` to their deadline (None: none), the other seats neither."""
    meta = Seat._meta
    position = meta.get_field("position")
    acting = [position.get_db_prep_value(p, connection) for p in due]
    params: list = [*acting, True, False] if acting else [False]
    timed = [(p, when) for p, when in due.items() if when is not None]
    deadline = meta.get_field("deadline")
    for p, when in timed:
        params += [position.get_db_prep_value(p, connection),
                   deadline.get_db_prep_save(when, connection)]
    params.append(Game._meta.pk.get_db_prep_value(game_id, connection))
    return _update_turns_sql(connection.vendor, len(acting), len(timed)), params
