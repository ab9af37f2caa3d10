"""The database cache table (throttle counts, login lock-outs) when CACHES uses it.

``migrate`` alone then leaves a working set-up; with a Redis cache this does nothing.
"""

from django.core.management import call_command
from django.db import migrations


def create_cache_table(apps, schema_editor):
    call_command("createcachetable", database=schema_editor.connection.alias, verbosity=0)


class Migration(migrations.Migration):
    dependencies = [("games", "0004_username_unique_ignoring_case")]
    operations = [migrations.RunPython(create_cache_table, migrations.RunPython.noop)]
