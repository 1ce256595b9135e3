"""The real-corpus scorers apply the hidden measure's rules (on invented data: CI never reads
the corpora, whose texts belong to their publishers)."""

from collections import Counter

from bench.scoring import celebrity, polnear
from bench.scoring.tokens import coverage, pair_best_first, same_last_word, tokens


def test_tokens_ignore_case_marks_punctuation_and_apostrophes():
    assert tokens("“It’s OK,” she said — really!") == ["its", "ok", "she", "said", "really"]


def test_quotes_pair_best_first_and_one_to_one():
    gold = ["we will win this", "we will win"]
    predicted = ["we will win this", "we will win this time"]
    pairs = pair_best_first(gold, predicted, lambda g, p: coverage(p, g))
    assert pairs == [
        ("we will win this", "we will win this"),
        ("we will win", "we will win this time"),
    ]
    assert pair_best_first(["a b c d e"], ["a b c"], lambda g, p: coverage(p, g)) == []


def test_a_speaker_is_right_when_it_ends_in_the_same_word():
    assert same_last_word("Donald Trump", "Trump")
    assert same_last_word("Mr. Trump", "Donald J. Trump")
    assert not same_last_word("Donald Trump", "Melania")
    assert not same_last_word("", "Trump")


def test_polnear_marks_pair_per_paragraph_and_an_open_quote_closes_at_its_end():
    text = 'He said "one" and \u201ctwo\u201d.\n\u201cThree, he went on\n"four"'
    spans = [text[a:b] for a, b in polnear.quoted_spans(text)]
    assert spans == ["one", "two", "Three, he went on", "four"]


def test_polnear_gold_needs_an_attribution_covering_the_quote(tmp_path):
    text = 'Smith said "we won the vote" today.\nThe "Big Show" aired.\n'
    (tmp_path / "dev" / "text").mkdir(parents=True)
    (tmp_path / "dev" / "attributions").mkdir(parents=True)
    (tmp_path / "dev" / "text" / "doc.txt").write_text(text, encoding="utf-8")
    start = text.index("we won")
    (tmp_path / "dev" / "attributions" / "doc_4b22.ann").write_text(
        f"T1\tSource 0 5\tSmith\nT2\tCue 6 10\tsaid\n"
        f"T3\tContent {start - 1} {start + 16}\tx\nT4\tAttribution 6 10\tsaid\n"
        "E1\tAttribution:T4 Source:T1 Cue:T2 Content:T3\n",
        encoding="utf-8",
    )
    _text, gold = polnear.gold_quotes(
        "doc", "dev", corpus=tmp_path, resolved={("doc", 0, 5): "Ann Smith"}
    )
    assert [(q.text, q.source, q.name) for q in gold] == [("we won the vote", "Smith", "Ann Smith")]
    counts = polnear.score_document(
        gold, {"quotes": [{"text": "we won the vote", "speaker": "Smith"}]}
    )
    assert counts == Counter(
        quotes_gold=1,
        quotes_predicted=1,
        quotes_matched=1,
        speaker_source_right=1,
        speaker_name_right=1,
    )


def test_celebrity_article_scoring_follows_the_readme():
    gold = {
        "quotes": [
            {"text": "I am free at last", "speaker": "Ann Lee"},
            {"text": "no comment", "speaker": "a spokesperson"},
            {"text": "yes", "speaker": "Ann Lee", "optional": True},
        ],
        "people": ["Ann Lee", "Bo Kim"],
        "aliases": {"Ann Lee": ["Annie"]},
        "moments": [
            {"expression": "on Tuesday", "date": "2021-11-09"},
            {"expression": "in 2019", "date": "2019", "optional": True},
        ],
    }
    predicted = {
        "quotes": [
            {"text": "I am free at last", "speaker": "Lee"},
            {"text": "no comment", "speaker": "Bo Kim"},
            {"text": "yes", "speaker": None},
            {"text": "a made up quote", "speaker": None},
        ],
        "people": [{"name": "Annie", "aliases": []}, {"name": "Carl Ray", "aliases": []}],
        "moments": [{"expression": "Tuesday's", "date": "2021-11-09", "precision": "day"}],
    }
    counts = celebrity.score_article(gold, predicted)
    assert (counts["quotes_found"], counts["quotes_gold"]) == (2, 2)
    assert (counts["quotes_right"], counts["quotes_predicted"]) == (3, 4)
    assert counts["speakers_right"] == 1  # an unnamed speaker given a named person is wrong
    assert (counts["people_found"], counts["people_right"]) == (1, 1)
    assert (counts["moments_right"], counts["moments_gold"]) == (1, 1)
    assert (counts["dated_moments_right"], counts["dated_moments_gold"]) == (1, 1)
    undated = celebrity.score_article(gold, predicted, dated=False)
    assert (undated["moments_right"], undated["dated_moments_gold"]) == (1, 0)


def test_a_joint_gold_speaker_is_matched_by_its_own_words_before_the_people_it_names():
    people = [{"Ann Lee"}, {"Bo Kim"}]
    right = celebrity._speaker_right
    assert right("Ann Lee and Bo Kim", "Ann Lee and Bo Kim", people)
    assert right("Ann Lee and Bo Kim", "Kim", people)  # ends in the same word
    assert not right("Ann Lee and Bo Kim", "Ann Lee", people)
    assert right("Ann Lee and Bo Kim", None, people)  # no one named: not wrongly named
    assert not right("Bo Kim", None, people)


def test_polnear_people_and_moments_gold_reads_offsets_and_names_only(tmp_path):
    (tmp_path / "train" / "text").mkdir(parents=True)
    (tmp_path / "train" / "text" / "doc.txt").write_text(
        "Ann Smith spoke on Tuesday.\n", encoding="utf-8"
    )
    people = tmp_path / "people.tsv"
    people.write_text("# a comment\ndoc\tAnn Smith\tSmith | Annie\n", encoding="utf-8")
    moments = tmp_path / "moments.tsv"
    moments.write_text("doc\t19\t26\t2016-03-01\t0\ndoc\t0\t3\t\t1\n", encoding="utf-8")
    golds = polnear.people_and_moments_gold(tmp_path, people, moments)
    text, gold = golds["doc"]
    assert text.startswith("Ann Smith")
    assert gold["people"] == ["Ann Smith"]
    assert gold["aliases"] == {"Ann Smith": ["Smith", "Annie"]}
    assert gold["moments"][0] == {"expression": "Tuesday", "date": "2016-03-01", "optional": False}
    assert gold["moments"][1]["optional"] is True
    predicted = {
        "quotes": [],
        "people": [{"name": "Annie Smith"}],
        "moments": [{"expression": "Tuesday", "date": "2016-03-01", "precision": "day"}],
    }
    counts = celebrity.score_article(gold, predicted)
    assert (counts["people_found"], counts["people_right"], counts["moments_right"]) == (1, 1, 1)
