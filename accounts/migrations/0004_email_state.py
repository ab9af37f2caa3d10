"""Email verification state: which address of an account is verified (accounts.models)."""


import django.db.models.deletion
import django.db.models.functions.text
import django.utils.timezone
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('accounts', '0003_legacy_tokens'),
        ('auth', '0012_alter_user_first_name_max_length'),
    ]

    operations = [
        migrations.CreateModel(
            name='EmailState',
            fields=[
                ('user', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, primary_key=True, related_name='email_state', serialize=False, to=settings.AUTH_USER_MODEL)),
                ('verified', models.CharField(blank=True, default='', help_text='the address as verified; empty: not verified', max_length=254)),
                ('verified_at', models.DateTimeField(blank=True, null=True)),
                ('changed_at', models.DateTimeField(default=django.utils.timezone.now, help_text='when the address last changed')),
            ],
            options={
                'constraints': [models.UniqueConstraint(django.db.models.functions.text.Lower('verified'), condition=models.Q(('verified', ''), _negated=True), name='accounts_verified_email_uniq')],
            },
        ),
    ]
