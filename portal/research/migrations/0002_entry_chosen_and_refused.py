"""Entries keep what was typed beside the candidate chosen for it, and say when the harvest is
paused because upstream refused the owner's account.

Existing lines: a line whose query "Use this one" replaced with a code keeps that code (what
was typed before is not known any more); lines the harvest failed for a refused account are
marked so (the next harvest step would mark them anyway).
"""

from django.db import migrations, models

# What the harvest stored for a refused account (English, as the worker writes it).
REFUSED_STARTS = (
    "Please sign in with Magisterium",
    "Your Magisterium sign-in has expired",
    "This needs a paid Magisterium plan",
)


def mark_refused(apps, schema_editor):
    Entry = apps.get_model("research", "Entry")
    query = models.Q()
    for start in REFUSED_STARTS:
        query |= models.Q(message__startswith=start)
    Entry.objects.filter(query, status="failed").update(refused=True)


class Migration(migrations.Migration):
    dependencies = [
        ("research", "0001_initial"),
    ]

    operations = [
        migrations.AddField(
            model_name="entry",
            name="chosen_code",
            field=models.CharField(blank=True, max_length=40),
        ),
        migrations.AddField(
            model_name="entry",
            name="chosen_name",
            field=models.CharField(blank=True, max_length=300),
        ),
        migrations.AddField(
            model_name="entry",
            name="refused",
            field=models.BooleanField(default=False),
        ),
        migrations.RunPython(mark_refused, migrations.RunPython.noop),
    ]
