"""What operators see of the readings by email (the console's panel, docs/deployment.md): the
subscribers by language and hour, today's deliveries, suppressions, batches, and the one
window in which a subscriber may get a day's email twice.

Read from the database in four aggregate queries: a subscriber whose day is not stored yet
has a delivery row in the "deferred" state until it is sent. Read-only and cheap.
"""

from __future__ import annotations

import datetime as dt
import logging
from dataclasses import dataclass, field

from django.conf import settings
from django.db.models import Count, Q
from django.utils import timezone
from django.utils.translation import gettext as _

from portal.core.languages import LANGUAGES
from portal.subscriptions.models import Batch, Delivery, Subscription, Suppression

logger = logging.getLogger(__name__)

# --- For /metrics: totals, read at scrape time -----------------------------------------


def email_totals() -> dict[str, int]:
    """Delivery rows kept, by state (queued, deferred, sent, failed, missed). Pruned rows
    leave the totals: Prometheus reads that as a reset."""
    counts = {
        row["state"]: row["count"]
        for row in Delivery.objects.values("state").annotate(count=Count("pk")).order_by()
    }
    return {state: counts.get(state, 0) for state in Delivery.State.values}


def confirmed_by_language() -> dict[str, int]:
    """Confirmed subscribers by language."""
    return {
        row["language"]: row["count"]
        for row in Subscription.objects.filter(state=Subscription.State.CONFIRMED)
        .values("language")
        .annotate(count=Count("pk"))
        .order_by("language")
    }


def suppressions_total() -> int:
    return Suppression.objects.count()


# --- The console's panel ---------------------------------------------------------------


@dataclass(frozen=True)
class SubscriptionsReport:
    today: dt.date
    # Confirmed subscribers: (language, count) and (local hour, count), sorted by the key.
    by_language: list[tuple[str, int]]
    by_hour: list[tuple[int, int]]
    pending: int  # not confirmed yet
    sent_today: int
    failed_today: int
    deferred_today: int
    missed_today: int
    suppressed: int
    suppressed_today: int
    batches_queued: int
    batches_sending: int
    batches_past_lease: int  # sending, but the lease ran out: taken again
    batches_done_today: int
    lease_seconds: int = field(default_factory=lambda: settings.SUBSCRIPTIONS_LEASE_SECONDS)

    @property
    def confirmed(self) -> int:
        return sum(count for _language, count in self.by_language)

    @property
    def languages(self) -> list[tuple[str, str, int]]:
        """(code, the language's own name, count) for the table."""
        names = dict(LANGUAGES)
        return [(code, names.get(code, code), count) for code, count in self.by_language]

    @property
    def crash_window(self) -> str:
        """The one way a subscriber may be sent a day twice, as a sentence."""
        return _(
            "A worker killed while a mail server was accepting a message may send that "
            "message once more: at most one message per worker per crash. A batch a killed "
            "worker left is taken again after %(seconds)d seconds "
            "(SUBSCRIPTIONS_LEASE_SECONDS), and what its journal recorded as sent is not "
            "sent again."
        ) % {"seconds": self.lease_seconds}


def _start_of(day: dt.date) -> dt.datetime:
    """Midnight beginning `day` in the site's time zone."""
    return timezone.make_aware(dt.datetime.combine(day, dt.time.min))


def subscriptions_report(today: dt.date, *, now: dt.datetime | None = None) -> SubscriptionsReport:
    """The report for the site's date `today` (deliveries of that local day)."""
    now = now or timezone.now()
    since = _start_of(today)
    languages: dict[str, int] = {}
    hours: dict[int, int] = {}
    pending = 0
    for row in (
        Subscription.objects.exclude(state=Subscription.State.STOPPED)
        .values("state", "language", "hour")
        .annotate(count=Count("pk"))
    ):
        if row["state"] == Subscription.State.PENDING:
            pending += row["count"]
            continue
        languages[row["language"]] = languages.get(row["language"], 0) + row["count"]
        hours[row["hour"]] = hours.get(row["hour"], 0) + row["count"]
    deliveries = {
        row["state"]: row["count"]
        for row in Delivery.objects.filter(day=today).values("state").annotate(count=Count("pk"))
    }
    suppressions = Suppression.objects.aggregate(
        total=Count("pk"), today=Count("pk", filter=Q(created_at__gte=since))
    )
    sending = Q(state=Batch.State.SENDING)
    batches = Batch.objects.aggregate(
        queued=Count("pk", filter=Q(state=Batch.State.QUEUED)),
        sending=Count("pk", filter=sending),
        past_lease=Count("pk", filter=sending & Q(lease_until__lt=now)),
        done_today=Count("pk", filter=Q(state=Batch.State.DONE, finished_at__gte=since)),
    )
    return SubscriptionsReport(
        today=today,
        by_language=sorted(languages.items()),
        by_hour=sorted(hours.items()),
        pending=pending,
        sent_today=deliveries.get(Delivery.State.SENT, 0),
        failed_today=deliveries.get(Delivery.State.FAILED, 0),
        deferred_today=deliveries.get(Delivery.State.DEFERRED, 0),
        missed_today=deliveries.get(Delivery.State.MISSED, 0),
        suppressed=suppressions["total"],
        suppressed_today=suppressions["today"],
        batches_queued=batches["queued"],
        batches_sending=batches["sending"],
        batches_past_lease=batches["past_lease"],
        batches_done_today=batches["done_today"],
    )
