"""CSV and JSON downloads of exactly what a chart shows: same dioceses, statistics, years, view.

Every CSV line is written by the csv module and every text cell that a spreadsheet would run
as a formula (a diocese name from upstream starting with "=", say) is defused with a leading
apostrophe: the one rule of portal.core.spreadsheets, shared with the research downloads.
"""

# Reference: RFC 4180 (CSV); OWASP "CSV Injection" (text cells that start a formula).

from __future__ import annotations

import json

from django.http import HttpResponse
from django.utils.http import content_disposition_header

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
