"""The main signed-in pages in Chromium against an upstream that speaks A2A 1.0 and sends every
number as a double, as a server built on the 1.x SDKs does (docs/upstream.md §10): library,
ask, saint, pope, diocese, trends and a research harvest on the real worker all work, and no
page shows a whole number as "265.0".
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from portal.magisterium import agent_card, dialects

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

HARVEST_TIMEOUT = 90_000  # ms: the worker's step, then the page's poller


def no_whole_doubles(page) -> None:
    """No figure on the page is a whole number with a ".0" tail (a double read as a double);
    percentages are shown with one decimal on purpose ("82.0%")."""
    text = page.locator("main").inner_text()
    found = re.findall(r".{0,30}\b\d+\.0\b(?!\s*%).{0,30}", text)
    assert not found, found


def test_the_main_pages_against_a_1_0_upstream_with_doubles(
    signed_in_page, live_server, sandbox, celery_worker, take_screenshot
):
    sandbox.configure(dialect="1.0", numbers="double")
    page = signed_in_page

    page.goto(f"{live_server.url}/library/?q=care for our common home")
    expect(page.locator("ol.results li").first).to_be_visible()
    assert agent_card.current_choice().dialect is dialects.V1
    page.get_by_role("link", name=re.compile("Laudato si")).first.click()
    expect(page.locator(".document-body p").first).to_be_visible()
    take_screenshot(page, "a2a-1.0-library-reader")

    page.goto(f"{live_server.url}/ask/")
    page.get_by_label("Your question").fill("What does the Church teach about care for creation?")
    page.get_by_role("button", name="Ask", exact=True).click()
    expect(page).to_have_url(re.compile(r"/ask/threads/\d+/#latest"))
    expect(page.locator(".answer-text")).to_contain_text("Sandbox answer.")
    expect(page.locator(".citation-title").first).to_be_visible()
    take_screenshot(page, "a2a-1.0-ask-answer")

    page.goto(f"{live_server.url}/saints/jerome/")
    expect(page.get_by_role("heading", level=1)).to_contain_text("Jerome")
    no_whole_doubles(page)

    page.goto(f"{live_server.url}/popes/benedict-xvi/")
    expect(page.get_by_role("heading", level=1)).to_contain_text("Benedict XVI")
    expect(page.locator("main")).to_contain_text("265")
    no_whole_doubles(page)
    take_screenshot(page, "a2a-1.0-pope")

    page.goto(f"{live_server.url}/dioceses/dmaml/")
    expect(page.get_by_role("heading", level=1)).to_contain_text("Manila")
    no_whole_doubles(page)
    take_screenshot(page, "a2a-1.0-diocese")

    page.goto(f"{live_server.url}/trends/dmaml/?metric=catholics")
    expect(page.locator(".js-plotly-plot").first).to_be_visible(timeout=20_000)
    expect(page.locator("main table").first).to_be_visible()
    no_whole_doubles(page)
    take_screenshot(page, "a2a-1.0-trends")

    # The research harvest runs on the worker, whose door chooses 1.0 by itself.
    page.goto(f"{live_server.url}/research/")
    page.get_by_label("Name", exact=True).fill("Two sees")
    page.get_by_role("button", name="Create").click()
    page.wait_for_url(re.compile(r"/research/\d+/$"))
    page.get_by_label("Paste names or codes, one per line").fill("dmaml\ndcord")
    page.get_by_role("button", name="Add to this collection").click()
    summary = page.locator("[data-progress-summary]")
    expect(summary).to_have_text("2 of 2 harvested", timeout=HARVEST_TIMEOUT)
    page.get_by_role("link", name="Table for a year").first.click()
    table = page.locator("[data-research-table]")
    expect(table.locator("tbody tr")).to_have_count(2)
    no_whole_doubles(page)
    take_screenshot(page, "a2a-1.0-research-table")
    assert page.console_errors == []
