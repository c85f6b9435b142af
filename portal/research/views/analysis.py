"""What the warehouse holds for a collection: a year's table, group totals, charts, downloads.

These pages read only the database (portal.research.analysis), never upstream, so they cost
no call of the researcher's allowance. Each URL carries its whole state in the query string.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

from django.contrib.auth.decorators import login_required
from django.db.models import Count, Max
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.http.response import HttpResponseBase
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from portal.accounts.users import signed_in_user
from portal.core import kept_json, places
from portal.core.downloads import EXTENSIONS
from portal.core.kept import Kept
from portal.core.kept_json import kept_json_response
from portal.core.upstream import paid_plan_required
from portal.research import access, analysis, downloads, figures, group_files
from portal.research import series as chart_series
from portal.research.analysis_forms import ChartForm, GroupsForm, TableForm
from portal.research.groups import GROUPINGS, group_table
from portal.research.models import Collection
from portal.research.series import series_for_chart
from portal.statistics import chart_style, charts
from portal.statistics.charts import chart_csp
from portal.statistics.derived import View, unit_for
from portal.statistics.metrics import METRICS

# How long a chart drawn from the warehouse is kept. Its key holds the collection's version
# (analysis.collection_version), so a harvest that changes anything is seen at once; the time
# only bounds what an unused chart occupies.
CACHE_SECONDS = 3600

# What the chart's figure and rendered pages depend on besides the data: the code that draws the
# series and the templates (a Kept's version is derived from them).
_DRAWING = (__name__, chart_series, figures, charts, chart_style, places)  # places: group names
CHART_FIGURE: Kept[bytes] = Kept(
    "research:chart-figure", seconds=CACHE_SECONDS, sources=(*_DRAWING, kept_json)
)
# The rendered pages: their template's {% cache %} fragment is named as the Kept.
RENDERED: dict[str, Kept[str]] = {
    template: Kept(name, seconds=CACHE_SECONDS, sources=(*_DRAWING, f"research/{template}"))
    for template, name in (
        ("chart.html", "research-chart"),
        ("chart_table.html", "research-chart-table"),
    )
}


def _opened(request: HttpRequest, collection_id: int, form_class: type) -> tuple:
    """What every analysis page starts from: the collection (if the person may see it), its
    version, the years it has figures for, and the page's query string as a form."""
    collection = access.collection_for(signed_in_user(request), collection_id)
    version = analysis.collection_version(collection)
    return collection, version, analysis.kept_years(collection, version), form_class(request.GET)


def _page(request: HttpRequest, template: str, ctx: dict, *, status: int = 200) -> HttpResponse:
    return render(request, f"research/{template}", ctx, status=status)


def _common(collection: Collection, form, years: list[int]) -> dict:
    # What was typed in the year boxes, shown back as typed (also when it was refused).
    typed = {name: form.data.get(name, "") for name in ("year", "since", "start", "end", "base")}
    return {
        "collection": collection,
        "form": form,
        "years": years,
        "metrics": METRICS.values(),
        "groupings": GROUPINGS.items(),
        "typed": typed,
    }


def _selected_metrics(form) -> list[str]:
    data = form.cleaned_data if form.is_valid() else {}
    chosen = data.get("metric") or [m for m in form.data.getlist("metric") if m in METRICS]
    return chosen or list(form.default_metrics)


def _invalid(request, template, collection, form, years) -> HttpResponse:
    ctx = _common(collection, form, years) | {"chosen": _selected_metrics(form)}
    return _page(request, template, ctx, status=400)


@dataclass
class _Opened:
    """An analysis page's valid start: its collection, version, years, form, data and context."""

    collection: Collection
    version: str
    years: list[int]
    form: Any
    data: dict
    ctx: dict


def _open_page(
    request: HttpRequest,
    collection_id: int,
    form_class: type,
    template: str,
    *,
    shown: tuple[str, ...] = (),
    more: dict | None = None,
) -> _Opened | HttpResponse:
    """The page's valid start, or the page that ends it there: the form refused (400), or the
    collection has no figures yet. Its context holds the chosen metrics, the `shown` fields of
    the form's data and `more`."""
    collection, version, years, form = _opened(request, collection_id, form_class)
    if not form.is_valid():
        return _invalid(request, template, collection, form, years)
    data = form.cleaned_data
    ctx = _common(collection, form, years) | {"chosen": data["metric"], **(more or {})}
    ctx |= {name: data[name] for name in shown}
    if not years:
        return _page(request, template, ctx)
    return _Opened(collection, version, years, form, data, ctx)


