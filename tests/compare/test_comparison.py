"""The comparison computed over the seed story: grid, framing, people, lone sentences."""

import datetime

import pytest

from articles.comparison import (
    UNKNOWN_OUTLET,
    cell_diff,
    compare_outlets,
    text_fragment,
)
from articles.ingest import store_aggregates
from articles.models import Article, ArticleMeasures, Moment, Person, Quote

from ..factories import (
    make_article,
    make_mention,
    make_moment,
    make_outlet,
    make_person,
    make_story,
)

pytestmark = pytest.mark.django_db

V, A, L = "verbatim", "altered", "omitted"  # L: left out


def compare(story, outlets=None):
    store_aggregates(story.pk)  # what every write runs: measures the articles made here
    articles = list(Article.objects.for_comparison(story, outlets))
    statements = story.statements.select_related("speaker")
    persons = Person.objects.for_comparison(articles)
    return compare_outlets(articles, statements, story.framing_words, persons)


def grid_statuses(grid):
    return [[cell.status for cell in row.cells] for row in grid.rows]


def test_columns_are_the_outlets_by_name_with_the_unknown_outlet_last(seed_story):
    c = compare(seed_story)
    assert [(col.key, col.name) for col in c.columns] == [
        ("people", "People"),
        ("usa-today", "USA TODAY"),
        (UNKNOWN_OUTLET, "Unknown outlet"),
    ]


def test_statement_grid_of_the_seeds(seed_story):
    c = compare(seed_story)
    # The two statements with two sources each follow in the order the articles print them
    # (USA TODAY has "I hope all women…" before Mulvaney's "What transpired…"), on any database.
    caption, women, mulvaney = c.grids
    # Gaga's caption, carried by all three articles, comes first.
    assert caption.speaker_name == "Lady Gaga" and caption.source_count == 3
    assert caption.rows[0].text.startswith("It’s appalling to me")
    #                   People USA TODAY Unknown
    assert grid_statuses(caption) == [
        [V, V, V],  # It's appalling to me …
        [V, V, V],  # When I see a newspaper reporting on hatred …
        [V, V, V],  # 'Backlash' would imply …
        [V, V, V],  # This is not backlash.
        [V, V, V],  # This is hatred.
        [A, V, L],  # not surprising given the immense work …
        [V, A, V],  # I feel very protective …
        [V, L, V],  # May we all come together …
        [V, L, V],  # May we all stand and honor …
        [V, L, V],  # I love people too much …
        [V, L, V],  # People deserve better.
    ]
    assert caption.rows[6].cells[1].text == "very protective"
    assert [(lead.column.name, lead.carried, lead.verbatim) for lead in caption.leaders] == [
        ("People", 11, 10)
    ]
    assert caption.uncarried == []
    assert mulvaney.speaker_name == "Dylan Mulvaney"
    assert grid_statuses(mulvaney) == [[L, V, A]]
    assert women.speaker_name == "Lady Gaga"
    assert grid_statuses(women) == [[V, V, L]] * 4
    assert [lead.column.name for lead in women.leaders] == ["People", "USA TODAY"]


def test_cells_link_to_the_quote_in_the_article(seed_story):
    cell = compare(seed_story).grids[0].rows[0].cells[1]
    quote = Quote.objects.get(article=cell.article.pk, text__startswith="It's appalling")
    assert cell.url == f"{cell.article.get_absolute_url()}#quote-{quote.pk}"


def test_cell_links_and_quote_counts_are_stored_and_follow_edits(seed_story):
    """Where a cell links and what the glance counts of quotes are stored with the story."""

    def glance(article):
        return next(g for g in compare(seed_story).glance if g.article.pk == article.pk)

    cell = compare(seed_story).grids[0].rows[0].cells[1]
    article = cell.article
    quotes = Quote.objects.filter(article=article.pk)
    before = glance(article)
    assert (before.quote_count, before.speaker_count) == (quotes.count(), 2)

    # An editor takes the quote out of its statement: the cell links to the words instead.
    quotes.filter(text__startswith="It's appalling").update(statement=None)
    cell = compare(seed_story).grids[0].rows[0].cells[1]
    assert cell.url == article.get_absolute_url() + text_fragment(cell.text)

    quotes.update(speaker=None, speaker_label="a fan")
    quotes.first().delete()
    after = glance(article)
    assert (after.quote_count, after.speaker_count) == (before.quote_count - 1, 1)


