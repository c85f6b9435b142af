"""CSV, JSON and Excel downloads of exactly what a chart shows: same dioceses, statistics, years,
view.

The files are written by portal.core.downloads, the writer of every download (research and
the notebook API too): every CSV line by the csv module, every text cell that a spreadsheet
would run as a formula (a diocese name from upstream starting with "=", say) defused with a
leading apostrophe; the workbook with the same cells as the research one: figures as numbers
in the page's format, the download's day a real date, text never a formula, columns fitted to
what they hold. This module says what a chart's table holds: its headings, rows and JSON.
"""

# Reference: RFC 4180 (CSV); OWASP "CSV Injection" (text cells that start a formula).

from __future__ import annotations

from dataclasses import replace

from django.http import FileResponse, HttpResponse, StreamingHttpResponse
from django.utils import timezone
from django.utils.translation import gettext as _

from portal.core.downloads import Column, Table, csv_lines, respond
from portal.statistics.derived import TrendTable

FORMATS = ("csv", "json", "xlsx")


def filename_stem(table: TrendTable) -> str:
    """e.g. trends-dmaml-catholics-raw-1950-2023 (codes and metric names are validated)."""
    years = f"{table.years[0]}-{table.years[-1]}" if table.years else "no-years"
    codes = "-".join(code for code, _name in table.dioceses)
    return f"trends-{codes}-{'-'.join(table.metrics)}-{table.view}-{years}"


def column_heading(table: TrendTable, index: int) -> str:
    """ "Archdiocese of Manila — Catholics (persons)": who, what and in which unit."""
    column = table.columns[index]
    return f"{column.diocese_name} — {column.label} ({table.unit(column)})"


def _figures(table: TrendTable) -> Table:
    """The header (year, then each column's heading), then a row a year. A missing figure is
    an empty cell, never 0; a heading that starts a formula gets its apostrophe."""
    headed = [
        Column(column_heading(table, index), unit=str(table.unit(column)))
        for index, column in enumerate(table.columns)
    ]
    return Table(
        (Column("year", number_format="0"), *headed),
        [[year, *values] for year, values in table.rows],
        name=filename_stem(table),
        streamed=False,
    )


def csv_text(table: TrendTable) -> str:
    return "".join(csv_lines(_figures(table)))


def json_data(table: TrendTable, *, title: str, stale: bool, missing: list[dict]) -> dict:
    return {
        "title": title,
        "view": table.view,
        "base": table.base,  # the index's base year (None: each series' first year)
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
                # As the table under the chart: percent a year, None when there is none.
                "average_annual_change": None
                if column.growth is None
                else {
                    "from": column.growth.start,
                    "to": column.growth.end,
                    "percent_a_year": column.growth.percent,
                },
            }
            for index, column in enumerate(table.columns)
        ],
        "missing": missing,  # dioceses asked for but not charted, with the reason
        "stale": stale,
        "source": "Magisterium AI",
    }


def _about(*, title: str, stale: bool, missing: list[dict]) -> list[tuple[str, object]]:
    """The workbook's "About" sheet: the title, the source, the download's day, what could
    not be charted."""
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
    return lines


def response(
    table: TrendTable, fmt: str, *, title: str, stale: bool, missing: list[dict]
) -> HttpResponse | StreamingHttpResponse | FileResponse:
    """The chart's download `fmt` (one of FORMATS), written by portal.core.downloads: CSV and
    Excel a row a year (Excel's "About" sheet says where it comes from), JSON each series."""
    download = replace(
        _figures(table),
        document=json_data(table, title=title, stale=stale, missing=missing),
        indent=1,
        about=_about(title=title, stale=stale, missing=missing),
    )
    return respond(download, fmt)
