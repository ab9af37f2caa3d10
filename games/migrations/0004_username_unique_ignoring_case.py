"""Usernames are unique ignoring case (games.accounts): a unique index on LOWER(username).

Fails if the table already holds two names differing only in case; rename one first.
"""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0003_moderators_group"),
        ("auth", "0012_alter_user_first_name_max_length"),
    ]
    operations = [
        migrations.RunSQL(
            "CREATE UNIQUE INDEX auth_user_username_ci ON auth_user (LOWER(username))",
            "DROP INDEX auth_user_username_ci",
        ),
    ]
