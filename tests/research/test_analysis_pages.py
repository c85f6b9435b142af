"""The analysis pages (table, groups, chart, downloads) and the trends pages reading the
warehouse: what they show, that they ask upstream nothing, and bad input as a 400."""

from __future__ import annotations

import csv
import html
import io
import json
import re
from datetime import timedelta

import pytest
from django.utils import timezone

from devtools.warehouse_data import sandbox_collection

pytestmark = pytest.mark.django_db

PHILIPPINES = ["dmaml", "dcuba", "dnova", "dpara", "dpasi", "dkalo", "danti", "dcebu"]
MIXED = [*PHILIPPINES, "dmila", "dport"]


@pytest.fixture
def researcher_client(signed_in_client):
    return signed_in_client


@pytest.fixture
def mixed(researcher_client):
    return sandbox_collection(MIXED, name="Mixed sees", owner=researcher_client.user)


def _figure(response) -> dict:
    """The figure the page draws: the JSON at its holder's data-figure-url."""
    found = re.search(rb'data-figure-url="([^"]+)"', response.content)
    assert found, "the page has no figure address"
    data = response.client.get(html.unescape(found.group(1).decode()))
    assert data.status_code == 200 and data["Content-Type"] == "application/json"
    return json.loads(data.content)


def _url(collection, page: str, query: str = "") -> str:
    return f"/research/{collection.pk}/{page}/" + (f"?{query}" if query else "")


def test_table_ranks_every_diocese_for_the_latest_year_without_asking_upstream(
    researcher_client, mixed, sandbox
):
    from sandbox.catalog import statistics

    sandbox.reset_requests()
    response = researcher_client.get(_url(mixed, "table", "metric=catholics"))
    assert response.status_code == 200
    table = response.context["table"]
    assert {row.source_code for row in table.rows} == set(MIXED)
    latest = table.year
    manila = next(row for row in table.rows if row.source_code == "dmaml")
    expected = next(r for r in statistics.series_rows("dmaml") if r["year"] == latest)
    assert manila.cells["catholics"].value == expected["catholics"]
    ranks = [row.cells["catholics"].rank for row in table.rows if not row.missing]
    assert ranks[0] == 1 and ranks == sorted(ranks)  # largest first by default
    assert sandbox.requests()["total"] == 0


def test_table_sorts_by_a_column_both_ways_and_compares_with_any_earlier_year(
    researcher_client, mixed
):
    ascending = researcher_client.get(
        _url(mixed, "table", "metric=parishes&sort=parishes&order=asc&year=2010&since=1990")
    ).context["table"]
    values = [r.cells["parishes"].value for r in ascending.rows if r.cells["parishes"].value]
    assert values == sorted(values)
    assert ascending.since == 1990
    by_name = researcher_client.get(_url(mixed, "table", "sort=name&order=asc")).context["table"]
    names = [row.name for row in by_name.rows if not row.missing]
    assert names == sorted(names)


def test_table_sorts_by_change_through_the_heading_link(researcher_client, mixed):
    page = researcher_client.get(_url(mixed, "table", "metric=catholics&year=2010&since=2000"))
    link = page.context["headings"]["columns"][0]["change"]["link"]
    assert "sort=catholics%3Achange_percent" in link and "order=desc" in link
    table = researcher_client.get(_url(mixed, "table") + link).context["table"]
    changes = [r.cells["catholics"].change_percent for r in table.rows]
    known = [c for c in changes if c is not None]
    assert known == sorted(known, reverse=True) and table.sort == "catholics:change_percent"


def _raw_text(node) -> str:
    """A node's text as written (Node.text() would turn a no-break space into a space)."""
    return "".join(c if isinstance(c, str) else _raw_text(c) for c in node.children).strip()


