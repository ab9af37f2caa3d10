"""The "moderators" group: staff in it may settle disputes (games.resolve_dispute)."""

from django.db import migrations


def create_moderators(apps, schema_editor):
    ContentType = apps.get_model("contenttypes", "ContentType")
    Permission = apps.get_model("auth", "Permission")
    Group = apps.get_model("auth", "Group")
    # Permissions are normally created after migrations (post_migrate); make this one now so the
    # group can hold it. post_migrate's get_or_create later finds it and adds nothing.
    ct, _ = ContentType.objects.get_or_create(app_label="games", model="dispute")
    perm, _ = Permission.objects.get_or_create(
        content_type=ct, codename="resolve_dispute",
        defaults={"name": "Can settle disputes (annul, set a result, rewind, dismiss)"})
    views = []
    for app_label, model in (("games", "dispute"), ("games", "game"), ("events", "event")):
        mct, _ = ContentType.objects.get_or_create(app_label=app_label, model=model)
        view, _ = Permission.objects.get_or_create(
            content_type=mct, codename=f"view_{model}", defaults={"name": f"Can view {model}"})
        views.append(view)
    group, _ = Group.objects.get_or_create(name="moderators")
    group.permissions.add(perm, *views)


def remove_moderators(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name="moderators").delete()


class Migration(migrations.Migration):

    dependencies = [
        ("games", "0002_dispute_index"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("events", "0002_immutable_trigger"),
    ]

    operations = [migrations.RunPython(create_moderators, remove_moderators)]
