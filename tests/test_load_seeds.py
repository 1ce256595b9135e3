"""load_seeds: idempotent loading, editors' corrections kept, and every kind of bad input."""

import datetime
import shutil
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command
from django.db import connection

from articles.models import Article, Event, Person, Quote

pytestmark = pytest.mark.django_db

SEEDS = Path(settings.BASE_DIR) / "seeds"
ARTICLE = (
    "Senator Maria Lopez said on Tuesday that the bill would pass.\n\n"
    '"We have the votes," Lopez told reporters. "It is done."\n'
)


def load(*paths, **options):
    """Run load_seeds; return (stdout, stderr, error or None)."""
    out, err = StringIO(), StringIO()
    try:
        call_command("load_seeds", *map(str, paths), stdout=out, stderr=err, **options)
    except CommandError as exc:
        return out.getvalue(), err.getvalue(), exc
    return out.getvalue(), err.getvalue(), None


def story_folder(tmp_path, files, toml=None, name="a-story"):
    folder = tmp_path / name
    folder.mkdir()
    for filename, content in files.items():
        path = folder / filename
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    if toml is not None:
        (folder / "event.toml").write_text(toml, encoding="utf-8")
    return folder


def test_seeds_load_and_a_second_run_changes_nothing():
    out, _, error = load(SEEDS)
    assert error is None
    assert "3 created" in out
    story = Event.objects.get(slug="gaga-mulvaney-iwd-2024")
    assert story.articles.count() == 3
    assert story.articles.filter(outlet__isnull=True).count() == 1  # publisher not known
    assert set(story.articles.values_list("outlet__name", flat=True)) == {
        "USA TODAY",
        "People",
        None,
    }
    quotes = Quote.objects.count()
    statements = story.statements.count()
    moments = story.moments.count()

    out, _, error = load(SEEDS)
    assert error is None
    assert "0 created, 0 updated, 3 unchanged, 0 failed. Nothing changed." in out
    assert (Quote.objects.count(), story.statements.count(), story.moments.count()) == (
        quotes,
        statements,
        moments,
    )


def test_progress_and_summary_are_printed(tmp_path):
    folder = story_folder(tmp_path, {"one.txt": ARTICLE})
    out, _, error = load(folder)
    assert error is None
    assert "[1/1]" in out and "one.txt: created" in out
    assert "Articles: 1 created, 0 updated, 0 unchanged, 0 failed." in out


def test_a_folder_of_bare_txt_files_loads_with_a_derived_title(tmp_path):
    folder = story_folder(tmp_path, {"one.txt": ARTICLE}, name="senate-vote")
    assert load(folder)[2] is None
    story = Event.objects.get(slug="senate-vote")
    article = story.articles.get()
    assert article.outlet is None
    assert story.title == article.headline
    assert article.headline.startswith("Senator Maria Lopez said")


def test_a_changed_file_is_re_extracted_and_editors_corrections_survive(tmp_path):
    folder = story_folder(tmp_path, {"one.txt": ARTICLE})
    load(folder)
    quote = Quote.objects.get(text__startswith="We have the votes")
    editor_pick = Person.objects.create(name="An Editor's Pick", slug="editors-pick")
    quote.speaker = editor_pick
    quote.is_verified = True
    quote.save()

    (folder / "one.txt").write_text(ARTICLE + "\nShe left at noon.\n", encoding="utf-8")
    out, _, error = load(folder)
    assert error is None
    assert "1 updated" in out
    quote.refresh_from_db()
    assert quote.speaker == editor_pick
    assert Quote.objects.filter(text__startswith="We have the votes").count() == 1


def test_prune_removes_articles_whose_file_is_gone(tmp_path):
    folder = story_folder(tmp_path, {"one.txt": ARTICLE, "two.txt": ARTICLE + "\nMore.\n"})
    load(folder)
    (folder / "two.txt").unlink()
    load(folder)
    assert Article.objects.count() == 2  # nothing deleted unless asked
    out, _, _ = load(folder, prune=True)
    assert Article.objects.count() == 1
    assert "pruned" in out


def test_dry_run_writes_nothing(tmp_path):
    folder = story_folder(tmp_path, {"one.txt": ARTICLE})
    out, _, error = load(folder, dry_run=True)
    assert error is None
    assert "1 would be created" in out
    assert not Article.objects.exists() and not Event.objects.exists()


