"""Editors' verified and corrected quotes measure the pipeline (manage.py score_verified)."""

from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from articles.models import Quote
from articles.verified import score_verified
from tests.factories import make_article, make_person, make_quote

pytestmark = pytest.mark.django_db

BODY = (
    "Council vote\n\n"
    'Mayor Dana Whitlow opened the meeting. "We will build it," Whitlow said.\n\n'
    '"Not with our money," said councillor Ravi Oduya.\n\n'
    '"It was a long night," a resident said.'
)


def _checked(article):
    quotes = Quote.objects.kept_on_reextraction().select_related("article", "speaker")
    return quotes.filter(article=article)


def test_speakers_the_pipeline_agrees_with_are_right_and_corrections_are_misses():
    article = make_article(body=BODY)
    whitlow = make_person(name="Dana Whitlow", aliases=["Whitlow"])
    make_quote(article, text="We will build it,", speaker=whitlow, is_verified=True)
    # an editor corrected this one to someone else: the pipeline now disagrees
    make_quote(article, text="Not with our money,", speaker=whitlow, is_edited=True)
    make_quote(article, text="It was a long night,", speaker_label="a resident", is_verified=True)
    make_quote(article, text="unchecked", is_verified=False)

    score = score_verified(_checked(article))

    assert (score.articles, score.quotes, score.found, score.right) == (1, 3, 3, 2)
    assert score.accuracy == pytest.approx(2 / 3)
    [miss] = score.misses
    assert (miss.expected, miss.predicted, miss.found) == ("Dana Whitlow", "Ravi Oduya", True)
    assert miss.rule  # the rule that chose the wrong speaker is named


def test_a_quote_extraction_no_longer_finds_counts_as_not_found():
    article = make_article(body=BODY)
    quote = make_quote(article, text="opened the meeting", speaker_label="a narrator")
    quote.is_verified = True
    quote.save()

    score = score_verified(_checked(article))

    assert (score.quotes, score.found, score.right) == (1, 0, 0)
    assert score.accuracy is None
    assert not score.misses[0].found


def test_the_command_prints_the_figure_and_the_misses():
    article = make_article(body=BODY)
    whitlow = make_person(name="Dana Whitlow", aliases=["Whitlow"])
    make_quote(article, text="We will build it,", speaker=whitlow, is_verified=True)
    make_quote(article, text="Not with our money,", speaker=whitlow, is_edited=True)
    out = StringIO()

    call_command("score_verified", "--misses", "--story", article.story.slug, stdout=out)

    printed = out.getvalue()
    assert "Speaker accuracy 0.50 (1 of 2)" in printed
    assert "editors 'Dana Whitlow', pipeline 'Ravi Oduya'" in printed


def test_the_command_says_when_there_is_nothing_to_measure_and_refuses_unknown_stories():
    out = StringIO()
    call_command("score_verified", stdout=out)
    assert "nothing to measure" in out.getvalue()
    with pytest.raises(CommandError, match="No story with the slug 'nope'"):
        call_command("score_verified", "--story", "nope")
