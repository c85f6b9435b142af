"""The daily tidy: a week without confirmation deletes a subscription (no consent was given),
a deferred day long over is marked missed, and a year's rows are kept for the download."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from portal.subscriptions import tasks
from portal.subscriptions.models import Delivery, Subscription

pytestmark = pytest.mark.django_db


def test_unconfirmed_subscriptions_go_after_a_week_and_confirmed_ones_stay(subscriber):
    fresh = subscriber("fresh@example.org", state="pending")
    old = subscriber("old@example.org", state="pending")
    kept = subscriber("kept@example.org")
    Subscription.objects.filter(pk__in=[old.pk, kept.pk]).update(
        created_at=timezone.now() - dt.timedelta(days=8)
    )
    tasks.tidy()
    assert set(Subscription.objects.values_list("email", flat=True)) == {
        fresh.email,
        kept.email,
    }


def test_a_deferred_day_long_over_is_marked_missed(subscriber):
    who = subscriber("patient@example.org")
    today = timezone.localdate()
    Delivery.objects.create(subscription=who, day=today - dt.timedelta(days=3), state="deferred")
    Delivery.objects.create(subscription=who, day=today, state="deferred")
    assert tasks.tidy()["missed"] == 1
    states = dict(Delivery.objects.values_list("day", "state"))
    assert states == {today - dt.timedelta(days=3): "missed", today: "deferred"}
