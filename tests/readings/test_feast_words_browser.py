"""A feast typed by name into the date box, in Spanish and Croatian, on a phone and a desktop:
the day page says which day it shows and links the day some countries keep it instead."""

import datetime as dt

import pytest

from tests.readings.test_dates_browser import WIDTHS, assert_fits, browser_page, type_into_date_box

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
__all__ = ["browser_page"]  # the fixture, shared with the other date box tests

ASCENSION, ON_SUNDAY = dt.date(2027, 5, 6), dt.date(2027, 5, 9)
TYPED = {"es-ES": ("Ascensión 2027", "Viernes Santo"), "hr-HR": ("Uzašašće 2027.", "Veliki petak")}


@pytest.mark.parametrize("width", sorted(WIDTHS))
@pytest.mark.parametrize("locale", sorted(TYPED))
def test_the_ascension_by_name_shows_thursday_and_links_sunday(
    browser_page, live_server, stored_day, take_screenshot, locale, width
):
    stored_day(ASCENSION)
    stored_day(ON_SUNDAY)
    typed, example = TYPED[locale]
    page = browser_page(width=width, locale=locale)
    page.goto(live_server.url + "/")
    # The examples under the box are the table's names, in the page's language.
    assert example in page.locator("#date-input").get_attribute("placeholder")
    type_into_date_box(page, typed)
    page.wait_for_url(f"**/day/{ASCENSION.isoformat()}/?feast=ascension")
    note = page.locator("[data-feast-note]")
    assert note.is_visible()
    link = note.get_by_role("link")
    assert link.get_attribute("href") == f"/day/{ON_SUNDAY.isoformat()}/"
    box, screen = note.bounding_box(), page.viewport_size
    assert box is not None and screen is not None
    assert box["width"] > 0 and box["x"] + box["width"] <= screen["width"]
    assert note.evaluate("n => getComputedStyle(n).borderLeftStyle") == "solid"  # a notice
    assert_fits(page)
    take_screenshot(page, f"readings-feast-note-{locale}-{width}")
    link.click()
    page.wait_for_url(f"**/day/{ON_SUNDAY.isoformat()}/")
    assert page.locator(f"h1 time[datetime='{ON_SUNDAY.isoformat()}']").is_visible()
    assert page.locator("[data-feast-note]").count() == 0
    assert page.console_errors == []
