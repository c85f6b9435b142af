"""Excel downloads, trends and research alike: figures are numbers with the pages' formats
(grouped whole numbers, two decimals for a fraction), a date is a real Excel date, columns
are fitted to what they hold, text stays text (never a formula)."""

from __future__ import annotations

import datetime as dt
import io

import pytest

from portal.core import spreadsheets

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
# A comparison fetches in worker threads, which only see committed rows (the user's token).
in_threads = pytest.mark.django_db(transaction=True)


def body(response) -> bytes:
    return b"".join(response.streaming_content) if response.streaming else response.content


def workbook_of(response):
    from openpyxl import load_workbook

    assert response.status_code == 200, response.content[:300]
    assert response["Content-Type"] == XLSX
    return load_workbook(io.BytesIO(body(response)))


def widths(sheet) -> dict[str, float]:
    return {letter: dim.width for letter, dim in sheet.column_dimensions.items() if dim.width}


@in_threads
def test_a_trends_chart_downloads_as_excel(signed_in_client, sandbox):
    from tests.trends.conftest import catalog_series

    response = signed_in_client.get(
        "/trends/dkins/",
        {"metric": ["catholics", "percent_catholic"], "start": 1955, "end": 1970, "format": "xlsx"},
    )
    assert response["Content-Disposition"] == (
        'attachment; filename="trends-dkins-catholics-percent_catholic-raw-1955-1970.xlsx"'
    )
    workbook = workbook_of(response)
    assert workbook.sheetnames == ["Figures", "About"]
    sheet = workbook["Figures"]
    header = [cell.value for cell in sheet[1]]
    series = catalog_series("dkins", 1955, 1970)
    assert header[0] == "year"
    assert header[1] == f"{series['diocese_name']} — Catholics (persons)"
    expected = {row["year"]: row for row in series["rows"]}
    years = 0
    for year_cell, catholics, percent in sheet.iter_rows(min_row=2):
        years += 1
        assert year_cell.data_type == "n" and year_cell.number_format == "0"
        row = expected.get(year_cell.value)
        if row is None or row["catholics"] is None:
            assert catholics.value is None  # a missing figure is empty, never 0
            continue
        assert catholics.value == row["catholics"] and catholics.data_type == "n"
        assert catholics.number_format == "#,##0"
        if percent.value is not None:
            places = spreadsheets.decimals(percent.value)
            assert percent.number_format == "#,##0" + ("." + "0" * places if places else "")
    assert years >= 1
    assert set(widths(sheet)) == {"A", "B", "C"}
    assert widths(sheet)["B"] >= len(header[1]) or widths(sheet)["B"] == spreadsheets.MAX_WIDTH
    about = {row[0].value: row[1] for row in workbook["About"].iter_rows()}
    downloaded = about["Downloaded"]
    assert downloaded.is_date and downloaded.value.date() == dt.date.today()
    assert about["Source"].value == "Magisterium AI"


@in_threads
def test_a_comparison_downloads_as_excel_with_every_diocese(signed_in_client, sandbox):
    response = signed_in_client.get(
        "/trends/compare/", {"d": ["dmaml", "dmila"], "metric": "catholics", "format": "xlsx"}
    )
    sheet = workbook_of(response)["Figures"]
    header = [cell.value for cell in sheet[1]]
    assert len(header) == 3 and header[1].startswith("Archdiocese of Manila")
    assert all(cell.data_type != "f" for row in sheet.iter_rows() for cell in row)


@pytest.mark.django_db
def test_a_bad_excel_request_answers_in_text(signed_in_client, sandbox):
    response = signed_in_client.get("/trends/dmaml/", {"start": "x", "format": "xlsx"})
    assert response.status_code == 400 and response["Content-Type"] == "text/plain"


@pytest.mark.django_db
def test_an_unknown_format_names_excel(signed_in_client, sandbox):
    response = signed_in_client.get("/trends/dmaml/", {"format": "pdf"})
    assert "Downloads come as CSV, JSON or Excel." in response.content.decode()


def test_a_figure_named_like_a_formula_stays_text():
    from openpyxl import Workbook

    sheet = Workbook(write_only=True).create_sheet()
    cell = spreadsheets.xlsx_cell(sheet, "=1+1")
    assert (cell.data_type, cell.quotePrefix) == ("s", True)
    assert spreadsheets.xlsx_cell(sheet, None) is None
    number = spreadsheets.xlsx_cell(sheet, -7)
    assert (number.data_type, number.number_format) == ("n", "#,##0")
    ratio = spreadsheets.xlsx_cell(sheet, 74.25)
    assert ratio.number_format == "#,##0.00"
    assert spreadsheets.xlsx_cell(sheet, 78.6).number_format == "#,##0.0"  # as it has
    assert spreadsheets.xlsx_cell(sheet, 0.004).number_format == "#,##0.00"  # at most two
    assert spreadsheets.xlsx_cell(sheet, 74.0).number_format == "#,##0"
    moment = dt.datetime(2025, 1, 2, 10, 0, tzinfo=dt.timezone(dt.timedelta(hours=2)))
    when = spreadsheets.xlsx_cell(sheet, moment)
    assert when.value == dt.datetime(2025, 1, 2, 8, 0) and when.is_date  # UTC, no zone
    assert spreadsheets.column_width([3]) == spreadsheets.MIN_WIDTH
    assert spreadsheets.column_width([500]) == spreadsheets.MAX_WIDTH
