"""Store with each story whether an update of one of its published articles reworded a quote: a
statement's page looks for the updates that reworded its quotes only then."""

from django.db import migrations, models


def fill_has_reworded_quotes(apps, schema_editor):
    Event = apps.get_model("articles", "Event")
    VersionDiff = apps.get_model("articles", "VersionDiff")
    reworded = VersionDiff.objects.filter(
        article__is_published=True, is_update=True, changed_quote_count__gt=0
    ).values_list("article__story", flat=True)
    Event.objects.filter(pk__in=reworded).update(has_reworded_quotes=True)


class Migration(migrations.Migration):
    dependencies = [
        ("articles", "0028_story_compared_people"),
    ]

    operations = [
        migrations.AddField(
            model_name="event",
            name="has_reworded_quotes",
            field=models.BooleanField(
                default=False,
                editable=False,
                help_text="An update of one of its published articles reworded a quote: only "
                "then does a statement's page look for the updates that reworded its quotes.",
            ),
        ),
        migrations.RunPython(fill_has_reworded_quotes, migrations.RunPython.noop),
    ]
