"""What the comparison reads is measured when an article is written, and kept up to date."""

import datetime
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from articles.ingest import store_aggregates
from articles.models import Article, ArticleMeasures, Quote, Statement

from ..factories import (
    make_article,
    make_mention,
    make_outlet,
    make_person,
    make_quote,
    make_story,
)
from .conftest import SEED_SLUG

pytestmark = pytest.mark.django_db


def test_loading_measures_every_article_and_a_rerun_measures_nothing(seed_story):
    measures = {m.article_id: m for m in ArticleMeasures.objects.all()}
    assert set(measures) == set(seed_story.articles.values_list("pk", flat=True))
    usa = ArticleMeasures.objects.get(article__outlet__slug="usa-today")
    assert usa.framing["backlash"] == [2, 4]
    assert 0.4 < usa.quote_share < 0.6
    start, end, key, words = usa.sentences[0]
    assert 0 <= start < end and key and set(words) <= set(key)
    assert {"gaga", "mulvaney"} <= set(usa.name_words)
    assert store_aggregates(seed_story.pk) is False


def test_a_new_framing_word_quote_or_mention_measures_the_article_again():
    story = make_story(framing_words=["feud"])
    article = make_article(story, body='A feud grew. "No feud," she said. The feud ended.')
    assert store_aggregates(story.pk) is True
    measures = ArticleMeasures.objects.get(article=article)
    assert measures.framing == {"feud": [3, 0]} and measures.quote_share == 0
    make_quote(article, text='"No feud,"')
    story.framing_words = ["feud", "ended"]
    story.save()
    assert store_aggregates(story.pk) is True
    measures.refresh_from_db()
    assert measures.framing == {"feud": [2, 1], "ended": [1, 0]}
    assert measures.quote_share == pytest.approx(10 / len(article.body))
    person = make_person(name="Ann Lee")
    make_mention(article, person, kind="descriptor", text="the chef")
    make_mention(article, person, kind="descriptor", text="the chef", start=40, end=48)
    assert store_aggregates(story.pk) is True
    measures.refresh_from_db()
    assert measures.people == {str(person.pk): {"descriptor": [["the chef", 2]]}}
    assert store_aggregates(story.pk) is False


def test_each_outlets_latest_article_stores_its_counterparts_and_distinctive_words():
    story = make_story()
    first, second = make_outlet(name="First Post"), make_outlet(name="Second Post")
    shared = "The mayor closed the old bridge to all cars on Tuesday morning."
    older = make_article(
        story,
        outlet=first,
        body=shared,
        published_at=datetime.datetime(2024, 3, 1, tzinfo=datetime.UTC),
    )
    mine = make_article(story, outlet=first, body=f"{shared} Ravens nested above the harbour wall.")
    theirs = make_article(
        story, outlet=second, body=f"Critics praised the lighting design. {shared}"
    )
    store_aggregates(story.pk)
    links = dict(ArticleMeasures.objects.values_list("article", "sentence_links"))
    assert Article.objects.get(pk=older.pk).is_outlet_latest is False
    assert links[older.pk] == []
    (start, end, other, index), (_, _, *alone) = links[mine.pk]
    assert mine.body[start:end] == shared and alone == []
    assert (other, index) == (theirs.pk, 1)
    assert [counterparts for _, _, *counterparts in links[theirs.pk]] == [[], [mine.pk, 0]]
    words = {
        pk: [word for word, _, _ in found]
        for pk, found in ArticleMeasures.objects.values_list("article", "distinctive")
    }
    assert words[older.pk] == []
    assert "ravens" in words[mine.pk] and "critics" not in words[mine.pk]
    assert "critics" in words[theirs.pk] and "bridge" not in words[theirs.pk]
    assert store_aggregates(story.pk) is False


def test_refresh_aggregates_stores_measures_and_diffs_again(seed_story):
    def stored():
        return (
            sorted(
                ArticleMeasures.objects.values_list(
                    "article", "fingerprint", "sentences", "sentence_links"
                )
            ),
            sorted(Statement.objects.values_list("pk", "sentences", "shown_sentences")),
        )

    before = stored()
    assert any(
        "diff" in cell
        for _, sentences, _ in before[1]
        for s in sentences
        for cell in s["coverage"].values()
    )
    ArticleMeasures.objects.all().delete()
    Statement.objects.update(shown_sentences=[])
    out = StringIO()
    call_command("refresh_aggregates", stdout=out)
    assert f"{SEED_SLUG}:" in out.getvalue()
    assert stored() == before
    call_command("refresh_aggregates", SEED_SLUG, "--force", stdout=StringIO())
    assert stored() == before
    with pytest.raises(CommandError, match="No such story: nope"):
        call_command("refresh_aggregates", "nope", stdout=StringIO())


def test_the_compare_page_before_measures_are_stored_still_answers(client, seed_story):
    ArticleMeasures.objects.all().delete()
    response = client.get(f"/events/{SEED_SLUG}/compare/")
    assert response.status_code == 200
    assert Quote.objects.exists()


def test_a_sentences_counterparts_are_stored_likest_first():
    story = make_story()
    shared = "The mayor closed the old bridge to all cars on Tuesday morning."
    mine = make_article(story, outlet=make_outlet(name="First Post"), body=shared)
    # Made first, so the lower id: the order is the likeness's, not the ids'.
    reworded = make_article(
        story,
        outlet=make_outlet(name="Second Post"),
        body="The mayor shut the old bridge to all cars on Tuesday morning.",
    )
    same = make_article(story, outlet=make_outlet(name="Third Post"), body=shared)
    assert reworded.pk < same.pk
    store_aggregates(story.pk)
    links = dict(ArticleMeasures.objects.values_list("article", "sentence_links"))
    assert links[mine.pk] == [[0, len(shared), same.pk, 0, reworded.pk, 0]]
