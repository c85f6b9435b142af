"""Diocese statistics charted: the picker, one diocese, a comparison, and their downloads.

Every chart URL carries its whole state in the query string, so a chart can be bookmarked
and shared; the same URL with `format=csv`, `format=json` or `format=xlsx` downloads what it shows.
"""

from __future__ import annotations

from functools import partial
from typing import Any
from urllib.parse import urlencode

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, HttpResponseBase, JsonResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_GET

from portal import magisterium
from portal.accounts.connections import plan_known_free
from portal.accounts.users import signed_in_user
from portal.core.ids import id_url, is_valid_id
from portal.core.kept import Kept
from portal.core.upstream import upstream_error_response, upstream_status
from portal.statistics import chart_style, charts, derived
from portal.statistics.charts import chart_csp
from portal.statistics.derived import TrendTable, View
from portal.statistics.forms import FIRST_YEAR, last_year
from portal.statistics.metrics import MAX_METRICS, METRICS
from portal.trends import exports, fetching
from portal.trends.forms import MAX_DIOCESES, SearchForm, TrendsForm

# A few well-documented sees to start from (codes of the sandbox catalogue; dmaml is Manila's
# real code). Names are translatable: several languages spell these sees their own way.
EXAMPLES = [
    ("dmaml", gettext_lazy("Archdiocese of Manila")),
    ("dmila", gettext_lazy("Archdiocese of Milan")),
    ("dsjcr", gettext_lazy("Archdiocese of San José de Costa Rica")),
    ("dsant", gettext_lazy("Archdiocese of Santiago de Chile")),
    ("dcord", gettext_lazy("Archdiocese of Córdoba")),
    ("dport", gettext_lazy("Archdiocese of Portland in Oregon")),
]

# The chart's rendered figure data and table (the template's {% cache %} fragment, named as this),
# per charts.rendered_key; its version is derived from the template and the code that draws it.
RENDERED: Kept[str] = Kept(
    "trend-rendered",
    seconds=charts.RENDERED_SECONDS,
    sources=(__name__, charts, chart_style, derived, "trends/chart.html"),
)


def _query(data: dict, *, codes: bool = True) -> str:
    """The canonical query string of a chart state (cleaned data), minus defaults."""
    state = {
        "d": data["d"] if codes else [],
        "metric": data["metric"],
        "start": data.get("start"),
        "end": data.get("end"),
        "view": data["view"] if data["view"] != View.RAW else None,
        "base": data.get("base"),
    }
    return urlencode(
        [
            (key, value)
            for key, values in state.items()
            for value in (values if isinstance(values, list) else [values])
            if value not in (None, "")
        ]
    )


def _controls(form: TrendsForm) -> dict:
    """What the controls show: the cleaned state, or what was typed when it was invalid."""
    data = form.cleaned_data if form.is_valid() else {}
    metrics = data.get("metric") or [m for m in form.data.getlist("metric") if m]
    return {
        "codes": data.get("d") or [d for d in form.data.getlist("d") if d],
        "metric_slots": (metrics + [""] * MAX_METRICS)[:MAX_METRICS],
        "view": data.get("view") or form.data.get("view", View.RAW),
        "start": data.get("start") if data else form.data.get("start", ""),
        "end": data.get("end") if data else form.data.get("end", ""),
        "base": data.get("base") if data else form.data.get("base", ""),
        "metrics": METRICS.values(),
        "views": View.choices,
        "first_year": FIRST_YEAR,
        "last_year": last_year(),
    }


def _download_error(
    fmt: str, messages: list[str], *, status: int, retry_after: float | None = None
) -> HttpResponse:
    """A failed download answers in its own kind (JSON, or plain text for CSV), not in HTML."""
    response: HttpResponse
    if fmt == "json":
        response = JsonResponse({"errors": messages}, status=status)
    else:
        response = HttpResponse("\n".join(messages), content_type="text/plain", status=status)
    if retry_after:
        response["Retry-After"] = str(retry_after)
    return response


def _bad_request(request: HttpRequest, form: TrendsForm, *, compare: bool) -> HttpResponse:
    """Invalid input: a sentence per problem and a 400, before anything went upstream."""
    if request.GET.get("format") in ("csv", "json", "xlsx"):
        return _download_error(request.GET["format"], form.messages, status=400)
    ctx = _form_context(request, form, compare=compare)
    return render(request, "trends/chart.html", ctx, status=400)


