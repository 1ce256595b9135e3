# Moments leave Event: a story is an Event, a dated happening on its timeline a Moment.
# Each moment keeps its primary key and every moment URL (story slug + moment slug) still
# answers. MomentSource gets its link to Moment in a new column, filled from the old one,
# which then goes. Reversible on a loaded database (back in Event, moments get new primary
# keys, as newer ones may share a story's; the old column is filled from the new one).

import django.db.models.deletion
from django.contrib.auth.management import create_permissions
from django.core.management.color import no_style
from django.db import migrations, models

MOMENT_FIELDS = [
    "title",
    "slug",
    "summary",
    "occurred_on",
    "precision",
    "is_conflict",
    "is_published",
    "is_edited",
    "source_count",
]


def reset_sequence(schema_editor, model):
    """Let new rows follow the primary keys written explicitly (PostgreSQL needs it)."""
    statements = schema_editor.connection.ops.sequence_reset_sql(no_style(), [model])
    with schema_editor.connection.cursor() as cursor:
        for statement in statements:
            cursor.execute(statement)


def check_now(schema_editor):
    """Check the deferred foreign keys of the rows just written (PostgreSQL).

    Until they are, PostgreSQL refuses to alter the tables they are in, and
    this migration alters MomentSource next.
    """
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("SET CONSTRAINTS ALL IMMEDIATE")
        schema_editor.execute("SET CONSTRAINTS ALL DEFERRED")


def keep_times(model, rows):
    """Write back the times ``auto_now`` overwrote on insert, for rows kept under their pk."""
    for row in rows:
        model.objects.filter(pk=row["pk"]).update(
            created_at=row["created_at"], updated_at=row["updated_at"]
        )


def copy_moments(apps, schema_editor):
    """Move each moment (an Event with a parent) to Moment, under the same primary key.

    Its sources point at it through ``new_moment``; the old rows go.
    """
    Event = apps.get_model("articles", "Event")
    Moment = apps.get_model("articles", "Moment")
    MomentSource = apps.get_model("articles", "MomentSource")
    rows = list(
        Event.objects.filter(parent__isnull=False).values(
            "pk", "parent_id", "created_at", "updated_at", *MOMENT_FIELDS
        )
    )
    Moment.objects.bulk_create(
        Moment(pk=row["pk"], story_id=row["parent_id"], **{k: row[k] for k in MOMENT_FIELDS})
        for row in rows
    )
    keep_times(Moment, rows)
    reset_sequence(schema_editor, Moment)
    sources = MomentSource.objects.filter(moment__isnull=False)
    sources.update(new_moment=models.F("moment"))
    sources.update(moment=None)  # so that deleting the old rows deletes no source
    Event.objects.filter(parent__isnull=False).delete()
    check_now(schema_editor)


def restore_old_moments(apps, schema_editor):
    """Make each Moment an Event with a parent again, and point its sources at it.

    Moments made since this migration may share a primary key with a story,
    so each gets a new one here.
    """
    Event = apps.get_model("articles", "Event")
    Moment = apps.get_model("articles", "Moment")
    MomentSource = apps.get_model("articles", "MomentSource")
    new_pks = {}
    for row in Moment.objects.values("pk", "story_id", "created_at", "updated_at", *MOMENT_FIELDS):
        event = Event.objects.create(
            parent_id=row["story_id"], **{k: row[k] for k in MOMENT_FIELDS}
        )
        Event.objects.filter(pk=event.pk).update(
            created_at=row["created_at"], updated_at=row["updated_at"]
        )
        new_pks[row["pk"]] = event.pk
    sources = list(MomentSource.objects.filter(new_moment__isnull=False))
    for source in sources:
        source.moment_id = new_pks[source.new_moment_id]
    MomentSource.objects.bulk_update(sources, ["moment"])
    check_now(schema_editor)


def let_editors_edit_moments(apps, schema_editor):
    """Give the "Editors" group (0002) the same rights on moments as on stories."""
    app_config = apps.get_app_config("articles")
    app_config.models_module = True
    create_permissions(app_config, apps=apps, verbosity=0)
    app_config.models_module = None
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group = Group.objects.filter(name="Editors").first()
    if group is not None:
        group.permissions.add(
            *Permission.objects.filter(
                content_type__app_label="articles",
                codename__in=[f"{action}_moment" for action in ("add", "change", "delete", "view")],
            )
        )


