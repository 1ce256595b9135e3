from django.db import migrations, models


def flatten_links(apps, schema_editor):
    """Store each sentence's counterparts flat, best first: ``[start, end, id, index, ...]``
    from ``[start, end, [[id, index, score], ...]]``, scores to a tenth, ties to the lower id."""
    ArticleMeasures = apps.get_model("articles", "ArticleMeasures")
    changed = []
    for measures in ArticleMeasures.objects.exclude(sentence_links=[]).only("sentence_links"):
        measures.sentence_links = [
            [
                start,
                end,
                *(
                    number
                    for other, index, _ in sorted(links, key=lambda link: (-link[2], link[0]))
                    for number in (other, index)
                ),
            ]
            for start, end, links in measures.sentence_links
        ]
        changed.append(measures)
    ArticleMeasures.objects.bulk_update(changed, ["sentence_links"], batch_size=200)


def nest_links(apps, schema_editor):
    """The counterparts as lists again, each with a score: the order was the scores' own, so
    each is given the best score there is (alignment stores the real ones when it next runs)."""
    ArticleMeasures = apps.get_model("articles", "ArticleMeasures")
    changed = []
    for measures in ArticleMeasures.objects.exclude(sentence_links=[]).only("sentence_links"):
        measures.sentence_links = [
            [
                row[0],
                row[1],
                sorted(
                    [other, index, 100.0 - rank / 10]
                    for rank, (other, index) in enumerate(zip(row[2::2], row[3::2], strict=True))
                ),
            ]
            for row in measures.sentence_links
        ]
        changed.append(measures)
    ArticleMeasures.objects.bulk_update(changed, ["sentence_links"], batch_size=200)


class Migration(migrations.Migration):
    dependencies = [
        ("articles", "0019_comparison_quote_counts_and_anchors"),
    ]

    operations = [
        migrations.AlterField(
            model_name="articlemeasures",
            name="sentence_links",
            field=models.JSONField(
                default=list,
                help_text="Of its outlet's latest article, stored at alignment: per prose "
                "sentence, [start, end, article id, sentence index, …], the article id and "
                "sentence index of each like sentence in another outlet's latest article, the "
                "likest first.",
            ),
        ),
        migrations.RunPython(flatten_links, nest_links),
    ]
