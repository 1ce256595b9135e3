import importlib

import pytest
from django.apps import apps
from django.contrib.auth.models import Group, User

editors_migration = importlib.import_module("articles.migrations.0002_editors_group")
moment_migration = importlib.import_module("articles.migrations.0008_moment")


@pytest.fixture
def editors_group(db):
    """Return the Editors group, made again by its migration if a flush removed it.

    Transactional tests (the browser tests) flush the database, data
    migrations included.
    """
    editors_migration.create_editors_group(apps, None)
    moment_migration.let_editors_edit_moments(apps, None)
    return Group.objects.get(name="Editors")


@pytest.fixture
def editor(editors_group):
    user = User.objects.create_user("edna", password="not-a-real-password-42", is_staff=True)
    user.groups.add(editors_group)
    return user


@pytest.fixture
def editor_client(client, editor):
    client.force_login(editor)
    return client
