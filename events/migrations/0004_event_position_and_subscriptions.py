"""The global log position (``Event.position``, set once by the relay) and subscribers'
tracking rows. On PostgreSQL the immutability trigger now lets exactly one kind of UPDATE
through: setting a NULL ``position`` while every other column stays as it was.
"""

import django.utils.timezone
from django.db import migrations, models

TRIGGER = """
CREATE OR REPLACE FUNCTION events_event_immutable() RETURNS trigger AS $$
DECLARE
    probe events_event;
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.position IS NULL AND NEW.position IS NOT NULL THEN
        probe := NEW;
        probe.position := NULL;
        IF probe IS NOT DISTINCT FROM OLD THEN
            RETURN NEW;  -- the relay numbering a committed event: nothing else changes
        END IF;
    END IF;
    RAISE EXCEPTION 'events are immutable: % refused on events_event', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
"""

TRIGGER_BEFORE = """
CREATE OR REPLACE FUNCTION events_event_immutable() RETURNS trigger AS $$
BEGIN
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
        ('events', '0003_refuse_truncate'),
    ]

    operations = [
        migrations.CreateModel(
            name='Subscription',
            fields=[
                ('name', models.CharField(max_length=100, primary_key=True, serialize=False)),
                ('position', models.BigIntegerField(default=0)),
                ('updated_at', models.DateTimeField(default=django.utils.timezone.now)),
            ],
        ),
        migrations.AddField(
            model_name='event',
            name='position',
            field=models.BigIntegerField(blank=True, editable=False, null=True),
        ),
        migrations.AddIndex(
            model_name='event',
            index=models.Index(condition=models.Q(('position__isnull', True)), fields=['id'],
                               name='event_unpositioned_idx'),
        ),
        migrations.AddConstraint(
            model_name='event',
            constraint=models.UniqueConstraint(fields=('position',), name='event_position_uniq'),
        ),
        migrations.RunPython(forwards, backwards),
    ]
