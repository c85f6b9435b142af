"""The API's series: one statistic of a collection over the years, per diocese or per group, in
any view the workbench's chart offers (figures as reported, per capita, per 1,000 inhabitants,
per Catholic, an index on a chosen base year, the change on the previous year), and each
series' average annual change (compound) between two chosen years.

The numbers are the collection chart's (portal.research.series, its table and its average
annual change, rounded once), so a notebook and the page agree; a group's per-1,000 or per
Catholic figure is a ratio of its sums. Kept per collection version, as the group totals are.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.utils.translation import get_language
from ninja import Query, Router

from portal.api import schemas
from portal.api.endpoints import (
    ERRORS,
    End,
    FormatParam,
    Limit,
    Offset,
    Start,
    csv_name,
    invalid_parameter,
    readable_collection,
    years_checked,
)
from portal.api.formats import Format, Paging, answer
from portal.core.kept import Kept
from portal.research import analysis, series
from portal.research.models import Collection
from portal.statistics.derived import View
from portal.statistics.forms import FIRST_YEAR, last_year
from portal.statistics.metrics import has_view

router = Router(tags=["collections"])

OneMetric = Query("catholics", description="The statistic.")
ViewParam = Query(
    "raw",
    description="raw (figures as reported), per_capita, per_1000 (per 1,000 inhabitants), "
    "per_catholic, indexed (base year = 100) or yoy (change on the previous year, %).",
)
Base = Query(
    None,
    ge=FIRST_YEAR,
    le=9999,
    description="view=indexed: the base year (= 100); each series' first year by default. "
    "Other views have none.",
)
ByOrEach = Query(None, description="Group by this; each diocese on its own when left out.")

SERIES_KEYS = ("key", "label", "year", "value")
GROWTH_KEYS = (
    "key",
    "label",
    "start",
    "end",
    "first",
    "last",
    "average_annual_change",
    "reason",
)


@dataclass(frozen=True)
class SeriesRows:
    unit: str
    points: list[tuple]  # SERIES_KEYS, a figure a row (a year without one has no row)
    growth: list[tuple]  # GROWTH_KEYS, one row a series (none when the range is one year)


SERIES: Kept[SeriesRows] = Kept(
    "api:series", seconds=3600, sources=(__name__, series, "portal.statistics.derived")
)


@dataclass(frozen=True)
class Asked:
    """What a request asks for: the chart's state (portal.research.series.series_for_chart)."""

    metric: str
    view: str
    base: int | None
    by: str | None
    start: int | None
    end: int | None


def _series_rows(collection: Collection, asked: Asked) -> SeriesRows:
    chart = series.series_for_chart(
        collection,
        metric=asked.metric,
        view=asked.view,
        by=asked.by,
        start=asked.start,
        end=asked.end,
        base=asked.base,
    )
    table = chart.table
    points, growth = [], []
    for column in table.columns:
        label = str(column.diocese_name)
        for year, value in zip(table.years, column.values, strict=True):
            if value is not None:
                points.append((column.source_code, label, year, value))
        if column.growth is not None:
            values = dict(zip(table.years, column.values, strict=True))
            change = column.growth
            reason = change.reason.value if change.reason else None
            first, last = values.get(change.start), values.get(change.end)
            ends = (change.start, change.end, first, last)
            growth.append((column.source_code, label, *ends, change.percent, reason))
    unit = str(table.unit(table.columns[0])) if table.columns else ""
    return SeriesRows(unit=unit, points=points, growth=growth)


@router.get("/collections/{collection_id}/series", response={200: schemas.SeriesPage, **ERRORS})
def series_of(
    request: HttpRequest,
    collection_id: int,
    metric: schemas.Metric = OneMetric,
    view: schemas.ViewName = ViewParam,
    base: int | None = Base,
    by: schemas.Grouping | None = ByOrEach,
    start: int | None = Start,
    end: int | None = End,
    format: Format | None = FormatParam,
    limit: int = Limit,
    offset: int = Offset,
) -> HttpResponse | StreamingHttpResponse:
    """One statistic year by year in a view, per diocese or per group: the collection chart's
    figures, one row a figure (a year without one has no row)."""
    # Only an index has a base year (as on the chart page).
    asked = Asked(metric, view, base if view == View.INDEXED else None, by, start, end)
    return _answer(request, collection_id, "series", asked, format, Paging(limit, offset))


@router.get("/collections/{collection_id}/growth", response={200: schemas.GrowthPage, **ERRORS})
def growth_of(
    request: HttpRequest,
    collection_id: int,
    metric: schemas.Metric = OneMetric,
    view: schemas.ViewName = ViewParam,
    by: schemas.Grouping | None = ByOrEach,
    start: int | None = Start,
    end: int | None = End,
    format: Format | None = FormatParam,
    limit: int = Limit,
    offset: int = Offset,
) -> HttpResponse | StreamingHttpResponse:
    """Each series' average annual change (compound, percent a year) from `start` to `end`
    (the collection's first and last year by default), worked out from the unrounded figures of
    the view, with the two figures it joins; null, with the reason, when there is none."""
    asked = Asked(metric, view, None, by, start, end)
    return _answer(request, collection_id, "growth", asked, format, Paging(limit, offset))


def _answer(
    request: HttpRequest,
    collection_id: int,
    kind: str,
    asked: Asked,
    fmt: Format | None,
    paging: Paging,
) -> HttpResponse | StreamingHttpResponse:
    """The `kind` table ("series": a figure a row; "growth": a series a row) as JSON or CSV,
    kept per collection version."""
    found = readable_collection(request, collection_id)
    years_checked(asked.start, asked.end)
    if not has_view(asked.metric, asked.view):
        raise invalid_parameter("view", f"{asked.metric} has no {asked.view} view.")
    if asked.base is not None and asked.base > last_year():
        raise invalid_parameter("base", f"Please choose a year from {FIRST_YEAR} to {last_year()}.")
    version = analysis.collection_version(found)
    rows = SERIES.get_or_build(
        lambda: _series_rows(found, asked), found.pk, version, get_language(), asked
    )
    table = rows.points if kind == "series" else rows.growth
    page: dict[str, Any] = (
        {"schema": schemas.SeriesPage, "header": SERIES_KEYS, "base": asked.base}
        if kind == "series"
        else {"schema": schemas.GrowthPage, "header": GROWTH_KEYS}
    )
    return answer(
        request,
        fmt,
        rows=lambda first, stop: iter(table[first:stop]),
        count=len(table),
        paging=paging,
        name=csv_name(found, f"{kind}-{asked.metric}-{asked.view}"),
        metric=asked.metric,
        view=asked.view,
        unit=rows.unit,
        by=asked.by,
        **page,
    )
