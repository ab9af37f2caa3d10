"""On PostgreSQL, refuse TRUNCATE on the events table too, and keep the triggers firing even
under ``session_replication_role = replica`` (ENABLE ALWAYS).

Test databases are reset with TRUNCATE: a session may allow it with
``SET events.allow_truncate = 'on'`` (the test suite does). The app role made by
``manage.py create_app_role`` has no TRUNCATE privilege at all, so this escape hatch only
serves the tables' owner; the trigger guards against accidents, the role against abuse.
"""

from django.db import migrations

CREATE = """
CREATE OR REPLACE FUNCTION events_event_no_truncate() RETURNS trigger AS $$
BEGIN
    IF coalesce(current_setting('events.allow_truncate', true), '') = 'on' THEN
        RETURN NULL;
    END IF;
    RAISE EXCEPTION 'events are immutable: TRUNCATE refused on events_event'
        USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER events_event_no_truncate
    BEFORE TRUNCATE ON events_event
    FOR EACH STATEMENT EXECUTE FUNCTION events_event_no_truncate();
ALTER TABLE events_event ENABLE ALWAYS TRIGGER events_event_no_truncate;
ALTER TABLE events_event ENABLE ALWAYS TRIGGER events_event_immutable;
"""

DROP = """
ALTER TABLE events_event ENABLE TRIGGER events_event_immutable;
DROP TRIGGER IF EXISTS events_event_no_truncate ON events_event;
DROP FUNCTION IF EXISTS events_event_no_truncate();
"""


def forwards(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(CREATE, params=None)


def backwards(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(DROP, params=None)


class Migration(migrations.Migration):
    dependencies = [("events", "0002_immutable_trigger")]
    operations = [migrations.RunPython(forwards, backwards)]
