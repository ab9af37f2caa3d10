"""The append's per-row work on PostgreSQL: ``data``/``meta`` become ``json`` (kept as written,
no binary conversion on insert or read; nothing queries inside them), and the three CHECKs on
the versions (two implied by the Positive*Field types) become one.

Existing rows are converted in place (``ALTER COLUMN ... TYPE json``: a table rewrite, run
once; no row trigger fires). ``json`` has no equality operator, so the immutability trigger
compares an updated row with the old one as JSON text (``row_to_json``: still every column,
so one added later is covered too).
"""

from importlib import import_module

from django.db import migrations, models

import events.models

# what backwards restores: the trigger as 0004 wrote it
TRIGGER_BEFORE = import_module("events.migrations.0004_event_position_and_subscriptions").TRIGGER

TRIGGER = """
CREATE OR REPLACE FUNCTION events_event_immutable() RETURNS trigger AS $$
DECLARE
    probe events_event;
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.position IS NULL AND NEW.position IS NOT NULL THEN
        probe := NEW;
        probe.position := NULL;
        IF row_to_json(probe)::text = row_to_json(OLD)::text THEN
            RETURN NEW;  -- the relay numbering a committed event: nothing else changes
        END IF;
    END IF;
    RAISE EXCEPTION 'events are immutable: % refused on events_event', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
"""


def forwards(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(TRIGGER, params=None)


def backwards(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(TRIGGER_BEFORE, params=None)


class Migration(migrations.Migration):

    dependencies = [
        ('events', '0005_event_position_partial_unique'),
    ]

    operations = [
        migrations.RemoveConstraint(
            model_name='event',
            name='event_version_positive',
        ),
        migrations.AlterField(
            model_name='event',
            name='data',
            field=events.models.LogJSONField(default=dict),
        ),
        migrations.AlterField(
            model_name='event',
            name='meta',
            field=events.models.LogJSONField(default=dict),
        ),
        migrations.AlterField(
            model_name='event',
            name='schema_version',
            field=models.SmallIntegerField(default=1),
        ),
        migrations.AlterField(
            model_name='event',
            name='version',
            field=models.IntegerField(),
        ),
        migrations.AddConstraint(
            model_name='event',
            constraint=models.CheckConstraint(
                condition=models.Q(('schema_version__gte', 1), ('version__gte', 1)),
                name='event_versions_positive'),
        ),
        migrations.RunPython(forwards, backwards),
    ]
