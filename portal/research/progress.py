"""How far a collection's harvest is, for the collection page and its progress JSON: counts by
status and the time the entries still due take at the harvest's pace."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any

from django.conf import settings
from django.db.models import Count, Max

from portal.research.models import Collection, Entry

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
