"""What a chart shows: raw figures or a derived view of them, laid out as years × columns.

One `TrendTable` feeds the chart, the table beside it and both exports, so the three always
show the same numbers. Missing figures stay None all the way through (a gap, never a zero).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import cast

from django.db import models
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from portal.statistics.metrics import METRICS

Number = int | float
Row = Mapping[str, Number | None]


def row_year(row: Row) -> int:
    """A row's year. Every row has one, a whole number (the skill's answer shape,
    catalog.STATISTICS_ROW, and the warehouse's year column); `Row` cannot say so, as its other
    keys are the metrics, named at run time."""
    return cast(int, row["year"])


# Derived values are rounded once, here, so chart, table and exports agree to the digit.
DECIMALS = 2
INDEX_BASE = 100


class View(models.TextChoices):
    RAW = "raw", _("Figures as reported")
    PER_CAPITA = "per_capita", _("Per capita")
    INDEXED = "indexed", _("Index (first year = 100)")
    YOY = "yoy", _("Change on the previous year (%)")


@dataclass(frozen=True)
class PerCapita:
    denominator: str  # a metric: "catholics" or "total_population"
    scale: int  # figures per `scale` of the denominator
    unit: Promise  # the whole phrase, so each language can word (and group) it its own way
    per: Promise  # the axis title when several metrics share this denominator and scale


# Per-capita figures: one denominator each, scaled so typical values read as small numbers.
# Metrics missing here are already ratios (percent, Catholics per priest) or are the base
# itself (population, area): "per capita" is not offered for them.
_PER_100_PEOPLE = _("per 100 inhabitants")
_PER_1K = _("per 1,000 Catholics")
_PER_10K = _("per 10,000 Catholics")
_PER_100K = _("per 100,000 Catholics")
_PER_1M = _("per million Catholics")
PER_CAPITA: dict[str, PerCapita] = {
    "catholics": PerCapita(
        "total_population", 100, _("Catholics per 100 inhabitants"), _PER_100_PEOPLE
    ),
    "diocesan_priests": PerCapita(
        "catholics", 10_000, _("diocesan priests per 10,000 Catholics"), _PER_10K
    ),
    "religious_priests": PerCapita(
        "catholics", 10_000, _("religious priests per 10,000 Catholics"), _PER_10K
    ),
    "total_priests": PerCapita("catholics", 10_000, _("priests per 10,000 Catholics"), _PER_10K),
    "permanent_deacons": PerCapita(
        "catholics", 10_000, _("deacons per 10,000 Catholics"), _PER_10K
    ),
    "male_religious": PerCapita(
        "catholics", 10_000, _("male religious per 10,000 Catholics"), _PER_10K
    ),
    "female_religious": PerCapita(
        "catholics", 10_000, _("female religious per 10,000 Catholics"), _PER_10K
    ),
    "parishes": PerCapita("catholics", 100_000, _("parishes per 100,000 Catholics"), _PER_100K),
    "churches_or_stations": PerCapita(
        "catholics", 100_000, _("churches and stations per 100,000 Catholics"), _PER_100K
    ),
    "diocesan_priests_ordained": PerCapita(
        "catholics", 1_000_000, _("ordinations per million Catholics"), _PER_1M
    ),
    "religious_priests_ordained": PerCapita(
        "catholics", 1_000_000, _("ordinations per million Catholics"), _PER_1M
    ),
    "seminarians": PerCapita(
        "catholics", 100_000, _("seminarians per 100,000 Catholics"), _PER_100K
    ),
    "educational_institutes": PerCapita(
        "catholics", 100_000, _("institutes per 100,000 Catholics"), _PER_100K
    ),
    "charitable_institutes": PerCapita(
        "catholics", 100_000, _("institutes per 100,000 Catholics"), _PER_100K
    ),
    "baptisms": PerCapita("catholics", 1_000, _("baptisms per 1,000 Catholics"), _PER_1K),
}

VIEW_UNITS = {
    View.INDEXED: _("index, first year with a figure = 100"),
    View.YOY: _("% change on the previous year"),
}


def unit_for(metric: str, view: str) -> Promise:
    """What one unit on the value axis means for `metric` shown in `view`."""
    if view == View.RAW:
        return METRICS[metric].unit
    if view == View.PER_CAPITA:
        return PER_CAPITA[metric].unit
    return VIEW_UNITS[View(view)]


def _ratio(numerator: Number | None, denominator: Number | None, scale: Number) -> float | None:
    if numerator is None or not denominator:  # None or zero: no meaningful ratio
        return None
    return round(numerator / denominator * scale, DECIMALS)


def per_capita(rows: Iterable[Row], metric: str) -> dict[int, float | None]:
    spec = PER_CAPITA[metric]
    return {row_year(row): _ratio(row[metric], row[spec.denominator], spec.scale) for row in rows}


def indexed(rows: Sequence[Row], metric: str) -> dict[int, float | None]:
    """Each year relative to the first year with a figure (= 100).

    A zero cannot be a base (nothing is a multiple of it), so the base is the first non-zero
    figure; a series with no such figure has no index at all.
    """
    base = next((row[metric] for row in rows if row[metric]), None)
    return {row_year(row): _ratio(row[metric], base, INDEX_BASE) for row in rows}


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


def values_for(rows: Sequence[Row], metric: str, view: str) -> dict[int, Number | None]:
    """{year: value} of one metric in one view, for the given rows (oldest first)."""
    if view == View.RAW:
        return {row_year(row): row[metric] for row in rows}
    if view == View.PER_CAPITA:
        return per_capita(rows, metric)
    if view == View.INDEXED:
        return indexed(rows, metric)
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

    def unit(self, column: Column) -> Promise:
        return unit_for(column.metric, self.view)

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
) -> TrendTable:
    """Columns diocese by diocese, metric by metric, over every year any diocese reports.

    Rows outside start..end are dropped here as well, whatever upstream sent, so a derived
    view (an index base, a first change) always starts inside the chosen range.
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
    columns = []
    for diocese, rows in zip(dioceses, in_range, strict=True):
        for metric in metrics:
            by_year = values_for(rows, metric, view)
            columns.append(
                Column(
                    source_code=diocese.source_code,
                    diocese_name=diocese.diocese_name,
                    metric=metric,
                    values=[by_year.get(year) for year in years],
                )
            )
    return TrendTable(view=view, metrics=list(metrics), years=years, columns=columns)
