"""What the warehouse says about a collection: which dioceses and years it holds, and a year's
table. Group totals are in portal.research.groups, chart series in portal.research.series.

Everything here reads only the warehouse (`Diocese`, `DioceseYear`): no upstream call, and a
handful of queries whatever the collection's size. Missing figures stay None (a gap, never a
zero), as on the trends pages. How a group's ratios are recomputed from its sums is told in
portal.research.groups.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.db.models import (
    Count,
    Max,
    QuerySet,
)

from portal.core.kept import Kept
from portal.research.models import Collection, Diocese, DioceseYear, Entry
from portal.statistics.derived import (
    DECIMALS,
    Number,
)
from portal.statistics.metrics import METRICS as REGISTRY

METRICS = tuple(REGISTRY)  # the 19 keys, in the registry's (the API's) order


DIRECTORY_FIELDS = (
    "source_code",
    "name",
    "country",
    "region",
    "province",
    "metropolitan_code",
    "metropolitan_name",
    "rite",
    "jurisdiction_type",
)


def check_metrics(metrics: Sequence[str]) -> list[str]:
    metrics = list(dict.fromkeys(metrics))
    if not metrics:
        raise ValueError("choose at least one statistic")
    unknown = [m for m in metrics if m not in METRICS]
    if unknown:
        raise ValueError(f"unknown statistic {unknown[0]!r}")
    return metrics


def _rounded(value: Number | None) -> Number | None:
    return round(value, DECIMALS) if isinstance(value, float) else value


def _percent_change(value: Number | None, base: Number | None) -> float | None:
    if value is None or not base:  # no figure, or a zero nothing is a percentage of
        return None
    return round((value - base) / base * 100, DECIMALS)


# --- The collection in the warehouse ---------------------------------------------------------


def collection_dioceses(collection: Collection) -> QuerySet[Diocese]:
    """The warehouse dioceses the collection's entries resolved to.

    An entry keeps its diocese while a refresh is pending or has failed, and its figures stay
    in the warehouse, so every resolved entry counts, whatever its status.
    """
    return Diocese.objects.filter(entries__collection=collection)


def collection_rows(collection: Collection) -> QuerySet[DioceseYear]:
    # An entry holds a diocese once per collection (a constraint): the join never doubles rows.
    return DioceseYear.objects.filter(diocese__entries__collection=collection)


def collection_codes(collection: Collection) -> list[str]:
    """Source codes of the collection's resolved dioceses, by name."""
    return list(collection_dioceses(collection).values_list("source_code", flat=True))


def collection_years(collection: Collection) -> list[int]:
    """Every year any of the collection's dioceses has a row for, oldest first."""
    return list(
        collection_rows(collection).order_by("year").values_list("year", flat=True).distinct()
    )


# The years, a scan of the collection's rows: every analysis page and the map start from them.
YEARS: Kept[list[int]] = Kept("research:years", seconds=3600, sources=(collection_years,))


def kept_years(collection: Collection, version: str) -> list[int]:
    """collection_years, kept per data version (`version`: collection_version's)."""
    return YEARS.get_or_build(lambda: collection_years(collection), collection.pk, version)


def collection_version(collection: Collection) -> str:
    """A short string that changes whenever what the analysis pages show of the collection
    may have changed: a line resolved, added or removed, a series re-checked, a profile re-read.
    One aggregate query; the pages key their cached results by it."""
    found = Entry.objects.filter(collection=collection, diocese__isnull=False).aggregate(
        lines=Count("pk"),
        last_line=Max("pk"),
        checked=Max("diocese__series_checked_at"),
        read=Max("diocese__profile_fetched_at"),
    )
    parts = (found["lines"], found["last_line"], found["checked"], found["read"])
    return "-".join(p.isoformat() if hasattr(p, "isoformat") else str(p) for p in parts)


# --- One year, diocese by diocese -------------------------------------------------------------


@dataclass(frozen=True)
class Cell:
    """One diocese's figure for one metric in the table's year."""

    value: Number | None
    rank: int | None  # 1 = the largest figure; ties share a rank (1, 2, 2, 4); None if missing
    earlier: Number | None  # the figure in the `since` year
    change: Number | None  # value - earlier (percentage points for percent_catholic)
    change_percent: float | None  # (value - earlier) / earlier × 100; None when earlier is 0


@dataclass(frozen=True)
class YearRow:
    source_code: str
    name: str
    country: str
    region: str
    province: str
    metropolitan_code: str
    metropolitan_name: str
    rite: str
    jurisdiction_type: str
    cells: dict[str, Cell]  # by metric, in the table's metric order
    missing: bool  # no figure for any chosen metric in the table's year: listed last


