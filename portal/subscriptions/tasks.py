"""The readings by email's background work: the planning tick, batches, the daily tidy."""

from __future__ import annotations

import datetime as dt
import logging

from celery import shared_task
from django.conf import settings
from django.utils import timezone

from portal.core.locks import LockBusy, LockUnavailable, redis_lock
from portal.subscriptions import delivery
from portal.subscriptions.models import Delivery, Subscription

logger = logging.getLogger(__name__)

PLAN_LOCK = "subscriptions:plan"
PLAN_LOCK_SECONDS = 120
KEEP_DELIVERIES_DAYS = 400  # a year of "days sent" for a subscriber's download, then pruned


@shared_task(name="subscriptions.send_due", soft_time_limit=100, time_limit=120)
def send_due() -> dict[str, int]:
    """Beat's minute: plan and queue who is due. One pass at a time (a lock); a second beat
    that fires anyway finds the deliveries already made (they are unique per day)."""
    try:
        with redis_lock(PLAN_LOCK, timeout=PLAN_LOCK_SECONDS):
            made = delivery.plan()
    except (LockBusy, LockUnavailable):
        logger.info("subscriptions plan skipped: another pass is running or Redis is down")
        return {}
    return {"due": made.due, "deferred": made.deferred, "batches": len(made.batches)}


# acks_late: a batch whose worker dies is redelivered by the broker too; taking it is
# conditional, so a redelivery and the planner's requeue never send it twice.
@shared_task(name="subscriptions.send_batch", acks_late=True)
def send_batch(batch_id: int) -> dict[str, int] | None:
    sent = delivery.send_batch(batch_id)
    return None if sent is None else {"sent": sent.sent, "failed": sent.failed}


@shared_task(name="subscriptions.tidy")
def tidy() -> dict[str, int]:
    """Unconfirmed subscriptions older than SUBSCRIPTIONS_CONFIRM_DAYS deleted (their consent
    was never given); deferred deliveries of days long over marked missed; old rows pruned."""
    now = timezone.now()
    unconfirmed, _ = Subscription.objects.filter(
        state=Subscription.State.PENDING,
        created_at__lt=now - dt.timedelta(days=settings.SUBSCRIPTIONS_CONFIRM_DAYS),
    ).delete()
    today = timezone.localdate()
    missed = Delivery.objects.filter(
        state=Delivery.State.DEFERRED, day__lt=today - dt.timedelta(days=1)
    ).update(state=Delivery.State.MISSED)
    pruned, _ = Delivery.objects.filter(
        day__lt=today - dt.timedelta(days=KEEP_DELIVERIES_DAYS)
    ).delete()
    return {"unconfirmed": unconfirmed, "missed": missed, "pruned": pruned}
