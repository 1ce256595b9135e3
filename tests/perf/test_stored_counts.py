"""What the story pages count is stored when the story changes, and shows at once."""

import re

import pytest
from django.core.cache import cache
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.db.models import Count
from django.urls import reverse

from articles.ingest import refresh_stories
from articles.models import (
    ArticleMeasures,
    Event,
    Mention,
    MomentSource,
    Person,
    PersonWording,
    Quote,
    Statement,
)

from ..factories import make_mention, make_person
from .test_queries import load_demo

pytestmark = pytest.mark.django_db


@pytest.fixture
def demo():
    """A generated story of six articles from three outlets, as loading leaves it."""
    return load_demo(6, 3)


def run_action(client, model, action, objects, **extra):
    url = reverse(f"admin:articles_{model}_changelist")
    data = {"action": action, "_selected_action": [o.pk for o in objects], **extra}
    assert client.post(url, data).status_code == 302


def page(client, url):
    return client.get(url).content.decode()


def people(story):
    return list(Person.objects.for_story(story).values_list("name", "mention_count"))


def header_people(client, story):
    """Return the names on the story header's people chips, in their order."""
    html = page(client, story.get_absolute_url())
    chips = html[html.index('class="chip-list"') :]
    return re.findall(r'class="chip" href="[^"]+">([^<]+)</a>', chips[: chips.index("</ul>")])


def test_unpublishing_an_article_changes_the_counts_at_once(admin_client, client, demo):
    story_url, quotes_url = demo.get_absolute_url(), reverse("articles:quotes", args=[demo.slug])
    compare_url = reverse("articles:compare", args=[demo.slug])
    article = demo.articles.order_by("published_at").last()
    mentioned = dict(article.mentions.values_list("person__name").annotate(Count("pk")))
    before = people(demo)
    # Every page is in the view cache before the change.
    assert "· 6 articles" in page(client, story_url)
    assert "Show what 6 sources wrote" in page(client, story_url)
    assert "Quoted 6 times" in page(client, quotes_url)
    assert article.headline in page(client, compare_url)  # its outlet's latest

    run_action(admin_client, "article", "unpublish", [article])
    assert "· 5 articles" in page(client, story_url)
    loose = Quote.objects.published().filter(article__story=demo, statement__isnull=True)
    assert Event.objects.get(pk=demo.pk).loose_quote_count == loose.count()
    assert "Show what 5 sources wrote" in page(client, story_url)
    assert "Quoted 5 times" in page(client, quotes_url)
    assert article.headline not in page(client, compare_url)
    assert people(demo) == [(name, count - mentioned.get(name, 0)) for name, count in before]

    run_action(admin_client, "article", "publish", [article])
    assert "Show what 6 sources wrote" in page(client, story_url)
    assert people(demo) == before


