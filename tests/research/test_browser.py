"""The research workbench in Chromium, end to end: a pasted list harvested by the real Celery
worker through the real broker, then the table, the group totals, the chart and the downloads
read from the warehouse, and "Add to collection" from a trends chart.

Pacing: the six lines below cost 12 upstream calls (a one-word name such as "Cebu" fits the id
rule, so it is asked for as a code and then as a name), more than the harvest's default of 10 a
minute; the session's worker therefore runs at a higher pace (WORKER_HARVEST_CALLS_PER_MINUTE
in tests/conftest.py), so one on-demand step finishes without the minute's beat tick, which
the test suite does not run.
"""

from __future__ import annotations

import csv
import io
import re

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PASTED = ["dmaml", "Archdiocese of Milan", "Cebu", "dcord", "dsjcr", "Nowhere Diocese"]
HARVESTED = {"dmaml", "dmila", "dcebu", "dcord", "dsjcr"}
DIOCESE_HINT = "Try the see's city or its code, e.g. 'Manila' or 'dmaml'."
# Long enough to show how the pages treat a long name (headings, breadcrumb, captions).
COLLECTION = "Metropolitan sees of the Philippines, Italy, Argentina and Costa Rica"
HARVEST_TIMEOUT = 90_000  # ms: the worker's step, then the page's poller (every 4 s)


def no_sideways_overflow(page) -> None:
    """Nothing sticks out of the page: only tables scroll sideways, inside their own box."""
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the page is {overflow}px wider than the window"


def column(table, index: int) -> list[float]:
    """The figures of the table's `index`-th statistic, top to bottom (every row has one)."""
    cells = table.locator("tbody tr").evaluate_all(
        "(rows, i) => rows.map(row => row.querySelectorAll('td[data-value]')[i].dataset.value)",
        index,
    )
    return [float(value) for value in cells]


