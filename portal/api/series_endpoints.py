"""The API's series: one statistic of a collection over the years, per diocese or per group, in
any view the workbench's chart offers (figures as reported, per capita, per 1,000 inhabitants,
per Catholic, an index on a chosen base year, the change on the previous year), and each
series' average annual change (compound) between two chosen years.

The numbers are the collection chart's (portal.research.series, its table and its average
annual change, rounded once), so a notebook and the page agree; a group's per-1,000 or per
Catholic figure is a ratio of its sums. Kept per collection version, as the group totals are.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

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
    _collection,
    _filename,
    _invalid,
    _years_checked,
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


def _series_rows(
    collection: Collection,
    *,
    metric: str,
    view: str,
    base: int | None,
    by: str | None,
    start: int | None,
    end: int | None,
) -> SeriesRows:
    chart = series.series_for_chart(
        collection, metric=metric, view=view, by=by, start=start, end=end, base=base
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


def _kept_rows(
    request: HttpRequest,
    collection_id: int,
    *,
    metric: str,
    view: str,
    base: int | None,
    by: str | None,
    start: int | None,
    end: int | None,
) -> tuple[Collection, SeriesRows]:
    found = _collection(request, collection_id)
    _years_checked(start, end)
    if not has_view(metric, view):
        raise _invalid("view", f"{metric} has no {view} view.")
    if base is not None and base > last_year():
        raise _invalid("base", f"Please choose a year from {FIRST_YEAR} to {last_year()}.")
    version = analysis.collection_version(found)
    parts = (found.pk, version, get_language(), metric, view, base, by, start, end)

    def build() -> SeriesRows:
        return _series_rows(found, metric=metric, view=view, base=base, by=by, start=start, end=end)

    return found, SERIES.get_or_build(build, *parts)


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
    if view != View.INDEXED:
        base = None  # only an index has a base year (as on the chart page)
    found, rows = _kept_rows(
        request, collection_id, metric=metric, view=view, base=base, by=by, start=start, end=end
    )

    def points(first: int, stop: int | None) -> Iterator[tuple]:
        return iter(rows.points[first:stop])

    return answer(
        request,
        format,
        schema=schemas.SeriesPage,
        header=SERIES_KEYS,
        rows=points,
        count=len(rows.points),
        paging=Paging(limit, offset),
        name=_filename(found, f"series-{metric}-{view}"),
        metric=metric,
        view=view,
        unit=rows.unit,
        by=by,
        base=base,
    )


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
    found, rows = _kept_rows(
        request, collection_id, metric=metric, view=view, base=None, by=by, start=start, end=end
    )

    def changes(first: int, stop: int | None) -> Iterator[tuple]:
        return iter(rows.growth[first:stop])

    return answer(
        request,
        format,
        schema=schemas.GrowthPage,
        header=GROWTH_KEYS,
        rows=changes,
        count=len(rows.growth),
        paging=Paging(limit, offset),
        name=_filename(found, f"growth-{metric}-{view}"),
        metric=metric,
        view=view,
        unit=rows.unit,
        by=by,
    )
