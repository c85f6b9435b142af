"""CSV, JSON and Excel downloads of exactly what a chart shows: same dioceses, statistics, years,
view.

Every CSV line is written by the csv module and every text cell that a spreadsheet would run
as a formula (a diocese name from upstream starting with "=", say) is defused with a leading
apostrophe: the one rule of portal.core.spreadsheets, shared with the research downloads. The
workbook is written with the same cells as the research one (openpyxl, write-only): figures as
numbers in the page's format, the download's day a real date, text never a formula, columns
fitted to what they hold.
"""

# Reference: RFC 4180 (CSV); OWASP "CSV Injection" (text cells that start a formula).

from __future__ import annotations

import json
import tempfile

from django.http import FileResponse, HttpResponse
from django.utils import timezone
from django.utils.http import content_disposition_header
from django.utils.translation import gettext as _

from portal.core import spreadsheets
from portal.statistics.derived import TrendTable


def filename_stem(table: TrendTable) -> str:
    """e.g. trends-dmaml-catholics-raw-1950-2023 (codes and metric names are validated)."""
    years = f"{table.years[0]}-{table.years[-1]}" if table.years else "no-years"
    codes = "-".join(code for code, _name in table.dioceses)
    return f"trends-{codes}-{'-'.join(table.metrics)}-{table.view}-{years}"


def column_heading(table: TrendTable, index: int) -> str:
    """ "Archdiocese of Manila — Catholics (persons)": who, what and in which unit."""
    column = table.columns[index]
    return f"{column.diocese_name} — {column.label} ({table.unit(column)})"


def csv_text(table: TrendTable) -> str:
    """The header (year, then each column's heading), then a row a year. A missing figure is
    an empty cell, never 0; a heading that starts a formula gets its apostrophe."""
    headings = [column_heading(table, i) for i in range(len(table.columns))]
    rows = ([year, *values] for year, values in table.rows)
    return spreadsheets.csv_text([["year", *headings], *rows])


def json_data(table: TrendTable, *, title: str, stale: bool, missing: list[dict]) -> dict:
    return {
        "title": title,
        "view": table.view,
        "years": table.years,
        "series": [
            {
                "source_code": column.source_code,
                "diocese_name": column.diocese_name,
                "metric": column.metric,
                "label": str(column.label),
                "unit": str(table.unit(column)),
                "heading": column_heading(table, index),
                "values": column.values,
            }
            for index, column in enumerate(table.columns)
        ],
        "missing": missing,  # dioceses asked for but not charted, with the reason
        "stale": stale,
        "source": "Magisterium AI",
    }


def _attachment(body: str, *, content_type: str, filename: str) -> HttpResponse:
    response = HttpResponse(body, content_type=content_type)
    # Never None for an attachment (the stub's None is for inline without a file name).
    response["Content-Disposition"] = content_disposition_header(True, filename) or ""
    return response


def csv_response(table: TrendTable) -> HttpResponse:
    return _attachment(
        csv_text(table),
        content_type="text/csv; charset=utf-8",
        filename=f"{filename_stem(table)}.csv",
    )


def json_response(
    table: TrendTable, *, title: str, stale: bool, missing: list[dict]
) -> HttpResponse:
    body = json.dumps(
        json_data(table, title=title, stale=stale, missing=missing), ensure_ascii=False, indent=1
    )
    return _attachment(
        body, content_type="application/json", filename=f"{filename_stem(table)}.json"
    )


XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def xlsx_response(
    table: TrendTable, *, title: str, stale: bool, missing: list[dict]
) -> FileResponse:
    """An Excel workbook: "Figures" (a row a year, a column per heading, as the CSV) and
    "About" (the title, the source, the download's day, what could not be charted)."""
    from openpyxl import Workbook

    headings = [column_heading(table, i) for i in range(len(table.columns))]
    workbook = Workbook(write_only=True)

    # Sheet names stay English in every language, as in the research workbook.
    figures = workbook.create_sheet("Figures")
    figures.freeze_panes = "B2"
    widths = [[len("year"), 4]] + [[len(heading)] for heading in headings]
    for _year, values in table.rows:
        for index, value in enumerate(values, start=1):
            widths[index].append(spreadsheets.shown_width(value))
    spreadsheets.set_widths(figures, [spreadsheets.column_width(w) for w in widths])
    figures.append([spreadsheets.xlsx_text(figures, text) for text in ["year", *headings]])
    for year, values in table.rows:
        year_cell = spreadsheets.xlsx_number(figures, year)
        year_cell.number_format = "0"  # a year is not grouped (1990, not 1,990)
        figures.append([year_cell, *(spreadsheets.xlsx_cell(figures, v) for v in values)])

    about = workbook.create_sheet("About")
    lines: list[tuple[str, object]] = [
        (_("Title"), title),
        (_("Source"), "Magisterium AI"),
        (_("Downloaded"), timezone.localdate()),
        (_("Empty cells"), _("no figure from the source (never a zero)")),
    ]
    if stale:
        note = _("Shown from an earlier copy: Magisterium is not answering right now.")
        lines.append((_("Note"), note))
    lines += [(_("Not charted"), f"{m['source_code']}: {m['message']}") for m in missing]
    spreadsheets.set_widths(
        about,
        [
            spreadsheets.column_width(len(str(label)) for label, _value in lines),
            spreadsheets.MAX_WIDTH,
        ],
    )
    for label, said in lines:
        label_cell = spreadsheets.xlsx_text(about, str(label))
        about.append([label_cell, spreadsheets.xlsx_cell(about, said)])

    spooled = tempfile.TemporaryFile()  # noqa: SIM115 (FileResponse closes it)
    workbook.save(spooled)
    spooled.seek(0)
    return FileResponse(
        spooled,
        as_attachment=True,
        filename=f"{filename_stem(table)}.xlsx",
        content_type=XLSX_CONTENT_TYPE,
    )