@pytest.mark.parametrize(
    ("filename", "content", "reason"),
    [
        ("empty.txt", "", "empty"),
        ("blank.txt", "  \n\t\n ", "empty"),
        ("binary.txt", b"GIF89a\x00\x01\x02", "binary file"),
        ("huge.txt", "word " * 300_000, "too large"),
    ],
)
def test_bad_files_are_named_and_the_rest_still_loads(tmp_path, filename, content, reason):
    folder = story_folder(tmp_path, {"good.txt": ARTICLE, filename: content})
    out, err, error = load(folder)
    assert error is not None  # non-zero exit
    message = next(line for line in err.splitlines() if filename in line)
    assert reason in message
    assert "limit is 1,048,576 bytes" in message or reason != "too large"
    assert Article.objects.filter(source_key__endswith="good.txt").exists()
    assert "1 failed" in out


def test_windows_1252_text_loads_with_a_warning(tmp_path):
    folder = story_folder(tmp_path, {"cp.txt": "“Café,” said Ana Silva.\n".encode("cp1252")})
    _, err, error = load(folder)
    assert error is None
    assert "not UTF-8" in err and "Windows-1252" in err
    assert Article.objects.get().body.startswith("“Café,”")


def test_a_utf8_bom_is_accepted_and_dropped(tmp_path):
    folder = story_folder(tmp_path, {"bom.txt": "\ufeff" + ARTICLE})
    assert load(folder)[2] is None
    assert Article.objects.get().body == ARTICLE


def test_malformed_event_toml_is_refused_with_its_line(tmp_path):
    good = story_folder(tmp_path, {"good.txt": ARTICLE}, name="good")
    bad = story_folder(tmp_path, {"one.txt": ARTICLE}, toml="[event\ntitle = 1", name="bad")
    _out, err, error = load(good, bad)
    assert error is not None
    assert "event.toml: not valid TOML" in err and "line 1" in err
    assert Event.objects.filter(slug="good").exists()


def test_metadata_naming_a_missing_file(tmp_path):
    toml = '[[articles]]\nfile = "ghost.txt"\noutlet = "Daily"\n'
    folder = story_folder(tmp_path, {"one.txt": ARTICLE}, toml=toml)
    _, err, error = load(folder)
    assert error is not None
    assert "ghost.txt: named in event.toml but not found" in err
    assert Article.objects.count() == 1


def test_a_bad_date_names_the_file(tmp_path):
    toml = '[[articles]]\nfile = "one.txt"\npublished = "11/03/2024"\n'
    folder = story_folder(tmp_path, {"one.txt": ARTICLE, "two.txt": ARTICLE + "x"}, toml=toml)
    _, err, error = load(folder)
    assert error is not None
    assert "bad date '11/03/2024'" in err and "YYYY-MM-DD" in err


def test_the_same_text_under_two_names(tmp_path):
    folder = story_folder(tmp_path, {"a.txt": ARTICLE, "b.txt": ARTICLE})
    _, err, error = load(folder)
    assert error is not None
    assert "b.txt: same text as" in err and "a.txt" in err
    assert Article.objects.count() == 1


def test_a_path_that_does_not_exist(tmp_path):
    _, err, error = load(tmp_path / "nowhere")
    assert error is not None
    assert "nowhere: no such file or folder" in err


def test_an_error_in_one_file_rolls_back_that_file_only(tmp_path, monkeypatch):
    from articles.ingest import writing

    folder = story_folder(tmp_path, {"a.txt": ARTICLE, "b.txt": ARTICLE + "\nAnother line.\n"})
    real = writing._save_quotes

    def explode_on_b(article, found, people):
        real(article, found, people)
        if article.source_key.endswith("b.txt"):
            raise OSError("disk on fire")

    monkeypatch.setattr(writing, "_save_quotes", explode_on_b)
    _, err, error = load(folder)
    assert error is not None and "b.txt: disk on fire" in err
    assert Article.objects.get().source_key.endswith("a.txt")
    assert not Quote.objects.filter(article__source_key__endswith="b.txt").exists()


def test_seed_story_loads_from_a_copy_too(tmp_path):
    copy = tmp_path / "seeds"
    shutil.copytree(SEEDS, copy)
    assert load(copy)[2] is None
    assert Event.objects.count() == 1


def test_a_person_keeps_their_name_against_a_form_that_does_not_extend_it():
    from articles.ingest.people import _absorb_names

    will = Person.objects.create(name="Will Smith", slug="will-smith", aliases=["Smith"])
    _absorb_names(will, "Pinkett Smith", ["Mr Smith"])
    assert will.name == "Will Smith"
    assert "Pinkett Smith" in will.aliases
    jada = Person.objects.create(name="Jada", slug="jada", aliases=[])
    _absorb_names(jada, "Jada Pinkett Smith", ["Pinkett Smith"])
    assert jada.name == "Jada Pinkett Smith"
    # an article's alias, however full, never becomes the name
    kevin = Person.objects.create(name="Kevin Vale", slug="kevin-vale", aliases=[])
    _absorb_names(kevin, "Kevin Vale", ["Kevin Vale Fowler"])
    assert (kevin.name, kevin.aliases) == ("Kevin Vale", ["Kevin Vale Fowler"])


