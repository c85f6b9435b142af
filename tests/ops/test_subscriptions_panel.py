"""The console's "Readings by email" panel shows what the database holds, to staff only, in
the operator's language."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from portal.readings.selectors import site_today
from portal.subscriptions.models import Batch, Delivery, Subscription, Suppression
from tests.html import attrs, dd, one, page, text, texts

pytestmark = pytest.mark.django_db

CONSOLE = "/ops/"


def subscribe(email: str, language: str, hour: int, state: str = "confirmed") -> Subscription:
    return Subscription.objects.create(
        email=email,
        language=language,
        hour=hour,
        time_zone="America/Sao_Paulo",
        state=state,
        consent_at=timezone.now(),
        consent_text="Send me the day's readings.",
        consent_language=language,
    )


def panel(client):
    response = client.get(CONSOLE)
    assert response.status_code == 200
    return one(page(response), 'section[data-ops-section="subscriptions"]')


def test_staff_see_subscribers_deliveries_suppressions_and_batches(staff_client, settings):
    settings.SUBSCRIPTIONS_LEASE_SECONDS = 900
    today = site_today()
    now = timezone.now()
    people = [
        subscribe("joao@example.org", "pt", 6),
        subscribe("rita@example.org", "pt", 6),
        subscribe("ana@example.org", "hr", 19),
    ]
    waiting = subscribe("new@example.org", "en", 7, state="pending")
    Delivery.objects.create(subscription=people[0], day=today, state="sent")
    Delivery.objects.create(subscription=people[1], day=today, state="sent")
    Delivery.objects.create(subscription=people[2], day=today, state="failed")
    Suppression.objects.create(email_hash="c" * 32, reason="complained")
    Batch.objects.create(day=today, state="sending", lease_until=now - dt.timedelta(minutes=2))
    Batch.objects.create(day=today, state="done", finished_at=now)
    Delivery.objects.create(subscription=waiting, day=today, state="deferred")

    section = panel(staff_client)

    assert text(one(section, "h2")) == "Readings by email"
    assert text(dd(section, "Confirmed subscribers")) == "3"
    assert text(dd(section, "Waiting for confirmation")) == "1"
    assert attrs(one(section, "[data-emails-sent]"))["data-emails-sent"] == "2"
    assert text(one(section, "[data-emails-sent]")) == "2"
    assert text(dd(section, "Failed")) == "1"
    assert text(dd(section, "Put off to a later run")) == "1"
    assert text(dd(section, "Suppressed addresses")) == "1 (1 today)"
    assert text(dd(section, "Batches queued")) == "0"
    assert text(dd(section, "Batches sending")) == "1 1 past its lease, taken again"
    assert text(dd(section, "Batches done today")) == "1"
    languages = one(section, "table[data-subscribers-by-language]")
    assert texts(languages, "tbody tr") == ["Hrvatski 1", "Português 2"]
    hours = one(section, "table[data-subscribers-by-hour]")
    assert texts(hours, "tbody th") == ["06:00", "19:00"]
    assert texts(hours, "tbody td") == ["2", "1"]
    crash = text(one(section, "[data-crash-window]"))
    assert "at most one message per worker per crash" in crash
    assert "after 900 seconds" in crash
    # Addresses are never shown.
    assert "example.org" not in str(section)


def test_an_empty_panel_says_none(staff_client):
    section = panel(staff_client)
    assert text(dd(section, "Confirmed subscribers")) == "0"
    assert texts(section, "table[data-subscribers-by-language] tbody td") == ["none"]


def test_the_panel_speaks_the_operators_language(staff_client):
    subscribe("marko@example.org", "hr", 6)
    staff_client.cookies["django_language"] = "hr"
    section = panel(staff_client)
    assert text(one(section, "h2")) != "Readings by email"
    assert "at most one message per worker per crash" not in text(section)


def test_without_a_mail_server_the_panel_says_the_form_is_off(staff_client, settings):
    settings.SUBSCRIPTIONS_ENABLED = False
    assert one(panel(staff_client), "[data-subscriptions-disabled]")


def test_people_who_are_not_staff_never_see_it(signed_in_client):
    subscribe("someone@example.org", "en", 6)
    assert signed_in_client.get(CONSOLE).status_code == 404
