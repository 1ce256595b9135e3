"""Drop the old ``sentences`` column (0025 copied it last) and store each statement's first
published quotes, as the quotes tab lists them."""

from django.db import migrations
from django.db.models import F

LEADING_QUOTES = 5
# ListedQuote.FIELDS when this was written; the article's publication time is stored as ISO 8601.
FIELDS = (
    *("pk", "text", "cue", "is_fragment", "statement_id", "article_id"),
    *("speaker_id", "speaker_label", "speaker__slug", "speaker__name"),
    *("article__slug", "article__headline", "article__published_at", "article__outlet_id"),
    *("article__outlet__slug", "article__outlet__name", "article__outlet__homepage"),
    "article__story__slug",
)
PUBLISHED_AT = FIELDS.index("article__published_at")


def fill_leading_quotes(apps, schema_editor):
    Quote = apps.get_model("articles", "Quote")
    Statement = apps.get_model("articles", "Statement")
    leading = {}
    for row in (
        Quote.objects.filter(statement__isnull=False, position__lte=LEADING_QUOTES)
        .order_by("position", "pk")
        .values_list(*FIELDS)
    ):
        row = list(row)
        if row[PUBLISHED_AT] is not None:
            row[PUBLISHED_AT] = row[PUBLISHED_AT].isoformat()
        leading.setdefault(row[4], []).append(row)
    Statement.objects.bulk_update(
        [Statement(pk=pk, leading_quotes=rows) for pk, rows in leading.items()],
        ["leading_quotes"],
        batch_size=500,
    )


def copy_backwards(apps, schema_editor):
    apps.get_model("articles", "Statement").objects.update(sentences=F("sentences_last"))


class Migration(migrations.Migration):
    dependencies = [
        ("articles", "0025_statement_leading_quotes"),
    ]

    operations = [
        # Backwards, after the column is back and before 0025 drops the copy.
        migrations.RunPython(migrations.RunPython.noop, copy_backwards, elidable=False),
        migrations.RemoveField(model_name="statement", name="sentences"),
        migrations.RenameField(
            model_name="statement", old_name="sentences_last", new_name="sentences"
        ),
        migrations.RunPython(fill_leading_quotes, migrations.RunPython.noop),
    ]
