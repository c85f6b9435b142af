"""Who is due now, in batches, and the send: each subscriber's day exactly once.

Every minute beat runs `plan()` (the task subscriptions.send_due; `manage.py send_readings`
runs the same):

1. Batches a killed worker left (sending, lease run out) go back to the queue.
2. For each time zone with confirmed subscribers, the local day and hour there: the
   subscribers whose hour has come and who have no delivery for that local day are due. (A
   day that skips an hour in spring sends at the next; a day that repeats one in autumn sends
   once: the delivery row is unique per subscriber and day.) "Sundays and solemnities" skips
   the other days.
3. A local day the portal has not stored is not sent: it is fetched once by the prefetch
   account (the readings' own queue) and its subscribers wait, counted as deferred, until a
   later tick finds it stored that same day.
4. Due subscribers get a delivery row each (the database's unique constraint turns a second
   beat tick or planner into a no-op), in batches of SUBSCRIPTIONS_BATCH_SIZE, each sent by one
   task over one SMTP connection.

`send_batch()` takes a batch by moving its lease in one conditional update (one worker wins),
sends each message, and records each accepted one in the batch's journal in Redis at once; at
the end one update marks them all sent. A worker killed mid-batch leaves its journal: the
batch is taken again after its lease and the journaled messages are not sent again. The one
message a crash can repeat is the one the mail server had accepted but the journal had not yet
recorded (docs/subscriptions.md "Exactly once").
"""

from __future__ import annotations

import datetime as dt
import logging
import smtplib
from collections.abc import Iterator
from dataclasses import dataclass, field
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from django.conf import settings
from django.core.mail import get_connection
from django.core.mail.backends.smtp import EmailBackend as SmtpBackend
from django.core.mail.message import sanitize_address
from django.db import transaction
from django.db.models import Exists, OuterRef, Q, QuerySet
from django.utils import timezone
from django_redis import get_redis_connection
from redis.exceptions import RedisError

from portal.readings import localized, selectors, texts
from portal.readings import tasks as readings_tasks
from portal.subscriptions import messages
from portal.subscriptions.models import Batch, Delivery, Subscription, Suppression

logger = logging.getLogger(__name__)

JOURNAL_KEY = "subscriptions:journal:{batch}"
JOURNAL_SECONDS = 3 * 24 * 3600
# A queued batch no worker has taken this long (its message lost with a broker) is queued again.
QUEUED_AGAIN_SECONDS = 300
SEND_BATCH_TASK = "subscriptions.send_batch"  # portal/subscriptions/tasks.py


@dataclass
class Plan:
    """What one planning pass did (the command prints it; tests read it)."""

    batches: list[int] = field(default_factory=list)
    due: int = 0
    deferred: int = 0
    requeued: int = 0


def _confirmed() -> QuerySet[Subscription]:
    suppressed = Suppression.objects.filter(email_hash=OuterRef("email_hash"))
    return Subscription.objects.filter(state=Subscription.State.CONFIRMED).exclude(
        Exists(suppressed)
    )


def local_now(time_zone: str, now: dt.datetime) -> dt.datetime | None:
    try:
        return now.astimezone(ZoneInfo(time_zone))
    except (ZoneInfoNotFoundError, ValueError):
        return None


def sunday_or_solemnity(day: dt.date) -> bool:
    if day.weekday() == 6:
        return True
    content = selectors.day_get(day=day)
    text = content.readings.text if content.readings else ""
    return localized.is_solemnity(texts.parse_readings(text))


def due(now: dt.datetime, *, day: dt.date | None = None) -> Iterator[tuple[dt.date, list[int]]]:
    """(local day, ids of the subscriptions due for it), a time zone at a time. `day`: as if
    that day were ending everywhere (`send_readings --date`): everyone whose choice includes
    it and who has not had it."""
    zones = _confirmed().values_list("time_zone", flat=True).distinct().order_by()
    for time_zone in sorted(set(zones)):
        local = local_now(time_zone, now)
        if local is None:
            continue
        local_day, hour = (day, 23) if day is not None else (local.date(), local.hour)
        sent = Delivery.objects.filter(subscription=OuterRef("pk"), day=local_day)
        found = _confirmed().filter(time_zone=time_zone, hour__lte=hour).exclude(Exists(sent))
        if not sunday_or_solemnity(local_day):
            found = found.exclude(days=Subscription.Days.SUNDAYS)
        ids = list(found.values_list("pk", flat=True))
        if ids:
            yield local_day, ids


def _stored(day: dt.date) -> bool:
    return selectors.day_get(day=day).complete


