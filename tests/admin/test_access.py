"""Who reaches the admin, and what an editor (staff, not superuser) may do there."""

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

pytestmark = pytest.mark.django_db

EDITOR_MODELS = {
    "article",
    "quote",
    "person",
    "event",
    "moment",
    "outlet",
    "statement",
    "mention",
    "momentsource",
}


def test_editors_group_has_exactly_the_editing_permissions(editors_group):
    codenames = set(editors_group.permissions.values_list("codename", flat=True))
    assert codenames == {
        f"{action}_{model}"
        for model in EDITOR_MODELS
        for action in ("add", "change", "delete", "view")
    }
    app_labels = set(editors_group.permissions.values_list("content_type__app_label", flat=True))
    assert app_labels == {"articles"}


def test_anonymous_is_sent_to_the_login_page(client):
    url = reverse("admin:articles_article_changelist")
    response = client.get(url)
    assert response.status_code == 302
    assert response["Location"] == f"{reverse('admin:login')}?next={url}"


def test_a_logged_in_user_who_is_not_staff_cannot_get_in(client):
    client.force_login(User.objects.create_user("reader", password="x-long-password-9"))
    response = client.get(reverse("admin:articles_article_changelist"))
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("admin:login"))
    response = client.get(reverse("admin:index"))
    assert response.status_code == 302


@pytest.mark.parametrize(
    "url_name",
    [
        "admin:auth_user_changelist",
        "admin:auth_user_add",
        "admin:auth_group_changelist",
        "admin:auth_group_add",
    ],
)
def test_an_editor_cannot_see_or_change_users_or_groups(editor_client, url_name):
    assert editor_client.get(reverse(url_name)).status_code == 403


def test_an_editor_cannot_change_their_own_account_or_permissions(editor_client, editor):
    url = reverse("admin:auth_user_change", args=[editor.pk])
    assert editor_client.get(url).status_code == 403
    response = editor_client.post(url, {"username": "edna", "is_superuser": "on"})
    assert response.status_code == 403
    editor.refresh_from_db()
    assert not editor.is_superuser


def test_an_editor_sees_the_newsroom_models_and_not_auth(editor_client):
    response = editor_client.get(reverse("admin:index"))
    assert response.status_code == 200
    content = response.content.decode()
    for url_name in (
        "articles_article",
        "articles_quote",
        "articles_person",
        "articles_event",
        "articles_outlet",
        "articles_statement",
    ):
        assert reverse(f"admin:{url_name}_changelist") in content
    assert reverse("admin:auth_user_changelist") not in content
    assert reverse("admin:auth_group_changelist") not in content


@pytest.mark.parametrize(
    "url_name",
    [
        "admin:articles_article_changelist",
        "admin:articles_article_add",
        "admin:articles_quote_changelist",
        "admin:articles_person_changelist",
        "admin:articles_event_changelist",
        "admin:articles_event_add",
        "admin:articles_outlet_changelist",
        "admin:articles_outlet_add",
        "admin:articles_statement_changelist",
    ],
)
def test_an_editor_reaches_the_newsroom_pages(editor_client, url_name):
    assert editor_client.get(reverse(url_name)).status_code == 200
