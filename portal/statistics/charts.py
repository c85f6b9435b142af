"""Plotly figures for the trends pages and the research charts, built as plain data and drawn
by plotly.js in the page.

`figure_build` returns plain JSON-able data ({"data", "layout", "config"}) for
`json_script`; static/js/trends/chart.js hands it to `Plotly.newPlot` unchanged.
"""

# Reference: https://plotly.com/python/reference/scatter/ (connectgaps, hovertemplate) and
# https://plotly.com/javascript/configuration-options/ (toImageButtonOptions).

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Protocol, TypeVar

from csp.decorators import csp_update
from django.http import HttpResponseBase
from django.utils import formats
from django.utils.translation import get_language, ngettext
from django.utils.translation import gettext as _

from portal.statistics.chart_style import (
    AXIS,
    DASHES,
    GRID,
    SYMBOLS,
    SeriesStyle,
    axis_style,
    layout_style,
    plain,
    series_styles,
)
from portal.statistics.derived import PER_CAPITA, Column, TrendTable, View
from portal.statistics.metrics import INDEX_BASE_SUFFIX, METRICS, PER_BASES, VIEW_SUFFIXES
from portal.statistics.precision import view_decimals

ROW_HEIGHT, CHROME_HEIGHT = 330, 200
# Beyond this many series a chart's legend gets a search box (static/js/trends/chart.js), and
# hovering picks the nearest line instead of listing every series' figure for the year.
LONG_LEGEND = 8
VERTICAL_SPACING = 0.1  # between stacked plots, as a fraction of the plotting area

_View = TypeVar("_View", bound=Callable[..., HttpResponseBase])


class _ViewDecorator(Protocol):
    """A decorator that returns the view it is given, signature and all."""

    def __call__(self, view: _View, /) -> _View: ...


# The one CSP exception of the chart pages (docs/security.md §10): plotly.js's PNG download (the
# modebar camera) serialises the chart's SVG into a blob: URL and draws it into an <img> on a
# canvas, so `img-src` must allow `blob:`. A blob: URL can only be made by a script already
# running on our origin, so this widens nothing an attacker controls. Nothing else is needed:
# no 'unsafe-eval' (the strict build), no 'unsafe-inline' (see _plotly_head.html).
# django-csp types its decorators for views taking the request alone (Callable[[HttpRequest],
# HttpResponseBase]); the chart views take URL arguments too, and keep their signatures.
chart_csp: _ViewDecorator = csp_update({"img-src": ["blob:"]})  # type: ignore[assignment]

# How long a chart's rendered figure data and table are kept (the template's cache block): the
# key changes with the data, so this only bounds what Redis holds for charts nobody reopens.
RENDERED_SECONDS = 3600


def rendered_key(*, state: str, compare: bool, fetched: Sequence[datetime | None]) -> str:
    """What the rendered figure data and table depend on: the chart's state (dioceses,
    metrics, view, years), the page kind, when each series was fetched, and the language.
    (Every series the door or the warehouse gives says when; None would count as "".)"""
    parts = [
        get_language() or "",
        "compare" if compare else "one",
        state,
        *(moment.isoformat() if moment is not None else "" for moment in fetched),
    ]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:32]


def view_suffix(view: str, base: int | None = None) -> str:
    """What a title adds for `view` (its name in portal.statistics.metrics); "" for raw.
    `base`: the index's base year, when one is chosen."""
    if view == View.INDEXED and base is not None:
        return str(INDEX_BASE_SUFFIX % {"year": base})
    return str(VIEW_SUFFIXES.get(View(view), ""))


def chart_title(table: TrendTable) -> str:
    """A sentence that says what the chart shows: who, what, which years, which view."""
    metrics = ", ".join(str(METRICS[m].label) for m in table.metrics)
    years = f"{table.years[0]}–{table.years[-1]}" if table.years else _("no years")
    dioceses = table.dioceses
    if len(dioceses) == 1:
        title = _("%(diocese)s: %(metrics)s, %(years)s") % {
            "diocese": dioceses[0][1],
            "metrics": metrics,
            "years": years,
        }
    else:
        title = ngettext(
            "%(metrics)s in %(count)d diocese, %(years)s",
            "%(metrics)s in %(count)d dioceses, %(years)s",
            len(dioceses),
        ) % {"metrics": metrics, "count": len(dioceses), "years": years}
    suffix = view_suffix(table.view, table.base)
    return _("%(title)s (%(view)s)") % {"title": title, "view": suffix} if suffix else title