def _missing(trend: fetching.Trend) -> list[dict]:
    """One line per diocese that could not be charted, with a way to look for it."""
    lines = []
    for fetch in trend.missing:
        # Not charted: either upstream knows no such diocese or asking it failed.
        if fetch.error is None:
            message = _("No diocese with the code “%(code)s” was found.") % {
                "code": fetch.source_code
            }
        else:
            message = fetch.error.user_message
        search_url = f"{reverse('trends:index')}?{urlencode({'q': fetch.source_code})}"
        lines.append(
            {"source_code": fetch.source_code, "message": str(message), "search_url": search_url}
        )
    return lines


def _diocese_choices(codes: list[str], charted: list[tuple[str, str]]) -> list[dict]:
    """The compare form's ticked dioceses: by name where known (`charted`), by code when not."""
    names = dict(charted)
    return [{"code": code, "name": names.get(code, code)} for code in codes]


def _year_or_none(value: Any) -> int | None:
    """A year as chosen or as typed ("2000"); anything else: None (all years)."""
    if isinstance(value, str) and value.isdigit() and len(value) <= 4:
        return int(value)
    return value if isinstance(value, int) else None


def _form_context(request: HttpRequest, form: TrendsForm, *, compare: bool) -> dict:
    """The chart page without a chart: the controls as chosen, for a message above them; the
    dioceses chosen by name where the portal keeps their series (no upstream call), else by
    code."""
    controls = _controls(form)
    codes = [code for code in controls["codes"] if is_valid_id(code)][:MAX_DIOCESES]
    names = (
        fetching.known_names(
            user=signed_in_user(request),
            codes=codes,
            start=_year_or_none(controls["start"]),
            end=_year_or_none(controls["end"]),
        )
        if codes
        else {}
    )
    return {
        "form": form,
        "controls": controls,
        "compare": compare,
        "diocese_choices": _diocese_choices(controls["codes"], list(names.items())),
    }


def _nothing_charted(
    request: HttpRequest, form: TrendsForm, trend: fetching.Trend, *, compare: bool
) -> HttpResponse:
    """No diocese answered: 404 when none exists, else the first upstream error's page."""
    errors = [f.error for f in trend.missing if f.error is not None]
    fmt = form.cleaned_data["format"]
    if errors:
        if fmt != "html":
            return _download_error(
                fmt,
                [str(errors[0].user_message)],
                status=upstream_status(errors[0]),
                retry_after=getattr(errors[0], "retry_after", None),
            )
        ctx = _form_context(request, form, compare=compare)
        return upstream_error_response(request, errors[0], template="trends/chart.html", ctx=ctx)
    missing = _missing(trend)
    if fmt != "html":
        return _download_error(fmt, [m["message"] for m in missing], status=404)
    return render(request, "trends/not_found.html", {"missing": missing}, status=404)


def _chart_context(
    form: TrendsForm,
    trend: fetching.Trend,
    table: TrendTable,
    *,
    title: str,
    missing: list[dict],
    compare: bool,
) -> dict:
    """What the chart page shows for a charted `trend` (`table`: its table)."""
    data = form.cleaned_data
    state = _query(data)
    return {
        "form": form,
        "controls": _controls(form),
        "compare": compare,
        "table": table,
        "title": title,
        "missing": missing,
        "stale": trend.stale,
        "columns": [(column, table.unit(column)) for column in table.columns],
        # Built only when the template's cache block misses (a template calls a callable).
        "figure": partial(
            charts.figure_build, table, title=title, filename=exports.filename_stem(table)
        ),
        "rendered_key": RENDERED.key(
            charts.rendered_key(
                state=state,
                compare=compare,
                fetched=[series.fetched_at for series in trend.charted_series],
            )
        ),
        "rendered_seconds": RENDERED.seconds,
        "query": _query(data, codes=compare),
        "share_query": state,
        "dioceses": table.dioceses,
        "chart_rows": charts.row_count(table),
        "growth_rows": charts.growth_rows(table),
        "diocese_choices": _diocese_choices(data["d"], table.dioceses),
    }


