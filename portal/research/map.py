"""The research map page: one statistic of a collection's group totals by country, year by year.

    /research/<id>/map/?metric=catholics&view=per_capita&year=2010&sort=value&order=desc

The figure and its table rows come from portal.research.world_map; this module reads the
request, keeps the map's data per collection version and language, and renders the page.
"""

from __future__ import annotations

import functools
from typing import Any
from urllib.parse import urlencode

from django import forms
from django.contrib.auth.decorators import login_required
from django.db.models import Max
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import get_language, gettext_lazy
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from portal.accounts.users import signed_in_user
from portal.core import kept_json, places
from portal.core.kept import Kept
from portal.core.kept_json import kept_json_response
from portal.core.upstream import paid_plan_required
from portal.research import access, analysis
from portal.research import world_map as world_maps
from portal.research.analysis_forms import ChartForm
from portal.research.models import Collection
from portal.research.world_map import (
    MAP_BUNDLE,
    SORTS,
    WorldMap,
    coverage_text,
    map_data,
    map_rows,
    world_map,
)
from portal.statistics.charts import chart_csp
from portal.statistics.derived import View
from portal.statistics.forms import year_checked
from portal.statistics.metrics import METRICS

# --- The page -----------------------------------------------------------------------------------


CACHE_SECONDS = 3600  # bounds what an unused map occupies; the key holds the data version

# The map, its data as JSON and its rendered page, each kept per data version and language; their
# versions are derived from the code that builds them (which names the countries and finds their
# shapes through core/places.py) and the page's template.
_BUILT_BY = (world_maps, places)
MAP: Kept[WorldMap] = Kept("research:map", seconds=CACHE_SECONDS, sources=_BUILT_BY)
MAP_DATA: Kept[bytes] = Kept(
    "research:map-data", seconds=CACHE_SECONDS, sources=(*_BUILT_BY, kept_json)
)
RENDERED: Kept[str] = Kept(
    "research-map", seconds=CACHE_SECONDS, sources=(*_BUILT_BY, __name__, "research/map.html")
)


class MapForm(ChartForm):
    """/research/<id>/map/?metric=catholics&view=raw&year=2010&sort=value&order=desc"""

    # Fields of the chart's form the map has not (Django's way to remove an inherited field):
    # always by country, every year (for the slider).
    by = None  # type: ignore[assignment]
    start = None  # type: ignore[assignment]
    end = None  # type: ignore[assignment]
    year = forms.IntegerField(
        required=False,
        error_messages={"invalid": gettext_lazy("Please give years as whole numbers.")},
    )
    sort = forms.ChoiceField(choices=[(s, s) for s in SORTS], required=False)
    order = forms.ChoiceField(choices=[("desc", "desc"), ("asc", "asc")], required=False)

    def clean_year(self) -> int | None:
        return year_checked(self.cleaned_data.get("year"))

    def clean_sort(self) -> str:
        return self.cleaned_data["sort"] or "value"

    def clean_order(self) -> str:
        return self.cleaned_data["order"] or "desc"


def cached_map(
    collection: Collection, version: str, *, metric: str, view: str, base: int | None = None
) -> WorldMap:
    """The WorldMap of `metric` in `view` (`base`: the index's base year), kept per data version
    and language: a second visit reads it from the shared cache."""
    parts = (collection.pk, version, get_language(), metric, view, base or "")
    return MAP.get_or_build(
        lambda: world_map(collection, metric=metric, view=view, base=base), *parts
    )


def _headings(state: dict, sort: str, descending: bool) -> dict[str, dict[str, str]]:
    """Each sortable heading's link and aria-sort, as the year table's (names A to Z first,
    figures largest first, again: the other way)."""
    headings = {}
    for key in SORTS:
        current = key == sort
        if key == "name":
            order = "desc" if current and not descending else "asc"
        else:
            order = "asc" if current and descending else "desc"
        direction = "descending" if descending else "ascending"
        headings[key] = {
            "link": "?" + urlencode({**state, "sort": key, "order": order}),
            "aria_sort": direction if current else "",
        }
    return headings


# A map of more countries than this has its table on a page of its own (the chart's rule for
# its table beyond 24 series): the whole Church's 206 rows would make the map page four times
# as heavy, compressed and read on every view.
TABLE_IN_PAGE_COUNTRIES = 100


