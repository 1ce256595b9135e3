"""Give every story a StoryPerson row, of no mention, for each person its published articles
quote but never name: the person page finds a person's stories by these rows alone."""

from django.db import migrations


def add_quoted(apps, schema_editor):
    Quote = apps.get_model("articles", "Quote")
    StoryPerson = apps.get_model("articles", "StoryPerson")
    known = set(StoryPerson.objects.values_list("story", "person"))
    quoted = (
        Quote.objects.filter(
            article__is_published=True, article__story__isnull=False, speaker__isnull=False
        )
        .order_by()
        .values_list("article__story", "speaker")
        .distinct()
    )
    StoryPerson.objects.bulk_create(
        StoryPerson(story_id=story_id, person_id=person_id, mention_count=0)
        for story_id, person_id in quoted
        if (story_id, person_id) not in known
    )


def remove_quoted(apps, schema_editor):
    apps.get_model("articles", "StoryPerson").objects.filter(mention_count=0).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("articles", "0022_quote_loose_article_index"),
    ]

    operations = [migrations.RunPython(add_quoted, remove_quoted)]
