import django.utils.timezone
from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True
    dependencies = []

    operations = [
        migrations.CreateModel(
            name="Event",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("stream", models.UUIDField()),
                ("version", models.PositiveIntegerField()),
                ("type", models.CharField(max_length=100)),
                ("data", models.JSONField(default=dict)),
                ("meta", models.JSONField(default=dict)),
                ("schema_version", models.PositiveSmallIntegerField(default=1)),
                ("recorded_at", models.DateTimeField(default=django.utils.timezone.now)),
            ],
            options={"ordering": ["stream", "version"]},
        ),
        migrations.AddConstraint(
            model_name="event",
            constraint=models.UniqueConstraint(fields=("stream", "version"), name="event_stream_version_uniq"),
        ),
        migrations.AddConstraint(
            model_name="event",
            constraint=models.CheckConstraint(condition=models.Q(("version__gte", 1)), name="event_version_positive"),
        ),
        migrations.CreateModel(
            name="Snapshot",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("stream", models.UUIDField()),
                ("version", models.PositiveIntegerField()),
                ("key", models.CharField(max_length=100)),
                ("state", models.JSONField()),
                ("created_at", models.DateTimeField(default=django.utils.timezone.now)),
            ],
            options={
                "constraints": [models.UniqueConstraint(fields=("stream", "key", "version"), name="snapshot_uniq")],
                "indexes": [models.Index(fields=["stream", "key", "-version"], name="events_snap_stream_200c31_idx")],
            },
        ),
        migrations.CreateModel(
            name="IdempotencyRecord",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("user_id", models.BigIntegerField()),
                ("stream", models.UUIDField()),
                ("key", models.CharField(max_length=200)),
                ("request_hash", models.CharField(max_length=64)),
                ("status", models.PositiveSmallIntegerField()),
                ("body", models.JSONField()),
                ("created_at", models.DateTimeField(default=django.utils.timezone.now)),
            ],
            options={
                "constraints": [models.UniqueConstraint(fields=("user_id", "stream", "key"), name="idempotency_uniq")],
            },
        ),
    ]
