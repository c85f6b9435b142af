"""A visitor walks the homepage, the date navigation and the print view in Chromium."""

import datetime as dt

import pytest
from django.utils import timezone

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_homepage_walk_dates_and_print_view(page, live_server, stored_day, take_screenshot):
    today = timezone.localdate()
    for offset in (-1, 0, 1):
        stored_day(today + dt.timedelta(days=offset))
    page.goto(live_server.url + "/")
    assert page.get_by_role("heading", level=1).inner_text().startswith("Today")
    assert page.get_by_text("Romans 10:9-18").is_visible()
    # A button (a POST form that starts the sign-in), in the intro as well as the header.
    assert (
        page.get_by_role("main").get_by_role("button", name="Sign in with Magisterium").is_visible()
    )
    take_screenshot(page, "readings-home")

    page.get_by_role("link", name="Next day").click()
    tomorrow = (today + dt.timedelta(days=1)).isoformat()
    page.wait_for_url(f"**/day/{tomorrow}/")
    assert page.locator(f"time[datetime='{tomorrow}']").is_visible()

    page.get_by_role("link", name="Previous day").click()
    page.wait_for_url(live_server.url + "/")

    yesterday = (today - dt.timedelta(days=1)).isoformat()
    page.get_by_label("Go to date").fill(yesterday)
    page.get_by_role("button", name="Go", exact=True).click()
    page.wait_for_url(f"**/day/{yesterday}/")
    assert page.get_by_text("Saint Andrew").is_visible()

    page.emulate_media(media="print")
    take_screenshot(page, "readings-print")
    assert not page.locator(".site-header").is_visible()
    assert not page.locator(".day-nav").is_visible()
    assert page.get_by_text("Romans 10:9-18").is_visible()
    assert page.console_errors == []


def test_a_date_being_fetched_fills_itself_in(page, live_server, stored_day, take_screenshot):
    day = timezone.localdate() + dt.timedelta(days=9)
    page.goto(f"{live_server.url}/day/{day.isoformat()}/")
    assert page.get_by_text("being fetched").is_visible()
    take_screenshot(page, "readings-being-fetched")
    # The worker's work, done here directly: the page must notice without a reload.
    stored_day(day)
    page.get_by_text("Romans 10:9-18").wait_for(timeout=15_000)
    assert not page.get_by_text("being fetched").is_visible()
    assert page.console_errors == []