def test_sentences_nobody_in_the_selection_carried(seed_story):
    c = compare(seed_story, ["usa-today", UNKNOWN_OUTLET])
    caption = c.grids[0]
    assert [row.index for row in caption.uncarried] == []
    women = next(g for g in c.grids if g.rows[0].text.startswith("I hope all women"))
    assert grid_statuses(women) == [[V, L]] * 4
    c = compare(seed_story, [UNKNOWN_OUTLET])
    # The unknown outlet printed nothing of Gaga's Women's Day post: that grid is left out.
    assert all(not g.rows[0].text.startswith("I hope all women") for g in c.grids)


def test_framing_counts_own_voice_apart_from_quotes(seed_story):
    c = compare(seed_story)
    rows = {row.word: [(n.own_voice, n.quoted) for n in row.counts] for row in c.framing.rows}
    #                       People  USA TODAY  Unknown
    assert rows["backlash"] == [(0, 4), (2, 4), (0, 4)]
    assert rows["hatred"] == [(0, 8), (0, 6), (2, 7)]
    flags = {(f.column.name, f.word): f.own_voice for f in c.framing.flags}
    assert flags[("USA TODAY", "backlash")] == 2
    assert ("People", "backlash") not in flags
    assert ("Unknown outlet", "hatred") in flags


def test_distinctive_words_per_outlet(seed_story):
    distinctive = {
        col.key: [w.word for w in words] for col, words in compare(seed_story).framing.distinctive
    }
    assert "backlash" in distinctive["usa-today"]
    assert len(distinctive["people"]) == 5
    # Names are how an outlet calls people (the people table), not its choice of words.
    used = {word for words in distinctive.values() for word in words}
    assert not {"gaga", "lady", "mulvaney", "dylan"} & used


def test_people_names_descriptors_ages_per_outlet(seed_story):
    gaga, dylan = compare(seed_story).people
    assert gaga.person.name == "Lady Gaga" and dylan.person.name == "Dylan Mulvaney"
    descriptors = {u.column.key: sorted(d.text for d in u.descriptors) for u in gaga.usages}
    assert descriptors == {
        "people": [
            "The A Star Is Born actor",
            "the 13-time Grammy winner",
            "the “Born This Way” singer",
        ],
        "usa-today": ['The "Born This Way" singer'],
        UNKNOWN_OUTLET: [
            "The American Horror Story actress",
            "The ‘Born This Way’ singer",
            "The ‘Poker Face’ singer",
        ],
    }
    assert {u.column.key: [a.text for a in u.ages] for u in dylan.usages} == {
        "people": ["27"],
        "usa-today": [],
        UNKNOWN_OUTLET: ["27"],
    }
    names = {u.column.key: {n.text: n.count for n in u.names} for u in dylan.usages}
    assert names["usa-today"]["Mulvaney"] == 11
    # Pronouns are what each article's own text used for the person (she/her in the seeds).
    pronouns = {u.column.key: {p.text for p in u.pronouns} for u in dylan.usages}
    assert pronouns[UNKNOWN_OUTLET] == {"she", "her"}
    assert all(words <= {"she", "her"} for words in pronouns.values())


def test_pronouns_come_from_pronoun_mentions():
    story = make_story()
    person = make_person(name="Dylan Mulvaney", pronouns="she/her")
    first = make_article(story, body="Mulvaney said she was hurt. She posted again.")
    second = make_article(story, body="Mulvaney said they were hurt.")
    make_mention(first, person, kind="pronoun", text="she", start=14, end=17)
    make_mention(first, person, kind="pronoun", text="She", start=28, end=31)
    make_mention(second, person, kind="pronoun", text="they", start=14, end=18)
    (row,) = compare(story).people
    assert row.person.pronouns == "she/her"
    assert [[(p.text, p.count) for p in u.pronouns] for u in row.usages] == [
        [("She", 1), ("she", 1)],
        [("they", 1)],
    ]


