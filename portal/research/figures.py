"""The collection chart: plain plotly.js figure data, drawn like the trends charts.

A collection can hold hundreds of dioceses, and the chart draws every one of them: a series
is never left out. What keeps many lines readable is in the browser (static/js/trends/chart.js):
plotly's legend toggles a series (a double click shows it alone), hovering a line or its legend
entry emphasises it, and a search box above a long legend finds a series by name. Each series
has a colour of its own while the palette lasts, a diocese or group its usual one where no other
line has it (chart_style.series_styles); beyond, lines of one colour differ by dash and marker,
and the caption says so. The legend lists
the series highest latest figure first, and the data table under the chart gives every
figure of every series (the same numbers: one TrendTable feeds both).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime

from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from portal.research.groups import GROUPINGS
from portal.research.series import ChartSeries
from portal.statistics import charts
from portal.statistics.chart_style import shares_colours
from portal.statistics.derived import Column, Number, TrendTable
from portal.statistics.metrics import METRICS

# Up to this many series, the data table is written under the chart (a wider one would be a
# megabyte of HTML in every view of the page, and no one reads 300 columns on a screen).
TABLE_IN_PAGE_LIMIT = 24


@dataclass(frozen=True)
class Latest:
    """A series' last figure within the chart's years (None: it has none)."""

    key: str  # the diocese's source code, or the group key
    name: str
    value: Number | None
    year: int | None


@dataclass(frozen=True)
class Coverage:
    """How much of the collection the chart's figures cover, and when they were fetched."""

    reported: int  # dioceses of the collection with a figure of the statistic in the years
    members: int  # dioceses of the collection
    retrieved: datetime | None  # when their figures were last checked upstream

    @property
    def text(self) -> str:
        """ "Figures for 3 of 5 dioceses", in the groups page's words."""
        words = ngettext(
            "figures for %(reported)s of %(members)d diocese",
            "figures for %(reported)s of %(members)d dioceses",
            self.members,
        ) % {"reported": self.reported, "members": self.members}
        return words[:1].upper() + words[1:]


@dataclass(frozen=True)
class CollectionFigure:
    figure: dict  # {"data", "layout", "config"}, for json_script and Plotly.newPlot
    shown: list[Latest]  # every series, drawn, highest latest figure first (none at all: last)
    title: str
    table: TrendTable  # the figures drawn, its columns in the legend's order: the data table
    coverage: Coverage | None = None

    @property
    def table_in_page(self) -> bool:
        """A short list's table is under the chart; a long one's (hundreds of columns, tens of
        thousands of figures) has its own page, which the chart page loads when asked."""
        return len(self.table.columns) <= TABLE_IN_PAGE_LIMIT

    @property
    def shares_colours(self) -> bool:
        """More series than colours: the caption says how lines of one colour differ."""
        return shares_colours(len(self.table.columns))

    @property
    def figure_count(self) -> int:
        return sum(value is not None for column in self.table.columns for value in column.values)

    @property
    def growth_rows(self) -> list[tuple[str, Column]]:
        """Each series' average annual change, in the legend's order (trends/_growth.html)."""
        return charts.growth_rows(self.table, by_diocese=True)

    @property
    def columns(self) -> list[tuple[Column, Promise | str]]:
        """(column, unit) pairs, as templates/trends/_table.html lays them out."""
        return [(column, self.table.unit(column)) for column in self.table.columns]


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


def figure_title(chart: ChartSeries, *, collection_name: str) -> str:
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
    suffix = charts.view_suffix(table.view, table.base)
    if suffix:
        title = _("%(title)s (%(view)s)") % {"title": title, "view": suffix}
    return title


def collection_figure(
    chart: ChartSeries, *, collection_name: str, filename: str, coverage: Coverage | None = None
) -> CollectionFigure:
    """The figure for `chart` (`series_for_chart`): every series drawn, the legend (and the
    data table) highest latest figure first (in the view shown). `coverage`, when known, is
    said under the chart and drawn into a downloaded picture of it (layout.meta)."""
    order = ranked(chart.table)
    table = replace(chart.table, columns=[column for column, _latest in order])
    title = figure_title(chart, collection_name=collection_name)
    figure = charts.figure_build(table, title=title, filename=filename)
    # Each line is a diocese or a group: its name, even when alone (trends would name the
    # metric there; here the title does).
    for trace, column in zip(figure["data"], table.columns, strict=True):
        trace["name"] = charts.plain(column.diocese_name)
    figure["layout"]["showlegend"] = bool(order)
    if coverage is not None:
        meta = figure["layout"]["meta"]
        meta["coverage"] = " ".join(filter(None, [f"{coverage.text}.", meta["coverage"]]))
    return CollectionFigure(
        figure=figure,
        shown=[item for _column, item in order],
        title=title,
        table=table,
        coverage=coverage,
    )
