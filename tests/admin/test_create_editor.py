"""manage.py create_editor: a staff user in Editors, with a validated password."""

import pytest
from django.contrib.auth.models import User
from django.core.management import CommandError, call_command

from articles.management.commands import create_editor

# The Editors group comes from a data migration, which a transactional test's flush removes.
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("editors_group")]

GOOD = "correct-horse-battery-staple-7"


def test_creates_a_staff_editor_from_the_environment(monkeypatch):
    monkeypatch.setenv("NEWSROOM_EDITOR_PASSWORD", GOOD)
    call_command("create_editor", "edna", "--email", "edna@example.org", stdout=None)
    user = User.objects.get(username="edna")
    assert user.is_staff and not user.is_superuser
    assert user.email == "edna@example.org"
    assert user.check_password(GOOD)
    assert list(user.groups.values_list("name", flat=True)) == ["Editors"]
    assert user.has_perm("articles.change_quote")
    assert not user.has_perm("auth.change_user")


def test_a_weak_password_from_the_environment_is_refused(monkeypatch):
    monkeypatch.setenv("NEWSROOM_EDITOR_PASSWORD", "12345")
    with pytest.raises(CommandError, match="too short"):
        call_command("create_editor", "edna")
    assert not User.objects.exists()


def test_asks_twice_until_the_passwords_match_and_pass_validation(monkeypatch, capsys):
    monkeypatch.delenv("NEWSROOM_EDITOR_PASSWORD", raising=False)
    answers = iter(["password", "password", GOOD, "other-" + GOOD, GOOD, GOOD])
    monkeypatch.setattr(create_editor.getpass, "getpass", lambda prompt: next(answers))
    call_command("create_editor", "edna")
    assert User.objects.get(username="edna").check_password(GOOD)
    err = capsys.readouterr().err
    assert "too common" in err
    assert "differ" in err


def test_an_existing_username_is_an_error(monkeypatch):
    monkeypatch.setenv("NEWSROOM_EDITOR_PASSWORD", GOOD)
    User.objects.create_user("edna")
    with pytest.raises(CommandError, match="already exists"):
        call_command("create_editor", "edna")