@dataclass(frozen=True)
class YearTable:
    year: int
    since: int
    metrics: list[str]
    sort: str  # the sort actually applied (see `sort_keys`)
    descending: bool
    rows: list[YearRow]

    @property
    def missing_count(self) -> int:
        return sum(row.missing for row in self.rows)


def sort_keys(metrics: Sequence[str]) -> list[str]:
    """The sorts `year_table` accepts for these metrics.

    "name"; a metric ("catholics": its value); "catholics:change" and
    "catholics:change_percent"; "rank:catholics" (its rank); "rank" (the first metric's rank).
    """
    keys = ["name", "rank"]
    for metric in metrics:
        keys += [metric, f"{metric}:change", f"{metric}:change_percent", f"rank:{metric}"]
    return keys


def _sort_value(row: YearRow, sort: str, metrics: Sequence[str]):
    if sort == "name":
        return (row.name or row.source_code).casefold()
    if sort == "rank":
        return row.cells[metrics[0]].rank
    if sort.startswith("rank:"):
        return row.cells[sort.removeprefix("rank:")].rank
    metric, _sep, part = sort.partition(":")
    cell = row.cells[metric]
    return {"": cell.value, "change": cell.change, "change_percent": cell.change_percent}[part]


def _ranks(values: dict[str, Number | None]) -> dict[str, int]:
    """Competition ranks (1, 2, 2, 4), largest first, of the codes that have a value."""
    ordered = sorted((v for v in values.values() if v is not None), reverse=True)
    first_place: dict[Number, int] = {}
    for place, value in enumerate(ordered, start=1):
        first_place.setdefault(value, place)
    return {code: first_place[v] for code, v in values.items() if v is not None}


def year_table(
    collection: Collection,
    *,
    year: int,
    metrics: Sequence[str],
    since: int | None = None,
    sort: str | None = None,
    descending: bool = True,
) -> YearTable:
    """Every diocese of the collection × `metrics` in `year`: value, rank, change since `since`.

    `since` is any earlier year (default the previous one). `sort` is one of `sort_keys`
    (default: the first metric, largest first); `descending` orders by the key's own value
    (so "rank" with descending=False puts rank 1 first). Whatever the order, rows without the
    sorted figure come last (by name), and so do dioceses with no figure at all that year
    (`missing`). Raises ValueError on a metric, year or sort it cannot use. Two queries.
    """
    metrics = check_metrics(metrics)
    since = year - 1 if since is None else since
    if since >= year:
        raise ValueError("compare with an earlier year")
    sort = sort or metrics[0]
    if sort not in sort_keys(metrics):
        raise ValueError(f"cannot sort by {sort!r}")

    dioceses = list(collection_dioceses(collection).values("id", *DIRECTORY_FIELDS))
    figures: dict[tuple[int, int], dict] = {
        (row["diocese_id"], row["year"]): row
        for row in collection_rows(collection)
        .filter(year__in=(year, since))
        .order_by()
        .values("diocese_id", "year", *metrics)
    }
    now = {d["source_code"]: figures.get((d["id"], year), {}) for d in dioceses}
    then = {d["source_code"]: figures.get((d["id"], since), {}) for d in dioceses}
    ranks = {m: _ranks({code: row.get(m) for code, row in now.items()}) for m in metrics}

    rows = []
    for diocese in dioceses:
        code = diocese["source_code"]
        cells = {}
        for metric in metrics:
            value, earlier = now[code].get(metric), then[code].get(metric)
            change = None if value is None or earlier is None else _rounded(value - earlier)
            cells[metric] = Cell(
                value=value,
                rank=ranks[metric].get(code),
                earlier=earlier,
                change=change,
                change_percent=_percent_change(value, earlier),
            )
        rows.append(
            YearRow(
                **{name: diocese[name] for name in DIRECTORY_FIELDS},
                cells=cells,
                missing=all(cell.value is None for cell in cells.values()),
            )
        )

    # Name first (the tie-break), then the key; both stable sorts, missing ones last.
    rows.sort(key=lambda r: _sort_value(r, "name", metrics))
    present = [r for r in rows if _sort_value(r, sort, metrics) is not None and not r.missing]
    absent = [r for r in rows if _sort_value(r, sort, metrics) is None and not r.missing]
    present.sort(key=lambda r: _sort_value(r, sort, metrics), reverse=descending)
    rows = present + absent + [r for r in rows if r.missing]
    return YearTable(
        year=year, since=since, metrics=metrics, sort=sort, descending=descending, rows=rows
    )
