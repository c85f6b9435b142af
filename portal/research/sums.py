"""The sums behind every group total, and the kept sums of the warehouse's cells.

`aggregates` declares what a group's row holds: each count metric's sum and how many members
reported it; each ratio metric's paired sums (numerator and denominator over the members with
both) and how many had both. Only sums and counts are ever added up, never a ratio.

**Kept cell sums.** A country's or a continent's total over the whole Church sums about 237,000
diocese-years over forty aggregates: a third of a second of database time whenever anything
changed, and the world harvest changes something every minute. So the sums are kept per *cell*
(the warehouse's dioceses of one country and region, the parts a country's and a continent's
totals are made of) and year, in the shared cache, under the cell's fingerprint: how many
dioceses it has and when the latest of them had its series checked and its profile read
(portal.research.warehouse sets both whenever it writes a diocese's figures or directory
fields). A harvest step changes one cell's fingerprint, so only that cell is summed again.

A collection's totals read a kept cell only where the collection holds every warehouse diocese
of it (the same fingerprint on both sides): the world collection, or a researcher's collection
of every diocese of a country. The cells it holds only part of are summed from its own rows.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from django.db import connections
from django.db.models import (
    BigIntegerField,
    Case,
    CharField,
    Count,
    Expression,
    F,
    Max,
    Q,
    QuerySet,
    Sum,
    Value,
    When,
)
from django.db.models.functions import Cast

from portal.core.kept import Kept
from portal.research.analysis import collection_dioceses, collection_rows
from portal.research.models import Collection, Diocese, DioceseYear
from portal.statistics.metrics import METRICS, PER_CAPITA, RATIOS

# The fields that make a cell, and the groupings whose every group is a union of whole cells
# (with the field that names the group).
CELL = ("country", "region")
CELL_GROUPINGS = ("country", "region")

# More cells than this summed afresh in one go: one pass over every row beats a long OR.
_CELLS_BY_NAME = 24


# --- What a group's row holds ----------------------------------------------------------------


def _both(first: str, second: str, prefix: str = "") -> Q:
    return Q(**{f"{prefix}{first}__isnull": False, f"{prefix}{second}__isnull": False})


def _whole(total: Sum) -> Cast:
    # PostgreSQL sums bigints as numeric (a Decimal in Python): cast back, in the database.
    return Cast(total, BigIntegerField())


def _paired_sum(metric: str, first: str, second: str) -> Cast:
    """Σ metric over the rows that have both `first` and `second`."""
    return _whole(
        Sum(Case(When(_both(first, second), then=F(metric)), output_field=BigIntegerField()))
    )


def aggregates(
    metrics: Sequence[str], *, per_capita: bool = False, per: str | None = None
) -> dict[str, Expression]:
    """Aggregates for a group's row: sums (count metrics), paired sums (ratios, and per-capita
    numerators and denominators; `per`: a denominator of every metric's own, as per 1,000
    inhabitants), and how many rows each figure came from."""
    made: dict[str, Expression] = {}
    for metric in metrics:
        if per is not None:
            made[f"{metric}__num"] = _paired_sum(metric, metric, per)
            made[f"{metric}__den"] = _paired_sum(per, metric, per)
            made[f"{metric}__n"] = Count("pk", filter=_both(metric, per))
            continue
        # Each ratio metric from its parts (the registry's `Metric.ratio`); how precisely the
        # result is shown is portal.statistics.precision's rule, applied once, at the end.
        if metric in RATIOS or per_capita:
            numerator, denominator = (
                (RATIOS[metric].numerator, RATIOS[metric].denominator)
                if metric in RATIOS
                else (metric, PER_CAPITA[metric].denominator)
            )
            made[f"{metric}__num"] = _paired_sum(numerator, numerator, denominator)
            made[f"{metric}__den"] = _paired_sum(denominator, numerator, denominator)
            made[f"{metric}__n"] = Count("pk", filter=_both(numerator, denominator))
        else:
            made[f"{metric}__sum"] = _whole(Sum(metric))
            made[f"{metric}__n"] = Count(metric)
    return made


def within(rows: QuerySet[DioceseYear], start: int | None, end: int | None) -> QuerySet:
    """The rows of the years start..end (either end open when None)."""
    if start is not None:
        rows = rows.filter(year__gte=start)
    if end is not None:
        rows = rows.filter(year__lte=end)
    return rows


def grouped_rows(
    rows: QuerySet[DioceseYear], keys: dict[str, Any], figures: dict[str, Expression]
) -> tuple[dict[str, int], list[tuple]]:
    """({column: index}, one tuple per group and year) of `rows` grouped by `keys` (column:
    expression; a group is `group`) and year, with `figures` (`aggregates`).

    The ORM writes the query; the rows are read straight from the cursor, because Django's
    per-value converters cost several times the query itself on thousands of group-years.
    """
    grouped = (
        rows.annotate(**keys)
        .values(*keys, "year")
        .annotate(**figures)
        .order_by()  # the model's ordering would join the GROUP BY
    )
    sql, params = grouped.query.sql_with_params()
    with connections[grouped.db].cursor() as cursor:
        cursor.execute(sql, params)
        columns = {column[0]: index for index, column in enumerate(cursor.description)}
        return columns, cursor.fetchall()


def added_up(parts: Iterable[Sequence[int | None]]) -> list[int | None]:
    """Rows of sums and counts added column by column (None where no part has a figure)."""
    columns = zip(*parts, strict=True)
    return [
        sum(present) if (present := [v for v in column if v is not None]) else None
        for column in columns
    ]


# --- Kept cell sums ---------------------------------------------------------------------------

# Every metric's aggregates, in this order, after the year: a kept cell's row.
LAYOUT = list(aggregates(list(METRICS)))
COLUMNS = {"group": 0, "year": 1, **{name: 2 + at for at, name in enumerate(LAYOUT)}}

# One cell's rows: (year, *LAYOUT's values), about 20 kB for a large country. An hour at most:
# a cell whose dioceses changed has a new fingerprint, so a new key, and its old copy is never
# read again; while the world harvest runs, the hour bounds what those old copies hold (a few
# MB), and a cell unread for an hour is summed again (30 ms for the largest).
CELL_SUMS: Kept[list[tuple]] = Kept(
    "research:cell-sums", seconds=3600, sources=(__name__, "portal.statistics.metrics")
)

Cell = tuple[str, str]


def _fingerprints(dioceses: QuerySet[Diocese]) -> dict[Cell, str]:
    found = (
        dioceses.order_by()
        .values(*CELL)
        .annotate(
            dioceses=Count("pk"),
            checked=Max("series_checked_at"),
            read=Max("profile_fetched_at"),
        )
    )
    return {
        (row["country"], row["region"]): f"{row['dioceses']}/{row['checked']}/{row['read']}"
        for row in found
    }


def _in_cells(cells: Sequence[Cell], prefix: str = "diocese__") -> Q:
    where = Q(pk__in=[])
    for country, region in cells:
        where |= Q(**{f"{prefix}country": country, f"{prefix}region": region})
    return where


def _sum_cells(wanted: list[tuple[str, str, str]]) -> dict[tuple[str, str, str], list[tuple]]:
    """Every wanted cell's rows, summed afresh over the warehouse: one query."""
    cells = {(country, region): fingerprint for country, region, fingerprint in wanted}
    rows = DioceseYear.objects.all()
    if len(cells) <= _CELLS_BY_NAME:
        rows = rows.filter(_in_cells(list(cells)))
    keys = {"group": F("diocese__country"), "cell_region": F("diocese__region")}
    columns, found = grouped_rows(rows, keys, aggregates(list(METRICS)))
    country_at, region_at, year_at = columns["group"], columns["cell_region"], columns["year"]
    figures_at = [columns[name] for name in LAYOUT]
    summed: dict[Cell, list[tuple]] = {cell: [] for cell in cells}
    for row in found:
        cell = (row[country_at] or "", row[region_at] or "")
        if cell in summed:
            summed[cell].append((row[year_at], *(row[at] for at in figures_at)))
    return {(*cell, cells[cell]): sorted(rows) for cell, rows in summed.items()}


