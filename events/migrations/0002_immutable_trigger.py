"""On PostgreSQL, refuse UPDATE and DELETE on the events table in SQL itself.

TRUNCATE is left alone on purpose: it is what test databases use to reset, and it is not
something application code can issue by accident through the ORM.
"""

from django.db import migrations

CREATE = """
CREATE OR REPLACE FUNCTION events_event_immutable() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'events are immutable: % refused on events_event', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER events_event_immutable
    BEFORE UPDATE OR DELETE ON events_event
    FOR EACH ROW EXECUTE FUNCTION events_event_immutable();
"""

DROP = """
DROP TRIGGER IF EXISTS events_event_immutable ON events_event;
DROP FUNCTION IF EXISTS events_event_immutable();
"""


def forwards(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(CREATE, params=None)


def backwards(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(DROP, params=None)


class Migration(migrations.Migration):
    dependencies = [("events", "0001_initial")]
    operations = [migrations.RunPython(forwards, backwards)]
