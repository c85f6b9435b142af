"""No public page, nor the widget, logs an error in the browser console (in Chromium, with the
service worker registering and keeping the next days, as a first visit does)."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from tests.readings import sandbox_days

fetched_day = sandbox_days.fetched_day  # the sandbox's own text, stored as the prefetch does


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("language", ["en", "hr"])
def test_public_pages_log_nothing_in_the_console(page, live_server, fetched_day, language):
    today = timezone.localdate()
    fetched_day(today, today + dt.timedelta(days=1))
    tomorrow = (today + dt.timedelta(days=1)).isoformat()
    addresses = [
        f"/?lang={language}",
        "/",
        f"/day/{tomorrow}/?lang={language}",
        f"/week/{today.isoformat()}/?lang={language}",
        f"/embed/today/?lang={language}",
        f"/offline/?lang={language}",
        "/favicon.ico",
    ]
    for address in addresses:
        page.goto(f"{live_server.url}{address}")
        page.wait_for_load_state("networkidle")
        assert page.console_errors == [], address