def _bad_choice(request, template, ctx, error: ValueError) -> HttpResponse:
    """analysis refuses a combination the form let through (e.g. a sort of another table)."""
    return _page(request, template, ctx | {"problems": [str(error)]}, status=400)


@login_required
@paid_plan_required
@require_GET
def table(request: HttpRequest, collection_id: int) -> HttpResponse:
    """Every diocese × chosen statistics for one year, ranked, with change since a year."""
    page = _open_page(request, collection_id, TableForm, "table.html")
    if isinstance(page, HttpResponse):
        return page
    data, ctx = page.data, page.ctx
    year = data["year"] or page.years[-1]
    try:
        result = analysis.year_table(
            page.collection,
            year=year,
            metrics=data["metric"],
            since=data["since"],
            sort=data["sort"] or None,
            descending=data["order"] == "desc",
        )
    except ValueError as error:
        return _bad_choice(request, "table.html", ctx, error)
    state = {"year": year, "since": result.since, "metric": data["metric"]}
    ctx |= {"table": result, "headings": _headings(state, result)}
    return _page(request, "table.html", ctx)


def _heading(state: dict, result: analysis.YearTable, key: str) -> dict:
    """A sortable column heading: its link (sort by it, largest first; again, smallest first;
    names A to Z first) and its aria-sort when the table is sorted by it."""
    current = result.sort == key
    if key == "name":
        order = "desc" if current and not result.descending else "asc"
    else:
        order = "asc" if current and result.descending else "desc"
    direction = "descending" if result.descending else "ascending"
    return {
        "link": "?" + urlencode({**state, "sort": key, "order": order}, doseq=True),
        "aria_sort": direction if current else "",
    }


def _headings(state: dict, result: analysis.YearTable) -> dict:
    return {
        "name": _heading(state, result, "name"),
        "columns": [
            {
                "metric": METRICS[m],
                "unit": unit_for(m, View.RAW),
                "value": _heading(state, result, m),
                "change": _heading(state, result, f"{m}:change_percent"),
            }
            for m in result.metrics
        ],
    }


@login_required
@paid_plan_required
@require_GET
def groups(request: HttpRequest, collection_id: int) -> HttpResponse:
    """Totals by country, region, province, metropolitan or rite; ratios from the sums."""
    page = _open_page(request, collection_id, GroupsForm, "groups.html", shown=("by",))
    if isinstance(page, HttpResponse):
        return page
    data, ctx = page.data, page.ctx
    result = group_table(
        page.collection, by=data["by"], metrics=data["metric"], start=data["start"], end=data["end"]
    )
    shown_year = data["year"] or (result.years[-1] if result.years else None)
    if shown_year is not None and shown_year not in result.years:
        page.form.add_error("year", _no_figures_message(shown_year))
        return _invalid(request, "groups.html", page.collection, page.form, page.years)
    index = result.years.index(shown_year) if shown_year is not None else None
    ctx |= {
        "groups": result,
        "shown_year": shown_year,
        "rows": [(group, group.years[index]) for group in result.groups]
        if index is not None
        else [],
        "columns": [(METRICS[m], unit_for(m, View.RAW)) for m in result.metrics],
        "chart_query": urlencode({"by": data["by"], "metric": data["metric"][0]}),
        "download_query": urlencode(
            {name: data[name] for name in ("by", "start", "end") if data[name] is not None}
        ),
        "download_formats": group_files.FORMATS,
    }
    return _page(request, "groups.html", ctx)


@login_required
@paid_plan_required
@require_GET
def groups_download(request: HttpRequest, collection_id: int, fmt: str) -> HttpResponseBase:
    """Every statistic's totals by the page's grouping, every year of its range, in `fmt`."""
    if fmt not in group_files.FORMATS:
        raise Http404("No such download format")
    page = _open_page(request, collection_id, GroupsForm, "groups.html", shown=("by",))
    if isinstance(page, HttpResponse):
        return page
    data = page.data
    return group_files.groups_download(
        page.collection, fmt, by=data["by"], start=data["start"], end=data["end"], request=request
    )


def _no_figures_message(year: int) -> str:
    return _("No diocese of this collection has figures for %(year)d.") % {"year": year}


@login_required
@paid_plan_required
@require_GET
@chart_csp
def chart(request: HttpRequest, collection_id: int) -> HttpResponse:
    """One statistic over time for the collection's dioceses, or for its groups."""
    return _chart_page(request, collection_id, "chart.html")


