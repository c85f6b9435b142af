"""How far a collection's harvest is, for the collection page and its progress JSON: counts by
status and the time the lines still due take at the harvest's real pace, or None when that
cannot honestly be said (`collection_progress`); the sentences under it (`progress_summary`,
`progress_problems`, `entries_heading`); and the one sentence a person reads about the
harvest (`harvest_state`: finished, finished with lines needing attention, waiting for the
rate limit, paused because the account was refused, or working).

Every count is of lines, duplicates included (a line naming a diocese another line holds is
kept as DUPLICATE, never deleted), so the total never shrinks while a harvest runs and the
settled count only grows."""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any

from django.db.models import Count, F, Max, Q
from django.utils.translation import gettext, ngettext, ngettext_lazy
from redis.exceptions import RedisError

from portal.research.estimate import estimate
from portal.research.harvest import MAX_ATTEMPTS
from portal.research.models import Collection, Entry
from portal.research.pacing import CALLS_PER_ENTRY, Pacing

logger = logging.getLogger(__name__)

Status = Entry.Status


def _remaining() -> Q:
    """Lines the harvest still works on: waiting, failed with attempts left (not refused), or
    harvested before the collection's "Refresh now"."""
    failed = Q(status=Status.FAILED)
    return (
        Q(status=Status.PENDING)
        | failed & Q(refused=False, attempts__lt=MAX_ATTEMPTS)
        | Q(status=Status.DONE)
        & (Q(harvested_at__isnull=True) | Q(collection__refresh_requested_at__gt=F("harvested_at")))
    )


@dataclass(frozen=True)
class Progress:
    """A collection's lines by status. `total` counts every line, duplicates too, so it never
    shrinks while a harvest runs; `settled` (harvested, duplicate, not found, failed for good)
    only grows. `seconds_left` is None when no honest estimate can be given."""

    total: int
    done: int
    duplicates: int
    pending: int
    failed: int
    unresolved: int
    remaining: int
    settled: int
    seconds_left: int | None
    last_harvested_at: datetime | None

    @property
    def members(self) -> int:
        """The dioceses the collection holds (or will): every line but the duplicates."""
        return self.total - self.duplicates

    @property
    def complete(self) -> bool:
        return self.remaining == 0

    @property
    def counts(self) -> str:
        """Every count in one string: the page's poller replaces the lines when it changes."""
        parts = (self.total, self.done, self.duplicates, self.pending, self.failed, self.unresolved)
        return "/".join(map(str, parts))

    def as_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["last_harvested_at"] = (
            self.last_harvested_at.isoformat() if self.last_harvested_at else None
        )
        data["members"] = self.members
        data["complete"] = self.complete
        data["counts"] = self.counts
        return data


def collection_progress(collection: Collection) -> Progress:
    """How far the collection's harvest is (one query, two while lines remain, and a Redis
    read for the estimate)."""
    counts = collection.entries.order_by().aggregate(
        total=Count("pk"),
        remaining=Count("pk", filter=_remaining()),
        refused=Count("pk", filter=Q(status=Status.FAILED, refused=True)),
        last=Max("harvested_at"),
        **{status: Count("pk", filter=Q(status=status)) for status in Status.values},
    )
    total, remaining = counts["total"], counts["remaining"]
    return Progress(
        total=total,
        done=counts[Status.DONE],
        duplicates=counts[Status.DUPLICATE],
        pending=counts[Status.PENDING],
        failed=counts[Status.FAILED],
        unresolved=counts[Status.UNRESOLVED],
        remaining=remaining,
        settled=total - remaining - counts["refused"],
        seconds_left=estimate(collection, remaining, counts["last"]),
        last_harvested_at=counts["last"],
    )


# --- The sentences a person reads ------------------------------------------------------------


def progress_summary(progress: Progress) -> str:
    """“3 of 12 harvested, about 4 minutes left” — the sentence the page and its poller show.

    Both numbers count lines, duplicates too, so neither goes back while a harvest runs; the
    time left is the estimate at the harvest's real pace, rounded up, or nothing when none
    can honestly be given (portal.research.progress)."""
    harvested = progress.done + progress.duplicates
    line = ngettext(
        "%(done)d of %(total)d harvested", "%(done)d of %(total)d harvested", progress.total
    ) % {"done": harvested, "total": progress.total}
    if progress.remaining and progress.seconds_left:
        minutes = -(-int(progress.seconds_left) // 60)  # rounded up: never "0 minutes"
        line += ", " + ngettext(
            "about %(minutes)d minute left", "about %(minutes)d minutes left", minutes
        ) % {"minutes": minutes}
    return line


def entries_heading(progress: Progress) -> str:
    """“15 dioceses, 1 line was a duplicate”: the heading over the lines, whose two counts add
    up to the progress's total and to the rows listed."""
    line = ngettext("%(count)s diocese", "%(count)s dioceses", progress.members) % {
        "count": progress.members
    }
    if progress.duplicates:
        line += ", " + ngettext(
            "%(count)d line was a duplicate",
            "%(count)d lines were duplicates",
            progress.duplicates,
        ) % {"count": progress.duplicates}
    return line


# Each count's sentence under the progress line, in the order shown: the owner's says what
# they may do about it; a reader of a shared collection (the whole Church) can do nothing, and
# is told what happened only. The owner's msgids are the ones the template used when it
# rendered this line itself; "count" names the number that picks the plural form.
_PROBLEMS = (
    (
        "failed",
        ngettext_lazy(
            "%(count)s entry failed and will be tried again.",
            "%(count)s entries failed and will be tried again.",
            "count",
        ),
        None,
    ),
    (
        "unresolved",
        ngettext_lazy(
            "%(count)s entry was not found: choose an alternate below or remove it.",
            "%(count)s entries were not found: choose an alternate below or remove them.",
            "count",
        ),
        ngettext_lazy(
            "%(count)s entry was not found.", "%(count)s entries were not found.", "count"
        ),
    ),
    (
        "duplicates",
        ngettext_lazy(
            "%(count)d line named a diocese already in the collection: you may remove it.",
            "%(count)d lines named dioceses already in the collection: you may remove them.",
            "count",
        ),
        ngettext_lazy(
            "%(count)d line named a diocese already in the collection.",
            "%(count)d lines named dioceses already in the collection.",
            "count",
        ),
    ),
)


def progress_problems(progress: Progress, *, can_edit: bool) -> str:
    """What went wrong so far, under the progress sentence (also updated by the poller)."""
    sentences = []
    for name, owners, readers in _PROBLEMS:
        count = getattr(progress, name)
        if count:
            sentences.append(
                (owners if can_edit or readers is None else readers) % {"count": count}
            )
    return " ".join(sentences)


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
        n_remaining=Count("pk", filter=_remaining()),
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
