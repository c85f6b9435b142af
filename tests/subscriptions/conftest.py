"""Subscribers and stored days for the readings by email's tests."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone


@pytest.fixture
def subscriber(db):
    """`subscriber("ana@example.org", language="es", hour=6, time_zone="Europe/Madrid")`: a
    confirmed subscription, as the form and its confirmation leave it."""
    from portal.subscriptions.models import Subscription

    def make(email: str, **fields) -> Subscription:
        now = timezone.now()
        values = {
            "language": "en",
            "hour": 6,
            "time_zone": "UTC",
            "state": Subscription.State.CONFIRMED,
            "confirmed_at": now,
            "consent_at": now,
            "consent_text": "Send me the day's readings by email.",
            "consent_language": fields.get("language", "en"),
            **fields,
        }
        return Subscription.objects.create(email=email, **values)

    return make


@pytest.fixture
def fetched_day(prefetch_account):
    """`fetched_day(day)`: the sandbox's readings and saints for `day` stored, as the nightly
    prefetch leaves them."""
    from portal.readings import services

    def fetch(day: dt.date) -> dt.date:
        services.day_fetch(day=day)
        return day

    return fetch