def plan(now: dt.datetime | None = None, *, day: dt.date | None = None, queue: bool = True) -> Plan:
    """One pass: requeue what killed workers left, find who is due, make batches and queue
    them (`queue=False`: the caller sends them itself)."""
    now = now or timezone.now()
    result = Plan(requeued=requeue_abandoned(now) if queue else 0)
    for local_day, ids in due(now, day=day):
        stored = _stored(local_day)
        state = Delivery.State.QUEUED if stored else Delivery.State.DEFERRED
        Delivery.objects.bulk_create(
            [Delivery(subscription_id=pk, day=local_day, state=state) for pk in ids],
            ignore_conflicts=True,
            batch_size=2000,
        )
        result.due += len(ids)
    waiting = Delivery.objects.filter(state=Delivery.State.DEFERRED)
    for day in sorted(set(waiting.values_list("day", flat=True).order_by())):
        if _stored(day):
            waiting.filter(day=day).update(state=Delivery.State.QUEUED)
        else:
            result.deferred += waiting.filter(day=day).count()
            readings_tasks.day_queue_for_visitor(day=day)  # once: the queue remembers it asked
    free = Delivery.objects.filter(state=Delivery.State.QUEUED, batch__isnull=True)
    for day in sorted(set(free.values_list("day", flat=True).order_by())):
        result.batches += make_batches(day)
    if queue:
        for batch_id in result.batches:
            queue_batch(batch_id)
    return result


def make_batches(day: dt.date) -> list[int]:
    """The day's queued deliveries without a batch, in batches. A delivery joins one batch
    only: the update claims rows still without one, so a second planner's batch stays empty
    (and is dropped)."""
    free = Delivery.objects.filter(day=day, state=Delivery.State.QUEUED, batch__isnull=True)
    ids = list(free.order_by("pk").values_list("pk", flat=True))
    made = []
    size = settings.SUBSCRIPTIONS_BATCH_SIZE
    for start in range(0, len(ids), size):
        with transaction.atomic():
            batch = Batch.objects.create(day=day)
            taken = Delivery.objects.filter(
                pk__in=ids[start : start + size], batch__isnull=True
            ).update(batch=batch)
            if taken:
                made.append(batch.pk)
            else:
                batch.delete()
    return made


def queue_batch(batch_id: int) -> None:
    """Queue the batch's task once the transaction that made it commits. By name: this module
    is what the tasks module calls, so it does not import it back."""
    from celery import current_app

    def send() -> None:
        try:
            current_app.send_task(SEND_BATCH_TASK, args=[batch_id])
        except Exception:  # the broker is down: a later tick queues it (QUEUED_AGAIN_SECONDS)
            logger.warning("could not queue subscription batch %s", batch_id)

    transaction.on_commit(send)


def requeue_abandoned(now: dt.datetime) -> int:
    """Batches whose worker died (lease run out) and queued batches nobody took for a while
    (their task lost with a broker): queued again. Taking one is conditional (`take`), so a
    batch queued twice is still sent once."""
    expired = Q(state=Batch.State.SENDING, lease_until__lt=now)
    forgotten = Q(
        state=Batch.State.QUEUED, created_at__lt=now - dt.timedelta(seconds=QUEUED_AGAIN_SECONDS)
    )
    stale = list(Batch.objects.filter(expired | forgotten).values_list("pk", flat=True))
    Batch.objects.filter(pk__in=stale).update(created_at=now)  # the next requeue waits again
    for batch_id in stale:
        queue_batch(batch_id)
    return len(stale)


# --- Sending a batch -------------------------------------------------------------------


class Journal:
    """The batch's accepted messages, one Redis set member each, written the moment the mail
    server accepts one. Without Redis each is written to the database instead (a query a
    message, only while Redis is down)."""

    def __init__(self, batch_id: int):
        self.key = JOURNAL_KEY.format(batch=batch_id)
        self.in_database = False
        self.redis = None
        self.sent: set[int] = set()
        try:
            redis = get_redis_connection("default")
            self.sent = {int(member) for member in redis.smembers(self.key)}
            # The key's time is set now, before its first member: each record is then one
            # command, one round trip, the least a journal that outlives the worker can cost.
            redis.sadd(self.key, 0)
            redis.expire(self.key, JOURNAL_SECONDS)
            self.redis = redis
        except RedisError:
            self.in_database = True

    def record(self, delivery_id: int) -> None:
        self.sent.add(delivery_id)
        if self.redis is not None and not self.in_database:
            try:
                self.redis.sadd(self.key, delivery_id)
                return
            except RedisError:
                self.in_database = True
        Delivery.objects.filter(pk=delivery_id).update(
            state=Delivery.State.SENT, sent_at=timezone.now()
        )


@dataclass
class Sent:
    sent: int = 0
    failed: int = 0
    skipped: int = 0  # journaled by an earlier, killed run


def take(batch_id: int, now: dt.datetime) -> bool:
    """This worker takes the batch: queued, or sending with its lease run out. One wins."""
    lease = now + dt.timedelta(seconds=settings.SUBSCRIPTIONS_LEASE_SECONDS)
    free = Q(state=Batch.State.QUEUED) | Q(state=Batch.State.SENDING, lease_until__lt=now)
    return bool(
        Batch.objects.filter(free, pk=batch_id).update(state=Batch.State.SENDING, lease_until=lease)
    )