@pytest.mark.parametrize(
    ("language", "pattern"),
    [
        ("en", r"\([+-]?\d+\.\d%\)"),  # (+1.6%): no space before the sign
        ("it", r"\([+-]?\d+,\d%\)"),
        ("pt", r"\([+-]?\d+,\d%\)"),
        ("es", r"\([+-]?\d+,\d\u00a0%\)"),  # (+1,6 %): a no-break space, never a break
        ("hr", r"\([+-]?\d+,\d\u00a0%\)"),
    ],
)
def test_table_writes_percent_changes_as_the_pages_language_does(
    researcher_client, mixed, language, pattern
):
    from django.conf import settings

    from tests.accounts.html_tree import parse

    researcher_client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    page = researcher_client.get(_url(mixed, "table", "metric=catholics&year=2010&since=2000"))
    assert page.status_code == 200
    changes = [
        _raw_text(span)
        for cell in parse(page.content.decode()).find_all("td")
        for span in cell.find_all("span", lambda node: node.has_class("muted"))
    ]
    assert changes, "the table shows no percent change"
    assert all(re.fullmatch(pattern, text) for text in changes), changes


@pytest.mark.parametrize(
    "query",
    ["year=abc", "year=1700", "metric=nonsense", "sort=nonsense", "year=2000&since=2005",
     "metric=catholics&metric=parishes&metric=baptisms&metric=seminarians&metric=area_km2"
     "&metric=total_priests&metric=male_religious"],
)  # fmt: skip
def test_table_bad_input_is_a_400_with_a_sentence(researcher_client, mixed, query):
    response = researcher_client.get(_url(mixed, "table", query))
    assert response.status_code == 400
    assert b"data-problems" in response.content


def test_groups_by_country_sum_counts_and_recompute_ratios(researcher_client, mixed, sandbox):
    from sandbox.catalog import statistics

    sandbox.reset_requests()
    response = researcher_client.get(
        _url(mixed, "groups", "by=country&metric=catholics&metric=catholics_per_priest&year=2010")
    )
    assert response.status_code == 200
    rows = {group.key: year for group, year in response.context["rows"]}
    philippines = rows["Philippines"]
    figures = [
        next(r for r in statistics.series_rows(code) if r["year"] == 2010) for code in PHILIPPINES
    ]
    catholics = sum(f["catholics"] for f in figures)
    priests = sum(f["total_priests"] for f in figures)
    assert philippines.values["catholics"] == catholics
    assert philippines.values["catholics_per_priest"] == round(catholics / priests)
    assert philippines.members == len(PHILIPPINES)
    assert sandbox.requests()["total"] == 0


def test_groups_say_when_some_members_have_no_figures(researcher_client, signed_in_client):
    # dkins (Kinshasa) reports nothing for 1960–64 in the sandbox; Mbandaka-style gaps are
    # what the note is for.
    collection = sandbox_collection(["dkins", "dmaml"], name="Gaps", owner=signed_in_client.user)
    response = signed_in_client.get(_url(collection, "groups", "by=region&year=1962"))
    assert response.status_code == 200
    notes = {group.key: year.note for group, year in response.context["rows"]}
    assert notes["Africa"]  # no figure that year: said, not shown as zero
    assert b"data-note" in response.content


@pytest.mark.parametrize("query", ["by=diocese", "year=1700", "start=2000&end=1990"])
def test_groups_bad_input_is_a_400(researcher_client, mixed, query):
    assert researcher_client.get(_url(mixed, "groups", query)).status_code == 400


def test_chart_draws_every_series_and_tabulates_them(researcher_client, mixed, sandbox):
    sandbox.reset_requests()
    response = researcher_client.get(_url(mixed, "chart", "metric=catholics"))
    assert response.status_code == 200
    figure = _figure(response)
    assert len(figure["data"]) == len(MIXED)  # ten series listed, ten drawn
    assert b"data-chart-rest" not in response.content and b"highest of" not in response.content
    assert figure["legend_search"] is True  # more than eight: the legend gets a search box
    assert b"data-series-search" in response.content
    table = _data_table(response)
    assert len(table["headers"]) == len(MIXED)
    assert table["headers"] == [html.unescape(t["name"]) for t in figure["data"]]
    assert sandbox.requests()["total"] == 0


SEVEN = ["dmaml", "dmila", "dlago", "dcebu", "dcord", "dsjcr", "dport"]


