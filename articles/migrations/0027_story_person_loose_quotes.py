"""Store with each StoryPerson row how many of the person's published quotes in the story belong
to no statement: the person page asks for those quotes only when there are some."""

from django.db import migrations, models
from django.db.models import Count


def fill_loose_quote_counts(apps, schema_editor):
    Quote = apps.get_model("articles", "Quote")
    StoryPerson = apps.get_model("articles", "StoryPerson")
    counts = {
        (story_id, person_id): count
        for story_id, person_id, count in Quote.objects.filter(
            article__is_published=True,
            article__story__isnull=False,
            speaker__isnull=False,
            statement__isnull=True,
        )
        .order_by()
        .values_list("article__story", "speaker")
        .annotate(Count("pk"))
    }
    rows = []
    for row in StoryPerson.objects.only("story", "person"):
        row.loose_quote_count = counts.get((row.story_id, row.person_id), 0)
        if row.loose_quote_count:
            rows.append(row)
    StoryPerson.objects.bulk_update(rows, ["loose_quote_count"], batch_size=500)


class Migration(migrations.Migration):
    dependencies = [
        ("articles", "0026_statement_sentences_last_again"),
    ]

    operations = [
        migrations.AddField(
            model_name="storyperson",
            name="loose_quote_count",
            field=models.PositiveIntegerField(
                default=0,
                help_text="Its published quotes of the person that belong to no statement.",
            ),
        ),
        migrations.RunPython(fill_loose_quote_counts, migrations.RunPython.noop),
    ]
