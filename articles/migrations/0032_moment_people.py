"""Store with each moment whom of the people its story's filters offer its published sources
name: the timeline's person filter reads these rows instead of every source of every moment."""

from django.db import migrations, models
from django.db.models import F


def fill_moment_people(apps, schema_editor):
    """Store ``Moment.people`` as ``ingest.counts._store_moment_people`` did when written."""
    Event = apps.get_model("articles", "Event")
    Moment = apps.get_model("articles", "Moment")
    MomentSource = apps.get_model("articles", "MomentSource")
    names = {}
    for story_id, leading in Event.objects.values_list("pk", "leading_people"):
        names[story_id] = {
            pk: [word.casefold() for word in (name, *aliases) if isinstance(word, str) and word]
            for pk, _, name, aliases in leading or ()
        }
    sources = MomentSource.objects.filter(
        moment__isnull=False, article__is_published=True, article__story__is_published=True
    ).order_by()
    named = set()
    for story_id, people in names.items():
        named.update(
            sources.filter(
                moment__story=story_id,
                article__mentions__person__in=people,
                article__mentions__start__gte=F("start"),
                article__mentions__end__lte=F("end"),
            )
            .values_list("moment", "article__mentions__person")
            .distinct()
        )
    for story_id, moment_id, sentence in sources.values_list(
        "moment__story", "moment", "sentence"
    ):
        folded = sentence.casefold()
        for pk, words in names.get(story_id, {}).items():
            if (moment_id, pk) not in named and any(word in folded for word in words):
                named.add((moment_id, pk))
    Moment.people.through.objects.bulk_create(
        [Moment.people.through(moment_id=moment, person_id=person) for moment, person in named],
        batch_size=500,
    )


class Migration(migrations.Migration):
    dependencies = [
        ("articles", "0031_statement_sentences_last_once_more"),
    ]

    operations = [
        migrations.AddField(
            model_name="moment",
            name="people",
            field=models.ManyToManyField(
                blank=True,
                editable=False,
                help_text="The people its story's filters offer (leading_people) whom a "
                "published source of it names: a mention of them within its sentence, or their "
                "name or an alias.",
                related_name="moments",
                to="articles.person",
            ),
        ),
        migrations.RunPython(fill_moment_people, migrations.RunPython.noop),
    ]
