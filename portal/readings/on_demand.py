"""Dates a visitor opens beyond the prefetch window, fetched on request with the prefetch account.

Anyone may open a date of the public window (selectors.public_window, READINGS_PUBLIC_WINDOW_DAYS
either side of today) without signing in. A date of it the database lacks is queued once for
the worker (tasks.day_queue_for_visitor), within three bounds that keep the prefetch account's
budget for the nightly prefetch (docs/architecture.md, data flow 2):

- **A daily allowance**: at most READINGS_ON_DEMAND_DATES_PER_DAY distinct dates a site day,
  counted in Redis by `charge` (a date asked again the same day costs nothing more).
- **One task a date**: a note per date (`note`), set when it is queued and kept up to date by
  the task, so a crowd opening the same page queues one task, and the page can say what became
  of it (being fetched; Magisterium not answering, retried at a time; given up until a time).
- **The prefetch first**: the task waits while the prefetch window still lacks dates
  (`prefetch_first_seconds`), so visitors never take the nightly pass's calls.
"""

from __future__ import annotations

import datetime as dt
import enum
import logging
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache
from django.utils import timezone
from django_redis import get_redis_connection
from redis.exceptions import RedisError

from portal.readings import selectors, services

logger = logging.getLogger(__name__)


class State(enum.StrEnum):
    """What a visitor's page says about a date it asked for; the value is what the date's
    note in the cache, the page's data-state and the templates hold."""

    QUEUED = "queued"  # being fetched
    RETRYING = "retrying"  # Magisterium did not answer; the worker tries again at `retry_at`
    FAILED = "failed"  # given up: a visitor may ask again after `retry_at`
    SPENT = "spent"  # today's allowance is used up: again tomorrow
    OUT_OF_RANGE = "out_of_range"  # beyond the public window: signing in is the way
    UNKNOWN = "unknown"  # the note expired (its task was lost): the page asks again


NOTE_KEY = "readings:on-demand:{day}"
# A queued date's note lives this long unless the task refreshes it: a task lost with a killed
# worker lets the next visitor queue the date again after this.
QUEUED_SECONDS = 300
# After a fetch given up, visitors are asked to come back after this long (and the next one
# then queues the date again, at no further cost to the allowance that day).
FAILED_SECONDS = 600
# The worker looks at the prefetch again after at least this long, at most MAX_WAIT_SECONDS,
# and goes ahead anyway after MAX_WAITS looks (a date the pass cannot fetch must not block).
MIN_WAIT_SECONDS = 5
MAX_WAIT_SECONDS = 120
MAX_WAITS = 10

ALLOWANCE_KEY = "readings:on-demand:dates:{site_day}"
# Adds ARGV[1] to the set of dates asked for today unless the set already holds ARGV[2] dates.
# Returns 1 when the date is in the set (newly or already), 0 when the allowance is spent.
_CHARGE = """
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 1
"""


@dataclass(frozen=True)
class Demand:
    """What became of a date a visitor's page asked for."""

    state: State
    retry_at: dt.datetime | None = None  # RETRYING, FAILED: when; SPENT: the next midnight

    @property
    def pending(self) -> bool:
        """The worker has it in hand: the page fills itself in."""
        return self.state in (State.QUEUED, State.RETRYING)


def _key(day: dt.date) -> str:
    return NOTE_KEY.format(day=day.isoformat())


def note(day: dt.date) -> Demand | None:
    """The date's note: None when nobody asked for it lately (or the note expired)."""
    raw = cache.get(_key(day))
    if not isinstance(raw, dict):
        return None
    try:
        state = State(str(raw.get("state")))
    except ValueError:
        return None  # not a note of today's shape: as if there were none
    retry_at = raw.get("retry_at")
    return Demand(state, dt.datetime.fromisoformat(retry_at) if retry_at else None)


def _write(day: dt.date, demand: Demand, *, seconds: float) -> None:
    retry_at = demand.retry_at.isoformat() if demand.retry_at else None
    cache.set(
        _key(day), {"state": demand.state.value, "retry_at": retry_at}, timeout=int(seconds) + 1
    )


def claim(day: dt.date) -> bool:
    """Note the date as queued unless it has a note: True for the one caller that may queue it."""
    return bool(
        cache.add(
            _key(day), {"state": State.QUEUED.value, "retry_at": None}, timeout=QUEUED_SECONDS
        )
    )


def forget(day: dt.date) -> None:
    cache.delete(_key(day))


def note_queued(day: dt.date, *, seconds: float) -> None:
    """The task waits `seconds` (behind the prefetch) before it fetches."""
    _write(day, Demand(State.QUEUED), seconds=seconds + QUEUED_SECONDS)


def note_retrying(day: dt.date, *, seconds: float) -> None:
    """Magisterium did not answer; the task tries again in `seconds`."""
    at = timezone.now() + dt.timedelta(seconds=seconds)
    _write(day, Demand(State.RETRYING, at), seconds=seconds + QUEUED_SECONDS)


def note_failed(day: dt.date) -> None:
    """The task gave up: visitors are told to come back after FAILED_SECONDS."""
    at = timezone.now() + dt.timedelta(seconds=FAILED_SECONDS)
    _write(day, Demand(State.FAILED, at), seconds=FAILED_SECONDS)


def next_midnight() -> dt.datetime:
    tomorrow = selectors.site_today() + dt.timedelta(days=1)
    return timezone.make_aware(dt.datetime.combine(tomorrow, dt.time.min))


def charge(day: dt.date) -> bool:
    """Count `day` against today's allowance; False when it is spent (or Redis cannot say:
    an unknown count must not read as an unspent one)."""
    limit = int(settings.READINGS_ON_DEMAND_DATES_PER_DAY)
    if limit <= 0:
        return False
    prefix = settings.CACHES["default"].get("KEY_PREFIX") or "portal"
    key = f"{prefix}:{ALLOWANCE_KEY.format(site_day=selectors.site_today().isoformat())}"
    try:
        connection = get_redis_connection("default")
        script = connection.register_script(_CHARGE)
        return bool(script(keys=[key], args=[day.isoformat(), limit, 2 * 24 * 3600]))
    except RedisError:
        logger.warning("on-demand readings refused: Redis unavailable to count the allowance")
        return False


def spent() -> Demand:
    return Demand(State.SPENT, next_midnight())


def unavailable() -> Demand:
    """Nothing could be queued (the broker is down): ask again in a few minutes."""
    return Demand(State.FAILED, timezone.now() + dt.timedelta(seconds=QUEUED_SECONDS))


def prefetch_first_seconds(waited: int) -> float:
    """How long an on-demand fetch waits for the prefetch window to be complete: 0 when it is
    (or after MAX_WAITS looks), else about the time the pass needs for the dates it lacks."""
    if waited >= MAX_WAITS:
        return 0
    missing = selectors.days_missing(selectors.prefetch_window())
    if not missing:
        return 0
    needed = len(missing) * services.prefetch_spacing_seconds()
    return min(max(needed, MIN_WAIT_SECONDS), MAX_WAIT_SECONDS)