@login_required
@paid_plan_required
@require_GET
def chart_table(request: HttpRequest, collection_id: int) -> HttpResponse:
    """Every figure of the chart as a table: its own page for a chart of many series (the chart
    page loads it on request), also a page to bookmark or print."""
    return _chart_page(request, collection_id, "chart_table.html")


def _chart_page(request: HttpRequest, collection_id: int, template: str) -> HttpResponse:
    more = {"views": View.choices}
    page = _open_page(request, collection_id, ChartForm, template, shown=("view", "by"), more=more)
    if isinstance(page, HttpResponse):
        return page
    collection, version, data, ctx = page.collection, page.version, page.data, page.ctx
    state = _chart_state(data)
    rendered = RENDERED[template]
    ctx |= {
        # Drawn only when the template's cache block misses (a template calls a callable).
        "draw": functools.cache(functools.partial(_draw, collection, data)),
        "rendered_key": rendered.key(collection.pk, version, get_language(), state),
        "rendered_seconds": rendered.seconds,
        # The figure's data and, for a long list, its table come from their own addresses
        # (kept compressed; the page stays small, and a view of it compresses nothing again).
        "figure_url": _chart_address("research:chart_figure", collection, state),
        "table_url": _chart_address("research:chart_table", collection, state),
        "chart_url": _chart_address("research:chart", collection, state),
    }
    return _page(request, template, ctx)


def _chart_state(data: dict) -> str:
    """The chart's state as a query string, in one order: part of every key and address."""
    pairs = []
    for name, value in sorted(data.items()):
        values = value if isinstance(value, list) else [value]
        pairs += [(name, str(each)) for each in values if each not in (None, "")]
    return urlencode(pairs)


def _chart_address(name: str, collection: Collection, state: str) -> str:
    return f"{reverse(name, args=[collection.pk])}?{state}"


@login_required
@paid_plan_required
@require_GET
def chart_figure(request: HttpRequest, collection_id: int) -> HttpResponse:
    """The chart's figure (plotly data, layout, config) as JSON, for static/js/trends/chart.js."""
    collection, version, years, form = _opened(request, collection_id, ChartForm)
    if not form.is_valid():
        errors = [str(error) for field in form.errors.values() for error in field]
        return JsonResponse({"errors": errors}, status=400)
    if not years:
        return JsonResponse({"errors": [_("This collection has no figures yet.")]}, status=404)
    data = form.cleaned_data
    state = _chart_state(data)
    parts = (collection.pk, version, get_language(), state)
    return kept_json_response(request, CHART_FIGURE, lambda: _draw(collection, data).figure, *parts)


def _draw(collection: Collection, data: dict) -> figures.CollectionFigure:
    """The chart of `data`'s statistic (the costly part: every diocese's series, ranked).

    One statistic in one view has one unit, so the chart is always a single plot."""
    metric = data["metric"][0]
    series = series_for_chart(
        collection,
        metric=metric,
        view=data["view"],
        by=data["by"] or None,
        start=data["start"],
        end=data["end"],
        base=data["base"],
    )
    return figures.collection_figure(
        series,
        collection_name=collection.title,
        filename=f"research-{collection.pk}-{metric}",
        coverage=_coverage(collection, metric, data),
    )


def _coverage(collection: Collection, metric: str, data: dict) -> figures.Coverage:
    """How many of the collection's dioceses have a figure of `metric` in the chart's years, and
    when their figures were last checked (the date a downloaded picture says). Two queries, on
    a cache miss only (as the series)."""
    rows = analysis.collection_rows(collection).filter(**{f"{metric}__isnull": False})
    if data["start"] is not None:
        rows = rows.filter(year__gte=data["start"])
    if data["end"] is not None:
        rows = rows.filter(year__lte=data["end"])
    found = analysis.collection_dioceses(collection).aggregate(
        members=Count("pk", distinct=True), checked=Max("series_checked_at")
    )
    return figures.Coverage(
        reported=rows.order_by().values("diocese").distinct().count(),
        members=found["members"],
        retrieved=found["checked"],
    )


@login_required
@paid_plan_required
@require_GET
def download(request: HttpRequest, collection_id: int, fmt: str) -> HttpResponseBase:
    """The whole collection, all 19 statistics, in `fmt` (csv, csv-long, json, xlsx)."""
    collection = access.collection_for(signed_in_user(request), collection_id)
    if fmt not in EXTENSIONS:
        raise Http404("No such download format")
    return downloads.response(collection, fmt, request=request)