class Migration(migrations.Migration):

    dependencies = [
        ('articles', '0007_article_measures'),
        ('auth', '0012_alter_user_first_name_max_length'),
        ('contenttypes', '0002_remove_content_type_name'),
    ]

    operations = [
        migrations.CreateModel(
            name='Moment',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('title', models.CharField(max_length=300)),
                ('slug', models.SlugField(max_length=200)),
                ('summary', models.TextField(blank=True)),
                ('occurred_on', models.DateField(blank=True, null=True)),
                ('precision', models.CharField(blank=True, choices=[('year', 'Year'), ('month', 'Month'), ('day', 'Day')], max_length=5)),
                ('is_conflict', models.BooleanField(default=False, help_text='Outlets give different dates for this moment.')),
                ('is_published', models.BooleanField(default=True)),
                ('is_edited', models.BooleanField(default=False, help_text='Edited by an editor: re-extraction leaves it alone.')),
                ('source_count', models.PositiveIntegerField(default=0, editable=False, help_text='Its sources in published articles.')),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('updated_at', models.DateTimeField(auto_now=True)),
                # Named "moments" once Event.parent, which has that name, is gone.
                ('story', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='+', to='articles.event')),
            ],
            options={
                'ordering': ['occurred_on', 'title'],
            },
        ),
        migrations.AddField(
            model_name='momentsource',
            name='new_moment',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='articles.moment'),
        ),
        migrations.RunPython(copy_moments, restore_old_moments),
        migrations.RemoveIndex(
            model_name='momentsource',
            name='moment_source_first_idx',
        ),
        migrations.RemoveField(
            model_name='momentsource',
            name='moment',
        ),
        migrations.RenameField(
            model_name='momentsource',
            old_name='new_moment',
            new_name='moment',
        ),
        migrations.AlterField(
            model_name='momentsource',
            name='moment',
            field=models.ForeignKey(blank=True, help_text='Empty until the story is aligned.', null=True, on_delete=django.db.models.deletion.CASCADE, related_name='sources', to='articles.moment'),
        ),
        migrations.AddIndex(
            model_name='momentsource',
            index=models.Index(condition=models.Q(('is_first', True)), fields=['moment'], name='moment_source_first_idx'),
        ),
        migrations.AlterModelOptions(
            name='event',
            options={'ordering': ['title']},
        ),
        migrations.RemoveConstraint(
            model_name='event',
            name='unique_story_slug',
        ),
        migrations.RemoveConstraint(
            model_name='event',
            name='unique_moment_slug',
        ),
        migrations.RemoveConstraint(
            model_name='event',
            name='event_date_has_precision',
        ),
        migrations.RemoveConstraint(
            model_name='event',
            name='event_not_own_parent',
        ),
        migrations.RemoveIndex(
            model_name='event',
            name='event_timeline_idx',
        ),
        migrations.RemoveField(
            model_name='event',
            name='is_conflict',
        ),
        migrations.RemoveField(
            model_name='event',
            name='occurred_on',
        ),
        migrations.RemoveField(
            model_name='event',
            name='parent',
        ),
        migrations.RemoveField(
            model_name='event',
            name='precision',
        ),
        migrations.RemoveField(
            model_name='event',
            name='source_count',
        ),
        migrations.AddConstraint(
            model_name='event',
            constraint=models.UniqueConstraint(fields=('slug',), name='unique_story_slug'),
        ),
        migrations.AlterField(
            model_name='moment',
            name='story',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='moments', to='articles.event'),
        ),
        migrations.AddIndex(
            model_name='moment',
            index=models.Index(fields=['story', 'occurred_on'], name='moment_timeline_idx'),
        ),
        migrations.AddConstraint(
            model_name='moment',
            constraint=models.UniqueConstraint(fields=('story', 'slug'), name='unique_moment_slug'),
        ),
        migrations.AddConstraint(
            model_name='moment',
            constraint=models.CheckConstraint(condition=models.Q(models.Q(('occurred_on__isnull', True), ('precision', '')), models.Q(('occurred_on__isnull', False), ('precision__in', ['year', 'month', 'day'])), _connector='OR'), name='moment_date_has_precision'),
        ),
        migrations.RunPython(let_editors_edit_moments, migrations.RunPython.noop),
    ]