def send_batch(batch_id: int, now: dt.datetime | None = None) -> Sent | None:
    """Send a batch's deliveries over one connection; None when another worker has it."""
    now = now or timezone.now()
    if not take(batch_id, now):
        return None
    journal = Journal(batch_id)
    deliveries = list(
        Delivery.objects.filter(batch_id=batch_id, state=Delivery.State.QUEUED)
        .select_related("subscription")
        .order_by("pk")
    )
    result = Sent()
    failed: list[int] = []
    missed: list[int] = []
    editions: dict[tuple, messages.Edition | None] = {}
    days: dict[dt.date, selectors.DayContent] = {}
    connection = get_connection()
    raw_smtp = isinstance(connection, SmtpBackend)
    sender = sanitize_address(settings.DEFAULT_FROM_EMAIL, "utf-8")
    try:
        connection.open()
        for delivery in deliveries:
            subscription = delivery.subscription
            if delivery.pk in journal.sent:
                result.skipped += 1
            elif _day_over(subscription, delivery.day, now):
                missed.append(delivery.pk)
            elif (edition := _edition(editions, days, delivery, subscription)) is None:
                continue  # the stored day went away: the row stays queued for a later run
            elif _send_one(connection, raw_smtp, edition, subscription, sender):
                journal.record(delivery.pk)
                result.sent += 1
            else:
                failed.append(delivery.pk)
                result.failed += 1
    finally:
        connection.close()
        # Even when the mail server stopped answering: what was sent is marked, and the rest
        # waits for the next run.
        finish(batch_id, journal, failed, missed)
    logger.info(
        "subscription batch %s: %s sent, %s failed, %s sent before",
        batch_id,
        result.sent,
        result.failed,
        result.skipped,
    )
    return result


def _edition(
    editions: dict[tuple, messages.Edition | None],
    days: dict[dt.date, selectors.DayContent],
    delivery: Delivery,
    subscription: Subscription,
) -> messages.Edition | None:
    """The batch's edition for this subscriber's day, language and choice: looked up once a
    batch (then a dictionary), rendered once a day (the shared cache)."""
    key = (delivery.day, subscription.language, subscription.content)
    if key not in editions:
        # The stored day is read once a batch (two queries), whatever its languages and choices.
        if delivery.day not in days:
            days[delivery.day] = selectors.day_get(day=delivery.day)
        editions[key] = messages.edition(*key, content=days[delivery.day])
    return editions[key]


def _day_over(subscription: Subscription, day: dt.date, now: dt.datetime) -> bool:
    """The subscriber's local day has ended: yesterday's readings are not sent this morning."""
    local = local_now(subscription.time_zone, now)
    return local is not None and local.date() > day


def _send_one(connection, raw_smtp: bool, edition, subscription: Subscription, sender: str) -> bool:
    """True when the mail server accepted the message; False when it refused the address
    for good. A connection that broke is opened again once; anything else stops the batch
    (its lease runs out, and it is taken again)."""
    if not raw_smtp:
        return bool(connection.send_messages([messages.as_email(edition, subscription)]))
    # An ASCII address goes as it is (Django's parse of it costs more than the rest of the
    # message); another is encoded as Django encodes it (IDNA domain).
    email = subscription.email
    to = email if email.isascii() else sanitize_address(email, "utf-8")
    data = messages.addressed(edition, subscription, to=to)
    for attempt in (1, 2):
        try:
            connection.connection.sendmail(sender, [to], data)
            return True
        except smtplib.SMTPRecipientsRefused:
            logger.warning("address %s refused by the mail server", subscription.email_hash)
            return False
        except smtplib.SMTPServerDisconnected:
            if attempt == 2:
                raise
            connection.close()
            connection.open()
    return False


def finish(batch_id: int, journal: Journal, failed: list[int], missed: list[int]) -> None:
    """One update for the sent, one for the failed and missed, and the batch done."""
    now = timezone.now()
    with transaction.atomic():
        if journal.sent:
            Delivery.objects.filter(pk__in=journal.sent, state=Delivery.State.QUEUED).update(
                state=Delivery.State.SENT, sent_at=now
            )
        if failed:
            Delivery.objects.filter(pk__in=failed).update(state=Delivery.State.FAILED)
        if missed:
            Delivery.objects.filter(pk__in=missed).update(state=Delivery.State.MISSED)
        left = Delivery.objects.filter(batch_id=batch_id, state=Delivery.State.QUEUED).exists()
        Batch.objects.filter(pk=batch_id).update(
            state=Batch.State.QUEUED if left else Batch.State.DONE,
            finished_at=None if left else now,
            lease_until=None,
        )
