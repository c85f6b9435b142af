"""What a chart shows: raw figures or a derived view of them, laid out as years × columns.

One `TrendTable` feeds the chart, the table beside it and both exports, so the three always
show the same numbers. Missing figures stay None all the way through (a gap, never a zero).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import cast

from django.utils.functional import Promise

from portal.statistics.growth import Growth, average_annual_change
from portal.statistics.metrics import (
    METRICS,
    PER_BASES,
    PER_CAPITA,
    VIEW_UNITS,
    PerCapita,
    View,
    unit_for,
)
from portal.statistics.precision import DERIVED_DECIMALS, rounded, shown_value, view_decimals

__all__ = [  # the views, their units and per-capita bases are the registry's (metrics)
    "PER_CAPITA",
    "VIEW_UNITS",
    "Column",
    "DioceseRows",
    "Number",
    "PerCapita",
    "Row",
    "TrendTable",
    "View",
    "table_build",
    "unit_for",
    "values_for",
]

Number = int | float
Row = Mapping[str, Number | None]


def row_year(row: Row) -> int:
    """A row's year. Every row has one, a whole number (the skill's answer shape,
    catalog.STATISTICS_ROW, and the warehouse's year column); `Row` cannot say so, as its other
    keys are the metrics, named at run time."""
    return cast(int, row["year"])


# Derived values are rounded once, at the end (portal.statistics.precision has the rule), so
# chart, table and exports agree to the digit.
DECIMALS = DERIVED_DECIMALS
INDEX_BASE = 100


def _ratio(numerator: Number | None, denominator: Number | None, scale: Number) -> float | None:
    """numerator / denominator × scale, rounded once (inputs are figures or unrounded sums)."""
    if numerator is None or not denominator:  # None or zero: no meaningful ratio
        return None
    return cast(float, rounded(numerator / denominator * scale, DECIMALS))


def per_capita(rows: Iterable[Row], metric: str) -> dict[int, float | None]:
    spec = PER_CAPITA[metric]
    return {row_year(row): _ratio(row[metric], row[spec.denominator], spec.scale) for row in rows}


def per_base(rows: Iterable[Row], metric: str, view: str) -> dict[int, float | None]:
    """Per 1,000 inhabitants or per Catholic (metrics.PER_BASES): the figure divided by the
    base of the same year, from unrounded inputs, rounded once to the view's decimals (as
    `per_capita`); None when either is missing or the base is zero. A group's rows hold its
    sums over the members with both figures (portal.research.series): a ratio of sums."""
    spec, decimals = PER_BASES[view], view_decimals(view)
    values: dict[int, float | None] = {}
    for row in rows:
        quotient = _quotient(row[metric], row.get(spec.denominator))
        values[row_year(row)] = (
            None if quotient is None else cast(float, rounded(quotient * spec.scale, decimals))
        )
    return values


def _quotient(numerator: Number | None, denominator: Number | None) -> float | None:
    """numerator / denominator, unrounded; None when either is missing or the base is zero."""
    if numerator is None or not denominator:
        return None
    return numerator / denominator


def indexed(rows: Sequence[Row], metric: str, base: int | None = None) -> dict[int, float | None]:
    """Each year relative to the base year (= 100): `base`, or the first year with a figure.

    A zero cannot be a base (nothing is a multiple of it), so without `base` the base is the
    first non-zero figure; a series with no such figure, or none (or zero) in the year `base`,
    has no index at all.
    """
    if base is None:
        base_value = next((row[metric] for row in rows if row[metric]), None)
    else:
        base_value = next((row[metric] for row in rows if row_year(row) == base), None)
    return {row_year(row): _ratio(row[metric], base_value, INDEX_BASE) for row in rows}


def year_on_year(rows: Iterable[Row], metric: str) -> dict[int, float | None]:
    """Percent change on the previous calendar year; None when either year has no figure.

    The previous year is looked up by its number, so a missing row (or a gap) is never
    skipped over and a change is never spread across two years.
    """
    by_year = {row_year(row): row[metric] for row in rows}
    changes: dict[int, float | None] = {}
    for year, value in by_year.items():
        previous = by_year.get(year - 1)
        change = _ratio(value - previous, previous, 100) if value is not None and previous else None
        changes[year] = change
    return changes


def values_for(
    rows: Sequence[Row], metric: str, view: str, base: int | None = None
) -> dict[int, Number | None]:
    """{year: value} of one metric in one view, for the given rows (oldest first); `base`: the
    index's base year (None: the first year with a figure)."""
    if view == View.RAW:
        return {row_year(row): row[metric] for row in rows}
    if view == View.PER_CAPITA:
        return per_capita(rows, metric)
    if view in PER_BASES:
        return per_base(rows, metric, view)
    if view == View.INDEXED:
        return indexed(rows, metric, base)
    if view == View.YOY:
        return year_on_year(rows, metric)
    raise ValueError(f"unknown view {view!r}")


