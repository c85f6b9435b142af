"""The operators' report of the readings by email: what the database holds, counted in a few
aggregate queries (a subscriber waiting for their day to be fetched has a deferred row)."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from portal.readings.selectors import site_today
from portal.subscriptions.models import Batch, Delivery, Subscription, Suppression
from portal.subscriptions.report import email_totals, subscriptions_report

pytestmark = pytest.mark.django_db


def subscribe(email: str, language: str, hour: int, state: str = "confirmed") -> Subscription:
    return Subscription.objects.create(
        email=email,
        language=language,
        hour=hour,
        time_zone="Europe/Zagreb",
        state=state,
        consent_at=timezone.now(),
        consent_text="Send me the day's readings.",
        consent_language=language,
    )


def fill(today: dt.date) -> None:
    """Subscribers, deliveries, suppressions and batches the report must count."""
    now = timezone.now()
    yesterday = today - dt.timedelta(days=1)
    people = [
        subscribe("ana@example.org", "hr", 6),
        subscribe("ivo@example.org", "hr", 7),
        subscribe("maria@example.org", "es", 6),
        subscribe("luca@example.org", "it", 21),
    ]
    subscribe("waiting@example.org", "pt", 8, state="pending")
    subscribe("waiting2@example.org", "en", 8, state="pending")
    subscribe("gone@example.org", "en", 6, state="stopped")
    people.append(subscribe("patient@example.org", "pt", 5))
    people.append(subscribe("late@example.org", "pt", 5))
    states = ["sent", "sent", "failed", "queued", "deferred", "missed"]
    for person, state in zip(people, states, strict=True):
        Delivery.objects.create(subscription=person, day=today, state=state)
    Delivery.objects.create(subscription=people[0], day=yesterday, state="sent")
    Delivery.objects.create(subscription=people[2], day=yesterday, state="failed")
    Suppression.objects.create(email_hash="a" * 32, reason="bounced")
    old = Suppression.objects.create(email_hash="b" * 32, reason="complained")
    Suppression.objects.filter(pk=old.pk).update(created_at=now - dt.timedelta(days=3))
    Batch.objects.create(day=today, state="queued")
    Batch.objects.create(day=today, state="queued")
    Batch.objects.create(day=today, state="sending", lease_until=now + dt.timedelta(minutes=5))
    Batch.objects.create(day=today, state="sending", lease_until=now - dt.timedelta(minutes=1))
    Batch.objects.create(day=today, state="done", finished_at=now)
    Batch.objects.create(day=yesterday, state="done", finished_at=now - dt.timedelta(days=2))


def test_the_report_counts_what_the_database_holds(django_assert_max_num_queries, settings):
    settings.SUBSCRIPTIONS_LEASE_SECONDS = 480
    today = site_today()
    fill(today)

    with django_assert_max_num_queries(4):
        report = subscriptions_report(today)

    assert report.by_language == [("es", 1), ("hr", 2), ("it", 1), ("pt", 2)]
    assert report.languages[1] == ("hr", "Hrvatski", 2)
    assert report.by_hour == [(5, 2), (6, 2), (7, 1), (21, 1)]
    assert report.confirmed == 6
    assert report.pending == 2
    assert (report.sent_today, report.failed_today, report.deferred_today) == (2, 1, 1)
    assert report.missed_today == 1
    assert (report.suppressed, report.suppressed_today) == (2, 1)
    assert report.batches_queued == 2
    assert report.batches_sending == 2
    assert report.batches_past_lease == 1
    assert report.batches_done_today == 1
    assert "480 seconds" in report.crash_window
    assert "at most one message per worker per crash" in report.crash_window


def test_an_empty_portal_reports_zeros():
    report = subscriptions_report(site_today())
    assert report.by_language == report.by_hour == []
    assert report.confirmed == report.pending == report.sent_today == report.suppressed == 0


def test_email_totals_count_every_kept_delivery_by_outcome():
    fill(site_today())
    assert email_totals() == {"queued": 1, "deferred": 1, "sent": 3, "failed": 2, "missed": 1}