def _chart(request: HttpRequest, form: TrendsForm, *, compare: bool) -> HttpResponseBase:
    if plan_known_free(request.user) and request.GET.get("format") not in ("csv", "json", "xlsx"):
        # Known since sign-in: the plan's notice in place of the controls (chart.html), before
        # anything is chosen; a download is refused by the plan door in its own kind below.
        return render(request, "trends/chart.html", {"compare": compare}, status=403)
    if not form.is_valid():
        return _bad_request(request, form, compare=compare)
    data = form.cleaned_data
    trend = fetching.trend_get(
        user=signed_in_user(request),
        codes=data["d"],
        metrics=data["metric"],
        view=data["view"],
        start=data["start"],
        end=data["end"],
        base=data["base"],
    )
    if trend.table is None:
        return _nothing_charted(request, form, trend, compare=compare)
    table, title, missing = trend.table, charts.chart_title(trend.table), _missing(trend)
    if data["format"] in exports.FORMATS:
        return exports.response(
            table, data["format"], title=title, stale=trend.stale, missing=missing
        )
    ctx = _chart_context(form, trend, table, title=title, missing=missing, compare=compare)
    return render(request, "trends/chart.html", ctx)


@login_required
@require_GET
@chart_csp
def diocese(request: HttpRequest, source_code: str) -> HttpResponseBase:
    """One diocese: /trends/<source_code>/?metric=…&start=…&end=…&view=…"""
    query = request.GET.copy()
    query.setlist("d", [source_code])
    return _chart(request, TrendsForm(query), compare=False)


@login_required
@require_GET
@chart_csp
def compare(request: HttpRequest) -> HttpResponseBase:
    """Up to six dioceses on one chart: /trends/compare/?d=…&d=…&metric=…"""
    return _chart(request, TrendsForm(request.GET), compare=True)


def _search_results(profile: magisterium.Profile) -> list[dict]:
    """The best match first, then upstream's alternates (untrusted text, escaped on output).

    A code that could not be charted (one the id rule refuses, or "compare", whose address is
    the comparison page) is left out: it could not be linked.
    """
    results = [{"code": profile.id, "name": profile.name, "place": profile.fields.get("country")}]
    for other in profile.alternates:
        results.append(
            {
                "code": other.get("source_code"),
                "name": other.get("primary_name"),
                "place": other.get("country"),
            }
        )
    return [r for r in results if id_url("trends:diocese", source_code=r["code"]) is not None]


@login_required
@require_GET
def index(request: HttpRequest) -> HttpResponse:
    """Find a diocese by name or pick an example; choose what to chart or compare."""
    search, state = SearchForm(request.GET), TrendsForm(request.GET, min_dioceses=0)
    ctx: dict[str, Any] = {
        "search": search,
        "form": state,
        "controls": _controls(state),
        "examples": EXAMPLES,
        "max_dioceses": MAX_DIOCESES,
    }
    if not (search.is_valid() and state.is_valid()):
        return render(request, "trends/index.html", ctx, status=400)
    ctx["chart_query"] = _query(state.cleaned_data, codes=False)
    query = search.cleaned_data["q"].strip()
    if query:
        try:
            found = magisterium.session_for(request.user).diocese_lookup(query=query)
        except magisterium.MagisteriumError as exc:
            return upstream_error_response(request, exc, template="trends/index.html", ctx=ctx)
        ctx["searched"] = query
        if isinstance(found, magisterium.Profile):
            ctx["results"] = _search_results(found)
        else:
            ctx["not_found_hint"] = found.hint
    # Each diocese once: a search result is not listed again among the examples.
    results = list({r["code"]: r for r in ctx.get("results", [])}.values())
    if "results" in ctx:
        ctx["results"] = results
    found_codes = {r["code"] for r in results}
    ctx["examples"] = [(code, name) for code, name in EXAMPLES if code not in found_codes]
    # Ticked dioceses that neither the examples nor the results list stay ticked, by name.
    shown = {code for code, _name in EXAMPLES} | found_codes
    others = [code for code in state.cleaned_data["d"] if code not in shown]
    ctx["other_choices"] = _named(request, others, state.cleaned_data) if others else []
    return render(request, "trends/index.html", ctx)


def _named(request: HttpRequest, codes: list[str], data: dict) -> list[dict]:
    """[{code, name}] for dioceses chosen earlier: their names from the series the chart showed
    (the warehouse or the shared cache hold them; a miss is asked for, as the chart did)."""
    fetches = fetching.series_fetch_many(
        user=signed_in_user(request), codes=codes, start=data.get("start"), end=data.get("end")
    )
    names = {f.source_code: f.diocese_rows.diocese_name for f in fetches if f.ok}
    return [{"code": code, "name": names.get(code) or code} for code in codes]