def test_only_outlets_that_mention_a_person_get_a_row_the_others_are_listed():
    story = make_story()
    person = make_person(name="Dana Reyes")
    first = make_article(story, outlet=make_outlet(name="First Post"), body="Reyes spoke.")
    make_article(story, outlet=make_outlet(name="Second Post"), body="Nobody spoke.")
    make_mention(first, person, text="Reyes", start=0, end=5)
    (row,) = compare(story).people
    assert [u.column.name for u in row.usages] == ["First Post"]
    assert [c.name for c in row.absent] == ["Second Post"]


def test_unique_and_shared_sentences(seed_story):
    sentences = compare(seed_story).sentences
    unique = {col.key: [s.text for s in placed] for col, placed in sentences.unique}
    assert "Lady Gaga is standing up for Dylan Mulvaney." in unique["usa-today"]
    assert len(unique["people"]) == 15
    assert len(unique["usa-today"]) == 19
    assert len(unique[UNKNOWN_OUTLET]) == 22
    shared = [row[0][1].text for row in sentences.shared]
    assert "This is not backlash." in shared
    assert all(len(row) == 3 for row in sentences.shared)
    placed = sentences.unique[1][1][0]
    assert placed.url.startswith(placed.article.get_absolute_url() + "#:~:text=")


def test_at_a_glance(seed_story):
    glance = {g.column.key: g for g in compare(seed_story).glance}
    usa = glance["usa-today"]
    assert usa.words == 491 and usa.quote_count == 13 and usa.speaker_count == 2
    assert usa.delay_days == 0 and usa.moment.occurred_on == datetime.date(2024, 3, 11)
    assert 0.4 < usa.quote_share < 0.6
    assert glance[UNKNOWN_OUTLET].moment is None  # its publication time is not known


def test_the_moment_an_article_reports_is_stored_and_follows_edits_to_the_moments():
    """The latest published day moment on or before the day it came out."""
    story = make_story()

    def moment(day, precision="day", **overrides):
        return make_moment(story, occurred_on=day, precision=precision, **overrides)

    def published(day):
        at = datetime.datetime.combine(day, datetime.time(23, 30), tzinfo=datetime.UTC)
        return make_article(story, published_at=at)

    march8, march11 = moment(datetime.date(2024, 3, 8)), moment(datetime.date(2024, 3, 11))
    moment(datetime.date(2024, 3, 1), "year")
    moment(datetime.date(2024, 3, 10), is_published=False)
    on12, on9, on1 = (published(datetime.date(2024, 3, day)) for day in (12, 9, 1))
    undated = make_article(story, published_at=None)

    def reported():
        store_aggregates(story.pk)
        stored = dict(ArticleMeasures.objects.values_list("article", "main_moment"))
        return [stored[article.pk] for article in (on12, on9, on1, undated)]

    assert reported() == [march11.pk, march8.pk, None, None]
    Moment.objects.filter(pk=march11.pk).update(occurred_on=datetime.date(2024, 3, 9))
    assert reported() == [march11.pk, march11.pk, None, None]
    march11.delete()
    assert reported() == [march8.pk, march8.pk, None, None]


def test_diffs_are_stored_with_the_coverage_and_text_fragments():
    article = Article(pk=7)
    sentence = {
        "text": "This is hatred, not backlash.",
        "coverage": {
            "7": {
                "status": "altered",
                "text": "This is not backlash.",
                "diff": [["equal", "This is"], ["delete", "hatred,"], ["equal", "not backlash."]],
            }
        },
    }
    assert [(p.op, p.text) for p in cell_diff(sentence, article)] == [
        ("equal", "This is"),
        ("delete", "hatred,"),
        ("equal", "not backlash."),
    ]
    assert cell_diff({"text": "Gone.", "coverage": {}}, article) == []
    assert text_fragment("a-b, c&d") == "#:~:text=a%2Db%2C%20c%26d"
    assert text_fragment("one two three four five six seven eight nine") == (
        "#:~:text=one%20two%20three%20four,six%20seven%20eight%20nine"
    )


def test_a_generated_story_with_twelve_outlets(demo_story):
    c = compare(demo_story)
    assert len(c.columns) == 12
    assert all(len(row.cells) == 12 for grid in c.grids for row in grid.rows)
    assert len(c.framing.rows) == len(demo_story.framing_words)
    assert len(c.glance) == 40
