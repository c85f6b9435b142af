"""One click to the next thing, in real Chromium at desktop and phone widths: a saint's feast day
to its readings and a patronage to its saints; a see's province, suffragans and past bishops."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from portal.directory.presenters.saint import next_occurrence
from tests.accessibility.conftest import axe_violations, describe
from tests.conftest import SCREENSHOTS
from tests.directory.test_browser import pictures_fail, unexpected_errors

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WIDTHS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 375, "height": 812}}


def fits_the_width(page, width: int) -> None:
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width


def section_screenshot(page, labelled_by: str, name: str) -> None:
    """One section alone, so its layout can be looked at closely (the full page is long)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    section = page.locator(f"section[aria-labelledby='{labelled_by}']")
    section.screenshot(path=str(SCREENSHOTS / f"{name}.png"))


def accessible(page) -> None:
    violations = axe_violations(page)
    assert violations == [], f"{page.url}\n{describe(violations)}"


@pytest.mark.parametrize("width", list(WIDTHS))
def test_a_saints_feast_day_opens_its_readings_and_a_patronage_its_saints(
    signed_in_page, live_server, sandbox, take_screenshot, width
):
    page = signed_in_page
    aborted = pictures_fail(page)
    page.set_viewport_size(WIDTHS[width])
    page.goto(f"{live_server.url}/saints/therese-of-lisieux/")
    feast = page.locator("dd.feast-day").get_by_role("link", name="1 October")
    expect(feast).to_be_visible()
    expect(page.locator("ul.chips.patronage").get_by_role("link", name="florists")).to_be_visible()
    fits_the_width(page, WIDTHS[width]["width"])
    accessible(page)
    take_screenshot(page, f"directory-next-saint-{width}")
    page.locator("dl.fields").first.screenshot(
        path=str(SCREENSHOTS / f"directory-next-saint-facts-{width}.png")
    )

    feast.click()
    day = next_occurrence(dt.date(2000, 10, 1), timezone.localdate())
    page.wait_for_url(
        f"{live_server.url}/" if day == timezone.localdate() else f"**/day/{day.isoformat()}/"
    )
    page.go_back()
    page.locator("ul.chips.patronage").get_by_role("link", name="missions", exact=True).click()
    page.wait_for_url("**/saints/?q=missions")
    expect(page.get_by_role("heading", level=2, name="Saint Thérèse of Lisieux")).to_be_visible()
    assert unexpected_errors(page, aborted) == []


@pytest.mark.parametrize("width", list(WIDTHS))
def test_a_see_leads_to_its_province_its_suffragans_and_its_past_bishops(
    signed_in_page, live_server, sandbox, take_screenshot, width
):
    page = signed_in_page
    aborted = pictures_fail(page)
    page.set_viewport_size(WIDTHS[width])
    page.goto(f"{live_server.url}/dioceses/dcuba/")
    page.locator("dd.province").get_by_role(
        "link", name="Ecclesiastical Province of Manila"
    ).click()
    page.wait_for_url("**/dioceses/dmaml/")

    suffragans = page.locator("ul.suffragans")
    expect(suffragans.get_by_role("link")).to_have_count(9)
    past = page.locator("ul.past-bishops")
    expect(past.get_by_role("link", name="Jaime Sin")).to_be_visible()
    expect(past.locator("li", has_text="Gaudencio Rosales")).to_contain_text("2003–2011")
    fits_the_width(page, WIDTHS[width]["width"])
    accessible(page)
    take_screenshot(page, f"directory-next-diocese-{width}")
    section_screenshot(page, "suffragans-title", f"directory-next-suffragans-{width}")
    section_screenshot(page, "past-bishops-title", f"directory-next-past-bishops-{width}")

    past.get_by_role("link", name="Jaime Sin").click()
    page.wait_for_url("**/clergy/jaime-sin/")
    expect(page.get_by_role("heading", level=1)).to_have_text("Jaime Sin")
    page.go_back()
    suffragans.get_by_role("link", name="Diocese of Cubao").click()
    page.wait_for_url("**/dioceses/dcuba/")
    expect(page.locator("#suffragans-title")).to_have_count(0)  # a suffragan has none
    assert unexpected_errors(page, aborted) == []


@pytest.mark.parametrize("width", list(WIDTHS))
def test_romes_long_line_of_popes_opens_on_request(
    signed_in_page, live_server, sandbox, take_screenshot, width
):
    page = signed_in_page
    aborted = pictures_fail(page)
    page.set_viewport_size(WIDTHS[width])
    page.goto(f"{live_server.url}/dioceses/drome/")
    expect(page.get_by_role("link", name="Pope Francis")).to_be_visible()
    earlier = page.locator("details.past-bishops-more")
    expect(earlier.get_by_role("link").first).to_be_hidden()
    take_screenshot(page, f"directory-next-rome-{width}")  # the latest twelve, the rest folded
    earlier.locator("summary").click()
    expect(earlier.get_by_role("link").first).to_be_visible()
    fits_the_width(page, WIDTHS[width]["width"])
    accessible(page)
    section_screenshot(page, "past-bishops-title", f"directory-next-rome-open-{width}")
    earlier.get_by_role("link").first.click()
    page.wait_for_url("**/popes/**")
    assert unexpected_errors(page, aborted) == []