def test_merging_people_changes_their_counts_at_once(admin_client, client, demo):
    (lead, lead_count), (other, other_count) = people(demo)
    twin = make_person(name="A. Twin")
    for article in demo.articles.all():
        for start in range(lead_count // 6 + 1):
            make_mention(article, twin, start=start)
    refresh_stories([demo.pk])  # as every writer does
    assert header_people(client, demo) == ["A. Twin", lead, other]

    kept = Person.objects.get(name=other)
    run_action(admin_client, "person", "merge_people", [twin, kept], target=kept.pk, post="yes")
    assert header_people(client, demo) == [other, lead]
    assert people(demo)[0][1] == other_count + 6 * (lead_count // 6 + 1)


def outlet_options(client, story):
    """Return the (slug, name) the timeline's outlet filter offers, and the comparison's picker."""
    timeline = page(client, reverse("articles:timeline", args=[story.slug]))
    select = timeline[timeline.index('name="outlet"') :]
    compare = page(client, reverse("articles:compare", args=[story.slug]))
    options = select[: select.index("</select>")]
    return (
        re.findall(r'<option value="([^"]+)">([^<]+)</option>', options),
        re.findall(r'name="outlets" value="([^"]+)"[^>]*><label for="[^"]+">([^<]+)<', compare),
    )


def header_articles(client, story):
    """Return the (outlet, headline) of each article the story header names."""
    html = page(client, story.get_absolute_url())
    listed = html[html.index('class="coverage-list"') :]
    return re.findall(
        r'class="outlet-badge[^"]*">([^<]+)</span> <a href="[^"]+">([^<]+)</a>',
        listed[: listed.index("</ul>")],
    )


def test_the_header_and_filters_follow_edits_at_once(admin_client, client, demo):
    """The outlets the filters offer and the articles the header names are stored with the
    story, and every change brings them up to date."""
    listed = demo.articles.select_related("outlet").order_by("published_at", "headline")
    outlets = sorted({(a.outlet.slug, a.outlet.name) for a in listed}, key=lambda o: o[1])
    assert outlet_options(client, demo) == (outlets, outlets)
    assert header_articles(client, demo) == [(a.outlet.name, a.headline) for a in listed[:6]]

    first = listed[0]
    gone = list(demo.articles.filter(outlet=first.outlet))
    run_action(admin_client, "article", "unpublish", gone)
    left = [o for o in outlets if o[0] != first.outlet.slug]
    assert outlet_options(client, demo) == (left, left)
    shown = listed.filter(is_published=True)
    assert header_articles(client, demo) == [(a.outlet.name, a.headline) for a in shown[:6]]

    run_action(admin_client, "article", "publish", gone)
    outlet = first.outlet
    change = reverse("admin:articles_outlet_change", args=[outlet.pk])
    edited = {"name": "Zed Daily", "slug": outlet.slug, "homepage": "", "country": ""}
    assert admin_client.post(change, edited).status_code == 302
    renamed = sorted([*left, (outlet.slug, "Zed Daily")], key=lambda o: o[1])
    assert outlet_options(client, demo) == (renamed, renamed)
    assert header_articles(client, demo)[0] == ("Zed Daily", first.headline)


def test_the_people_the_filters_offer_follow_an_editors_change_at_once(admin_client, client, demo):
    """The filters' people are stored with the story, with the aliases the timeline's person
    filter matches, and renaming one in the admin shows at once."""
    person = Person.objects.for_story(demo).first()
    quotes = reverse("articles:quotes", args=[demo.slug])
    assert f'<option value="{person.slug}">{person.name}</option>' in page(client, quotes)
    change = reverse("admin:articles_person_change", args=[person.pk])
    edited = {"name": "Renamed Person", "slug": person.slug, "aliases": "", "pronouns": ""}
    assert admin_client.post(change, edited).status_code == 302
    assert f'<option value="{person.slug}">Renamed Person</option>' in page(client, quotes)
    assert Event.objects.get(pk=demo.pk).leading_people[0] == [
        person.pk,
        person.slug,
        "Renamed Person",
        [person.name],  # the old name, kept as an alias
    ]
    assert "Renamed Person" in header_people(client, demo)


def test_a_persons_quotes_outside_statements_follow_edits_at_once(admin_client, client, demo):
    """Each StoryPerson row counts the person's published quotes outside statements: the person
    page lists them when there are some, and none once its article is unpublished."""
    quote = Quote.objects.filter(article__story=demo, speaker__isnull=False).first()
    person_url = quote.speaker.get_absolute_url()
    assert "Other quotes" not in page(client, person_url)
    Quote.objects.filter(pk=quote.pk).update(statement=None)
    refresh_stories([demo.pk])  # as every writer does
    html = page(client, person_url)
    assert "Other quotes" in html
    assert f'#quote-{quote.pk}"' in html

    run_action(admin_client, "article", "unpublish", [quote.article])
    html = page(client, person_url)
    assert "Other quotes" not in html
    assert f'#quote-{quote.pk}"' not in html


def test_the_people_the_comparison_names_follow_an_editors_change_at_once(client, demo):
    """The people the comparison names are stored with the story (``compared_people``): a new
    name and pronouns for one show there once the story is refreshed, as every writer does
    (the admin's person form among them, see the filters' test above)."""
    person = Person.objects.for_story(demo).first()
    compare = reverse("articles:compare", args=[demo.slug])
    assert f">{person.name}</a></h4>" in page(client, compare)
    Person.objects.filter(pk=person.pk).update(name="Renamed Person", pronouns="they")
    refresh_stories([demo.pk])
    html = page(client, compare)
    assert ">Renamed Person</a></h4>" in html
    assert "Pronouns, as set by an editor: they" in html
    assert [person.pk, person.slug, "Renamed Person", "they"] in Event.objects.get(
        pk=demo.pk
    ).compared_people


def stored(story):
    """Return every count and mark stored for ``story``."""
    return (
        list(
            Event.objects.filter(pk=story.pk).values_list(
                *("article_count", "first_published_at", "last_published_at", "loose_quote_count"),
                *("people_count", "quoted_statement_count", "outlets", "has_unknown_outlet"),
                *("header_articles", "leading_people", "latest_articles"),
            )
        ),
        list(
            story.moments.values_list("slug", "source_count", "outlet_names", "has_unknown_outlet")
        ),
        list(
            story.statements.values_list(
                *("pk", "quote_count", "source_count", "article_count", "shown_sentences"),
                "leading_quotes",
            )
        ),
        list(Quote.objects.filter(article__story=story).values_list("pk", "position")),
        list(story.articles.order_by("pk").values_list("pk", "is_outlet_latest", "position")),
        list(MomentSource.objects.filter(article__story=story).values_list("pk", "is_first")),
        sorted(story.moments.values_list("slug", "people__name").exclude(people=None)),
        people(story),
        list(
            PersonWording.objects.filter(story=story)
            .order_by("person", "outlet", "kind", "text")
            .values_list("person", "outlet", "kind", "text", "uses")
        ),
    )


@pytest.mark.django_db(transaction=True)
def test_migrations_back_and_forth_keep_a_loaded_story_and_fill_its_counts(client):
    """0006 fills the counts of stories loaded before them, from its frozen rules; 0008 takes
    moments out of Event and puts them back, every moment URL still answering; 0010 fills the
    outlets each moment names on the timeline, 0011 how each outlet names each person, 0013
    the span of the story's coverage, 0014 its quotes outside statements, 0016 its people and
    quoted statements, 0017 the outlets, articles and people its header and filters name,
    0031 how many published articles quote each statement, 0032 whom each moment's sources
    name, 0033 each article's place in the articles tab, 0035 the places of the quotes of no
    statement."""
    story = load_demo(6, 3)
    loaded = stored(story)
    [(count, first, last, *_)] = loaded[0]
    assert count == 6 and first < last and loaded[1] and loaded[-2] and loaded[-1]
    moment_urls = [moment.get_absolute_url() for moment in story.moments.all()]
    executor = MigrationExecutor(connection)
    before = [("articles", "0005_stored_aggregates")]
    executor.migrate(before)
    old = executor.loader.project_state(before).apps
    old.get_model("articles", "Event").objects.update(article_count=0, source_count=0)
    old.get_model("articles", "Statement").objects.update(quote_count=0, source_count=0)
    old.get_model("articles", "Quote").objects.update(position=None)
    old.get_model("articles", "Article").objects.update(is_outlet_latest=False)
    old.get_model("articles", "MomentSource").objects.update(is_first=False)
    old.get_model("articles", "StoryPerson").objects.all().delete()
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes("articles"))
    assert stored(Event.objects.get(pk=story.pk)) == loaded
    for url in moment_urls:
        assert client.get(url).status_code == 200, url


@pytest.mark.django_db(transaction=True)
def test_migrations_back_and_forth_fill_what_the_comparison_reads_across_outlets(client):
    """0012 fills each outlet's latest article's sentence links and distinctive words from its
    frozen copy of the rules, as alignment stores them; 0018 the moment each article reports;
    0019 each article's quote counts and the anchors of the cells of the statement grids."""
    story = load_demo(6, 3)
    measures = ArticleMeasures.objects.filter(article__story=story).order_by("article")
    read = ("article", "sentence_links", "distinctive", "main_moment", "quote_count")
    read += ("speaker_count", "quoted_statements")
    shown = story.statements.order_by("pk").values_list("shown_sentences", flat=True)
    sentences = list(shown)
    assert any("anchor" in c for s in sentences for row in s for c in row["coverage"].values())
    loaded = list(measures.values_list(*read))
    assert any(links for _, links, *_ in loaded) and any(words for _, _, words, *_ in loaded)
    assert any(row[3] for row in loaded) and any(row[4] for row in loaded)
    compare_url = reverse("articles:compare", args=[story.slug])
    page_before = page(client, compare_url)
    executor = MigrationExecutor(connection)
    before = [("articles", "0011_person_wordings")]
    executor.migrate(before)
    old = executor.loader.project_state(before).apps.get_model("articles", "Statement")
    for statement in old.objects.all():  # the cells as they were before 0019
        for sentence in statement.shown_sentences:
            for cell in sentence["coverage"].values():
                cell.pop("anchor", None)
        statement.save(update_fields=["shown_sentences"])
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes("articles"))
    assert list(measures.values_list(*read)) == loaded
    assert list(shown) == sentences
    cache.clear()  # rendered afresh from what the migration stored
    assert page(client, compare_url) == page_before


