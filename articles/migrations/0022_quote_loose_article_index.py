"""Index the quotes outside statements by article: the quotes tab lists them article by article,
and found them by reading every quote of each article in turn."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("articles", "0021_statement_sentences_last"),
    ]

    operations = [
        migrations.AddIndex(
            model_name="quote",
            index=models.Index(
                condition=models.Q(statement__isnull=True),
                fields=["article"],
                name="quote_loose_article_idx",
            ),
        ),
    ]
