"""The history search reads one indexed column instead of scanning every question and answer.

Thread.search_text holds the thread's questions and answers, case-folded; this fills it for
the threads stored before it existed. On PostgreSQL a GIN index on (owner_id, search_text's
trigrams) answers `owner_id = … AND search_text LIKE '%…%'` (Django's `contains`): pg_trgm
for the trigrams, btree_gin for the owner. SQLite gets no such index: its search reads threads
in the recency index's order and stops once it has a page.
The recency index gains the primary key, so it gives the history's order exactly.
"""

import unicodedata

from django.db import migrations, models

BATCH = 500


def _fold(text):
    # models.search_fold as this migration was written (migrations are frozen).
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())


def fill_search_text(apps, schema_editor):
    Thread = apps.get_model("library", "Thread")
    Exchange = apps.get_model("library", "Exchange")
    ids = list(Thread.objects.order_by("pk").values_list("pk", flat=True))
    for start in range(0, len(ids), BATCH):
        batch = ids[start : start + BATCH]
        texts: dict[int, list[str]] = {pk: [] for pk in batch}
        exchanges = Exchange.objects.filter(thread_id__in=batch).order_by("asked_at", "pk")
        for thread_id, question, answer in exchanges.values_list(
            "thread_id", "question", "answer_text"
        ):
            texts[thread_id] += [_fold(question), _fold(answer)]
        Thread.objects.bulk_update(
            [Thread(pk=pk, search_text="\n".join(parts)) for pk, parts in texts.items()],
            ["search_text"],
        )


def compress_with_lz4(apps, schema_editor):
    # The search rechecks each candidate's text: lz4 unpacks it several times faster than
    # PostgreSQL's default pglz. Only where the server has it (PostgreSQL 14+ built with lz4).
    if schema_editor.connection.vendor != "postgresql":
        return
    with schema_editor.connection.cursor() as cursor:
        cursor.execute(
            "SELECT 'lz4' = ANY(enumvals) FROM pg_settings WHERE name = 'default_toast_compression'"
        )
        row = cursor.fetchone()
    if row and row[0]:
        schema_editor.execute(
            "ALTER TABLE library_thread ALTER COLUMN search_text SET COMPRESSION lz4"
        )


def create_search_index(apps, schema_editor):
    # One GIN index over the owner and the text's trigrams: a search reads and rechecks only
    # the searching user's candidates, however many threads other users keep.
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    schema_editor.execute("CREATE EXTENSION IF NOT EXISTS btree_gin")
    schema_editor.execute(
        "CREATE INDEX library_thread_search_trgm ON library_thread "
        "USING gin (owner_id, search_text gin_trgm_ops)"
    )


def drop_search_index(apps, schema_editor):
    # The extensions stay: other schemas or apps may use them.
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("DROP INDEX IF EXISTS library_thread_search_trgm")


class Migration(migrations.Migration):
    dependencies = [
        ("library", "0002_exchange_answer_truncated"),
    ]

    operations = [
        migrations.RemoveIndex(
            model_name="thread",
            name="library_thread_recent",
        ),
        migrations.AddIndex(
            model_name="thread",
            index=models.Index(
                fields=["owner", "-updated_at", "-id"], name="library_thread_recent"
            ),
        ),
        migrations.AddField(
            model_name="thread",
            name="search_text",
            field=models.TextField(blank=True, default="", editable=False),
        ),
        migrations.RunPython(compress_with_lz4, migrations.RunPython.noop, elidable=True),
        migrations.RunPython(fill_search_text, migrations.RunPython.noop, elidable=True),
        migrations.RunPython(create_search_index, drop_search_index),
    ]
