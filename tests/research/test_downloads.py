"""Downloads of a whole collection: each read back as a researcher's tools would read it."""

from __future__ import annotations

import csv
import io
import json
from datetime import UTC, datetime

import pytest
from django.test import RequestFactory

from devtools.warehouse_data import collection_named, hand_made, sandbox_collection
from portal import magisterium
from portal.research import downloads

pytestmark = pytest.mark.django_db

EARLY = datetime(2025, 1, 2, 10, 0, tzinfo=UTC)
LATE = datetime(2025, 3, 4, 10, 0, tzinfo=UTC)


def body(response) -> bytes:
    if getattr(response, "streaming", False):
        return b"".join(response.streaming_content)
    return response.content


def read_csv(response) -> tuple[str, list[dict]]:
    """(the citation, the rows as dicts), read as a spreadsheet or csv.reader would: the
    first row is the comment row, "#" then the citation, on the file's first line."""
    text = body(response).decode("utf-8")
    reader = csv.reader(io.StringIO(text, newline=""))
    mark, citation = next(reader)
    assert mark == "#" and text.startswith("#,")  # pandas' read_csv(comment="#") skips it
    return citation, list(csv.DictReader(io.StringIO(text.split("\r\n", 1)[1], newline="")))


def request():
    return RequestFactory().get("/research/1/download/csv/")


@pytest.fixture
def tricky():
    """Two dioceses with a gap, a zero and names a spreadsheet would run as formulas."""
    collection = collection_named('=HYPERLINK("http://evil")\nMine')
    hand_made(
        collection, "dplus", {1990: {"catholics": 1000, "baptisms": 0}, 1991: {"catholics": None}},
        name="+Saint Plus", country="=1+1", fetched_at=EARLY,
    )  # fmt: skip
    hand_made(
        collection, "dalba", {2000: {"catholics": 5, "percent_catholic": 12.5}},
        name="Alba", country="Arcadia", fetched_at=LATE, series_checked_at=LATE,
    )  # fmt: skip
    return collection


def test_wide_csv_has_every_metric_gaps_empty_and_formulas_defused(tricky):
    response = downloads.response(tricky, "csv", request=request())
    assert response.streaming
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"] == (
        f'attachment; filename="research-hyperlinkhttpevil-mine-{tricky.pk}-wide.csv"'
    )
    citation, rows = read_csv(response)
    assert citation == (
        "Source: Magisterium AI (diocese statistics); "
        'collection “=HYPERLINK("http://evil") Mine”; figures fetched 2025-01-02 to 2025-03-04; '
        f"last checked 2025-03-04; downloaded {datetime.now(UTC).date().isoformat()} "
        f"from http://testserver/research/{tricky.pk}/"
    )
    assert list(rows[0]) == list(downloads.WIDE_COLUMNS)
    assert len(list(rows[0])) == 9 + 1 + 19 + 1
    assert [(r["source_code"], r["year"]) for r in rows] == [
        ("dplus", "1990"),
        ("dplus", "1991"),
        ("dalba", "2000"),
    ]  # fmt: skip  (by name: "+Saint Plus" sorts before "Alba")
    plus_1990, plus_1991, alba = rows
    assert plus_1990["name"] == "'+Saint Plus" and plus_1990["country"] == "'=1+1"
    assert plus_1990["baptisms"] == "0"  # a real zero stays a zero
    assert plus_1990["total_population"] == ""  # no figure: empty
    assert plus_1991["catholics"] == ""
    assert alba["percent_catholic"] == "12.5"
    assert alba["fetched_at"] == LATE.isoformat()


def test_long_csv_has_one_row_per_figure(tricky):
    citation, rows = read_csv(downloads.response(tricky, "csv-long"))
    assert citation.startswith("Source: Magisterium AI (diocese statistics); collection")
    assert "from http" not in citation  # no request: no address to give
    assert rows == [
        {"source_code": "dplus", "name": "'+Saint Plus", "year": "1990", "metric": "catholics",
         "value": "1000"},
        {"source_code": "dplus", "name": "'+Saint Plus", "year": "1990", "metric": "baptisms",
         "value": "0"},
        {"source_code": "dalba", "name": "Alba", "year": "2000", "metric": "catholics",
         "value": "5"},
        {"source_code": "dalba", "name": "Alba", "year": "2000", "metric": "percent_catholic",
         "value": "12.5"},
    ]  # fmt: skip