def test_paste_harvest_table_groups_chart_downloads_and_add_from_trends(
    signed_in_page, live_server, sandbox, celery_worker, take_screenshot, tmp_path
):
    page = signed_in_page

    # --- A collection, and a pasted list for it -------------------------------------------------
    page.goto(f"{live_server.url}/research/")
    take_screenshot(page, "research-index-empty")
    page.get_by_label("Name", exact=True).fill(COLLECTION)
    page.get_by_role("button", name="Create").click()
    page.wait_for_url(re.compile(r"/research/\d+/$"))
    collection_url = page.url
    expect(page.get_by_role("heading", level=1)).to_have_text(COLLECTION)
    expect(page.locator("[data-no-entries]")).to_be_visible()
    take_screenshot(page, "research-collection-new")

    page.get_by_label("Paste names or codes, one per line").fill("\n".join(PASTED))
    page.get_by_role("button", name="Add to this collection").click()
    page.wait_for_url(collection_url)
    expect(page.locator(".message")).to_contain_text("Added 6")
    take_screenshot(page, "research-collection-added")

    # --- The worker harvests; the page follows by itself (progress.js), no reload ---------------
    summary = page.locator("[data-progress-summary]")
    expect(summary).to_have_text("5 of 6 harvested", timeout=HARVEST_TIMEOUT)
    expect(page.locator("[data-progress-problems]")).to_have_text(
        "1 entry was not found: choose an alternate below or remove it."
    )
    entries = page.locator("[data-entries-table] tbody tr")
    expect(entries).to_have_count(6)
    expect(page.locator("[data-entries-table] tr[data-status='done']")).to_have_count(5)
    unknown = page.locator("[data-entries-table] tr", has_text="Nowhere Diocese")
    expect(unknown).to_have_attribute("data-status", "unresolved")
    expect(unknown).to_contain_text("not found")
    expect(unknown.locator("[data-entry-message]")).to_have_text(DIOCESE_HINT)
    expect(page.locator("[data-entries-table]")).to_contain_text("Archdiocese of Cebu")
    no_sideways_overflow(page)
    take_screenshot(page, "research-collection-harvested")
    from portal.research.models import Entry

    codes = set(Entry.objects.exclude(diocese=None).values_list("diocese__source_code", flat=True))
    assert codes == HARVESTED

    # --- Table for a year, sorted by a column heading (a link) -----------------------------------
    page.get_by_role("link", name="Table for a year").first.click()
    table = page.locator("[data-research-table]")
    expect(table).to_be_visible()
    expect(table.locator("tbody tr")).to_have_count(5)
    # By default the first statistic, largest first; a heading's link sorts by its column.
    catholics = table.get_by_role("columnheader", name=re.compile(r"^Catholics(?! per priest)"))
    expect(catholics).to_have_attribute("aria-sort", "descending")
    priests = table.get_by_role("columnheader", name=re.compile(r"^Total priests"))
    priests.get_by_role("link").click()
    page.wait_for_url(re.compile(r"sort=total_priests&order=desc"))
    expect(priests).to_have_attribute("aria-sort", "descending")
    expect(catholics).not_to_have_attribute("aria-sort", re.compile(".+"))
    largest_first = column(table, 1)  # the second statistic's figures (Catholics first)
    assert len(largest_first) == 5
    assert largest_first == sorted(largest_first, reverse=True)
    priests.get_by_role("link").click()  # again: smallest first
    page.wait_for_url(re.compile(r"sort=total_priests&order=asc"))
    expect(priests).to_have_attribute("aria-sort", "ascending")
    assert column(table, 1) == sorted(largest_first)
    no_sideways_overflow(page)
    take_screenshot(page, "research-table")

    page.set_viewport_size({"width": 390, "height": 844})
    no_sideways_overflow(page)
    take_screenshot(page, "research-table-phone")
    page.set_viewport_size({"width": 1280, "height": 900})

    # The same "Add to collection" form is on the diocese's directory page (no trends.css).
    page.goto(f"{live_server.url}/dioceses/dsant/")
    expect(page.locator("[data-add-to-collection]")).to_be_visible()
    take_screenshot(page, "research-profile-add-to-collection")
    page.go_back()

    # --- Totals by group, by country -------------------------------------------------------------
    page.get_by_role("link", name="Totals by group").click()
    page.get_by_label("Group by").select_option("country")
    page.get_by_role("button", name="Show").click()
    page.wait_for_url(re.compile(r"by=country"))
    groups = page.locator("[data-groups-table]")
    expect(groups.locator("tbody tr")).to_have_count(4)  # Philippines, Italy, Argentina, CR
    philippines = groups.locator("tbody tr", has_text="Philippines")
    expect(philippines.locator("td").first).to_have_text("2")  # Manila and Cebu
    total = philippines.locator("td[data-value]").first.get_attribute("data-value")
    assert total and float(total) > 0
    no_sideways_overflow(page)
    take_screenshot(page, "research-groups-country")

    # --- Chart over time -------------------------------------------------------------------------
    page.get_by_role("link", name="Chart over time").click()
    page.locator("#trend-chart .main-svg").first.wait_for()
    assert page.locator("#trend-chart .scatterlayer .trace").count() == 5
    no_sideways_overflow(page)
    take_screenshot(page, "research-chart")

    # --- Downloads, through the page's own links -------------------------------------------------
    with page.expect_download() as csv_download:
        page.get_by_role("link", name="CSV", exact=True).click()
    csv_path = tmp_path / "collection.csv"
    csv_download.value.save_as(csv_path)
    text = csv_path.read_text(encoding="utf-8-sig")
    first_line, _, body = text.partition("\n")
    mark, citation = next(csv.reader([first_line]))  # a comment row: "#", the citation
    assert mark == "#" and first_line.startswith("#,")
    assert COLLECTION in citation
    rows = list(csv.DictReader(io.StringIO(body)))
    assert {row["source_code"] for row in rows} == HARVESTED
    assert "catholics" in rows[0]

    with page.expect_download() as xlsx_download:
        page.get_by_role("link", name="Excel", exact=True).click()
    xlsx_path = tmp_path / "collection.xlsx"
    xlsx_download.value.save_as(xlsx_path)
    assert xlsx_download.value.suggested_filename.endswith(".xlsx")
    import openpyxl

    workbook = openpyxl.load_workbook(xlsx_path, read_only=True)
    assert workbook.sheetnames == ["Figures", "About"]
    figures = list(workbook["Figures"].iter_rows(values_only=True))
    assert "catholics" in figures[0] or any("catholics" in (row or ()) for row in figures[:3])
    workbook.close()

    # --- "Add to collection" from a trends chart -------------------------------------------------
    page.goto(f"{live_server.url}/trends/dsant/")
    page.locator("#trend-chart .main-svg").first.wait_for()
    adder = page.locator("[data-add-to-collection]")
    adder.get_by_label("Collection", exact=True).select_option(label=COLLECTION)
    take_screenshot(page, "research-trends-add-to-collection")
    adder.get_by_role("button", name="Add to collection").click()
    page.wait_for_url(re.compile(r"/trends/dsant/"))
    expect(page.locator(".message")).to_contain_text(f"Added to “{COLLECTION}”")

    page.goto(collection_url)
    expect(summary).to_have_text("6 of 7 harvested", timeout=HARVEST_TIMEOUT)
    santiago = page.locator("[data-entries-table] tr", has_text="dsant")
    expect(santiago).to_have_attribute("data-status", "done")
    take_screenshot(page, "research-collection-with-santiago")
    page.set_viewport_size({"width": 390, "height": 844})
    no_sideways_overflow(page)
    take_screenshot(page, "research-collection-phone")
    assert page.console_errors == []
