"""Group totals as rows of a file: every group's figures year by year, with how many of its
dioceses reported each, and the grand total marked apart. The groups page's download (CSV, with
its citation line, or Excel) and the notebook API's `groups` table are these rows.

Every statistic is in the groups page's file, whatever the page shows: a researcher comparing
countries takes them all into a spreadsheet, with the coverage beside each figure, so that a
partial total is never read as a whole one.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.http import FileResponse, HttpRequest, HttpResponse, StreamingHttpResponse

from portal.core.downloads import Table, columns, respond
from portal.research.downloads import about_sheet, citation, figure_as_written, file_stem
from portal.research.groups import GroupTable, group_table
from portal.research.models import Collection
from portal.statistics.metrics import METRICS

GROUP_KEYS = ("group", "label", "is_total", "members", "year")
# The grand total's `group`: text no reader takes for missing (pandas and R read an empty cell
# as NaN/NA, and the blank region is a group of its own), and no grouping's key starts with
# "(". Every row also says `is_total`, the boolean to filter on.
TOTAL_GROUP = "(total)"
# The formats of the groups page's download.
FORMATS = ("csv", "xlsx")


def group_year_rows(table: GroupTable, *, total: bool) -> list[tuple]:
    """(group, label, is_total, members, year, a value a metric…, how many reported each…) for
    every group-year with some figure; then, when `total`, the grand total's (TOTAL_GROUP)."""
    marked = [(group, False) for group in table.groups]
    if total and table.total:
        marked.append((table.total, True))
    rows = []
    for group, is_total in marked:
        key = TOTAL_GROUP if is_total else group.key
        for group_year in group.years:
            values = [group_year.values[m] for m in table.metrics]
            if all(value is None for value in values):
                continue
            reporting = [group_year.reporting[m] for m in table.metrics]
            head = (key, group.label, is_total, group_year.members, group_year.year)
            rows.append((*head, *values, *reporting))
    return rows


def groups_download(
    collection: Collection,
    fmt: str,
    *,
    by: str,
    start: int | None,
    end: int | None,
    request: HttpRequest,
) -> HttpResponse | StreamingHttpResponse | FileResponse:
    """Every statistic's totals by `by`, year by year within start..end, the grand total last:
    the groups page's download in `fmt` (one of FORMATS)."""
    metrics: Sequence[str] = list(METRICS)
    table = group_table(collection, by=by, metrics=metrics, start=start, end=end)
    figures_at = range(len(GROUP_KEYS), len(GROUP_KEYS) + len(metrics))
    rows = (
        tuple(
            figure_as_written(metrics[at - len(GROUP_KEYS)], value) if at in figures_at else value
            for at, value in enumerate(row)
        )
        for row in group_year_rows(table, total=True)
    )
    header = (*GROUP_KEYS, *metrics, *(f"{metric}_reporting" for metric in metrics))
    cite = citation(collection, request=request)
    name = file_stem(collection, f"groups-{by}")
    if fmt == "xlsx":
        return respond(Table(columns(*header), rows, name=name, about=about_sheet(cite)), fmt)
    return respond(Table(columns(*header), rows, name=name, comment=cite.text), fmt)
