"""The research chart in Chromium: every series drawn, plotly's legend toggling, emphasis on
hover (a line or its legend entry), the legend's search box, the data table; at a desktop
and a phone width, with no console error and axe clean."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from devtools.warehouse_data import sandbox_collection
from tests.accessibility.conftest import axe_violations, describe
from tests.drawing import boxes_overlap, drawn_series, figure_screenshot
from tests.waiting import until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SEVEN = ["dmaml", "dmila", "dlago", "dcebu", "dcord", "dsjcr", "dport"]
TWELVE = [*SEVEN, "dsant", "dkins", "dphil", "dzagr", "dcuba"]
WIDTHS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
HOLDER = "document.querySelector('[data-trend-chart]')"


def _drawn(page) -> None:
    page.locator("#trend-chart .main-svg").first.wait_for()
    page.locator("#trend-chart .legend .traces").first.wait_for()


def _opacities(page) -> list[float]:
    return page.evaluate(f"{HOLDER}.data.map(t => t.opacity === undefined ? 1 : t.opacity)")


def _names(page) -> list[str]:
    return page.evaluate(f"{HOLDER}._fullData.map(t => t.name)")


def _legend_item(page, name: str):
    return page.locator("#trend-chart .legend .traces", has_text=name)


def _accessible(page) -> None:
    violations = axe_violations(page)
    assert violations == [], f"{page.url}\n{describe(violations)}"


@pytest.mark.parametrize("width", list(WIDTHS))
def test_seven_dioceses_are_seven_lines_that_toggle_and_stand_out_on_hover(
    signed_in_page, live_server, sandbox, take_screenshot, width
):
    page = signed_in_page
    page.set_viewport_size(WIDTHS[width])
    collection = sandbox_collection(SEVEN, name="Seven sees", owner=page.user)
    page.goto(f"{live_server.url}/research/{collection.pk}/chart/?metric=total_priests")
    _drawn(page)
    traces = page.locator("#trend-chart .scatterlayer .trace")
    expect(traces).to_have_count(7)
    expect(page.locator("#trend-chart .legend .traces")).to_have_count(7)
    names = _names(page)
    assert "Archdiocese of Lagos" in names
    expect(page.locator("[data-series-search]")).to_be_hidden()  # seven: no search box
    # The data table lists every series, by the same names.
    headers = page.locator("[data-chart-table] thead th button").evaluate_all(
        "buttons => buttons.map(b => b.firstChild.textContent.trim())"
    )
    assert headers == ["Year", *names]  # the year, then the seven, in the legend's order
    take_screenshot(page, f"research-chart-seven-{width}")

    # Hovering a legend entry emphasises its line; the others fade.
    lagos = names.index("Archdiocese of Lagos")
    _legend_item(page, "Archdiocese of Lagos").hover()
    until(page, f"{HOLDER}.getAttribute('data-emphasised') === '{lagos}'")
    opacities = _opacities(page)
    assert opacities[lagos] == 1 and all(o < 1 for i, o in enumerate(opacities) if i != lagos)
    take_screenshot(page, f"research-chart-legend-hover-{width}")
    page.mouse.move(1, 1)  # away from the chart
    until(page, f"{HOLDER}.getAttribute('data-emphasised') === ''")
    assert set(_opacities(page)) == {1}

    # Hovering a line's point emphasises that line.
    point = page.evaluate(
        f"""(index) => {{
          const gd = {HOLDER}, trace = gd._fullData[index], layout = gd._fullLayout;
          const at = trace.y.findIndex(v => v !== null);
          const box = gd.getBoundingClientRect();
          return {{x: box.left + layout.xaxis._offset + layout.xaxis.l2p(trace.x[at]),
                   y: box.top + layout.yaxis._offset + layout.yaxis.l2p(trace.y[at])}};
        }}""",
        lagos,
    )
    page.mouse.move(point["x"], point["y"])
    until(page, f"{HOLDER}.getAttribute('data-emphasised') !== ''")
    emphasised = int(page.evaluate(f"{HOLDER}.getAttribute('data-emphasised')"))
    assert _opacities(page)[emphasised] == 1
    assert sorted(_opacities(page)).count(1) == 1
    take_screenshot(page, f"research-chart-line-hover-{width}")
    page.mouse.move(1, 1)
    until(page, f"{HOLDER}.getAttribute('data-emphasised') === ''")

    # Plotly's legend toggling: a click hides the line, another shows it again.
    _legend_item(page, "Archdiocese of Lagos").click()
    until(page, f"{HOLDER}.data[{lagos}].visible === 'legendonly'")
    expect(traces).to_have_count(6)
    take_screenshot(page, f"research-chart-lagos-hidden-{width}")
    _legend_item(page, "Archdiocese of Lagos").click()
    until(page, f"{HOLDER}.data[{lagos}].visible === true")
    expect(traces).to_have_count(7)

    _accessible(page)
    assert page.console_errors == []


@pytest.mark.parametrize("width", list(WIDTHS))
def test_a_long_legend_has_a_search_box_that_finds_a_series(
    signed_in_page, live_server, sandbox, take_screenshot, width
):
    page = signed_in_page
    page.set_viewport_size(WIDTHS[width])
    collection = sandbox_collection(TWELVE, name="Twelve sees", owner=page.user)
    page.goto(f"{live_server.url}/research/{collection.pk}/chart/?metric=catholics")
    _drawn(page)
    expect(page.locator("#trend-chart .scatterlayer .trace")).to_have_count(12)
    box = page.get_by_label("Find a series by name")
    expect(box).to_be_visible()
    take_screenshot(page, f"research-chart-twelve-{width}")

    box.fill("lagos")
    status = page.locator("[data-series-search-status]")
    expect(status).to_have_text("Series matching: 1 of 12")
    expect(page.locator("#trend-chart .legend .traces")).to_have_count(1)
    expect(page.locator("#trend-chart .legend .traces")).to_contain_text("Archdiocese of Lagos")
    lagos = _names(page).index("Archdiocese of Lagos")
    opacities = _opacities(page)
    assert opacities[lagos] == 1 and sorted(opacities).count(1) == 1
    # Every line is still drawn: the others are only faded.
    expect(page.locator("#trend-chart .scatterlayer .trace")).to_have_count(12)
    take_screenshot(page, f"research-chart-search-{width}")

    box.fill("archdiocese of m")  # Manila and Milan
    expect(status).to_have_text("Series matching: 2 of 12")
    expect(page.locator("#trend-chart .legend .traces")).to_have_count(2)
    box.fill("")
    expect(page.locator("#trend-chart .legend .traces")).to_have_count(12)
    assert set(_opacities(page)) == {1}
    expect(status).to_have_text("")
    _accessible(page)
    assert page.console_errors == []


# Milan and Bergamo prefer the same colour (the reported "two lines, one orange").
FIVE = ["dmila", "dberg", "dmaml", "dport", "dlago"]
THIRTEEN = [*TWELVE, "dberg"]


@pytest.mark.parametrize("width", list(WIDTHS))
@pytest.mark.parametrize("codes", [FIVE, THIRTEEN], ids=["five", "thirteen"])
def test_every_line_drawn_has_a_look_of_its_own_and_the_toolbar_covers_no_title(
    signed_in_page, live_server, sandbox, take_screenshot, codes, width
):
    from portal.statistics.chart_style import SERIES_COLOURS

    page = signed_in_page
    page.set_viewport_size(WIDTHS[width])
    collection = sandbox_collection(codes, name=f"{len(codes)} sees", owner=page.user)
    page.goto(f"{live_server.url}/research/{collection.pk}/chart/?metric=catholics")
    _drawn(page)
    expect(page.locator("#trend-chart g.trace.scatter")).to_have_count(len(codes))
    lines = drawn_series(page, "#trend-chart")
    assert len(lines) == len(codes) and all(line["stroke"] for line in lines)  # each drawn
    strokes = [line["stroke"] for line in lines]
    palette = {page.evaluate(_RGB, colour) for colour in SERIES_COLOURS}
    assert set(strokes) <= palette
    caption = page.locator("#trend-figure-caption")
    if len(codes) <= len(SERIES_COLOURS):
        assert len(set(strokes)) == len(codes)  # every line its own colour
        expect(caption).not_to_contain_text("more lines than colours")
    else:
        assert len(set(strokes)) == len(SERIES_COLOURS)  # the whole palette before a repeat
        assert len({(line["stroke"], line["dash"]) for line in lines}) == len(codes)
        assert len({(line["stroke"], line["symbol"]) for line in lines}) == len(codes)
        expect(caption).to_contain_text("lines of the same colour differ by dash pattern")
    take_screenshot(page, f"research-chart-{len(codes)}-series-{width}")
    figure_screenshot(page, "figure.trend-figure", f"research-chart-{len(codes)}-figure-{width}")
    # plotly's toolbar (shown on hover or touch) keeps clear of the chart's title.
    page.locator("#trend-chart .nsewdrag").first.hover()
    assert not boxes_overlap(page, "#trend-chart .modebar", "#trend-chart .gtitle")
    assert page.console_errors == []


# A CSS colour as the browser computes it ("#0072B2" → "rgb(0, 114, 178)").
_RGB = """(colour) => {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.appendChild(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  return computed;
}"""


@pytest.mark.parametrize("width", list(WIDTHS))
def test_the_group_table_closes_with_the_grand_total(
    signed_in_page, live_server, sandbox, take_screenshot, width
):
    page = signed_in_page
    page.set_viewport_size(WIDTHS[width])
    collection = sandbox_collection(SEVEN, name="Seven sees", owner=page.user)
    query = "by=country&metric=catholics&metric=percent_catholic&metric=catholics_per_priest"
    page.goto(f"{live_server.url}/research/{collection.pk}/groups/?{query}")
    total = page.locator("[data-groups-table] tfoot tr[data-total]")
    expect(total).to_be_visible()
    expect(total.locator("th")).to_have_text("All dioceses")
    expect(total.locator("td").first).to_have_text("7")
    take_screenshot(page, f"research-groups-total-{width}")
    _accessible(page)
    assert page.console_errors == []


def test_a_chart_of_every_sandbox_diocese_draws_them_all_and_loads_its_table_on_request(
    signed_in_page, live_server, sandbox, take_screenshot
):
    """One page load at both widths (the page is responsive: the phone is the same page
    narrowed), then the table; axe reads the whole page, table included, once (about 40 s on a
    page of 358 series and their table of 27,000 cells)."""
    page = signed_in_page
    collection = sandbox_collection(name="Every see", owner=page.user)  # 358 sees
    every = list(collection.entries.all())
    page.set_viewport_size(WIDTHS["desktop"])
    page.goto(f"{live_server.url}/research/{collection.pk}/chart/?metric=catholics")
    for width in WIDTHS:
        page.set_viewport_size(WIDTHS[width])
        _drawn(page)
        assert page.evaluate(f"{HOLDER}.data.length") == len(every)  # every series is drawn
        expect(page.locator("[data-chart-status]")).to_have_count(0)  # "Drawing…" went
        expect(page.get_by_label("Find a series by name")).to_be_visible()
        # A table of hundreds of columns is not in the page: it comes when asked for.
        expect(page.locator("[data-chart-table] table")).to_have_count(0)
        chart = page.locator("#trend-chart .main-svg").first.bounding_box()
        assert chart is not None and chart["width"] <= WIDTHS[width]["width"]
        take_screenshot(page, f"research-chart-every-see-{width}")
    page.get_by_role("link", name="Show the table here").click()
    headers = page.locator("[data-chart-table] thead th button")
    expect(headers).to_have_count(len(every) + 1)  # the year, then every diocese
    assert headers.evaluate_all("bs => bs.map(b => b.firstChild.textContent.trim())")[1:] == (
        _names(page)
    )  # in the legend's order
    # It sorts like any figures table (the sorting listens on the document).
    headers.first.click()
    expect(page.locator("[data-chart-table] thead th").first).to_have_attribute(
        "aria-sort", "descending"
    )
    take_screenshot(page, "research-chart-every-see-table-phone")
    _accessible(page)
    assert page.console_errors == []
