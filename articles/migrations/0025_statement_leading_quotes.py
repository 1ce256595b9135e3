"""Store with each statement its first published quotes, as the quotes tab lists them, and keep
``sentences`` the table's last column (see 0021: SQLite reads a row's columns in order, and
``sentences`` holds megabytes in a long story, so no column may follow it): here the new columns
and the copy of ``sentences``, then (0026, after this transaction, as PostgreSQL will not alter a
table whose rows changed in the same transaction) the old column dropped and the quotes filled."""

from django.db import migrations, models
from django.db.models import F


def copy_forwards(apps, schema_editor):
    apps.get_model("articles", "Statement").objects.update(sentences_last=F("sentences"))


class Migration(migrations.Migration):
    dependencies = [
        ("articles", "0024_story_latest_articles"),
    ]

    operations = [
        migrations.AddField(
            model_name="statement",
            name="leading_quotes",
            field=models.JSONField(
                default=list,
                editable=False,
                help_text="Its first published quotes (LEADING_QUOTES, by position), as the "
                "quotes tab lists them: one ListedQuote row each.",
            ),
        ),
        migrations.AddField(
            model_name="statement",
            name="sentences_last",
            field=models.JSONField(default=list),
        ),
        # Backwards, 0026 copies the column back.
        migrations.RunPython(copy_forwards, migrations.RunPython.noop, elidable=False),
    ]
