"""Celery task of the Q&A history: the nightly retention pass (CELERY_BEAT_SCHEDULE
"library-retention"; the rule is LIBRARY_RETENTION_DAYS, stated on /privacy/)."""

from __future__ import annotations

from celery import shared_task

from portal.library.services import threads_expire


@shared_task(name="library.retention", acks_late=True)
def retention() -> int:
    """Delete threads idle longer than LIBRARY_RETENTION_DAYS; returns how many (0 when the
    setting keeps everything)."""
    return threads_expire()
