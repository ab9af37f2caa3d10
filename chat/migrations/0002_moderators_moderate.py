"""The "moderators" group may moderate the chat (chat.moderate) and look at reports."""

from django.db import migrations


def grant(apps, schema_editor):
    ContentType = apps.get_model("contenttypes", "ContentType")
    Permission = apps.get_model("auth", "Permission")
    Group = apps.get_model("auth", "Group")
    # made now (not after migrations, by post_migrate) so the group can hold them
    perms = []
    for model, codename, name in (
            ("chatreport", "moderate", "Can moderate the chat (remove, mute, dismiss)"),
            ("chatreport", "view_chatreport", "Can view chat report"),
            ("chatmessage", "view_chatmessage", "Can view chat message"),
            ("chatmute", "view_chatmute", "Can view chat mute")):
        ct, _ = ContentType.objects.get_or_create(app_label="chat", model=model)
        perm, _ = Permission.objects.get_or_create(content_type=ct, codename=codename,
                                                   defaults={"name": name})
        perms.append(perm)
    group, _ = Group.objects.get_or_create(name="moderators")
    group.permissions.add(*perms)


def revoke(apps, schema_editor):
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group = Group.objects.filter(name="moderators").first()
    if group is not None:
        group.permissions.remove(*Permission.objects.filter(content_type__app_label="chat"))


class Migration(migrations.Migration):

    dependencies = [
        ("chat", "0001_initial"),
        ("games", "0003_moderators_group"),
    ]

    operations = [migrations.RunPython(grant, revoke)]
