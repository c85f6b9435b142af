"""What the operator console shows, gathered in one place so the view stays thin.

Every reader here is read-only and cheap: database rows, a few Redis keys (the telemetry and
heartbeat readers, which return empty results when Redis is down) and the readiness checks of
portal.core.health. Nothing here calls upstream.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass

from django.conf import settings
from django.db.models import Max
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from portal.core.health import health_report
from portal.ops import heartbeat
from portal.ops.accounts_panel import (
    ServiceAccount,
    pending_revocations,
    revocations_attention,
    service_accounts,
)
from portal.ops.models import AgentCardSnapshot, CanaryRun
from portal.ops.tasks import card_diff, is_protocol_move
from portal.ops.upstream_panel import calls_figure, upstream_calls
from portal.readings import selectors
from portal.readings.models import MartyrologyEntry, MassReadings
from portal.research.world import world_report
from portal.subscriptions.report import subscriptions_report
from portal.vocabulary.dates import join_dates, written_date

# Beat publishes "ops.heartbeat" every 60 s and a worker runs it at once: three missed
# minutes mean the process is down or stuck, not merely busy.
HEARTBEAT_LATE_AFTER = dt.timedelta(minutes=3)
BEAT_LATE_AFTER = dt.timedelta(minutes=3)
# The prefetch runs nightly with catch-ups every six hours; a day and two hours without any
# stored date means every one of those passes fetched nothing.
FETCH_LATE_AFTER = dt.timedelta(hours=26)
CANARY_RUNS_SHOWN = 10


# How far ahead "days ahead" looks: well past the prefetch window, bounded for the query.
DAYS_AHEAD_HORIZON = selectors.FUTURE_WINDOW

DEPENDENCIES = {
    "database": gettext_lazy("Database"),
    "cache": gettext_lazy("Cache (Redis)"),
    "broker": gettext_lazy("Broker (Celery)"),
}


# --- Canary and agent card -------------------------------------------------------------


@dataclass(frozen=True)
class CardChange:
    previous: AgentCardSnapshot
    latest: AgentCardSnapshot
    changes: list[str]


def canary_runs(limit: int = CANARY_RUNS_SHOWN) -> list[CanaryRun]:
    return list(CanaryRun.objects.all()[:limit])


def card_change() -> CardChange | None:
    """What changed in the agent card between the two latest snapshots, or None with fewer
    than two (a new snapshot is stored only when the card changed)."""
    snapshots = list(AgentCardSnapshot.objects.all()[:2])
    if len(snapshots) < 2:
        return None
    latest, previous = snapshots
    return CardChange(
        previous=previous, latest=latest, changes=card_diff(previous.card, latest.card)
    )


# --- Readings pipeline -----------------------------------------------------------------


@dataclass(frozen=True)
class Lateness:
    """A time the console watches, and whether it is overdue (None counts as overdue)."""

    label: str
    at: dt.datetime | None
    late: bool
    limit: dt.timedelta


@dataclass(frozen=True)
class ReadingsPipeline:
    today: dt.date
    days_with_readings: int
    days_with_martyrology: int
    days_ahead: int  # both readings and martyrology
    window_days: int  # READINGS_PREFETCH_DAYS + 1 (today included)
    missing: list[dt.date]
    last_fetch: Lateness
    worker_heartbeat: Lateness
    beat_tick: Lateness

    @property
    def missing_ranges(self) -> list[tuple[dt.date, dt.date]]:
        """The missing dates as runs of consecutive dates (first, last): a short line even
        when the whole window is missing."""
        ranges: list[tuple[dt.date, dt.date]] = []
        for day in self.missing:
            if ranges and day - ranges[-1][1] == dt.timedelta(days=1):
                ranges[-1] = (ranges[-1][0], day)
            else:
                ranges.append((day, day))
        return ranges

    @property
    def watched(self) -> list[Lateness]:
        return [self.last_fetch, self.worker_heartbeat, self.beat_tick]

    @property
    def warnings(self) -> list[Lateness]:
        return [item for item in self.watched if item.late]


def consecutive_days(days: Iterable[dt.date], *, start: dt.date) -> int:
    """How many dates in a row from `start` (included) are in `days`."""
    present = set(days)
    count = 0
    while start + dt.timedelta(days=count) in present:
        count += 1
    return count


def _stored_days(model, *, today: dt.date) -> set[dt.date]:
    end = today + DAYS_AHEAD_HORIZON
    return set(model.objects.filter(day__range=(today, end)).values_list("day", flat=True))


def days_ahead(*, today: dt.date | None = None) -> int:
    """Consecutive dates from today (included) with both readings and martyrology stored: a
    date upstream has nothing for counts, it was fetched (as selectors.days_missing sees it)."""
    today = today or selectors.site_today()
    both = _stored_days(MassReadings, today=today) & _stored_days(MartyrologyEntry, today=today)
    return consecutive_days(both, start=today)


def _lateness(label: str, at: dt.datetime | None, limit: dt.timedelta, now: dt.datetime):
    return Lateness(label=label, at=at, late=at is None or now - at > limit, limit=limit)


def readings_pipeline(*, now: dt.datetime | None = None) -> ReadingsPipeline:
    now = now or timezone.now()
    today = timezone.localdate(now)
    readings = _stored_days(MassReadings, today=today)
    martyrology = _stored_days(MartyrologyEntry, today=today)
    last_fetch = max(
        (
            moment
            for moment in (
                MassReadings.objects.aggregate(last=Max("fetched_at"))["last"],
                MartyrologyEntry.objects.aggregate(last=Max("fetched_at"))["last"],
            )
            if moment is not None
        ),
        default=None,
    )
    return ReadingsPipeline(
        today=today,
        days_with_readings=consecutive_days(readings, start=today),
        days_with_martyrology=consecutive_days(martyrology, start=today),
        days_ahead=consecutive_days(readings & martyrology, start=today),
        window_days=settings.READINGS_PREFETCH_DAYS + 1,
        missing=selectors.days_missing(selectors.prefetch_window(today=today)),
        last_fetch=_lateness(_("Last successful fetch"), last_fetch, FETCH_LATE_AFTER, now),
        worker_heartbeat=_lateness(
            _("Worker heartbeat"),
            heartbeat.worker_last_heartbeat(),
            HEARTBEAT_LATE_AFTER,
            now,
        ),
        beat_tick=_lateness(
            _("Beat's last tick"),
            heartbeat.beat_last_tick(),
            BEAT_LATE_AFTER,
            now,
        ),
    )


# --- Database, cache, broker -----------------------------------------------------------


@dataclass(frozen=True)
class Dependency:
    name: str
    label: str
    ok: bool


def dependencies() -> list[Dependency]:
    return [
        Dependency(name=name, label=str(DEPENDENCIES.get(name, name)), ok=state == "ok")
        for name, state in health_report().items()
    ]


# --- The whole page ------------------------------------------------------------------

# A changed agent card stays in "Needs attention" this long after the canary saw it.
CARD_CHANGE_NOTICE = dt.timedelta(days=7)


def attention(
    *,
    runs: list[CanaryRun],
    change: CardChange | None,
    pipeline: ReadingsPipeline,
    parts: list[Dependency],
    accounts: list[ServiceAccount],
    now: dt.datetime,
) -> list[str]:
    """One sentence per thing an operator should look at now, most urgent first."""
    lines = [_("%(part)s is down.") % {"part": part.label} for part in parts if not part.ok]
    for item in pipeline.warnings:
        lines.append(
            _("%(what)s is late: never recorded.") % {"what": item.label}
            if item.at is None
            else _("%(what)s is late: last at %(when)s.")
            % {
                "what": item.label,
                "when": written_date(timezone.localtime(item.at), "DATETIME_FORMAT"),
            }
        )
    if pipeline.missing:
        lines.append(
            ngettext(
                "%(count)d date of the prefetch window has no readings or martyrology yet.",
                "%(count)d dates of the prefetch window have no readings or martyrology yet.",
                len(pipeline.missing),
            )
            % {"count": len(pipeline.missing)}
        )
    for account in accounts:
        if not account.healthy:
            lines.append(
                _("Service account %(user)s cannot call Magisterium: see Service accounts.")
                % {"user": account.username}
            )
    if runs and not runs[0].ok:
        names = ", ".join(str(check.get("name", "?")) for check in runs[0].failed_checks)
        lines.append(
            _("The latest canary run failed: %(checks)s.") % {"checks": names or _("unfinished")}
        )
    if (
        change
        and now - change.latest.seen_at <= CARD_CHANGE_NOTICE
        and is_protocol_move(change.changes)
    ):
        # A notice: the door follows a move to a version it speaks by itself.
        lines.append(
            _(
                "Upstream moved to another A2A version on %(when)s (%(move)s); the portal follows "
                "it by itself: see Upstream canary."
            )
            % {
                "when": written_date(timezone.localtime(change.latest.seen_at), "DATETIME_FORMAT"),
                "move": change.changes[0],
            }
        )
    elif change and now - change.latest.seen_at <= CARD_CHANGE_NOTICE:
        lines.append(
            _("Upstream's agent card changed on %(when)s: see Upstream canary.")
            % {"when": written_date(timezone.localtime(change.latest.seen_at), "DATETIME_FORMAT")}
        )
    return [join_dates(line) for line in lines]  # "l'8 dicembre"


def console_status() -> dict:
    """Everything the console template shows, plus the chart's figure."""
    now = timezone.now()
    runs = canary_runs()
    change = card_change()
    pipeline = readings_pipeline(now=now)
    parts = dependencies()
    accounts = service_accounts(now=now)
    calls = upstream_calls()
    revocations = pending_revocations(now=now)
    return {
        "now": now,
        "attention": attention(
            runs=runs, change=change, pipeline=pipeline, parts=parts, accounts=accounts, now=now
        )
        + revocations_attention(revocations, now=now),
        "canary_runs": runs,
        "card_change": change,
        "card_latest": AgentCardSnapshot.objects.first() if change is None else change.latest,
        "pipeline": pipeline,
        "dependencies": parts,
        "calls": calls,
        "figure": calls_figure(calls) if calls.rows else None,
        "service_accounts": accounts,
        "revocations": revocations,
        "subscriptions": subscriptions_report(selectors.site_today(), now=now),
        "subscriptions_enabled": settings.SUBSCRIPTIONS_ENABLED,
        "world": world_report(),
    }