def test_seven_dioceses_are_seven_series_listed_drawn_and_tabulated(researcher_client, sandbox):
    """The researcher's report: "the 6 highest of 7", and Lagos not drawn."""
    seven = sandbox_collection(SEVEN, name="Seven", owner=researcher_client.user)
    response = researcher_client.get(_url(seven, "chart", "metric=total_priests"))
    assert response.status_code == 200
    figure = _figure(response)
    names = [html.unescape(trace["name"]) for trace in figure["data"]]
    assert len(names) == 7 and "Archdiocese of Lagos" in names
    assert all(any(v is not None for v in trace["y"]) for trace in figure["data"])
    assert figure["layout"]["showlegend"] is True
    assert "highest" not in figure["layout"]["title"]["text"]
    assert figure["legend_search"] is False  # seven fit a legend without a search box
    table = _data_table(response)
    assert table["headers"] == names
    lagos = names.index("Archdiocese of Lagos")
    assert table["rows"] and all(len(cells) == 7 for _year, cells in table["rows"])
    drawn = dict(zip(figure["data"][lagos]["x"], figure["data"][lagos]["y"], strict=True))
    assert {year: cells[lagos] for year, cells in table["rows"]} == {
        year: ("" if value is None else str(value)) for year, value in drawn.items()
    }  # the table holds exactly the figures drawn
    # Each line its own colour, from the palette every chart shares (chart_style).
    from portal.statistics.chart_style import SERIES_COLOURS

    colours = [trace["line"]["color"] for trace in figure["data"]]
    assert len(set(colours)) == len(colours) and set(colours) <= set(SERIES_COLOURS)


def _data_table(response) -> dict:
    """The data table under a chart: its series headers, and (year, data-values) per row."""
    page = response.content.decode()
    section = page[page.index("data-chart-table") :]
    section = section[: section.index("</table>")]
    headers = re.findall(r'<button type="button" data-sort-column>([^<]*)<span', section)
    rows = [
        (int(year), re.findall(r'<td class="num[^"]*" data-value="([^"]*)"', cells))
        for year, cells in re.findall(
            r'<th scope="row" class="num" data-value="(\d+)">\d+</th>(.*?)</tr>', section, re.S
        )
    ]
    return {"headers": [html.unescape(h.strip()) for h in headers], "rows": rows}


def test_chart_of_groups_per_capita(researcher_client, mixed):
    response = researcher_client.get(
        _url(mixed, "chart", "metric=total_priests&by=country&view=per_capita")
    )
    assert response.status_code == 200
    names = {trace["name"] for trace in _figure(response)["data"]}
    assert {"Philippines", "Italy", "United States"} <= names


def test_chart_is_drawn_again_when_the_harvest_changes_the_collection(researcher_client, mixed):
    from portal.research.models import Diocese, DioceseYear

    url = _url(mixed, "chart", "metric=parishes&start=2000&end=2000")
    before = {t["name"]: t["y"] for t in _figure(researcher_client.get(url))["data"]}
    row = DioceseYear.objects.get(diocese__source_code="dmila", year=2000)
    row.parishes = 99_999
    row.save()
    Diocese.objects.filter(source_code="dmila").update(
        series_checked_at=timezone.now()
    )  # what store_series does when a figure changed
    after = {t["name"]: t["y"] for t in _figure(researcher_client.get(url))["data"]}
    assert before != after and 99_999 in [v for ys in after.values() for v in ys]


@pytest.mark.parametrize(
    "query", ["metric=percent_catholic&view=per_capita", "view=sideways", "by=parish"]
)
def test_chart_bad_input_is_a_400(researcher_client, mixed, query):
    assert researcher_client.get(_url(mixed, "chart", query)).status_code == 400


