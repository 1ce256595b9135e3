"""Adding and correcting articles in the admin: the pipeline runs, editors' fixes survive."""

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.messages import get_messages
from django.core.management import call_command
from django.urls import reverse

from articles.models import Article, Event, Mention, Person, Quote, Statement
from tests.factories import make_moment, make_outlet, make_story

from .helpers import form_data

pytestmark = pytest.mark.django_db

SEEDS = Path(settings.BASE_DIR) / "seeds"
TEXT = """Mayor backs new bike lanes across the city

Mayor Ana Ruiz said on Tuesday that the city would build 40 miles of bike lanes.

"We are done waiting," Ruiz said. "The lanes are coming this year."

Council member Tom Baker disagreed. "This plan is rushed," Baker told reporters on Wednesday.
"""


def add_article(client, story, **fields):
    data = {
        "story": story.pk,
        "outlet": "",
        "headline": "",
        "url": "",
        "published_at_0": "2024-03-14",
        "published_at_1": "09:30:00",
        "byline": "",
        "body": TEXT,
        "is_published": "on",
        **fields,
    }
    return client.post(reverse("admin:articles_article_add"), data)


def messages_of(response):
    return [str(m) for m in get_messages(response.wsgi_request)]


def load_seeds():
    call_command("load_seeds", str(SEEDS), verbosity=0)
    return Event.objects.get(slug="gaga-mulvaney-iwd-2024")


def change_page(client, obj):
    url = reverse(f"admin:articles_{obj._meta.model_name}_change", args=[obj.pk])
    return url, client.get(url)


def run_action(client, model, action, objects, **extra):
    url = reverse(f"admin:articles_{model}_changelist")
    return client.post(
        url, {"action": action, "_selected_action": [o.pk for o in objects], **extra}
    )


def test_adding_an_article_runs_the_pipeline_and_puts_it_on_the_story_page(editor_client):
    story = make_story()
    outlet = make_outlet(name="City Paper", slug="city-paper")
    response = add_article(
        editor_client,
        story,
        outlet=outlet.pk,
        byline="Sam Reporter",
        url="https://example.org/bike-lanes",
    )
    assert response.status_code == 302, response.context["adminform"].form.errors
    article = Article.objects.get()
    assert article.source_key.startswith("admin/")
    assert article.headline == "Mayor backs new bike lanes across the city"  # from the text
    assert (article.outlet, article.byline) == (outlet, "Sam Reporter")
    assert article.word_count == len(TEXT.split())
    assert article.content_hash
    assert "Extraction found 3 quotes, 2 people, 2 moments." in messages_of(response)
    speakers = set(article.quotes.values_list("speaker__name", flat=True))
    assert speakers == {"Ana Ruiz", "Tom Baker"}
    assert story.moments.count() == 2  # the story was aligned
    page = editor_client.get(reverse("articles:story", args=[story.slug]))
    assert "City Paper" in page.content.decode()
    page = editor_client.get(reverse("articles:story_articles", args=[story.slug]))
    assert article.headline in page.content.decode()


def test_crlf_from_the_browser_is_stored_as_plain_newlines(editor_client):
    story = make_story()
    add_article(editor_client, story, body=TEXT.replace("\n", "\r\n"), headline="Bike lanes")
    article = Article.objects.get()
    assert "\r" not in article.body
    assert article.headline == "Bike lanes"
    quote = article.quotes.first()
    assert article.body[quote.start : quote.end] == quote.text


def test_an_oversized_paste_is_a_form_error(editor_client, settings):
    settings.NEWSROOM_MAX_ARTICLE_BYTES = 1000
    response = add_article(editor_client, make_story(), body="word " * 300)
    assert response.status_code == 200
    [error] = response.context["adminform"].form.errors["body"]
    assert error.replace("\xa0", " ") == "This text is too long: 1.5 KB; the limit is 1000 bytes."
    assert not Article.objects.exists()


