"""CSV and JSON downloads of exactly what a chart shows: same dioceses, statistics, years, view."""

# Reference: RFC 4180 (CSV); OWASP "CSV Injection" (text cells that start a formula).

from __future__ import annotations

import csv
import io
import json

from django.http import HttpResponse
from django.utils.http import content_disposition_header

from portal.trends.derived import Number, TrendTable

# A spreadsheet runs a text cell starting with one of these as a formula; diocese names come
# from upstream, so such a cell gets a leading apostrophe (OWASP's advice).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def filename_stem(table: TrendTable) -> str:
    """e.g. trends-dmaml-catholics-raw-1950-2023 (codes and metric names are validated)."""
    years = f"{table.years[0]}-{table.years[-1]}" if table.years else "no-years"
    codes = "-".join(code for code, _name in table.dioceses)
    return f"trends-{codes}-{'-'.join(table.metrics)}-{table.view}-{years}"


def column_heading(table: TrendTable, index: int) -> str:
    """ "Archdiocese of Manila — Catholics (persons)": who, what and in which unit."""
    column = table.columns[index]
    return f"{column.diocese_name} — {column.label} ({table.unit(column)})"


def _safe_cell(text: str) -> str:
    return f"'{text}" if text.startswith(FORMULA_STARTS) else text


def _number(value: Number | None) -> str:
    return "" if value is None else str(value)  # a missing figure stays empty, never 0


def csv_text(table: TrendTable) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    headings = [column_heading(table, i) for i in range(len(table.columns))]
    writer.writerow(["year", *(_safe_cell(h) for h in headings)])
    for year, values in table.rows:
        writer.writerow([year, *(_number(v) for v in values)])
    return out.getvalue()


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
    response["Content-Disposition"] = content_disposition_header(True, filename)
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
