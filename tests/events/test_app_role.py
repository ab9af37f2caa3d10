"""History cannot be rewritten by the role the application serves with.

PostgreSQL only: the owner's TRUNCATE is refused by a trigger, and ``manage.py
create_app_role`` makes a role that may read and append events but not change or remove them,
nor switch triggers off with ``session_replication_role``.
"""

from __future__ import annotations

import uuid

import pytest
from django.core.management import call_command
from django.db import DatabaseError, connection, transaction

from events import store
from tests.support.concurrency import needs_postgres


@needs_postgres
@pytest.mark.django_db
def test_postgres_trigger_refuses_truncate():
    stream = uuid.uuid4()
    store.append(stream, 0, [{"type": "Happened", "data": {}}])
    with pytest.raises(DatabaseError, match="immutable"):
        with transaction.atomic(), connection.cursor() as cur:
            cur.execute("SET LOCAL events.allow_truncate = 'off'")
            cur.execute("TRUNCATE events_event")
    assert len(store.load(stream)) == 1


@needs_postgres
@pytest.mark.django_db(transaction=True)
def test_postgres_app_role_may_read_and_append_events_only():
    import psycopg

    stream = uuid.uuid4()
    store.append(stream, 0, [{"type": "Happened", "data": {}}])
    settings = connection.settings_dict
    role = f"app_{settings['NAME']}"[:63]
    call_command("create_app_role", role=role)
    call_command("create_app_role", role=role)  # idempotent
    try:
        with psycopg.connect(host=settings["HOST"] or "127.0.0.1",
                             port=settings["PORT"] or 5432, dbname=settings["NAME"],
                             user=role, autocommit=True) as app:
            assert app.execute("SELECT count(*) FROM events_event WHERE stream = %s",
                               [stream]).fetchone() == (1,)
            app.execute(
                "INSERT INTO events_event (stream, version, type, data, meta, schema_version,"
                " recorded_at) VALUES (%s, 2, 'Appended', '{}', '{}', 1, now())", [stream])
            # the relay numbers an event once: the only UPDATE it may make
            app.execute("UPDATE events_event SET position = 987654321 "
                        "WHERE stream = %s AND version = 2", [stream])
            app.execute("SELECT count(*) FROM games_game")  # ordinary tables: normal rights
            app.execute("DELETE FROM events_snapshot WHERE stream = %s", [stream])
            for sql in ["UPDATE events_event SET type = 'X' WHERE stream = %s",
                        "UPDATE events_event SET position = 1 WHERE stream = %s",
                        "DELETE FROM events_event WHERE stream = %s",
                        "TRUNCATE events_event",
                        "SET session_replication_role = replica",
                        "ALTER TABLE events_event DISABLE TRIGGER ALL",
                        "DROP TRIGGER events_event_immutable ON events_event"]:
                with pytest.raises(psycopg.Error):
                    app.execute(sql, [stream] if "%s" in sql else None)
        assert [e.type for e in store.load(stream)] == ["Happened", "Appended"]
    finally:
        with connection.cursor() as cur:
            cur.execute(f'DROP OWNED BY "{role}"')
            cur.execute(f'DROP ROLE IF EXISTS "{role}"')
