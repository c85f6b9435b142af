"""Answers are capped before they are stored; this cuts the ones stored before the cap, whose
threads took half a minute to open, and marks them so the page says so."""

from django.db import migrations, models
from django.db.models.functions import Length

# MAGISTERIUM_MAX_ANSWER_CHARS's default when this migration was written (migrations are frozen).
ANSWER_CHARS = 40_000


def cut_over_long_answers(apps, schema_editor):
    Exchange = apps.get_model("library", "Exchange")
    over_long = Exchange.objects.annotate(chars=Length("answer_text")).filter(
        chars__gt=ANSWER_CHARS
    )
    for exchange in over_long.only("pk", "answer_text").iterator(chunk_size=50):
        head = exchange.answer_text[:ANSWER_CHARS]
        paragraph_end = head.rfind("\n\n", ANSWER_CHARS * 4 // 5)
        exchange.answer_text = head[:paragraph_end] if paragraph_end > 0 else head
        exchange.answer_truncated = True
        exchange.save(update_fields=["answer_text", "answer_truncated"])


class Migration(migrations.Migration):
    dependencies = [
        ("library", "0001_initial"),
    ]

    operations = [
        migrations.AddField(
            model_name="exchange",
            name="answer_truncated",
            field=models.BooleanField(default=False),
        ),
        migrations.RunPython(cut_over_long_answers, migrations.RunPython.noop),
    ]
