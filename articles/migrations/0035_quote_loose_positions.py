"""Number each story's published quotes of no statement in the order the quotes tab lists them,
and index them by speaker and that position: the tab filtered by a speaker reads theirs in that
order, not every article of the story in turn looking for them."""

from django.db import migrations, models
from django.db.models import F


def fill_loose_positions(apps, schema_editor):
    """Store ``Quote.position`` of the quotes of no statement as ``store_aggregates`` did."""
    Quote = apps.get_model("articles", "Quote")
    numbered, counts = [], {}
    for pk, story_id in (
        Quote.objects.filter(
            statement__isnull=True, article__is_published=True, article__story__is_published=True
        )
        .order_by(
            "article__story",
            F("article__published_at").asc(nulls_last=True),
            "article__headline",
            "start",
            "pk",
        )
        .values_list("pk", "article__story")
    ):
        counts[story_id] = counts.get(story_id, 0) + 1
        numbered.append(Quote(pk=pk, position=counts[story_id]))
    Quote.objects.bulk_update(numbered, ["position"], batch_size=500)


def empty_loose_positions(apps, schema_editor):
    apps.get_model("articles", "Quote").objects.filter(statement__isnull=True).update(position=None)


class Migration(migrations.Migration):
    dependencies = [
        ("articles", "0034_feed_indexes"),
    ]

    operations = [
        migrations.RemoveIndex(
            model_name="quote",
            name="quote_loose_speaker_idx",
        ),
        migrations.AlterField(
            model_name="quote",
            name="position",
            field=models.PositiveIntegerField(
                blank=True,
                editable=False,
                help_text="1 for the earliest published quote of its statement, then 2, …; of "
                "no statement, its place among its story's published quotes of no statement, as "
                "the quotes tab lists them.",
                null=True,
            ),
        ),
        migrations.AddIndex(
            model_name="quote",
            index=models.Index(
                condition=models.Q(("statement__isnull", True)),
                fields=["speaker", "position"],
                name="quote_loose_speaker_order_idx",
            ),
        ),
        migrations.RunPython(fill_loose_positions, empty_loose_positions),
    ]