def test_json_keeps_names_as_they_are_and_gaps_as_null(tricky):
    response = downloads.response(tricky, "json", request=request())
    assert response["Content-Type"] == "application/json"
    data = json.loads(body(response))
    assert data["collection"] == tricky.name
    assert data["metrics"] == list(magisterium.METRICS)
    assert data["citation"]["source"] == "Magisterium AI (diocese statistics)"
    assert data["citation"]["fetched_from"] == EARLY.isoformat()
    assert data["citation"]["url"] == f"http://testserver/research/{tricky.pk}/"
    plus, alba = data["dioceses"]
    assert (plus["name"], plus["country"]) == ("+Saint Plus", "=1+1")  # JSON runs nothing
    assert [y["year"] for y in plus["years"]] == [1990, 1991]
    assert plus["years"][0]["baptisms"] == 0 and plus["years"][0]["total_population"] is None
    assert plus["years"][1]["catholics"] is None
    assert alba["years"] == [
        {"year": 2000, **dict.fromkeys(magisterium.METRICS), "catholics": 5,
         "percent_catholic": 12.5, "fetched_at": LATE.isoformat()},
    ]  # fmt: skip


def test_xlsx_has_figures_and_about_sheets_with_text_that_never_runs(tricky):
    from openpyxl import load_workbook

    response = downloads.response(tricky, "xlsx", request=request())
    assert response["Content-Disposition"].endswith(f'-{tricky.pk}-all.xlsx"')
    workbook = load_workbook(io.BytesIO(body(response)))
    assert workbook.sheetnames == ["Figures", "About"]
    rows = list(workbook["Figures"].iter_rows(values_only=True))
    assert rows[0] == downloads.WIDE_COLUMNS
    header = rows[0]
    plus_1990 = dict(zip(header, rows[1], strict=True))
    assert plus_1990["catholics"] == 1000 and plus_1990["baptisms"] == 0
    assert plus_1990["total_population"] is None
    country = workbook["Figures"].cell(row=2, column=header.index("country") + 1)
    assert (country.value, country.data_type, country.quotePrefix) == ("=1+1", "s", True)
    about = dict(workbook["About"].iter_rows(values_only=True))
    assert about["Source"] == "Magisterium AI (diocese statistics)"
    assert about["Collection"] == '=HYPERLINK("http://evil") Mine'
    # A real Excel date (the day of the citation), never text.
    assert about["Figures fetched from"] == datetime(2025, 1, 2)
    assert about["Address"] == f"http://testserver/research/{tricky.pk}/"
    assert about["Citation"].startswith("Source: Magisterium AI")
    name_cell = workbook["About"].cell(row=2, column=2)
    assert name_cell.data_type == "s"  # never a formula


def test_an_empty_collection_downloads_a_citation_and_headers_only():
    from openpyxl import load_workbook

    empty = collection_named("Nothing yet")
    citation, rows = read_csv(downloads.response(empty, "csv"))
    assert citation.startswith("Source: Magisterium AI (diocese statistics); collection")
    assert "fetched" not in citation  # nothing fetched yet: no dates invented
    assert rows == []
    assert read_csv(downloads.response(empty, "csv-long"))[1] == []
    data = json.loads(body(downloads.response(empty, "json")))
    assert data["dioceses"] == [] and data["citation"]["fetched_from"] is None
    workbook = load_workbook(io.BytesIO(body(downloads.response(empty, "xlsx"))))
    assert list(workbook["Figures"].iter_rows(values_only=True)) == [downloads.WIDE_COLUMNS]


def test_a_sandbox_collection_downloads_every_row_in_few_queries(django_assert_max_num_queries):
    codes = ["dmaml", "dkins", "dwest"]
    collection = sandbox_collection(codes)
    from sandbox.catalog import statistics

    expected = sum(len(statistics.series_rows(code)) for code in codes)
    with django_assert_max_num_queries(3):  # citation (2) and the rows (chunks of one query)
        _citation, rows = read_csv(downloads.response(collection, "csv"))
    assert len(rows) == expected
    manila = {int(r["year"]): r for r in rows if r["source_code"] == "dmaml"}
    for row in statistics.series_rows("dmaml"):
        for metric in magisterium.METRICS:
            value = row[metric]
            assert manila[row["year"]][metric] == ("" if value is None else str(value))
    with django_assert_max_num_queries(4):
        data = json.loads(body(downloads.response(collection, "json")))
    assert sum(len(d["years"]) for d in data["dioceses"]) == expected
    long_rows = read_csv(downloads.response(collection, "csv-long"))[1]
    assert len(long_rows) == sum(
        value is not None
        for code in codes
        for row in statistics.series_rows(code)
        for metric, value in row.items()
        if metric != "year"
    )
