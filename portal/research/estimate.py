"""The time a collection's lines still due take at the harvest's real pace (`seconds_for`), or
None when that cannot honestly be said (`estimate`): the collection page's "about N minutes
left", an upper bound that never rises while the harvest moves."""

from __future__ import annotations

import math
from datetime import datetime

from django.conf import settings
from django.db.models import Max
from django.utils import timezone
from redis.exceptions import RedisError

from portal.research.models import Collection
from portal.research.pacing import (
    CALLS_PER_ENTRY,
    PACING_WINDOW_SECONDS,
    RESUME_MARGIN_SECONDS,
    Pacing,
)

# No line settled for this many cycles while lines remain and nothing waits: the harvest is
# not moving (no worker, a stuck step), so no time left is promised. A cycle here is a minute
# and a tick, the longest one while steps keep going (a step whose requeue was lost, or that
# stopped for another reason than its budget, is taken up by the tick).
STALLED_CYCLES = 3


def tick_seconds() -> int:
    """The beat tick that starts steps (CELERY_BEAT_SCHEDULE "research-harvest"): it starts an
    owner's first step of a minute nobody has begun, and any step whose own requeue was lost;
    a step stopped at its budget queues the next itself (portal.research.tasks)."""
    schedule = settings.CELERY_BEAT_SCHEDULE.get("research-harvest", {}).get("schedule", 60)
    return int(getattr(schedule, "total_seconds", lambda: schedule)())


def seconds_for(lines: int, *, calls_left: int | None = None, wait: int = 0) -> int:
    """How long `lines` not yet in the warehouse take at the harvest's real pace.

    Those the owner's minute still has calls for (`calls_left`; None: a whole minute's, not
    begun, so they wait up to a beat tick for a step) go now; the rest a minute's worth at a
    time. A step stopped at its budget queues the next for when its minute ends (or after
    upstream's `wait`), so each later batch starts RESUME_MARGIN_SECONDS after the minute
    before it, with no tick between: one cycle is a minute and that margin. An upper bound:
    a line whose diocese the warehouse holds fresh costs no call."""
    if lines <= 0:
        return 0
    rate = max(1, int(settings.RESEARCH_HARVEST_CALLS_PER_MINUTE))
    # Lines a minute, or (under two calls a minute) minutes a line: a step wants both calls
    # of a line in one minute, and spends them over two when the limit is one.
    per_minute = rate // CALLS_PER_ENTRY
    minutes_a_line = math.ceil(CALLS_PER_ENTRY / rate)
    calls_now = rate if calls_left is None else calls_left
    # No step has spent this minute's calls yet: the next tick (or the step just queued)
    # starts one, and its minute ends a minute after that.
    start = 0 if calls_now < rate else tick_seconds()
    now = min(lines, calls_now // CALLS_PER_ENTRY) if wait == 0 and per_minute else 0
    rest = lines - now
    seconds = start + now * CALLS_PER_ENTRY * 60 // rate if now else 0
    if rest:
        cycle = PACING_WINDOW_SECONDS + RESUME_MARGIN_SECONDS
        if per_minute:
            batches = math.ceil(rest / per_minute)
            window_end = wait if wait > 0 else start + PACING_WINDOW_SECONDS
            first = window_end + RESUME_MARGIN_SECONDS
            # The last batch's calls take their share of its minute, as the lines going now do.
            last = (rest - (batches - 1) * per_minute) * CALLS_PER_ENTRY * 60 // rate
        else:
            # Each line spans `minutes_a_line` minutes, one call each; the first of them is
            # this one when it still has a call and upstream asks no wait.
            batches = rest * minutes_a_line
            if wait == 0 and calls_now > 0:
                first = start
            else:
                first = (wait if wait > 0 else PACING_WINDOW_SECONDS) + RESUME_MARGIN_SECONDS
            last = 60 // rate
        seconds = max(seconds, first + (batches - 1) * cycle + last)
    return max(1, seconds)


def estimate(collection: Collection, remaining: int, last: datetime | None) -> int | None:
    """Seconds until the remaining lines are settled, or None when that cannot be said."""
    if not remaining:
        return 0
    try:
        pacing = Pacing(collection.owner_id)
        wait, calls_left = pacing.wait_seconds(CALLS_PER_ENTRY), pacing.left()
    except RedisError:
        return None
    latest = max(
        (t for t in (last, collection.refresh_requested_at, _last_added(collection)) if t),
        default=None,
    )
    stalled = STALLED_CYCLES * (PACING_WINDOW_SECONDS + tick_seconds())
    if wait == 0 and latest and (timezone.now() - latest).total_seconds() > stalled:
        return None
    return seconds_for(remaining, calls_left=calls_left, wait=wait)


def _last_added(collection: Collection) -> datetime | None:
    return collection.entries.order_by().aggregate(last=Max("added_at"))["last"]
