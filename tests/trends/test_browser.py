"""The trends pages in Chromium: plotly.js draws under the strict CSP, controls drive the URL."""

from __future__ import annotations

import re

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIX = ("dmaml", "dmila", "dsjcr", "dsant", "dcord", "dport")


def _chart_drawn(page) -> None:
    page.locator("#trend-chart .main-svg").first.wait_for()
    assert page.locator("#trend-chart.js-plotly-plot").count() == 1


def test_one_diocese_chart_renders_and_the_metric_select_redraws_it(
    signed_in_page, live_server, sandbox, take_screenshot
):
    page = signed_in_page
    page.goto(f"{live_server.url}/trends/dmaml/?metric=catholics&start=1950&end=2023")
    _chart_drawn(page)
    assert "Archdiocese of Manila: Catholics, 1950–2023" in page.locator(".gtitle").text_content()
    assert page.locator("#trend-chart .scatterlayer .trace").count() == 1
    take_screenshot(page, "trends-one-diocese")

    page.get_by_label("Statistic", exact=True).select_option("baptisms")
    page.wait_for_url(re.compile(r"metric=baptisms"))
    assert "metric=catholics" not in page.url
    assert "start=1950" in page.url and "end=2023" in page.url
    _chart_drawn(page)
    assert "Baptisms" in page.locator(".gtitle").text_content()
    assert page.console_errors == []


def test_a_derived_view_with_two_statistics(signed_in_page, live_server, sandbox, take_screenshot):
    page = signed_in_page
    page.goto(
        f"{live_server.url}/trends/dmila/?metric=diocesan_priests&metric=religious_priests"
        "&view=per_capita&start=1960"
    )
    _chart_drawn(page)
    assert page.locator("#trend-chart .scatterlayer .trace").count() == 2
    assert "per 10,000 Catholics" in page.locator(".ytitle").first.text_content()
    take_screenshot(page, "trends-derived-per-capita")

    page.get_by_label("View", exact=True).select_option("indexed")
    page.wait_for_url(re.compile(r"view=indexed"))
    _chart_drawn(page)
    take_screenshot(page, "trends-derived-indexed")
    assert page.console_errors == []


def test_six_dioceses_compared_with_a_sortable_table(
    signed_in_page, live_server, sandbox, take_screenshot
):
    page = signed_in_page
    query = "&".join(f"d={code}" for code in SIX)
    page.goto(f"{live_server.url}/trends/compare/?{query}&metric=total_priests&start=1970")
    _chart_drawn(page)
    assert page.locator("#trend-chart .scatterlayer .trace").count() == 6
    take_screenshot(page, "trends-compare-six")

    # Hover shows every diocese's figure for the year; the camera button saves a PNG.
    page.locator("#trend-chart .nsewdrag").first.hover()  # scrolls it into view first
    page.locator("#trend-chart .hoverlayer .legend").wait_for()
    with page.expect_download() as download:
        page.locator("#trend-chart .modebar-btn[data-title='Download plot as a PNG']").click()
    assert download.value.suggested_filename == (
        "trends-dmaml-dmila-dsjcr-dsant-dcord-dport-total_priests-raw-1970-2023.png"
    )

    year = page.get_by_role("columnheader", name=re.compile("^Year"))
    assert year.get_attribute("aria-sort") == "ascending"
    year.get_by_role("button").click()
    assert year.get_attribute("aria-sort") == "descending"
    assert page.locator(".trend-table tbody tr").first.locator("th").inner_text() == "2023"
    manila = page.get_by_role("columnheader", name=re.compile("^Archdiocese of Manila"))
    manila.get_by_role("button").click()
    assert manila.get_attribute("aria-sort") == "ascending"
    assert year.get_attribute("aria-sort") is None
    assert page.console_errors == []


def test_find_a_diocese_by_name_and_compare_it_with_an_example(
    signed_in_page, live_server, sandbox, take_screenshot
):
    page = signed_in_page
    page.goto(f"{live_server.url}/trends/")
    page.get_by_label("Find a diocese").fill("Cebu")
    page.get_by_role("button", name="Search").click()
    page.wait_for_url(re.compile(r"/trends/\?q=Cebu"))
    page.get_by_label("Archdiocese of Cebu").check()
    page.get_by_label("Archdiocese of Milan").check()
    page.get_by_label("Statistic", exact=True).select_option("baptisms")  # no redraw here
    assert "metric=catholics" in page.url  # the picker does not reload on change
    chart_link = page.locator("a[data-chart-link][href^='/trends/dmaml/']")
    assert chart_link.get_attribute("href") == "/trends/dmaml/?metric=baptisms&view=raw"
    take_screenshot(page, "trends-index-search")
    page.get_by_role("button", name="Compare the ticked dioceses").click()
    page.wait_for_url(re.compile(r"/trends/compare/\?d=dcebu&d=dmila&metric=baptisms"))
    assert "q=" not in page.url and "metric=&" not in page.url  # only the chart's state
    _chart_drawn(page)
    assert page.locator("#trend-chart .scatterlayer .trace").count() == 2
    assert page.console_errors == []
