"""A parish secretary types a date in words into the date box, on a phone and on a desktop."""

import datetime as dt

import pytest
from django.utils import timezone

from tests.fixtures.browser import BROWSER_WAIT_MS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WIDTHS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}


def coming_sunday() -> dt.date:
    """What "next Sunday" means: the first Sunday after today (a week away on a Sunday)."""
    today = timezone.localdate()
    return today + dt.timedelta(days=(6 - today.weekday()) % 7 or 7)


@pytest.fixture
def browser_page(browser):
    """A page in a context of the given width and language, collecting console errors."""
    contexts = []

    def open_page(*, width: str, locale: str):
        context = browser.new_context(viewport=WIDTHS[width], locale=locale)
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(BROWSER_WAIT_MS)
        page.console_errors = []
        page.on("console", lambda m: m.type == "error" and page.console_errors.append(m.text))
        page.on("pageerror", lambda exc: page.console_errors.append(str(exc)))
        return page

    yield open_page
    for context in contexts:
        context.close()


def type_into_date_box(page, words: str) -> None:
    box = page.locator("#date-input")
    box.fill(words)
    box.press("Enter")


def assert_fits(page) -> None:
    """Nothing sticks out sideways (a phone would scroll the whole page)."""
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the page is {overflow}px wider than the screen"


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_next_sunday_in_english(browser_page, live_server, stored_day, take_screenshot, width):
    sunday = coming_sunday()
    stored_day(sunday)
    page = browser_page(width=width, locale="en-US")
    page.goto(live_server.url + "/")
    box = page.get_by_label("Go to date")
    assert box.is_visible()
    box.fill("next sunday")
    take_screenshot(page, f"readings-date-words-en-{width}")
    assert_fits(page)
    box.press("Enter")
    page.wait_for_url(f"**/day/{sunday.isoformat()}/")
    assert page.locator(f"h1 time[datetime='{sunday.isoformat()}']").is_visible()
    assert page.get_by_text("Saint Andrew").is_visible()
    assert_fits(page)
    take_screenshot(page, f"readings-date-words-en-{width}-sunday")
    assert page.console_errors == []


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_next_sunday_in_spanish(browser_page, live_server, stored_day, take_screenshot, width):
    sunday = coming_sunday()
    stored_day(sunday)
    page = browser_page(width=width, locale="es-ES")
    page.goto(live_server.url + "/")
    assert page.locator("html").get_attribute("lang") == "es"
    for words in ("domingo que viene", "próximo domingo"):
        type_into_date_box(page, words)
        page.wait_for_url(f"**/day/{sunday.isoformat()}/")
        assert page.locator(f"h1 time[datetime='{sunday.isoformat()}']").is_visible()
        page.goto(live_server.url + "/")
    # Words nobody reads: the 400 page, with examples in Spanish that work when followed.
    type_into_date_box(page, "el domingo de los pájaros")
    page.get_by_role("link", name="domingo que viene").wait_for()
    take_screenshot(page, f"readings-date-words-es-{width}-not-a-date")
    assert_fits(page)
    # The one console error the 400 page causes is its own status: that is the point of it.
    page.console_errors.remove(
        "Failed to load resource: the server responded with a status of 400 (Bad Request)"
    )
    page.get_by_role("link", name="domingo que viene").click()
    page.wait_for_url(f"**/day/{sunday.isoformat()}/")
    assert_fits(page)
    take_screenshot(page, f"readings-date-words-es-{width}-sunday")
    assert page.console_errors == []


def test_the_calendar_still_picks_a_date(browser_page, live_server, take_screenshot):
    day = (timezone.localdate() + dt.timedelta(days=30)).isoformat()
    page = browser_page(width="desktop", locale="en-US")
    page.goto(live_server.url + "/")
    calendar = page.get_by_label("Or pick a date from the calendar")
    assert calendar.get_attribute("min") and calendar.get_attribute("max")  # anonymous
    page.get_by_label("Go to date").fill("something typed first")
    calendar.fill(day)
    calendar.dispatch_event("change")
    assert page.get_by_label("Go to date").input_value() == ""  # the calendar wins now
    page.get_by_role("button", name="Go", exact=True).click()
    page.wait_for_url(f"**/day/{day}/")
    assert page.console_errors == []
