"""Chart series of a collection: one statistic over the years, per diocese or per group, in the
trends pages' views (raw, per capita, per 1,000 inhabitants, per Catholic, index, year on
year)."""

from __future__ import annotations

from dataclasses import dataclass, field

from portal.research.analysis import check_metrics, collection_rows
from portal.research.groups import group_order, group_rows, groups_of
from portal.research.models import Collection
from portal.statistics.derived import (
    DioceseRows,
    Row,
    TrendTable,
    View,
    table_build,
)
from portal.statistics.metrics import PER_BASES, PER_CAPITA, RATIOS, has_view


def ratio_of(metric: str, numerator: int | None, denominator: int | None) -> float | None:
    """A ratio metric from its summed parts, unrounded (upstream's order of operations): round
    it once, where it is shown (`precision.shown_value`), not before it is used again."""
    if numerator is None or not denominator:
        return None
    return numerator * RATIOS[metric].scale / denominator


# --- Series for a chart -----------------------------------------------------------------------


@dataclass(frozen=True)
class ChartSeries:
    """What a collection chart plots: one column per diocese (or per group) for one metric.

    `table` is a trends `TrendTable` (columns' `source_code` is the group key when grouped,
    `diocese_name` the group label), so the trends chart code draws it unchanged.
    """

    table: TrendTable
    by: str | None
    members: dict[str, int] = field(default_factory=dict)  # group key → dioceses (grouped)


def _check_view(metric: str, view: str) -> None:
    if view not in View.values:
        raise ValueError(f"unknown view {view!r}")
    if not has_view(metric, view):
        raise ValueError(f"{metric!r} has no {view} view")


def _denominator(metric: str, view: str) -> str | None:
    """What `metric` is divided by in `view` (None: nothing)."""
    if view == View.PER_CAPITA:
        return PER_CAPITA[metric].denominator
    if view in PER_BASES:
        return PER_BASES[view].denominator
    return None


def series_for_chart(
    collection: Collection,
    *,
    metric: str,
    view: str = View.RAW,
    by: str | None = None,
    start: int | None = None,
    end: int | None = None,
    base: int | None = None,
) -> ChartSeries:
    """`metric` over the years in `view` (portal.statistics.derived's views), per diocese or, with
    `by`, per group.

    A group's per-capita, per-1,000-inhabitants or per-Catholic figure divides its summed
    numerator by its summed denominator, both over the members with both figures that year (a
    ratio of sums); `base` is the index's base year. Index and year-on-year views work on the
    group's sums (a ratio metric: on its recomputed ratio, unrounded). Every value is rounded
    once, at the end, by `table_build` (portal.statistics.precision). Two queries.
    """
    check_metrics([metric])
    _check_view(metric, view)
    if by is None:
        table = _diocese_series(collection, metric, view, start, end, base)
        return ChartSeries(table=table, by=None)
    groups = groups_of(collection, by)
    denominator = _denominator(metric, view)
    found: dict[str, list[dict]] = {}
    columns, rows = group_rows(
        collection,
        by=by,
        metrics=[metric],
        start=start,
        end=end,
        per_capita=view == View.PER_CAPITA,
        per=denominator if view in PER_BASES else None,
    )
    year_at = columns["year"]
    for row in sorted(rows, key=lambda r: r[year_at]):
        if denominator is not None:
            # derived divides the metric by its denominator, row by row.
            shaped = {
                metric: row[columns[f"{metric}__num"]],
                denominator: row[columns[f"{metric}__den"]],
            }
        elif metric in RATIOS:
            shaped = {
                metric: ratio_of(
                    metric, row[columns[f"{metric}__num"]], row[columns[f"{metric}__den"]]
                )
            }
        else:
            shaped = {metric: row[columns[f"{metric}__sum"]]}
        found.setdefault(row[columns["group"]] or "", []).append({"year": row[year_at], **shaped})
    ordered = sorted(groups.items(), key=group_order)
    series = [DioceseRows(key, label, found[key]) for key, (label, _m) in ordered if key in found]
    table = table_build(series, metrics=[metric], view=view, start=start, end=end, base=base)
    members = {key: len(people) for key, (_label, people) in groups.items()}
    return ChartSeries(table=table, by=by, members=members)


def _diocese_series(
    collection: Collection,
    metric: str,
    view: str,
    start: int | None,
    end: int | None,
    base: int | None,
) -> TrendTable:
    fields = [metric]
    denominator = _denominator(metric, view)
    if denominator is not None:
        fields.append(denominator)
    queryset = collection_rows(collection)
    if start is not None:
        queryset = queryset.filter(year__gte=start)
    if end is not None:
        queryset = queryset.filter(year__lte=end)
    by_diocese: dict[str, tuple[str, list[Row]]] = {}  # code → (name, rows)
    for row in queryset.order_by("diocese__name", "diocese__source_code", "year").values(
        "diocese__source_code", "diocese__name", "year", *fields
    ):
        code = row.pop("diocese__source_code")
        name = row.pop("diocese__name") or code
        by_diocese.setdefault(code, (name, []))[1].append(row)
    dioceses = [DioceseRows(code, name, rows) for code, (name, rows) in by_diocese.items()]
    return table_build(dioceses, metrics=[metric], view=view, start=start, end=end, base=base)
