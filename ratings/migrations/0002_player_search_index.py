"""Player search's prefix index (ratings.search): ``LOWER(username) LIKE 'ab%'``.

On PostgreSQL a b-tree on ``LOWER(username)`` (games 0004's unique index) serves ``LIKE`` with
a prefix only under the C collation; ``text_pattern_ops`` makes one that serves it under any
collation. SQLite's ``LIKE`` is case-insensitive and uses no index whatever is made, so nothing
is made there.
"""

from django.db import migrations

INDEX = "auth_user_username_prefix"


def create(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(f"CREATE INDEX IF NOT EXISTS {INDEX} ON auth_user "
                              "(LOWER(username) text_pattern_ops)")


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(f"DROP INDEX IF EXISTS {INDEX}")


class Migration(migrations.Migration):
    dependencies = [
        ("ratings", "0001_ratings"),
        ("games", "0004_username_unique_ignoring_case"),
    ]
    operations = [migrations.RunPython(create, drop)]