def cell_rows(
    collection: Collection, *, by: str | None, start: int | None, end: int | None
) -> tuple[dict[str, int], list[tuple]] | None:
    """The collection's group rows (`COLUMNS`: group, year, every metric's aggregates) by
    country, region or (`by=None`) as one group, from the kept sums of the cells it holds
    whole and its own rows for the rest; None when `by` is not made of cells."""
    if by is not None and by not in CELL_GROUPINGS:
        return None
    mine = _fingerprints(collection_dioceses(collection))
    warehouse = _fingerprints(Diocese.objects.filter(country__in={c for c, _r in mine}))
    whole = [cell for cell, fingerprint in mine.items() if warehouse.get(cell) == fingerprint]
    if not whole:
        return None
    kept_cells = set(whole)
    named_by = CELL.index(by) if by is not None else None
    parts: dict[tuple[str, int], list[Sequence[int | None]]] = {}
    kept = CELL_SUMS.get_many_or_build([(*cell, mine[cell]) for cell in whole], _sum_cells)
    for (*cell, _fingerprint), cell_years in kept.items():
        group = cell[named_by] if named_by is not None else ""
        for year, *figures in cell_years:
            if (start is None or year >= start) and (end is None or year <= end):
                parts.setdefault((group, year), []).append(figures)
    partial = [cell for cell in mine if cell not in kept_cells]
    if partial:
        rows = within(collection_rows(collection), start, end).filter(_in_cells(partial))
        key = F(f"diocese__{by}") if by is not None else Value("", output_field=CharField())
        columns, found = grouped_rows(rows, {"group": key}, aggregates(list(METRICS)))
        figures_at = [columns[name] for name in LAYOUT]
        for row in found:
            group_year = (row[columns["group"]] or "", row[columns["year"]])
            parts.setdefault(group_year, []).append([row[at] for at in figures_at])
    return COLUMNS, [
        (group, year, *(figures[0] if len(figures) == 1 else added_up(figures)))
        for (group, year), figures in parts.items()
    ]
