"""Italian in real Chromium: the diocese page and the homepage at phone and desktop widths,
with the portal's words and dates in Italian; screenshots under var/screenshots/."""

from __future__ import annotations

import pytest
from django.conf import settings

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WIDTHS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}


def in_italian(page, live_server) -> None:
    page.context.add_cookies(
        [{"name": settings.LANGUAGE_COOKIE_NAME, "value": "it", "url": live_server.url}]
    )


def fits_the_width(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


@pytest.mark.parametrize("width", list(WIDTHS))
def test_the_diocese_page_in_italian(signed_in_page, live_server, take_screenshot, width):
    page = signed_in_page
    page.set_viewport_size(WIDTHS[width])
    in_italian(page, live_server)
    page.goto(f"{live_server.url}/dioceses/dmaml/")
    assert page.locator("html").get_attribute("lang") == "it"
    assert page.get_by_role("heading", level=1).inner_text() == "Archdiocese of Manila"
    assert page.locator("p.tagline").inner_text() == "Arcidiocesi · Rito latino"
    assert "Santa Sede (Dicastero per i Vescovi)" in page.locator("dl.fields").first.inner_text()
    assert fits_the_width(page)
    take_screenshot(page, f"i18n-it-diocese-dmaml-{width}")
    assert page.console_errors == []


@pytest.mark.parametrize("width", list(WIDTHS))
def test_the_homepage_in_italian(page, live_server, take_screenshot, width):
    page.set_viewport_size(WIDTHS[width])
    in_italian(page, live_server)
    page.goto(f"{live_server.url}/")
    heading = page.get_by_role("heading", level=1).inner_text()
    assert heading.startswith("Oggi: ")
    day = heading.removeprefix("Oggi: ")
    # "martedì 1 dicembre 2026": weekday and month in lower case, no comma, no padded day.
    assert day == day.lower() and "," not in day and not day.split()[1].startswith("0")
    assert fits_the_width(page)
    take_screenshot(page, f"i18n-it-home-{width}")
    assert page.console_errors == []