def gaps_note(table: TrendTable) -> str:
    """The chart's missing-years note, as its caption says it: "" when no series misses a year."""
    if any(value is None for column in table.columns for value in column.values):
        return _("Missing years are gaps in the lines.")
    return ""


def _axis_key(column: Column, view: str) -> str:
    """Columns with the same key share a value axis (one subplot row)."""
    if view == View.PER_CAPITA:
        return str(PER_CAPITA[column.metric].per)
    if view == View.RAW:
        return str(METRICS[column.metric].unit)
    return view  # an index or a percent change: every metric on one scale


def _axis_title(columns: Sequence[Column], table: TrendTable) -> str:
    units = list(dict.fromkeys(str(table.unit(c)) for c in columns))
    if len(units) == 1:
        return units[0]
    return _axis_key(columns[0], table.view)  # per capita: "per 10,000 Catholics"


def trace_name(column: Column, table: TrendTable) -> str:
    if len(table.dioceses) == 1:
        return str(column.label)
    if len(table.metrics) == 1:
        return column.diocese_name
    return f"{column.diocese_name} — {column.label}"


# The views whose values are never negative: their axes start at zero.
_FROM_ZERO = (View.RAW, View.PER_CAPITA, *PER_BASES)


def growth_rows(table: TrendTable, *, by_diocese: bool = False) -> list[tuple[str, Column]]:
    """(series name, column) for the average annual change table under a chart: named as the
    chart's legend names the line (`by_diocese`: always by the diocese or group)."""
    return [
        (column.diocese_name if by_diocese else trace_name(column, table), column)
        for column in table.columns
        if column.growth is not None
    ]


def _hover_format(table: TrendTable) -> str:
    # Thousands grouped, at most two decimals, no trailing zeros (d3-format).
    if table.view in PER_BASES:  # tiny values: their decimals, without trailing zeros
        return f",.{view_decimals(table.view)}~f"
    return ",.2~f" if table.view == View.RAW else ",.2f"


def _axis_groups(table: TrendTable) -> dict[str, list[int]]:
    """Column indexes per value axis, in order of first appearance."""
    groups: dict[str, list[int]] = {}
    for index, column in enumerate(table.columns):
        groups.setdefault(_axis_key(column, table.view), []).append(index)
    return groups


def row_count(table: TrendTable) -> int:
    """How many stacked plots the chart has: one per unit (raw counts of priests, of people…)."""
    return max(1, len(_axis_groups(table)))


def _domains(rows: int) -> list[tuple[float, float]]:
    """Each stacked plot's vertical extent in the paper (0 = bottom), top plot first."""
    height = (1 - VERTICAL_SPACING * (rows - 1)) / rows
    tops = [1 - i * (height + VERTICAL_SPACING) for i in range(rows)]
    return [(round(max(0.0, top - height), 6), round(top, 6)) for top in tops]


def _axis_suffix(row: int) -> str:
    """plotly.js names axes x, x2, x3…: row 1 has no number."""
    return "" if row == 1 else str(row)


