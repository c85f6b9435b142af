"""Choosing per 1,000 inhabitants and an index on a base year through the trends controls, in
Chromium at a desktop and a phone width: the address holds each choice, and reloading it shows
the same chart."""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from tests.trends.test_chart_browser import WIDTHS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def query(page) -> dict[str, list[str]]:
    return parse_qs(urlparse(page.url).query)


def chart_title(page) -> str:
    return page.locator("#trend-figure-caption").inner_text()


@pytest.mark.parametrize("width", list(WIDTHS))
def test_choosing_per_1000_and_a_base_year_puts_them_in_the_address(
    signed_in_page, live_server, sandbox, take_screenshot, width
):
    page = signed_in_page
    page.set_viewport_size(WIDTHS[width])
    page.goto(f"{live_server.url}/trends/dmaml/?metric=baptisms&start=1990&end=2010")
    page.locator("#trend-chart .scatterlayer .trace").first.wait_for()

    # A view chosen with the mouse redraws at once (the select submits the form).
    with page.expect_navigation():
        page.locator("#trend-view").select_option("per_1000")
    page.locator("#trend-chart .scatterlayer .trace").first.wait_for()
    assert query(page)["view"] == ["per_1000"]
    assert query(page)["start"] == ["1990"] and query(page)["metric"] == ["baptisms"]
    assert "(per 1,000 inhabitants)" in chart_title(page)
    expect(page.locator("[data-growth]")).to_contain_text("Average annual change 1990–2010")
    take_screenshot(page, f"trends-per-1000-{width}")

    # An index on 2000: the view from the keyboard, then the base year and Show.
    page.locator("#trend-view").focus()
    page.locator("#trend-view").select_option("indexed")
    page.locator("#trend-base").fill("2000")
    with page.expect_navigation():
        page.get_by_role("button", name="Show").click()
    page.locator("#trend-chart .scatterlayer .trace").first.wait_for()
    state = query(page)
    assert state["view"] == ["indexed"] and state["base"] == ["2000"]
    assert "(index, 2000 = 100)" in chart_title(page)
    figure = page.evaluate("document.querySelector('[data-trend-chart]').data[0]")
    assert figure["y"][figure["x"].index(2000)] == 100
    take_screenshot(page, f"trends-index-2000-{width}")

    # The address alone brings it all back.
    address = page.url
    page.reload()
    page.locator("#trend-chart .scatterlayer .trace").first.wait_for()
    assert page.url == address
    expect(page.locator("#trend-view")).to_have_value("indexed")
    expect(page.locator("#trend-base")).to_have_value("2000")
    assert "(index, 2000 = 100)" in chart_title(page)
    assert page.console_errors == []
