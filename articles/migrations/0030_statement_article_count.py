"""Store with each statement how many published articles quote it (its preview says so), and
keep ``sentences`` the table's last column, as 0025 and 0026 did: SQLite would add the new
column after it, and read it through every overflow page of a long story's sentences. Here the
new columns and the copy of ``sentences``; then (0031, after this transaction, as PostgreSQL
will not alter a table whose rows changed in the same transaction) the old column dropped and
the counts filled."""

from django.db import migrations, models
from django.db.models import F


def copy_forwards(apps, schema_editor):
    apps.get_model("articles", "Statement").objects.update(sentences_last=F("sentences"))


class Migration(migrations.Migration):
    dependencies = [
        ("articles", "0029_story_has_reworded_quotes"),
    ]

    operations = [
        migrations.AddField(
            model_name="statement",
            name="article_count",
            field=models.PositiveIntegerField(
                default=0, editable=False, help_text="The published articles that quote it."
            ),
        ),
        migrations.AddField(
            model_name="statement",
            name="sentences_last",
            field=models.JSONField(default=list),
        ),
        # Backwards, 0031 copies the column back.
        migrations.RunPython(copy_forwards, migrations.RunPython.noop, elidable=False),
    ]