def figure_build(table: TrendTable, *, title: str, filename: str) -> dict:
    """The figure (traces, layout) and plotly.js config for `table`, as JSON-able data.

    Plain dicts in plotly.js's own schema, one stacked plot per unit sharing the year axis
    (what plotly's `make_subplots(shared_xaxes=True)` lays out), built directly: plotly's
    Python objects validate every property on the way in, which made a chart page cost several
    times a profile page. tests/trends/test_charts.py checks the result against plotly's
    schema.
    """
    groups = list(_axis_groups(table).values()) or [[]]
    rows = len(groups)
    codes = [code for code, _name in table.dioceses]
    styles = series_styles(column.source_code for column in table.columns)
    layout: dict = {
        # Just above the plot, pushing the top margin as it needs (chart.js may wrap it).
        "title": {
            "text": plain(title),
            "x": 0,
            "xanchor": "left",
            "yref": "paper",
            "y": 1,
            "yanchor": "bottom",
            "automargin": True,
            "pad": {"b": 14},
            "font": {"size": 17},
        },
        **layout_style(),
        "height": CHROME_HEIGHT + ROW_HEIGHT * rows,
        "margin": {"l": 70, "r": 24, "t": 40, "b": 40},
        # A few series: every one's figure for the year under the pointer. Many: the nearest
        # line's, which chart.js also emphasises (as it does for the legend entry hovered).
        "hovermode": "x unified" if len(table.columns) <= LONG_LEGEND else "closest",
        "showlegend": len(table.columns) > 1,
        # Decimal and thousands separators of the page's language ("," and "." swap in it/es…).
        "separators": formats.get_format("DECIMAL_SEPARATOR")
        + formats.get_format("THOUSAND_SEPARATOR"),
        # What static/js/core/chart-export.js draws into a downloaded picture, in the page's
        # language: the title unwrapped (chart.js may break the shown one) and the coverage.
        "meta": {"title": title, "coverage": gaps_note(table)},
    }
    data = []
    for row, (indexes, domain) in enumerate(zip(groups, _domains(rows), strict=True), start=1):
        suffix = _axis_suffix(row)
        x_axis = {
            "anchor": f"y{suffix}",
            "domain": [0.0, 1.0],
            "tickformat": "d",
            "hoverformat": "d",
            **axis_style(),
            "automargin": True,
        }
        if row < rows:  # every plot follows the lowest one's years; only it shows them
            x_axis.update(matches=f"x{rows}", showticklabels=False)
        else:
            x_axis["title"] = {"text": plain(_("Year")), "standoff": 10}
        layout[f"xaxis{suffix}"] = x_axis
        layout[f"yaxis{suffix}"] = {
            "anchor": f"x{suffix}",
            "domain": list(domain),
            "title": {"text": plain(_axis_title([table.columns[i] for i in indexes], table))}
            if indexes
            else {},
            "rangemode": "tozero" if table.view in _FROM_ZERO else "normal",
            "showgrid": True,
            "gridcolor": GRID,
            "linecolor": AXIS,
            "showline": True,
            "zeroline": True,
            "zerolinecolor": AXIS,
            "tickformat": "~s" if table.view == View.RAW else ",.4~g",
            "hoverformat": _hover_format(table),
            "automargin": True,
        }
        for index in indexes:
            trace = _trace(table.columns[index], table, codes, styles)
            data.append({**trace, "xaxis": f"x{suffix}", "yaxis": f"y{suffix}"})
    layout["legend"].update(
        # Plotly's own legend toggling stays on: a click hides or shows a series, a double
        # click shows it alone. A long legend scrolls (plotly caps it at half the chart).
        itemclick="toggle",
        itemdoubleclick="toggleothers",
    )
    return {
        "data": data,
        "layout": layout,
        # Not plotly's: tells chart.js to offer the legend's search box.
        "legend_search": len(data) > LONG_LEGEND,
        "config": {
            "responsive": True,
            "displaylogo": False,
            # plotly.js 4 offers to upload the chart to Plotly Cloud: figures stay with us.
            "showSendToCloud": False,
            # Its English-only tip ("Double-click on legend…") fades in over the page, in too
            # little contrast while it fades; the caption says the same in the page's language.
            "showTips": False,
            "modeBarButtonsToRemove": ["select2d", "lasso2d", "autoScale2d"],
            "toImageButtonOptions": {
                "format": "png",
                "filename": filename,
                "width": 1200,
                "height": 300 + 260 * rows,
                "scale": 1,
            },
        },
    }


def _trace(
    column: Column, table: TrendTable, codes: list[str], styles: dict[str, SeriesStyle]
) -> dict:
    metric_index = table.metrics.index(column.metric)
    # Each diocese (or group) of the chart has its own colour while the palette lasts, its
    # preferred one where no other has it (chart_style.series_styles); beyond the palette,
    # series of one colour differ by dash and symbol. Several statistics of one diocese share
    # its colour and differ by dash pattern and marker symbol.
    style = styles[column.source_code]
    one_metric = len(table.metrics) == 1
    symbol = style.symbol if one_metric else SYMBOLS[metric_index % len(SYMBOLS)]
    dash = style.dash if one_metric else DASHES[metric_index % len(DASHES)]
    trace = {
        "type": "scatter",
        "x": list(table.years),
        "y": list(column.values),  # None stays null in the JSON: plotly.js leaves a gap there
        "name": plain(trace_name(column, table)),
        "mode": "lines+markers",  # a year between two gaps still shows, as a dot
        "connectgaps": False,
        "line": {
            "color": style.colour,
            "width": 2,
            "dash": dash,
        },
        "marker": {"size": 5, "symbol": symbol},
        "hovertemplate": f"%{{y:{_hover_format(table)}}} {plain(table.unit(column))}",
    }
    if len(codes) > 1:
        trace["legendgroup"] = column.source_code
    return trace
