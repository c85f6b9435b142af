"""A user's conversations with Magisterium: each thread is one upstream context of questions."""

from __future__ import annotations

import unicodedata

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils import timezone
from django.utils.safestring import SafeString


def search_fold(text: str) -> str:
    """`text` as the history search compares it: case-folded and NFKC-normalised, so "Č" finds
    "č" and "ß" finds "ss" on every database and collation (SQLite's LIKE folds ASCII only)."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())


class Thread(models.Model):
    """One conversation; follow-ups send `context_id` so upstream reads them as one."""

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="library_threads"
    )
    # Upstream's contextId (blank when it gave none: the next question then starts afresh).
    context_id = models.CharField(max_length=200, blank=True)
    title = models.CharField(max_length=200)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)
    # Every question and answer in the thread, through search_fold, one per line: what the
    # history search matches, in one column of one table. Never shown. On PostgreSQL a GIN
    # index on (owner, trigrams of this) answers `owner=… AND search_text__contains=…`
    # (library_thread_search_trgm, migration 0003); it is kept out of Meta.indexes because
    # SQLite cannot build it. Appended to by services.exchange_record.
    search_text = models.TextField(blank=True, default="", editable=False)

    # Not a column: how many exchanges the thread holds, set on the threads of a history page
    # only (selectors.thread_page counts the ones it prefetched).
    exchange_count: int
    # Not columns either: on a history search's page, the title with the match marked and a
    # snippet around the first match in the rest of the thread (selectors.thread_page).
    marked_title: SafeString | None
    snippet: SafeString | None

    class Meta:
        ordering = ["-updated_at", "-pk"]
        # In the history's order exactly, so a page is read in index order and stops early.
        indexes = [
            models.Index(fields=["owner", "-updated_at", "-id"], name="library_thread_recent")
        ]

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        return reverse("library:thread", kwargs={"thread_id": self.pk})

    @staticmethod
    def search_text_for(*texts: str) -> str:
        """The search_text of (or to append for) these questions and answers."""
        return "\n".join(search_fold(text) for text in texts)


class Exchange(models.Model):
    """One question and Magisterium's answer, stored raw: upstream keeps tasks for 24 hours
    only (docs/upstream.md §8.5), and rendering happens at display time through the safe path."""

    thread = models.ForeignKey(Thread, on_delete=models.CASCADE, related_name="exchanges")
    question = models.TextField()
    answer_text = models.TextField()
    # True when the answer was longer than the portal keeps (MAGISTERIUM_MAX_ANSWER_CHARS) and
    # only its beginning is stored: the page says so.
    answer_truncated = models.BooleanField(default=False)
    # [{title, url, document_id, ref, text}, ...] and [str, ...]: untrusted upstream text.
    citations = models.JSONField(default=list, blank=True)
    related_questions = models.JSONField(default=list, blank=True)
    task_id = models.CharField(max_length=200, blank=True)
    asked_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["asked_at", "pk"]

    def __str__(self) -> str:
        return self.question[:80]
