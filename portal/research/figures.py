"""The collection chart: plain plotly.js figure data, drawn like the trends charts.

A collection can hold hundreds of dioceses; a chart stays readable with six lines (the trends
palette has six colours and six marker symbols, so each line is told apart by more than
colour). Beyond six series the chart shows the six highest at their latest figure and names
the rest beside it, with that figure, so nothing is silently dropped. Small multiples were
the alternative; at 80 countries or 350 dioceses they become a wall of tiny plots that
cannot be compared, while the year table and the downloads already carry every series.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from portal.research.groups import GROUPINGS
from portal.research.series import ChartSeries
from portal.statistics import charts
from portal.statistics.derived import Column, Number, TrendTable
from portal.statistics.metrics import METRICS

TOP = 6  # lines on one chart: one per colour and marker symbol of the trends palette


@dataclass(frozen=True)
class Latest:
    """A series' last figure within the chart's years (None: it has none)."""

    key: str  # the diocese's source code, or the group key
    name: str
    value: Number | None
    year: int | None


@dataclass(frozen=True)
class CollectionFigure:
    figure: dict  # {"data", "layout", "config"}, for json_script and Plotly.newPlot
    shown: list[Latest]  # the series drawn, highest latest figure first
    rest: list[Latest]  # the series left out, in the same order (no figure at all: last)
    title: str


def latest(column: Column, years: list[int]) -> Latest:
    for year, value in zip(reversed(years), reversed(column.values), strict=True):
        if value is not None:
            return Latest(column.source_code, column.diocese_name, value, year)
    return Latest(column.source_code, column.diocese_name, None, None)


def ranked(table: TrendTable) -> list[tuple[Column, Latest]]:
    """Columns by their latest figure, highest first; ties by name; no figure last."""
    pairs = [(column, latest(column, table.years)) for column in table.columns]
    pairs.sort(key=lambda pair: pair[1].name.casefold())
    pairs.sort(key=lambda pair: (pair[1].value is None, -(pair[1].value or 0)))
    return pairs


def figure_title(chart: ChartSeries, *, collection_name: str, shown: int) -> str:
    table = chart.table
    metric = str(METRICS[table.metrics[0]].label)
    years = f"{table.years[0]}–{table.years[-1]}" if table.years else _("no years")
    if chart.by:
        title = _("%(metric)s by %(grouping)s: %(collection)s, %(years)s") % {
            "metric": metric,
            "grouping": str(GROUPINGS[chart.by]).lower(),
            "collection": collection_name,
            "years": years,
        }
    else:
        title = _("%(metric)s: %(collection)s, %(years)s") % {
            "metric": metric,
            "collection": collection_name,
            "years": years,
        }
    suffix = charts.view_suffix(table.view)
    if suffix:
        title = _("%(title)s (%(view)s)") % {"title": title, "view": suffix}
    total = len(table.columns)
    if shown < total:
        title = ngettext(
            "%(title)s — the %(shown)d highest of %(total)d",
            "%(title)s — the %(shown)d highest of %(total)d",
            shown,
        ) % {"title": title, "shown": shown, "total": total}
    return title


def collection_figure(
    chart: ChartSeries, *, collection_name: str, filename: str, limit: int = TOP
) -> CollectionFigure:
    """The figure for `chart` (`series_for_chart`): at most `limit` lines, the highest
    at their latest figure (in the view shown), and the rest listed."""
    order = ranked(chart.table)
    shown = [pair for pair in order[:limit] if pair[1].value is not None]
    rest = [latest for _column, latest in order[len(shown) :]]
    table = replace(chart.table, columns=[column for column, _latest in shown])
    title = figure_title(chart, collection_name=collection_name, shown=len(shown))
    figure = charts.figure_build(table, title=title, filename=filename)
    # Each line is a diocese or a group: its name, even when alone (trends would name the
    # metric there; here the title does).
    for trace, (column, _latest) in zip(figure["data"], shown, strict=True):
        trace["name"] = charts.plain(column.diocese_name)
    figure["layout"]["showlegend"] = bool(shown)
    return CollectionFigure(
        figure=figure, shown=[latest for _column, latest in shown], rest=rest, title=title
    )
