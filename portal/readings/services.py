"""Writes: fetch a date's readings and martyrology with the prefetch account, upsert by date.

The database is the only record of what is missing. Nothing here remembers that a date "is
queued": a task lost with a dead worker or a restarted broker is simply queued again by the
next prefetch pass. A per-date lock keeps two workers from fetching the same date at once.
Queueing a fetch is `portal.readings.tasks` (day_queue), which calls into this module.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from django.conf import settings
from django.contrib.auth import get_user_model
from django.utils import timezone

from portal import magisterium
from portal.core.locks import LockBusy, redis_lock
from portal.readings.models import DailyText, MartyrologyEntry, MassReadings

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser
    from django.contrib.auth.models import User

logger = logging.getLogger(__name__)

# kind → the row it is stored in, and the door's method that fetches it. The models by name:
# DailyText is abstract, so it has no manager of its own.
Fetch = Callable[..., magisterium.Readings | magisterium.Martyrology]
KINDS: dict[str, tuple[type[MassReadings] | type[MartyrologyEntry], Fetch]] = {
    "readings": (MassReadings, magisterium.Session.liturgical_readings),
    "martyrology": (MartyrologyEntry, magisterium.Session.saints_of_the_day),
}
# Held while a worker fetches a date. Longer than the fetch task's hard time limit
# (tasks.readings_fetch_day), so it never expires under a live fetch, yet a lock left by a
# killed worker frees itself within minutes.
FETCH_LOCK_KEY = "readings:fetching:{day}"
FETCH_LOCK_SECONDS = 180


class PrefetchAccountMissing(magisterium.MagisteriumError):
    """PREFETCH_ACCOUNT is unset or names no portal user: nothing can be fetched."""

    permanent = True

    @property
    def user_message(self) -> str:
        return (
            "The daily readings are not set up yet: an administrator must set PREFETCH_ACCOUNT "
            "to a portal user signed in with Magisterium."
        )


def prefetch_user() -> User:
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


def day_fetch(*, day: dt.date, user: AbstractBaseUser | None = None) -> list[str]:
    """Fetch whatever this date still lacks; returns the kinds fetched. Safe to run twice.

    With the prefetch account (the worker), or with `user`'s own token: a signed-in person
    opening a date the prefetch does not fetch (day_fetch_for_person). Either way the rows
    are the same, for everyone."""
    have = {kind for kind, (model, _) in KINDS.items() if model.objects.filter(day=day).exists()}
    missing = [kind for kind in KINDS if kind not in have]
    if not missing:
        return []
    api = magisterium.session_for(user if user is not None else prefetch_user())
    for kind in missing:
        _, fetch = KINDS[kind]
        result = fetch(api, day=day)
        daily_text_store(kind=kind, day=day, text=result.text)
    return missing


def day_fetch_for_person(*, day: dt.date, user: AbstractBaseUser) -> list[str]:
    """A signed-in person opened `day`, which the prefetch does not fetch: fetch what it
    lacks now, with their token, within their page's time budget, and keep it for everyone.
    Raises the door's errors (the page shows them); a kind fetched before an error is kept."""
    return day_fetch(day=day, user=user)


def day_from_words(*, words: str, user: AbstractBaseUser) -> dt.date | None:
    """The date a signed-in person's words name, as upstream's liturgical_readings skill reads
    them ("the 3rd Sunday of Advent"); None when upstream names none. The answer is that
    date's readings, so they are kept (for everyone) unless the date has them already."""
    result = magisterium.session_for(user).liturgical_readings_in_words(words=words)
    if isinstance(result, magisterium.NotFound):
        return None
    if not MassReadings.objects.filter(day=result.day).exists():
        daily_text_store(kind="readings", day=result.day, text=result.text)
    return result.day


class DayBeingFetched(Exception):
    """Another worker holds the date's fetch lock; it frees itself after `retry_after` s."""

    def __init__(self, day: dt.date, retry_after: float):
        super().__init__(f"readings for {day} are being fetched by another worker")
        self.retry_after = retry_after


@contextmanager
def day_fetch_lock(*, day: dt.date) -> Iterator[None]:
    """Hold `day`'s fetch lock, or raise DayBeingFetched at once if another worker has it.

    Redis being unreachable raises LockUnavailable: the task retries later."""
    key = FETCH_LOCK_KEY.format(day=day.isoformat())
    try:
        with redis_lock(key, timeout=FETCH_LOCK_SECONDS, name=f"readings fetch of {day}"):
            yield
    except LockBusy as busy:
        raise DayBeingFetched(day, retry_after=busy.retry_after) from None


def prefetch_spacing_seconds() -> float:
    """Seconds between dates so two calls a date stay inside the account's rate limit."""
    per_minute = settings.MAGISTERIUM_RATE_LIMIT
    return 0.0 if per_minute <= 0 else 2 * 60.0 / per_minute
