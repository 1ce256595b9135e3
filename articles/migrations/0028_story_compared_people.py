"""Store with each story the people the measures of its outlets' latest published articles name,
with their pronouns: the comparison shows them without looking them up."""

from django.db import migrations, models


def fill_compared_people(apps, schema_editor):
    ArticleMeasures = apps.get_model("articles", "ArticleMeasures")
    Event = apps.get_model("articles", "Event")
    Person = apps.get_model("articles", "Person")
    named = {}
    for story_id, people in ArticleMeasures.objects.filter(
        article__is_outlet_latest=True, article__is_published=True
    ).values_list("article__story", "people"):
        named.setdefault(story_id, set()).update(int(pk) for pk in people)
    stories = []
    for story in Event.objects.filter(pk__in=named).only("pk"):
        people = Person.objects.filter(pk__in=named[story.pk]).order_by("pk")
        story.compared_people = [
            list(row) for row in people.values_list("pk", "slug", "name", "pronouns")
        ]
        stories.append(story)
    Event.objects.bulk_update(stories, ["compared_people"], batch_size=100)


class Migration(migrations.Migration):
    dependencies = [
        ("articles", "0027_story_person_loose_quotes"),
    ]

    operations = [
        migrations.AddField(
            model_name="event",
            name="compared_people",
            field=models.JSONField(
                default=list,
                editable=False,
                help_text="The people the measures of its outlets' latest published articles name, as the comparison shows them: [id, slug, name, pronouns] each.",
            ),
        ),
        migrations.RunPython(fill_compared_people, migrations.RunPython.noop),
    ]
