"""The Italian week page of a week that begins on the first of the month, in real Chromium:
every date of the 1st written "1º" (portal/vocabulary/dates.py), at phone and desktop widths;
screenshots under var/screenshots/."""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WIDTHS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}


@pytest.mark.parametrize("width", list(WIDTHS))
def test_the_italian_week_page_writes_the_first_as_an_ordinal(
    page, live_server, take_screenshot, width
):
    page.set_viewport_size(WIDTHS[width])
    page.goto(f"{live_server.url}/week/2026-12-01/?lang=it")
    assert page.locator("html").get_attribute("lang") == "it"
    heading = page.get_by_role("heading", level=1).inner_text()
    assert heading == "La settimana dal 1º dicembre 2026 al 7 dicembre 2026"
    first = page.locator('a > time[datetime="2026-12-01"]')
    assert first.inner_text() == "martedì 1º dicembre 2026"
    assert page.locator('a > time[datetime="2026-12-02"]').inner_text() == (
        "mercoledì 2 dicembre 2026"
    )
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    take_screenshot(page, f"i18n-it-week-first-of-month-{width}")
    assert page.console_errors == []
