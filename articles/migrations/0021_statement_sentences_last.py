"""Store a statement's ``sentences`` in the table's last column, and index a person's loose quotes.

``sentences`` holds a cell per article that carried each sentence: megabytes for
the most quoted statement of a long story. SQLite reads a row's columns in
order, so reading any column stored after it (the story, the speaker, the counts,
``shown_sentences``) walked its overflow pages, and the statement, person and
compare pages grew with the story. The column is copied into a new one, which
SQLite adds last, and takes its name; on PostgreSQL, which keeps large values
apart (TOAST), it changes nothing but where the column is listed.

A person's quotes that belong to no statement were found by walking all of
their quotes (thousands in a long story); a partial index holds those alone.
"""

from django.db import migrations, models
from django.db.models import F


def copy_forwards(apps, schema_editor):
    Statement = apps.get_model("articles", "Statement")
    Statement.objects.update(sentences_last=F("sentences"))


def copy_backwards(apps, schema_editor):
    Statement = apps.get_model("articles", "Statement")
    Statement.objects.update(sentences=F("sentences_last"))


class Migration(migrations.Migration):
    dependencies = [
        ("articles", "0020_compact_sentence_links"),
    ]

    operations = [
        migrations.AddField(
            model_name="statement",
            name="sentences_last",
            field=models.JSONField(default=list),
        ),
        migrations.RunPython(copy_forwards, copy_backwards, elidable=False),
        migrations.RemoveField(model_name="statement", name="sentences"),
        migrations.RenameField(
            model_name="statement", old_name="sentences_last", new_name="sentences"
        ),
        migrations.AddIndex(
            model_name="quote",
            index=models.Index(
                condition=models.Q(statement__isnull=True),
                fields=["speaker"],
                name="quote_loose_speaker_idx",
            ),
        ),
    ]