def test_downloads_carry_every_statistic_and_a_citation(researcher_client, mixed):
    wide = researcher_client.get(f"/research/{mixed.pk}/download/csv/")
    assert wide.status_code == 200 and wide["Content-Type"].startswith("text/csv")
    text = b"".join(wide.streaming_content).decode()
    assert text.startswith("#,") and "Magisterium" in text.splitlines()[0]
    header = next(csv.reader(io.StringIO(text.split("\n", 1)[1])))
    assert "baptisms" in header and "catholics_per_priest" in header
    data = json.loads(b"".join(researcher_client.get(
        f"/research/{mixed.pk}/download/json/").streaming_content))  # fmt: skip
    assert {d["source_code"] for d in data["dioceses"]} == set(MIXED)
    xlsx = researcher_client.get(f"/research/{mixed.pk}/download/xlsx/")
    assert xlsx.status_code == 200 and "spreadsheetml" in xlsx["Content-Type"]
    assert researcher_client.get(f"/research/{mixed.pk}/download/pdf/").status_code == 404


def test_analysis_pages_of_another_persons_collection_are_404(researcher_client, django_user_model):
    other = django_user_model.objects.create_user("someone-else")
    theirs = sandbox_collection(["dmaml"], name="Theirs", owner=other)
    for page in ("table", "groups", "chart"):
        assert researcher_client.get(_url(theirs, page)).status_code == 404
    assert researcher_client.get(f"/research/{theirs.pk}/download/csv/").status_code == 404
    theirs.shared = True
    theirs.save()
    assert researcher_client.get(_url(theirs, "table")).status_code == 200


def test_an_empty_collection_says_what_to_do(researcher_client):
    from portal.research.models import Collection

    empty = Collection.objects.create(owner=researcher_client.user, name="Empty")
    for page in ("table", "groups", "chart"):
        response = researcher_client.get(_url(empty, page))
        assert response.status_code == 200 and b"data-empty" in response.content


# --- The trends pages read a fresh warehouse copy ------------------------------------------


def _statistics_calls(sandbox) -> int:
    return sandbox.requests()["by_skill"].get("diocese_statistics_lookup", 0)


def test_trends_chart_a_diocese_in_a_fresh_collection_from_the_warehouse(
    researcher_client, sandbox
):
    sandbox_collection(["dmila"], name="Milan", owner=researcher_client.user)
    sandbox.reset_requests()
    response = researcher_client.get("/trends/dmila/?metric=catholics")
    assert response.status_code == 200
    assert _statistics_calls(sandbox) == 0
    assert response.context["table"].years  # the warehouse's rows, charted
    compare = researcher_client.get("/trends/compare/?d=dmila&d=dmaml&metric=catholics")
    assert compare.status_code == 200
    assert _statistics_calls(sandbox) == 1  # only Manila, which no collection holds


def test_trends_ask_upstream_when_the_warehouse_copy_is_old(researcher_client, sandbox):
    old = timezone.now() - timedelta(days=365)
    sandbox_collection(["dcord"], name="Old", owner=researcher_client.user, fetched_at=old)
    sandbox.reset_requests()
    assert researcher_client.get("/trends/dcord/").status_code == 200
    assert _statistics_calls(sandbox) == 1


def test_trends_see_a_diocese_a_collection_takes_up_after_a_first_visit(
    researcher_client, sandbox, django_capture_on_commit_callbacks
):
    """The "held by a collection?" answer is cached; a line resolved later moves it on (after
    its transaction commits, which this test's wrapping transaction needs run by hand)."""
    from portal.research.models import Collection, Diocese, Entry

    sandbox_collection(["dsant"], name="Warehouse only", owner=researcher_client.user)
    with django_capture_on_commit_callbacks(execute=True):
        Entry.objects.all().delete()  # held by nobody now
    sandbox.reset_requests()
    researcher_client.get("/trends/dsant/?start=1990")  # asked upstream; "not held" cached
    researcher_client.get("/trends/dsant/?start=1990")
    assert _statistics_calls(sandbox) == 1
    mine = Collection.objects.create(owner=researcher_client.user, name="Chile")
    with django_capture_on_commit_callbacks(execute=True):
        Entry.objects.create(  # as the harvest records a resolved line
            collection=mine, query="Santiago", diocese=Diocese.objects.get(source_code="dsant"),
            status=Entry.Status.DONE, harvested_at=timezone.now(),
        )  # fmt: skip
    sandbox.reset_requests()
    assert researcher_client.get("/trends/dsant/?start=1991").status_code == 200
    assert _statistics_calls(sandbox) == 0
