"""Writes: fetch a date's readings and martyrology with the prefetch account, upsert by date."""

from __future__ import annotations

import datetime as dt
import logging

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.utils import timezone
from kombu.exceptions import OperationalError
from redis.exceptions import ConnectionError as RedisConnectionError

from portal import magisterium
from portal.accounts.services import magisterium_call
from portal.readings.models import DailyText, MartyrologyEntry, MassReadings

logger = logging.getLogger(__name__)

KINDS: dict[str, tuple[type[DailyText], object]] = {
    "readings": (MassReadings, magisterium.liturgical_readings),
    "martyrology": (MartyrologyEntry, magisterium.saints_of_the_day),
}
QUEUED_KEY = "readings:queued:{day}"


class PrefetchAccountMissing(magisterium.MagisteriumError):
    """PREFETCH_ACCOUNT is unset or names no portal user: nothing can be fetched."""

    permanent = True

    @property
    def user_message(self) -> str:
        return (
            "The daily readings are not set up yet: an administrator must set PREFETCH_ACCOUNT "
            "to a portal user signed in with Magisterium."
        )


def prefetch_user():
    username = settings.PREFETCH_ACCOUNT
    user = get_user_model().objects.filter(username=username).first() if username else None
    if user is None:
        raise PrefetchAccountMissing("PREFETCH_ACCOUNT names no portal user")
    return user


def daily_text_store(*, kind: str, day: dt.date, text: str | None) -> DailyText:
    """Idempotent upsert by date: storing the same date twice leaves one row."""
    model, _ = KINDS[kind]
    row, _ = model.objects.update_or_create(
        day=day,
        defaults={
            "text": text or "",
            "fetched_at": timezone.now(),
            "source": settings.MAGISTERIUM_BASE_URL,
        },
    )
    return row


def day_fetch(*, day: dt.date) -> list[str]:
    """Fetch whatever this date still lacks; returns the kinds fetched. Safe to run twice."""
    have = {kind for kind, (model, _) in KINDS.items() if model.objects.filter(day=day).exists()}
    missing = [kind for kind in KINDS if kind not in have]
    if not missing:
        return []
    user = prefetch_user()
    for kind in missing:
        _, skill = KINDS[kind]
        result = magisterium_call(user, skill, day=day)
        daily_text_store(kind=kind, day=day, text=result.text)
    return missing


def day_queue(*, day: dt.date, countdown: float = 0) -> bool:
    """Queue a fetch of `day` unless one is already queued. True when newly queued."""
    from portal.readings.tasks import readings_fetch_day  # tasks import this module

    # The marker outlives the countdown, so the nightly job and visitors never double-queue;
    # it expires on its own, so a lost task is queued again by the next request or night.
    if not cache.add(QUEUED_KEY.format(day=day.isoformat()), 1, timeout=int(countdown) + 600):
        return False
    try:
        readings_fetch_day.apply_async((day.isoformat(),), countdown=countdown)
    except (OperationalError, RedisConnectionError):
        # The broker is down: the page still answers from the database, and the next visit
        # (or the nightly job) queues the date again.
        logger.warning("could not queue readings for %s: broker unavailable", day)
        day_unqueue(day=day)
        return False
    return True


def day_unqueue(*, day: dt.date) -> None:
    cache.delete(QUEUED_KEY.format(day=day.isoformat()))


def prefetch_spacing_seconds() -> float:
    """Seconds between dates so two calls a date stay inside the account's rate limit."""
    per_minute = settings.MAGISTERIUM_RATE_LIMIT
    return 0.0 if per_minute <= 0 else 2 * 60.0 / per_minute