def test_a_paste_just_over_the_default_mebibyte_is_refused_with_the_limit(editor_client):
    body = "x" * (settings.NEWSROOM_MAX_ARTICLE_BYTES - 2) + " é"  # é is two bytes
    response = add_article(editor_client, make_story(), body=body)
    [error] = response.context["adminform"].form.errors["body"]
    assert "the limit is 1.0\xa0MB" in error
    assert not Article.objects.exists()


def test_the_same_text_twice_in_a_story_is_a_form_error(editor_client):
    story = make_story()
    add_article(editor_client, story)
    response = add_article(editor_client, story, headline="Again")
    assert response.status_code == 200
    assert "already has this text" in response.context["adminform"].form.errors["body"][0]
    assert Article.objects.count() == 1


def test_the_story_choices_are_the_stories(editor_client):
    story, other = make_story(), make_story()
    make_moment(story, title="A moment", slug="a-moment")
    response = editor_client.get(reverse("admin:articles_article_add"))
    choices = response.context["adminform"].form.fields["story"].queryset
    assert set(choices) == {story, other}


def test_changing_only_is_published_does_not_rerun_the_pipeline(editor_client):
    add_article(editor_client, make_story())
    article = Article.objects.get()
    quote = article.quotes.first()
    url, page = change_page(editor_client, article)
    response = editor_client.post(url, form_data(page, is_published=False))
    assert response.status_code == 302
    assert not any("Extraction" in m for m in messages_of(response))
    article.refresh_from_db()
    assert not article.is_published
    assert Quote.objects.filter(pk=quote.pk).exists()  # not replaced


def test_changing_the_text_reruns_the_pipeline_and_keeps_the_editors_fields(editor_client):
    add_article(editor_client, make_story())
    article = Article.objects.get()
    url, page = change_page(editor_client, article)
    body = TEXT + '\n"Bikes are welcome," Ruiz added.\n'
    response = editor_client.post(
        url, form_data(page, body=body, url="https://example.org/changed", is_published=False)
    )
    assert response.status_code == 302
    assert "Extraction found 4 quotes, 2 people, 2 moments." in messages_of(response)
    article.refresh_from_db()
    assert (article.url, article.is_published) == ("https://example.org/changed", False)
    assert article.quotes.count() == 4


def test_an_inline_speaker_fix_is_marked_edited_and_survives_reruns(editor_client):
    story = load_seeds()
    article = story.articles.order_by("source_key").first()
    quotes = list(article.quotes.order_by("start"))
    index, quote = next((i, q) for i, q in enumerate(quotes) if q.speaker_id)
    other = Person.objects.exclude(pk=quote.speaker_id).order_by("name").first()
    url, page = change_page(editor_client, article)
    assert page.context["inline_admin_formsets"][0].formset.forms[index].instance == quote
    response = editor_client.post(url, form_data(page, **{f"quotes-{index}-speaker": other.pk}))
    assert response.status_code == 302
    quote.refresh_from_db()
    assert (quote.speaker, quote.is_edited) == (other, True)
    untouched = [q for q in article.quotes.all() if q.pk != quote.pk]
    assert not any(q.is_edited for q in untouched)

    call_command("load_seeds", str(SEEDS), verbosity=0)
    response = run_action(editor_client, "article", "rerun_extraction", story.articles.all())
    assert response.status_code == 302
    assert sum("extraction found" in m for m in messages_of(response)) == 3
    call_command("load_seeds", str(SEEDS), verbosity=0)
    quote.refresh_from_db()
    assert (quote.speaker, quote.is_edited) == (other, True)