def test_statements_keep_the_cells_of_each_outlets_latest_article_for_the_pages(demo):
    latest = demo.articles.filter(is_outlet_latest=True).values_list("pk", flat=True)
    latest = {str(pk) for pk in latest}
    statement = demo.statements.order_by("-source_count").first()
    every = {key for sentence in statement.sentences for key in sentence["coverage"]}
    shown = {key for sentence in statement.shown_sentences for key in sentence["coverage"]}
    assert shown == every & latest and every - latest  # the older articles' cells are left out
    texts = [sentence["text"] for sentence in statement.sentences]
    assert [sentence["text"] for sentence in statement.shown_sentences] == texts


def counted_wordings(story):
    """Count afresh, from the mentions, what ``PersonWording`` stores for ``story``."""
    return sorted(
        Mention.objects.filter(
            article__story=story, article__is_published=True, kind__in=PersonWording.KINDS
        )
        .order_by()
        .values_list("person", "article__outlet", "kind", "text")
        .annotate(Count("pk"))
    )


def test_person_wordings_follow_publishing_and_show_on_the_person_page(admin_client, client, demo):
    def stored_wordings():
        return sorted(
            PersonWording.objects.filter(story=demo).values_list(
                "person", "outlet", "kind", "text", "uses"
            )
        )

    assert stored_wordings() == counted_wordings(demo) != []
    article = demo.articles.order_by("published_at").last()
    run_action(admin_client, "article", "unpublish", [article])
    assert stored_wordings() == counted_wordings(demo)
    person, *_, text, uses = max(stored_wordings(), key=lambda row: row[-1])
    html = page(client, Person.objects.get(pk=person).get_absolute_url())
    assert text in html
    assert uses == 1 or f"×{uses}</span>" in html


@pytest.mark.django_db(transaction=True)
def test_migration_stores_statement_sentences_last_and_back():
    """0021 moves ``Statement.sentences`` (a cell per carrying article: megabytes in a long
    story) to the table's last column, where SQLite reads no other column through its overflow
    pages; every statement's sentences survive the way there and back."""
    story = load_demo(6, 3)
    statements = Statement.objects.filter(story=story).order_by("pk")
    loaded = list(statements.values_list("pk", "sentences", "shown_sentences", "quote_count"))
    assert any(sentences for _, sentences, *_ in loaded)
    executor = MigrationExecutor(connection)
    executor.migrate([("articles", "0020_compact_sentence_links")])
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes("articles"))
    assert list(statements.values_list("pk", "sentences", "shown_sentences", "quote_count")) == (
        loaded
    )
    if connection.vendor == "sqlite":
        with connection.cursor() as cursor:
            columns = connection.introspection.get_table_description(
                cursor, Statement._meta.db_table
            )
        assert columns[-1].name == "sentences"
