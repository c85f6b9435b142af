"""Celery tasks: the prefetch pass, the per-date fetch it fans out to, and queueing a date.

The database decides what is missing, every time: a pass queues each missing date of the
window, whatever earlier passes queued, so a task lost with a killed worker or a restarted
broker is repaired by the next pass. Passes run on beat's schedule and whenever a worker
connects to the broker (portal.readings.worker). Duplicates are harmless: a date already in
the database costs two queries, and the per-date fetch lock keeps a date to one worker.
"""

from __future__ import annotations

import datetime as dt
import logging
import random

from celery import shared_task
from django.conf import settings
from django.core.cache import cache
from kombu.exceptions import OperationalError
from redis.exceptions import ConnectionError as RedisConnectionError

from portal import magisterium
from portal.core.locks import LockBusy, LockUnavailable, redis_lock
from portal.readings import on_demand, selectors, services

logger = logging.getLogger(__name__)

PREFETCH_LOCK = "readings:prefetch:lock"
# Held only while a pass queues its dates (well under a second); a pass killed meanwhile
# leaves it behind for this long at most, and the next pass waits that out.
PREFETCH_LOCK_SECONDS = 30
# A date whose fetch lock is taken is looked at again this often, until the lock is gone:
# the holder stored the date (the task ends), or died and its lock expired (the task fetches).
FETCH_LOCK_POLL_SECONDS = 30
# A visitor's page queues a missing date at most this often: reloads and a crowd on the same
# page add no tasks. Short, so a task lost meanwhile costs a visitor a minute or two at most.
VISITOR_QUEUED_KEY = "readings:visitor-queued:{day}"
VISITOR_QUEUED_SECONDS = 90


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
    soft_time_limit=services.FETCH_LOCK_SECONDS - 60,
    time_limit=services.FETCH_LOCK_SECONDS - 30,  # the fetch lock outlives a killed fetch
)
def readings_fetch_day(self, day_iso: str, on_request: bool = False, waited: int = 0) -> list[str]:
    """Fetch a date. `on_request`: a visitor asked for it (on_demand): its note says how it
    goes, and it waits while the prefetch window lacks dates (`waited` times so far)."""
    day = dt.date.fromisoformat(day_iso)
    if not selectors.days_missing([day]):
        if on_request:
            on_demand.forget(day)
        return []  # a duplicate of a date already fetched
    if on_request and (wait := on_demand.prefetch_first_seconds(waited)):
        # Re-queued rather than retried: waiting for the prefetch spends no retry.
        on_demand.note_queued(day, seconds=wait)
        readings_fetch_day.apply_async((day_iso, True, waited + 1), countdown=wait)
        return []

    def again(countdown: float, exc: Exception, *, upstream: bool = False) -> Exception:
        if on_request and self.request.retries >= self.max_retries:
            on_demand.note_failed(day)  # visitors are told when to ask again
            raise exc
        countdown = retry_countdown(countdown)
        if on_request and upstream:
            on_demand.note_retrying(day, seconds=countdown)
        elif on_request:
            on_demand.note_queued(day, seconds=countdown)
        return self.retry(countdown=countdown, exc=exc)

    try:
        with services.day_fetch_lock(day=day):
            fetched = services.day_fetch(day=day)
    except services.DayBeingFetched as exc:
        raise again(min(exc.retry_after, FETCH_LOCK_POLL_SECONDS), exc) from None
    except LockUnavailable as exc:  # Redis is back soon or the pass repairs the date
        raise again(FETCH_LOCK_POLL_SECONDS, exc) from None
    except magisterium.RateLimited as exc:
        raise again(exc.retry_after, exc, upstream=not exc.local) from None
    except magisterium.MagisteriumError as exc:
        if exc.permanent:
            # Plan, sign-in and configuration problems (the error says so) will not heal by
            # retrying: the operator hears of it instead.
            logger.error("readings for %s not fetched: %s", day_iso, type(exc).__name__)
            if on_request:
                on_demand.note_failed(day)
            return []
        # An outage, an unreadable answer, a skill that failed upstream: back off and retry.
        raise again(2 ** min(self.request.retries, 8), exc, upstream=True) from None
    if on_request:
        on_demand.forget(day)
    return fetched


def day_queue(*, day: dt.date, countdown: float = 0, on_request: bool = False) -> bool:
    """Queue a fetch of `day`. False when the broker is down (nothing was queued)."""
    try:
        readings_fetch_day.apply_async((day.isoformat(), on_request), countdown=countdown)
    except (OperationalError, RedisConnectionError):
        # The page still answers from the database, and the next visit or prefetch pass
        # queues the date again.
        logger.warning("could not queue readings for %s: broker unavailable", day)
        return False
    return True


def day_queue_for_visitor(*, day: dt.date) -> on_demand.Demand:
    """Ask the worker for a missing date a visitor opened, and say what became of it.

    A date of the prefetch window (fetched by the nightly pass anyway) is queued at most once
    every VISITOR_QUEUED_SECONDS; the pass ignores this marker. Any other date of the public
    window is fetched on request, once, within the daily allowance (portal.readings.on_demand;
    docs/architecture.md, data flow 2); a date beyond it is refused (OUT_OF_RANGE)."""
    if selectors.day_in_prefetch_window(day):
        key = VISITOR_QUEUED_KEY.format(day=day.isoformat())
        if cache.add(key, 1, timeout=VISITOR_QUEUED_SECONDS) and not day_queue(day=day):
            cache.delete(key)  # nothing was queued: the next visitor tries again
        return on_demand.Demand(on_demand.State.QUEUED)
    if not selectors.day_in_window(day):
        return on_demand.Demand(on_demand.State.OUT_OF_RANGE)
    if not on_demand.claim(day):  # someone asked already: what became of it
        return on_demand.note(day) or on_demand.Demand(on_demand.State.QUEUED)
    if not on_demand.charge(day):
        on_demand.forget(day)
        return on_demand.spent()
    if not day_queue(day=day, on_request=True):
        on_demand.forget(day)
        return on_demand.unavailable()
    return on_demand.Demand(on_demand.State.QUEUED)


@shared_task(name="readings.prefetch", acks_late=True, soft_time_limit=60, time_limit=90)
def readings_prefetch() -> list[str]:
    """Queue every date of today through +N days that the database lacks, paced inside the
    account's rate limit. Returns the dates queued."""
    # One pass queues at a time; a second one waits for it, then queues what is still missing.
    try:
        with redis_lock(
            PREFETCH_LOCK, timeout=PREFETCH_LOCK_SECONDS, wait=PREFETCH_LOCK_SECONDS + 5
        ):
            days = selectors.days_missing(selectors.prefetch_window())
            spacing = services.prefetch_spacing_seconds()
            queued = [
                day.isoformat()
                for position, day in enumerate(days)
                if day_queue(day=day, countdown=position * spacing)
            ]
    except LockBusy:
        logger.warning("readings prefetch skipped: another pass held its lock too long")
        return []
    except LockUnavailable:
        logger.warning("readings prefetch skipped: Redis unavailable")
        return []
    logger.info("readings prefetch queued %d date(s)", len(queued))
    return queued
