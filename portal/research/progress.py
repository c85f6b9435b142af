"""How far a collection's harvest is, for the collection page and its progress JSON: counts by
status and the time the entries still due take at the harvest's pace (`collection_progress`),
and the one sentence a person reads about it (`harvest_state`: finished, finished with lines
needing attention, waiting for the rate limit, paused because the account was refused, or
working)."""

from __future__ import annotations

import logging
import math
from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any

from django.conf import settings
from django.db.models import Count, F, Max, Q
from django.utils.translation import gettext, ngettext
from redis.exceptions import RedisError

from portal.research.harvest import MAX_ATTEMPTS
from portal.research.models import Collection, Entry
from portal.research.pacing import Pacing

logger = logging.getLogger(__name__)

Status = Entry.Status
# What a diocese not yet fresh in the warehouse costs: its profile and its series.
CALLS_PER_ENTRY = 2


@dataclass(frozen=True)
class Progress:
    total: int
    done: int
    pending: int
    failed: int
    unresolved: int
    seconds_left: int
    last_harvested_at: datetime | None

    @property
    def complete(self) -> bool:
        return self.pending == 0

    def as_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["last_harvested_at"] = (
            self.last_harvested_at.isoformat() if self.last_harvested_at else None
        )
        data["complete"] = self.complete
        return data


def seconds_for(entries: int) -> int:
    """How long `entries` not yet in the warehouse take at the harvest's pace."""
    rate = int(settings.RESEARCH_HARVEST_CALLS_PER_MINUTE)
    return math.ceil(entries * CALLS_PER_ENTRY * 60 / rate) if entries else 0


def collection_progress(collection: Collection) -> Progress:
    """How far the collection's harvest is (one query)."""
    counts = {status: 0 for status in Status.values}
    last = None
    rows = (
        collection.entries.order_by()
        .values("status")
        .annotate(count=Count("pk"), last=Max("harvested_at"))
    )
    for row in rows:
        counts[row["status"]] = row["count"]
        if row["last"] is not None and (last is None or row["last"] > last):
            last = row["last"]
    return Progress(
        total=sum(counts.values()),
        done=counts[Status.DONE],
        pending=counts[Status.PENDING],
        failed=counts[Status.FAILED],
        unresolved=counts[Status.UNRESOLVED],
        seconds_left=seconds_for(counts[Status.PENDING]),
        last_harvested_at=last,
    )


# --- The state a person reads -----------------------------------------------------------------

EMPTY, WORKING, WAITING, PAUSED, ATTENTION, FINISHED = (
    "empty",
    "working",
    "waiting",
    "paused",
    "attention",
    "finished",
)
# Placeholder the page's script replaces with the seconds it counts down (progress.js).
SECONDS_MARK = "{seconds}"


@dataclass(frozen=True)
class HarvestState:
    """Where a collection's harvest stands, as one sentence (`label`) and its parts.

    `settled` counts the lines nothing more will happen to without the person: harvested,
    not found, or failed with no attempts left (these last two need their attention);
    `remaining` the lines the harvest will still work on (waiting, failed with attempts left,
    asked for again by "Refresh now"); `refused` those paused because upstream refused the
    owner's account. `wait_seconds`: until the harvest's next call, when it waits for the
    rate limit.
    """

    state: str
    total: int
    settled: int
    attention: int
    remaining: int
    refused: int
    wait_seconds: int
    label: str
    # The waiting sentence with SECONDS_MARK for the seconds (the page counts down), else "".
    label_pattern: str

    @property
    def active(self) -> bool:
        """Whether the harvest is still going on its own (the page keeps asking)."""
        return self.state in (WORKING, WAITING)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self) | {"active": self.active}


def _waiting_label(seconds: int | str) -> str:
    return gettext("waiting for the rate limit (next call in %(seconds)s s)") % {"seconds": seconds}


def _wait_seconds(owner_id: int) -> int:
    """Seconds until the owner's harvest may call upstream again (0: now, or not known)."""
    try:
        return Pacing(owner_id).wait_seconds(CALLS_PER_ENTRY)
    except RedisError:
        logger.warning("research harvest pace of user %s unknown: Redis unavailable", owner_id)
        return 0


def harvest_state(collection: Collection) -> HarvestState:
    """The collection's harvest as a person reads it (one query, and one Redis read while
    lines remain). The collection page, its progress JSON and the tests all read this."""
    failed = Q(status=Status.FAILED)
    counts = collection.entries.order_by().aggregate(
        n_total=Count("pk"),
        n_unresolved=Count("pk", filter=Q(status=Status.UNRESOLVED)),
        n_refused=Count("pk", filter=failed & Q(refused=True)),
        n_failed_out=Count("pk", filter=failed & Q(refused=False, attempts__gte=MAX_ATTEMPTS)),
        # Lines the harvest still works on: waiting, failed with attempts left, or harvested
        # before the collection's "Refresh now".
        n_remaining=Count(
            "pk",
            filter=Q(status=Status.PENDING)
            | failed & Q(refused=False, attempts__lt=MAX_ATTEMPTS)
            | Q(status=Status.DONE)
            & (
                Q(harvested_at__isnull=True)
                | Q(collection__refresh_requested_at__gt=F("harvested_at"))
            ),
        ),
    )
    total, remaining, refused = counts["n_total"], counts["n_remaining"], counts["n_refused"]
    attention = counts["n_unresolved"] + counts["n_failed_out"]
    settled = total - remaining - refused
    wait, pattern = 0, ""
    if total == 0:
        state, label = EMPTY, gettext("nothing to harvest yet")
    elif refused:
        state, label = PAUSED, gettext("paused: your account was refused")
    elif remaining:
        wait = _wait_seconds(collection.owner_id)
        if wait > 0:
            state, label = WAITING, _waiting_label(wait)
            pattern = _waiting_label(SECONDS_MARK)
        else:
            state = WORKING
            label = gettext("working: %(done)d of %(total)d") % {"done": settled, "total": total}
    elif attention:
        state = ATTENTION
        label = ngettext(
            "finished — %(count)d line needs your attention",
            "finished — %(count)d lines need your attention",
            attention,
        ) % {"count": attention}
    else:
        state, label = FINISHED, gettext("finished")
    return HarvestState(
        state=state,
        total=total,
        settled=settled,
        attention=attention,
        remaining=remaining,
        refused=refused,
        wait_seconds=wait,
        label=label,
        label_pattern=pattern,
    )
