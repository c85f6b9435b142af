"""A visitor without an account opens a date beyond the prefetch window in Chromium: the page
says the day is on its way, the real worker fetches it from the sandbox, and the page fills
itself in, in the page's language, at desktop and phone widths."""

import datetime as dt

import pytest
from django.utils import timezone, translation

from portal.readings import selectors

pytestmark = [pytest.mark.browser, pytest.mark.worker, pytest.mark.django_db(transaction=True)]

WIDTHS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 375, "height": 800}}


@pytest.mark.parametrize("width", list(WIDTHS))
@pytest.mark.parametrize("lang", ["es", "hr"])
def test_a_far_date_says_it_is_on_its_way_then_fills_itself_in(
    page, live_server, celery_worker, prefetch_account, sandbox, stored_day, take_screenshot,
    lang, width,
):  # fmt: skip
    for day in selectors.prefetch_window():
        stored_day(day)  # the nightly pass's work: on-demand dates come after it
    sandbox.reset_requests()
    sandbox.configure(latency_ms=2500)  # long enough to see the page wait
    day = timezone.localdate() + dt.timedelta(days=19)
    assert not selectors.day_in_prefetch_window(day)
    page.set_viewport_size(WIDTHS[width])
    page.goto(f"{live_server.url}/day/{day.isoformat()}/?lang={lang}")

    waiting = page.locator("#day-content .card.pending")
    assert waiting.is_visible()
    spinner = page.locator("#day-content .spinner").bounding_box()
    assert spinner is not None and spinner["width"] > 0 and spinner["height"] > 0
    assert page.locator("#day-content article.card").count() == 0  # no empty cards
    take_screenshot(page, f"on-demand-waiting-{lang}-{width}")

    with translation.override(lang):
        readings_title = translation.gettext("Mass readings")
        saints_title = translation.gettext("Saints of the day")
    page.locator("#readings-title").wait_for(timeout=60_000)
    assert page.locator("#readings-title").inner_text() == readings_title
    assert page.locator("#saints-title").inner_text() == saints_title
    assert not waiting.is_visible()
    assert page.locator("#day-content article.card.readings").inner_text().strip()
    assert page.locator("#day-content article.card.martyrology").inner_text().strip()
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0
    take_screenshot(page, f"on-demand-filled-{lang}-{width}")
    assert sandbox.requests()["by_skill"] == {"liturgical_readings": 1, "saints_of_the_day": 1}
    assert page.console_errors == []


@pytest.mark.parametrize("width", list(WIDTHS))
@pytest.mark.parametrize("lang", ["es", "hr"])
def test_the_allowance_spent_says_come_back_tomorrow(
    page, live_server, settings, take_screenshot, lang, width
):
    settings.READINGS_ON_DEMAND_DATES_PER_DAY = 0
    day = timezone.localdate() + dt.timedelta(days=19)
    page.set_viewport_size(WIDTHS[width])
    page.goto(f"{live_server.url}/day/{day.isoformat()}/?lang={lang}")
    notice = page.locator("#day-content .allowance-spent")
    assert notice.is_visible()
    with translation.override(lang):
        sentence = translation.gettext(
            "Today the portal has already fetched as many dates on request as it may. "
            "Please try again tomorrow."
        )
    assert " ".join(notice.locator("p").first.inner_text().split()) == sentence
    assert notice.locator("form.sign-in-form button").is_visible()
    assert page.locator("#day-content article.card").count() == 0
    take_screenshot(page, f"on-demand-spent-{lang}-{width}")
    assert page.console_errors == []