# --- The table every output is made from ----------------------------------------------------


@dataclass(frozen=True)
class Column:
    """One line on the chart, one column of the table and of the exports."""

    source_code: str
    diocese_name: str
    metric: str
    values: list[Number | None]  # aligned with TrendTable.years
    growth: Growth | None = None  # the average annual change over the table's growth years

    @property
    def label(self) -> Promise:
        return METRICS[self.metric].label

    @property
    def empty(self) -> bool:
        return all(value is None for value in self.values)


@dataclass(frozen=True)
class DioceseRows:
    source_code: str
    diocese_name: str
    rows: Sequence[Row]


@dataclass(frozen=True)
class TrendTable:
    view: str
    metrics: list[str]
    years: list[int]
    columns: list[Column]
    base: int | None = None  # the index's base year (None: each series' first year)
    growth_years: tuple[int, int] | None = None  # the average annual change's first, last year

    def unit(self, column: Column) -> Promise | str:
        return unit_for(column.metric, self.view, self.base if self.view == View.INDEXED else None)

    @property
    def dioceses(self) -> list[tuple[str, str]]:
        """(source_code, name) of each diocese shown, in column order, once each."""
        return list(dict.fromkeys((c.source_code, c.diocese_name) for c in self.columns))

    @property
    def rows(self) -> list[tuple[int, list[Number | None]]]:
        return [(year, [c.values[i] for c in self.columns]) for i, year in enumerate(self.years)]


def table_build(
    dioceses: Sequence[DioceseRows],
    *,
    metrics: Sequence[str],
    view: str,
    start: int | None = None,
    end: int | None = None,
    base: int | None = None,
) -> TrendTable:
    """Columns diocese by diocese, metric by metric, over every year any diocese reports.

    Rows outside start..end are dropped here as well, whatever upstream sent, so a derived
    view (an index base, a first change) always starts inside the chosen range. `base` is the
    index's base year. Each column's average annual change runs from `start` to `end` (each,
    when not given, the table's first or last year), worked out from the unrounded series.
    """
    in_range = [
        [
            row
            for row in sorted(d.rows, key=row_year)
            if (start is None or row_year(row) >= start) and (end is None or row_year(row) <= end)
        ]
        for d in dioceses
    ]
    years = sorted({row_year(row) for rows in in_range for row in rows})
    growth_years = _growth_years(years, start, end)
    columns = []
    for diocese, rows in zip(dioceses, in_range, strict=True):
        for metric in metrics:
            by_year = values_for(rows, metric, view, base)
            columns.append(
                Column(
                    source_code=diocese.source_code,
                    diocese_name=diocese.diocese_name,
                    metric=metric,
                    # Rounded once, here, to what the inputs support (a group's percentage
                    # comes in unrounded): every chart, table and export shows these.
                    values=[
                        shown_value(by_year.get(year), metric=metric, view=view) for year in years
                    ],
                    growth=_growth(rows, metric, view, growth_years),
                )
            )
    return TrendTable(
        view=view,
        metrics=list(metrics),
        years=years,
        columns=columns,
        base=base,
        growth_years=growth_years,
    )


def _growth_years(years: list[int], start: int | None, end: int | None) -> tuple[int, int] | None:
    """The average annual change's years: the chosen range, else the table's first and last."""
    first = start if start is not None else (years[0] if years else None)
    last = end if end is not None else (years[-1] if years else None)
    if first is None or last is None or first >= last:
        return None
    return first, last


def _growth(
    rows: Sequence[Row], metric: str, view: str, years: tuple[int, int] | None
) -> Growth | None:
    """A series' average annual change, from its unrounded values: the series as shown, except
    an index (the same change as its figures') and changes on the previous year (a change of
    changes means nothing), whose figures' change is given."""
    if years is None:
        return None
    source = View.RAW if view in (View.INDEXED, View.YOY) else view
    if source == View.PER_CAPITA:  # the per-capita scale cancels out: the plain ratio
        spec = PER_CAPITA[metric]
        by_year = {row_year(row): _quotient(row[metric], row[spec.denominator]) for row in rows}
    else:
        by_year = values_for(rows, metric, source)
    return average_annual_change(by_year, *years)
