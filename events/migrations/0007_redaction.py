"""On PostgreSQL, let one narrow UPDATE of the events table through: the redaction of an erased
account's name (``events.redaction``).

The immutability trigger still refuses every other UPDATE and every DELETE. A redaction passes
only when all of these hold:

* the transaction turned it on: ``set_config('events.redact_name', <name>, true)`` (local to
  the transaction, so a later statement of the session cannot use it);
* every column but ``data`` is unchanged (compared as ``row_to_json``, as the numbering's check
  is, so a column added later is covered too);
* ``data`` has the same shape (the same keys, arrays of the same lengths, the same types), and
  every value that differs is a string in which some occurrences of that name were replaced by
  the placeholder ``deleted player``: putting the name back where the placeholder is gives
  the old string exactly. Numbers, booleans, keys and any other text cannot change.

The relay's numbering of ``position`` (migration 0006) is kept as it was.
"""

from importlib import import_module

from django.db import migrations

TRIGGER_BEFORE = import_module("events.migrations.0006_log_json_one_check").TRIGGER

PLACEHOLDER = "deleted player"  # events.redaction.PLACEHOLDER, frozen here

CREATE = """
CREATE OR REPLACE FUNCTION events_event_redacts(o jsonb, n jsonb, name text) RETURNS boolean AS $$
DECLARE
    k text;
    i integer;
BEGIN
    IF o = n THEN
        RETURN true;
    END IF;
    IF jsonb_typeof(o) <> jsonb_typeof(n) THEN
        RETURN false;
    END IF;
    IF jsonb_typeof(o) = 'string' THEN
        RETURN strpos(n #>> '{}', '{placeholder}') > 0
            AND replace(n #>> '{}', '{placeholder}', name) = o #>> '{}';
    ELSIF jsonb_typeof(o) = 'object' THEN
        IF (SELECT coalesce(array_agg(x ORDER BY x), '{}') FROM jsonb_object_keys(o) x)
           <> (SELECT coalesce(array_agg(x ORDER BY x), '{}') FROM jsonb_object_keys(n) x) THEN
            RETURN false;
        END IF;
        FOR k IN SELECT jsonb_object_keys(o) LOOP
            IF NOT events_event_redacts(o -> k, n -> k, name) THEN
                RETURN false;
            END IF;
        END LOOP;
        RETURN true;
    ELSIF jsonb_typeof(o) = 'array' THEN
        IF jsonb_array_length(o) <> jsonb_array_length(n) THEN
            RETURN false;
        END IF;
        FOR i IN 0 .. jsonb_array_length(o) - 1 LOOP
            IF NOT events_event_redacts(o -> i, n -> i, name) THEN
                RETURN false;
            END IF;
        END LOOP;
        RETURN true;
    END IF;
    RETURN false;
END;
$$ LANGUAGE plpgsql IMMUTABLE;

CREATE OR REPLACE FUNCTION events_event_immutable() RETURNS trigger AS $$
DECLARE
    probe events_event;
    name text;
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.position IS NULL AND NEW.position IS NOT NULL THEN
        probe := NEW;
        probe.position := NULL;
        IF row_to_json(probe)::text = row_to_json(OLD)::text THEN
            RETURN NEW;  -- the relay numbering a committed event: nothing else changes
        END IF;
    END IF;
    name := coalesce(current_setting('events.redact_name', true), '');
    IF TG_OP = 'UPDATE' AND length(name) > 0 THEN
        probe := NEW;
        probe.data := OLD.data;
        IF row_to_json(probe)::text = row_to_json(OLD)::text
           AND events_event_redacts(OLD.data::jsonb, NEW.data::jsonb, name) THEN
            RETURN NEW;  -- an erased account's name becomes the placeholder: nothing else
        END IF;
    END IF;
    RAISE EXCEPTION 'events are immutable: % refused on events_event', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
""".replace("{placeholder}", PLACEHOLDER)

DROP = "DROP FUNCTION IF EXISTS events_event_redacts(jsonb, jsonb, text);"


def forwards(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(CREATE, params=None)


def backwards(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(TRIGGER_BEFORE, params=None)
        schema_editor.execute(DROP, params=None)


class Migration(migrations.Migration):
    dependencies = [("events", "0006_log_json_one_check")]
    operations = [migrations.RunPython(forwards, backwards)]
