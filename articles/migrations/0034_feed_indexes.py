"""Index the articles and moments by when they last changed, as the feeds list them."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("articles", "0033_article_position"),
    ]

    operations = [
        migrations.AddIndex(
            model_name="article",
            index=models.Index(fields=["story", "updated_at"], name="article_story_updated_idx"),
        ),
        migrations.AddIndex(
            model_name="article",
            index=models.Index(fields=["updated_at"], name="article_updated_idx"),
        ),
        migrations.AddIndex(
            model_name="moment",
            index=models.Index(fields=["story", "updated_at"], name="moment_story_updated_idx"),
        ),
        migrations.AddIndex(
            model_name="moment",
            index=models.Index(fields=["updated_at"], name="moment_updated_idx"),
        ),
    ]