def test_verified_quotes_edited_people_and_moments_survive_reruns(editor_client):
    story = load_seeds()
    response = run_action(editor_client, "quote", "mark_verified", Quote.objects.all()[:3])
    assert "3 quotes marked verified." in messages_of(response)
    verified = {q.pk: (q.text, q.speaker_id) for q in Quote.objects.filter(is_verified=True)}
    assert len(verified) == 3

    person = Person.objects.get(name="Dylan Mulvaney")
    url, page = change_page(editor_client, person)
    editor_client.post(url, form_data(page, name="Dylan Mulvaney (TikTok)", pronouns="she/her"))
    person.refresh_from_db()
    assert person.is_edited

    moment = story.moments.order_by("occurred_on").first()
    url, page = change_page(editor_client, moment)
    editor_client.post(url, form_data(page, title="An editor's title"))
    moment.refresh_from_db()
    assert moment.is_edited

    run_action(editor_client, "article", "rerun_extraction", story.articles.all())
    call_command("load_seeds", str(SEEDS), verbosity=0)

    after = {q.pk: (q.text, q.speaker_id) for q in Quote.objects.filter(is_verified=True)}
    assert after == verified
    person.refresh_from_db()
    assert (person.name, person.pronouns) == ("Dylan Mulvaney (TikTok)", "she/her")
    assert person.mentions.exists()  # the old name, kept as an alias, still finds them
    assert not Person.objects.filter(name="Dylan Mulvaney").exists()
    moment.refresh_from_db()
    assert moment.title == "An editor's title"


def test_story_framing_words_are_edited_as_a_comma_separated_list(editor_client):
    story = load_seeds()
    url, page = change_page(editor_client, story)
    assert "backlash, hatred" in page.content.decode()
    response = editor_client.post(url, form_data(page, framing_words="Backlash, trolls , "))
    assert response.status_code == 302
    story.refresh_from_db()
    assert (story.framing_words, story.is_edited) == (["backlash", "trolls"], True)
    call_command("load_seeds", str(SEEDS), verbosity=0)
    story.refresh_from_db()
    assert story.framing_words == ["backlash", "trolls"]


def test_merging_people_moves_everything_to_the_one_chosen(editor_client):
    load_seeds()
    gaga = Person.objects.get(name="Lady Gaga")
    twin = Person.objects.create(name="Stefani Germanotta", slug="stefani", aliases=["Stef"])
    article = Article.objects.first()
    Mention.objects.create(article=article, person=twin, kind="name", text="Stefani")
    quote = article.quotes.first()
    Quote.objects.filter(pk=quote.pk).update(speaker=twin)
    statement = Statement.objects.first()
    Statement.objects.filter(pk=statement.pk).update(speaker=twin)
    mentions = gaga.mentions.count() + 1

    response = run_action(editor_client, "person", "merge_people", [twin, gaga])
    assert response.status_code == 200  # the confirmation page
    content = response.content.decode()
    checked = re.search(r'value="(\d+)" checked', content)
    assert checked.group(1) == str(gaga.pk)  # the one with the most mentions

    response = run_action(
        editor_client, "person", "merge_people", [twin, gaga], target=gaga.pk, post="yes"
    )
    assert response.status_code == 302
    assert "Merged Stefani Germanotta into Lady Gaga." in messages_of(response)
    assert not Person.objects.filter(pk=twin.pk).exists()
    gaga.refresh_from_db()
    assert {"Stefani Germanotta", "Stef", "Gaga"} <= set(gaga.aliases)
    assert gaga.is_edited
    assert gaga.mentions.count() == mentions
    assert Quote.objects.get(pk=quote.pk).speaker == gaga
    assert Statement.objects.get(pk=statement.pk).speaker == gaga
    # The merged person's page now leads to the one they were merged into.
    response = editor_client.get(twin.get_absolute_url())
    assert response.status_code == 301 and response["Location"] == gaga.get_absolute_url()


def test_renaming_a_slug_keeps_the_old_permalink_working(editor_client, client):
    story = load_seeds()
    old_url = story.get_absolute_url()
    url = reverse("admin:articles_event_change", args=[story.pk])
    data = form_data(editor_client.get(url), slug="gaga-and-mulvaney")
    response = editor_client.post(url, data)
    assert response.status_code == 302, response.content.decode()[:2000]
    story.refresh_from_db()
    assert story.slug == "gaga-and-mulvaney"
    response = client.get(old_url + "compare/?outlets=people,usa-today")
    assert response.status_code == 301
    assert response["Location"] == "/events/gaga-and-mulvaney/compare/?outlets=people,usa-today"


