"""Drop the old ``sentences`` column (0030 copied it last) and count the published articles
that quote each statement."""

from django.db import migrations
from django.db.models import Count, F


def copy_backwards(apps, schema_editor):
    apps.get_model("articles", "Statement").objects.update(sentences=F("sentences_last"))


def fill_article_count(apps, schema_editor):
    Quote = apps.get_model("articles", "Quote")
    Statement = apps.get_model("articles", "Statement")
    counts = (
        Quote.objects.filter(
            statement__isnull=False,
            article__is_published=True,
            article__story__is_published=True,
        )
        .order_by()
        .values_list("statement")
        .annotate(n=Count("article", distinct=True))
    )
    Statement.objects.bulk_update(
        [Statement(pk=pk, article_count=n) for pk, n in counts], ["article_count"], batch_size=500
    )


class Migration(migrations.Migration):
    dependencies = [
        ("articles", "0030_statement_article_count"),
    ]

    operations = [
        # Backwards, after the column is back and before 0030 drops the copy.
        migrations.RunPython(migrations.RunPython.noop, copy_backwards, elidable=False),
        migrations.RemoveField(model_name="statement", name="sentences"),
        migrations.RenameField(
            model_name="statement", old_name="sentences_last", new_name="sentences"
        ),
        migrations.RunPython(fill_article_count, migrations.RunPython.noop),
    ]