def test_an_article_that_joins_two_of_the_storys_people_makes_them_one(tmp_path):
    folder = story_folder(
        tmp_path,
        {
            "a.txt": "Trial\n\nRapper Megan Vale testified on Tuesday. Megan Pete, the victim "
            'the complaint names, was shot in 2020. "I was scared," Megan Pete said.\n',
            "b.txt": "Verdict\n\nMegan Vale, whose legal name is Megan Pete, testified "
            'that she was shot. "I want justice," she said.\n',
        },
    )
    _out, _err, error = load(folder)
    assert error is None
    megan = Person.objects.get(name="Megan Vale")
    assert "Megan Pete" in megan.aliases and not megan.is_edited
    assert not Person.objects.filter(name="Megan Pete").exists()
    assert set(Quote.objects.values_list("speaker__name", flat=True)) == {"Megan Vale"}


def test_a_surname_alone_is_the_person_most_of_the_storys_articles_name(tmp_path):
    died = "Singer Dana Whitlow died on Monday at her ranch, her husband said.\n"
    folder = story_folder(
        tmp_path,
        {
            "a.txt": died,
            "b.txt": died + "\nShe was 73.\n",
            "c.txt": died + "\nHer brother, Rory Whitlow, said the family was grieving.\n",
            "d.txt": "Whitlow, 73, was known for her ballads.\n",
        },
    )
    assert load(folder)[2] is None
    dana = Person.objects.get(name="Dana Whitlow")
    assert dana.mentions.filter(article__source_key__endswith="d.txt").exists()
    assert not Person.objects.filter(name="Whitlow").exists()
    # (with one article naming each, a bare surname stays a person of its own)
    other = story_folder(tmp_path, {"a.txt": died, "c.txt": "Rory Whitlow spoke.\n"}, name="b")
    (other / "d.txt").write_text("Whitlow, 73, was known for her ballads.\n")
    assert load(other)[2] is None
    assert Person.objects.filter(name="Whitlow").exists()


@pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's planner statistics")
def test_a_load_leaves_the_planner_statistics_of_what_it_wrote(tmp_path):
    """Right after a load the planner knows the rows, not only after autovacuum's next pass."""
    folder = story_folder(tmp_path, {"outlet-a.txt": ARTICLE})
    assert load(folder)[2] is None
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_stats WHERE tablename = 'articles_quote'")
        assert cursor.fetchone()[0] > 0


def test_a_renamed_speaker_is_renamed_on_the_quotes_tab_of_every_story(tmp_path):
    from articles.ingest.people import _absorb_names
    from articles.models import Statement

    toml = "".join(
        f'[[articles]]\nfile = "{name}.txt"\noutlet = "{name}"\npublished = 2024-03-11\n'
        for name in ("one", "two")
    )
    said = '"We have the votes to pass this bill before the recess," Maria Lopez said'
    texts = {"one.txt": f"{said} on Tuesday.\n", "two.txt": f"{said} to the paper.\n"}
    folder = story_folder(tmp_path, texts, toml=toml)
    assert load(folder)[2] is None
    lopez = Person.objects.get(name="Maria Lopez")
    _absorb_names(lopez, "Maria Elena Lopez", [])
    stored = [q.speaker.name for s in Statement.objects.all() for q in s.listed_leading_quotes()]
    assert stored and set(stored) == {"Maria Elena Lopez"}


def test_an_undated_article_counts_its_days_from_the_middle_of_the_storys_dates(tmp_path):
    """A late follow-up moves the story's latest date, not its middle one."""
    dated = "Senator Maria Lopez spoke in Ohio on Monday.\n"
    toml = "".join(
        f'[[articles]]\nfile = "{name}.txt"\npublished = {day}\n\n'
        for name, day in (("a", "2024-11-04"), ("b", "2024-11-05"), ("c", "2024-11-11"))
    )
    files = {f"{name}.txt": f"{dated}\n{name}\n" for name in "abc"}
    files["undated.txt"] = "Dana Whitlow died on Sunday night at her home, her publicist said.\n"
    _, _, error = load(story_folder(tmp_path, files, toml=toml))
    assert error is None
    days = set(Event.objects.get(slug="a-story").moments.values_list("occurred_on", flat=True))
    assert datetime.date(2024, 11, 3) in days
    assert datetime.date(2024, 11, 10) not in days
