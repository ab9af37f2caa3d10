"""Webhook deliveries a receiver took are "sent", as pushes are (was "delivered")."""

from django.db import migrations


def forwards(apps, schema_editor):
    apps.get_model("notifications", "WebhookDelivery").objects.filter(
        status="delivered").update(status="sent")


def backwards(apps, schema_editor):
    apps.get_model("notifications", "WebhookDelivery").objects.filter(
        status="sent").update(status="delivered")


class Migration(migrations.Migration):

    dependencies = [
        ("notifications", "0005_outbox_rows"),
    ]

    operations = [
        migrations.RunPython(forwards, backwards),
    ]
