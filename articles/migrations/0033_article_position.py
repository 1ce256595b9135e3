"""Number each story's published articles in the articles tab's order: a page of the tab is then
a range of positions, read through an index, not the rows past an OFFSET."""

from django.db import migrations, models
from django.db.models import F


def fill_positions(apps, schema_editor):
    """Store ``Article.position`` as ``ingest.store_aggregates`` did when written."""
    Article = apps.get_model("articles", "Article")
    numbered, counts = [], {}
    for pk, story_id in (
        Article.objects.filter(is_published=True, story__is_published=True)
        .order_by("story", F("published_at").asc(nulls_last=True), "headline", "pk")
        .values_list("pk", "story")
    ):
        counts[story_id] = counts.get(story_id, 0) + 1
        numbered.append(Article(pk=pk, position=counts[story_id]))
    Article.objects.bulk_update(numbered, ["position"], batch_size=500)


class Migration(migrations.Migration):
    dependencies = [
        ("articles", "0032_moment_people"),
    ]

    operations = [
        migrations.AddField(
            model_name="article",
            name="position",
            field=models.PositiveIntegerField(
                blank=True,
                editable=False,
                help_text="1 for its story's first published article, as the articles tab lists "
                "them, then 2, …; empty for a draft.",
                null=True,
            ),
        ),
        migrations.AddIndex(
            model_name="article",
            index=models.Index(fields=["story", "position"], name="article_story_position_idx"),
        ),
        migrations.RunPython(fill_positions, migrations.RunPython.noop),
    ]