def test_merging_needs_two_people(editor_client):
    person = Person.objects.create(name="Solo", slug="solo")
    response = run_action(editor_client, "person", "merge_people", [person])
    assert response.status_code == 302
    assert "Pick two or more people to merge." in messages_of(response)
    assert Person.objects.filter(pk=person.pk).exists()


def test_unpublishing_an_article_hides_it_from_the_story_page(editor_client):
    story = load_seeds()
    article = story.articles.order_by("source_key").first()
    response = run_action(editor_client, "article", "unpublish", [article])
    assert "1 article unpublished." in messages_of(response)
    url = reverse("articles:story_articles", args=[story.slug])
    assert article.headline not in editor_client.get(url).content.decode()
    run_action(editor_client, "article", "publish", [article])
    assert article.headline in editor_client.get(url).content.decode()


def test_view_on_site_opens_the_public_page_of_each_kind_of_object(editor_client):
    story = load_seeds()
    objects = [
        story,
        story.moments.first(),
        story.articles.first(),
        Person.objects.first(),
        Quote.objects.first(),
        Statement.objects.first(),
    ]
    for obj in objects:
        _url, page = change_page(editor_client, obj)
        view_on_site = reverse("admin:view_on_site", args=[page.context["content_type_id"], obj.pk])
        assert view_on_site in page.content.decode()
        response = editor_client.get(view_on_site)
        assert response.status_code == 302
        assert response["Location"].endswith(obj.get_absolute_url())
        assert editor_client.get(obj.get_absolute_url()).status_code == 200, obj


def test_an_editors_change_is_on_the_cached_public_pages_at_once(editor_client, client):
    story = load_seeds()
    url = reverse("articles:story", args=[story.slug])
    assert "Dylan Mulvaney" in client.get(url).content.decode()  # now cached
    person = Person.objects.get(name="Dylan Mulvaney")
    change = reverse("admin:articles_person_change", args=[person.pk])
    response = editor_client.post(
        change, form_data(editor_client.get(change), name="Dylan Mulvaney-Renamed")
    )
    assert response.status_code == 302
    assert "Dylan Mulvaney-Renamed" in client.get(url).content.decode()


def test_unpublishing_takes_the_articles_moments_off_the_timeline_and_publishing_brings_them_back(
    editor_client, client
):
    story = make_story()
    add_article(editor_client, story)
    article = Article.objects.get()
    title = story.moments.filter(sources__article=article).first().title
    timeline = reverse("articles:timeline", args=[story.slug])

    def on_timeline():
        return title in client.get(timeline).content.decode()

    assert on_timeline()
    for published in (False, True):  # in the change form
        url, page = change_page(editor_client, article)
        editor_client.post(url, form_data(page, is_published=published))
        assert on_timeline() is published
    for action in ("unpublish", "publish"):
        run_action(editor_client, "article", action, [article])
        assert on_timeline() is (action == "publish")


def test_the_review_queue_measures_extraction_on_the_quotes_editors_checked(editor_client):
    load_seeds()
    checked = list(Quote.objects.filter(speaker__isnull=False)[:4])
    Quote.objects.filter(pk__in=[q.pk for q in checked]).update(is_verified=True)
    wrong = checked[0]
    other = Person.objects.exclude(pk=wrong.speaker_id).first()
    Quote.objects.filter(pk=wrong.pk).update(speaker=other, is_edited=True)

    response = run_action(
        editor_client, "quote", "measure_pipeline", Quote.objects.filter(is_verified=True)
    )

    [message] = messages_of(response)
    assert "(3 of 4) on the quotes editors checked" in message
