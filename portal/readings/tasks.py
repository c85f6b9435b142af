"""Celery tasks: the nightly prefetch and the per-date fetch it fans out to."""

from __future__ import annotations

import datetime as dt
import logging
import random

from celery import shared_task
from django.conf import settings
from django.core.cache import cache

from portal import magisterium
from portal.readings import selectors, services

logger = logging.getLogger(__name__)

PREFETCH_LOCK = "readings:prefetch:lock"


def retry_countdown(seconds: float) -> float:
    """Wait at least what upstream asked, plus jitter, capped below the broker's visibility
    timeout (a longer ETA would make Redis hand the task to a second worker)."""
    cap = settings.CELERY_VISIBILITY_TIMEOUT / 2
    return min(seconds + random.uniform(0.5, 2.0), cap)


@shared_task(
    bind=True,
    name="readings.fetch_day",
    acks_late=True,
    ignore_result=True,  # fire and forget: the database row is the result
    max_retries=12,
    soft_time_limit=120,
    time_limit=150,
)
def readings_fetch_day(self, day_iso: str) -> list[str]:
    day = dt.date.fromisoformat(day_iso)
    try:
        fetched = services.day_fetch(day=day)
    except magisterium.RateLimited as exc:
        raise self.retry(countdown=retry_countdown(exc.retry_after), exc=exc) from None
    except (magisterium.UpstreamUnavailable, magisterium.MalformedResponse) as exc:
        raise self.retry(
            countdown=retry_countdown(2 ** min(self.request.retries, 8)), exc=exc
        ) from None
    except magisterium.MagisteriumError as exc:
        # Plan, sign-in and configuration problems will not heal by retrying.
        logger.error("readings for %s not fetched: %s", day_iso, type(exc).__name__)
        services.day_unqueue(day=day)
        return []
    services.day_unqueue(day=day)
    return fetched


@shared_task(name="readings.prefetch", acks_late=True, soft_time_limit=60, time_limit=90)
def readings_prefetch() -> list[str]:
    """Queue today through +N days that are missing, paced inside the account's rate limit."""
    days = selectors.days_missing(selectors.prefetch_window())
    spacing = services.prefetch_spacing_seconds()
    # One run at a time: the lock lasts as long as the paced fetches take to start.
    if not cache.add(PREFETCH_LOCK, 1, timeout=int(len(days) * spacing) + 60):
        logger.info("readings prefetch already running; skipped")
        return []
    queued = []
    for position, day in enumerate(days):
        if services.day_queue(day=day, countdown=position * spacing):
            queued.append(day.isoformat())
    logger.info("readings prefetch queued %d date(s)", len(queued))
    return queued