def _opened(
    request: HttpRequest, collection_id: int, template: str
) -> dict[str, Any] | HttpResponse:
    """What the map page and its table page start from: the context with the page's state
    (`state`, `draw`), or the page that ends it there (bad input: 400; no figures yet)."""
    collection = access.collection_for(signed_in_user(request), collection_id)
    version = analysis.collection_version(collection)
    years = analysis.kept_years(collection, version)
    form = MapForm(request.GET)
    ctx: dict[str, Any] = {
        "collection": collection,
        "form": form,
        "years": years,
        "metrics": METRICS.values(),
        "views": View.choices,
        "typed_base": request.GET.get("base", ""),  # shown back as typed, also when refused
    }
    if not form.is_valid():
        chosen = [m for m in request.GET.getlist("metric") if m in METRICS][:1] or ["catholics"]
        ctx |= {"metric": chosen[0], "view": request.GET.get("view", View.RAW)}
        return render(request, template, ctx, status=400)
    data = form.cleaned_data
    metric, view, base = data["metric"][0], data["view"], data["base"]
    ctx |= {"metric": metric, "view": view, "base": base}
    if not years:
        return render(request, template, ctx)
    # world_map's years are the collection's (every year any member has a row for).
    year = data["year"] or years[-1]
    for asked in (year, base):
        if asked is not None and asked not in years:
            problem = _("No diocese of this collection has figures for %(year)d.") % {"year": asked}
            return render(request, template, ctx | {"problems": [problem]}, status=400)
    # The page's state, as its address keeps it (the base year only when one was chosen).
    state = {"metric": metric, "view": view, **({"base": base} if base else {}), "year": year}
    sort, order = data["sort"], data["order"]
    return ctx | {
        "year": year,
        "sort": sort,
        "order": order,
        "metric_label": METRICS[metric].label,
        "state": {**state, "sort": sort, "order": order},
        # Drawn only when the template's cache block misses (a template calls a callable), as
        # on the chart page: a second visit to the same state is one cache read.
        "draw": functools.cache(
            functools.partial(_draw, collection, version, state, sort, order == "desc")
        ),
        "version": version,
    }


@login_required
@paid_plan_required
@require_GET
@chart_csp
def map_page(request: HttpRequest, collection_id: int) -> HttpResponse:
    """The collection's group totals by country on a world map, a year at a time."""
    ctx = _opened(request, collection_id, "research/map.html")
    if isinstance(ctx, HttpResponse):
        return ctx
    collection, version = ctx["collection"], ctx.pop("version")
    shown = urlencode(ctx.pop("state"))
    ctx |= {
        "map_bundle": MAP_BUNDLE,
        "rendered_key": RENDERED.key(collection.pk, version, get_language(), shown),
        "rendered_seconds": RENDERED.seconds,
    }
    return render(request, "research/map.html", ctx)


@login_required
@paid_plan_required
@require_GET
def map_table_page(request: HttpRequest, collection_id: int) -> HttpResponse:
    """The map's table of countries on its own page (a map of many countries links to it, and
    "Show the table here" loads it under the map)."""
    ctx = _opened(request, collection_id, "research/map_table.html")
    if isinstance(ctx, HttpResponse):
        return ctx
    del ctx["version"], ctx["state"]
    return render(request, "research/map_table.html", ctx | {"drawn": ctx["draw"]()})


@login_required
@paid_plan_required
@require_GET
def map_data_view(request: HttpRequest, collection_id: int) -> HttpResponse:
    """Every year's map figures of one statistic and view, as JSON for static/js/research/map.js
    (kept compressed per data version: the map's page does not carry them)."""
    collection = access.collection_for(signed_in_user(request), collection_id)
    form = MapForm(request.GET)
    if not form.is_valid():
        errors = [str(error) for field in form.errors.values() for error in field]
        return JsonResponse({"errors": errors}, status=400)
    metric, view = form.cleaned_data["metric"][0], form.cleaned_data["view"]
    base = form.cleaned_data["base"]
    version = analysis.collection_version(collection)

    def build() -> dict[str, Any]:
        world = cached_map(collection, version, metric=metric, view=view, base=base)
        title = _("%(statistic)s by country") % {"statistic": METRICS[metric].label}
        return map_data(world, title=title, filename=f"research-{collection.pk}-map-{metric}")

    parts = (collection.pk, version, get_language(), metric, view, base or "")
    return kept_json_response(request, MAP_DATA, build, *parts)


def _data_address(collection: Collection, state: dict) -> str:
    query = urlencode({key: value for key, value in state.items() if key != "year"})
    return f"{reverse('research:map_data', args=[collection.pk])}?{query}"


def _draw(
    collection: Collection, version: str, state: dict, sort: str, descending: bool
) -> dict[str, Any]:
    """What the map page shows for `state` (metric, view, base, year), its table sorted by
    `sort`."""
    world = cached_map(
        collection, version, metric=state["metric"], view=state["view"], base=state.get("base")
    )
    year = state["year"]
    shown = {**state, "sort": sort, "order": "desc" if descending else "asc"}
    return {
        "world": world,
        "table_in_page": len(world.countries) <= TABLE_IN_PAGE_COUNTRIES,
        "table_url": f"{reverse('research:map_table', args=[collection.pk])}?{urlencode(shown)}",
        "data_url": _data_address(collection, state),
        "year_index": world.years.index(year),
        "rows": map_rows(world, year=year, sort=sort, descending=descending),
        "headings": _headings(state, sort, descending),
        "unit": world.unit,
        "not_drawn": [c for c in world.countries if c.map_id is None],
        "coverage": coverage_text(world, year=year),
        # When the figures were last checked upstream: the date a downloaded picture says.
        "retrieved": analysis.collection_dioceses(collection).aggregate(
            checked=Max("series_checked_at")
        )["checked"],
    }
