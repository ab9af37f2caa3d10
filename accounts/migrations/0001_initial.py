"""The accounts app's first migration: no tables yet (accounts are Django's users); the
models of email addresses and device tokens follow."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("auth", "0012_alter_user_first_name_max_length")]
    operations = []
