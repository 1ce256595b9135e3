"""The seed story, aligned across outlets, as the JSON contract gives it."""

import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

pytestmark = pytest.mark.django_db

SLUG = "gaga-mulvaney-iwd-2024"


@pytest.fixture
def seed_json(django_db_blocker):
    call_command("load_seeds", stdout=StringIO(), stderr=StringIO())
    out = StringIO()
    call_command("export_event", SLUG, stdout=out)
    return json.loads(out.getvalue())


def test_the_contract_keys_are_all_there(seed_json):
    assert set(seed_json) >= {
        "event",
        "outlets",
        "articles",
        "people",
        "moments",
        "statements",
        "quotes",
    }
    assert set(seed_json["event"]) >= {"slug", "title", "summary", "url"}
    article = seed_json["articles"][0]
    assert set(article) >= {
        "slug",
        "outlet",
        "headline",
        "published_at",
        "url",
        "permalink",
        "word_count",
    }
    quote = seed_json["quotes"][0]
    assert set(quote) >= {
        "id",
        "article",
        "speaker",
        "speaker_label",
        "text",
        "start",
        "end",
        "cue",
        "is_fragment",
        "statement",
    }
    assert [o["slug"] for o in seed_json["outlets"]] == ["people", "usa-today"]


def test_one_statement_for_the_caption_carried_by_all_three_outlets(seed_json):
    caption = [
        s
        for s in seed_json["statements"]
        if any("appalling to me" in sentence["text"] for sentence in s["sentences"])
    ]
    assert len(caption) == 1
    statement = caption[0]
    assert statement["speaker"] == "Lady Gaga"
    outlets = {"usa-today", "people", "unknown"}
    carried = {
        outlet
        for sentence in statement["sentences"]
        for outlet, status in sentence["coverage"].items()
        if status != "omitted"
    }
    assert carried == outlets
    first = statement["sentences"][0]
    assert "appalling" in first["text"]
    assert set(first["coverage"].values()) <= {"verbatim", "altered"}


def test_two_people_with_their_aliases(seed_json):
    people = {p["name"]: p for p in seed_json["people"]}
    assert "Gaga" in people["Lady Gaga"]["aliases"]
    assert "Mulvaney" in people["Dylan Mulvaney"]["aliases"]
    names = {name.casefold() for p in seed_json["people"] for name in [p["name"], *p["aliases"]]}
    assert not names & {"usa today", "bud light", "instagram", "tiktok", "born this way"}


def test_timeline_moments_with_sources(seed_json):
    dated = {(m["date"], m["precision"]) for m in seed_json["moments"]}
    assert {
        ("2024-03-08", "day"),
        ("2024-03-11", "day"),
        ("2022-01-01", "year"),
        ("2023-01-01", "year"),
        ("2023-10-01", "month"),
    } <= dated
    for moment in seed_json["moments"]:
        assert moment["sources"], moment
        assert all(source["sentence"] for source in moment["sources"])


def test_the_json_view_serves_the_same_data(client, seed_json):
    response = client.get(f"/events/{SLUG}.json")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    served = response.json()
    assert served["statements"] == seed_json["statements"]
    assert served["event"]["url"].startswith("http://testserver/")


def test_unknown_story_is_a_clear_error():
    with pytest.raises(CommandError, match="No published story"):
        call_command("export_event", "nope", stdout=StringIO())
