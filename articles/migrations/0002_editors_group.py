"""Create the "Editors" group with the permissions an editor needs, and no more."""

from django.contrib.auth.management import create_permissions
from django.db import migrations

EDITOR_MODELS = [
    "article", "quote", "person", "event", "outlet", "statement", "mention", "momentsource"
]
ACTIONS = ["add", "change", "delete", "view"]


def create_editors_group(apps, schema_editor):
    # Permissions are normally created after migrate; make sure they exist now.
    app_config = apps.get_app_config("articles")
    app_config.models_module = True
    create_permissions(app_config, apps=apps, verbosity=0)
    app_config.models_module = None

    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    codenames = [f"{action}_{model}" for model in EDITOR_MODELS for action in ACTIONS]
    permissions = Permission.objects.filter(
        content_type__app_label="articles", codename__in=codenames
    )
    group, _ = Group.objects.get_or_create(name="Editors")
    group.permissions.set(permissions)


def delete_editors_group(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name="Editors").delete()


class Migration(migrations.Migration):

    dependencies = [
        ("articles", "0001_initial"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(create_editors_group, delete_editors_group)]
