"""The trends chart in Chromium: each diocese in its own colour (the one it prefers, in research
charts too, unless another line of the chart has it), legend toggling, emphasis on hover, at a
desktop and a phone width."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from portal.statistics.chart_style import series_colour
from tests.accessibility.conftest import axe_violations, describe
from tests.drawing import boxes_overlap, drawn_series, figure_screenshot
from tests.waiting import until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

THREE = ("dmaml", "dmila", "dlago")
WIDTHS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
HOLDER = "document.querySelector('[data-trend-chart]')"


@pytest.mark.parametrize("width", list(WIDTHS))
def test_compared_dioceses_keep_their_colours_toggle_and_stand_out_on_hover(
    signed_in_page, live_server, sandbox, take_screenshot, width
):
    page = signed_in_page
    page.set_viewport_size(WIDTHS[width])
    query = "&".join(f"d={code}" for code in THREE)
    page.goto(f"{live_server.url}/trends/compare/?{query}&metric=total_priests&start=1990")
    page.locator("#trend-chart .legend .traces").first.wait_for()
    traces = page.locator("#trend-chart .scatterlayer .trace")
    expect(traces).to_have_count(3)
    colours = page.evaluate(f"{HOLDER}._fullData.map(t => t.line.color)")
    assert [c.lower() for c in colours] == [series_colour(code).lower() for code in THREE]
    # Drawn so: three lines of three different colours.
    assert len({line["stroke"] for line in drawn_series(page, "#trend-chart")}) == 3
    expect(page.locator("[data-series-search]")).to_be_hidden()  # three: no search box
    take_screenshot(page, f"trends-compare-three-{width}")

    # The legend entry hovered: its line emphasised, the others faded.
    page.locator("#trend-chart .legend .traces", has_text="Lagos").hover()
    until(page, f"{HOLDER}.getAttribute('data-emphasised') === '2'")
    opacities = page.evaluate(f"{HOLDER}.data.map(t => t.opacity)")
    assert opacities[2] == 1 and opacities[0] < 1 and opacities[1] < 1
    take_screenshot(page, f"trends-compare-hover-{width}")
    page.mouse.move(1, 1)
    until(page, f"{HOLDER}.getAttribute('data-emphasised') === ''")

    # Hovering the plot ("x unified": every diocese's figure for the year) emphasises the
    # line nearest the pointer.
    page.locator("#trend-chart .nsewdrag").first.hover()
    page.locator("#trend-chart .hoverlayer .legend").wait_for()
    until(page, f"{HOLDER}.getAttribute('data-emphasised') !== ''")

    page.mouse.move(1, 1)
    page.locator("#trend-chart .legend .traces", has_text="Milan").click()
    until(page, f"{HOLDER}.data[1].visible === 'legendonly'")
    expect(traces).to_have_count(2)
    violations = axe_violations(page)
    assert violations == [], describe(violations)
    assert page.console_errors == []


# Milan and Bergamo prefer the same colour: on the reported comparison both were orange.
FIVE = ("dmila", "dberg", "dmaml", "dport", "dlago")


@pytest.mark.parametrize("width", list(WIDTHS))
def test_five_compared_dioceses_are_five_colours_and_the_toolbar_covers_no_title(
    signed_in_page, live_server, sandbox, take_screenshot, width
):
    page = signed_in_page
    page.set_viewport_size(WIDTHS[width])
    query = "&".join(f"d={code}" for code in FIVE)
    page.goto(f"{live_server.url}/trends/compare/?{query}&metric=catholics")
    page.locator("#trend-chart .legend .traces").first.wait_for()
    expect(page.locator("#trend-chart g.trace.scatter")).to_have_count(5)
    lines = drawn_series(page, "#trend-chart")
    assert len({line["stroke"] for line in lines}) == 5
    assert {line["dash"] for line in lines} == {"none"}  # five colours: all solid
    take_screenshot(page, f"trends-compare-five-{width}")
    figure_screenshot(page, "figure.trend-figure", f"trends-compare-five-figure-{width}")
    # plotly's toolbar (shown on hover or touch) keeps clear of the chart's title.
    page.locator("#trend-chart .nsewdrag").first.hover()
    assert not boxes_overlap(page, "#trend-chart .modebar", "#trend-chart .gtitle")
    assert page.console_errors == []
