"""What the warehouse says about a collection: a year's table, group totals, chart series.

Everything here reads only the warehouse (`Diocese`, `DioceseYear`): no upstream call, and a
handful of queries whatever the collection's size. Missing figures stay None (a gap, never a
zero), as on the trends pages.

Groups add up whole counts in the database. The two ratio metrics are never summed or
averaged: each is recomputed from the group's sums, and each sum runs over the members that
have *both* figures that year (a diocese with Catholics but no population figure would
otherwise inflate the percentage). An average of the members' ratios would weigh a diocese
of 5,000 people like one of 5 million.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

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
from django.db.models.functions import Cast, Concat
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from portal import magisterium
from portal.research.models import RATIO_METRICS, Collection, Diocese, DioceseYear, Entry
from portal.trends.derived import (
    DECIMALS,
    PER_CAPITA,
    DioceseRows,
    Number,
    TrendTable,
    View,
    table_build,
)

METRICS = magisterium.METRICS

# How a collection can be grouped: the key is a `Diocese` field (or, for "metropolitan", the
# rule in `_group_key`), the value what a page calls it.
GROUPINGS: dict[str, Promise] = {
    "country": gettext_lazy("Country"),
    "region": gettext_lazy("Region"),
    "province": gettext_lazy("Ecclesiastical province"),
    "metropolitan": gettext_lazy("Metropolitan see"),
    "rite": gettext_lazy("Rite"),
}

# Each ratio metric from its parts: numerator, denominator, scale, and the decimals upstream
# reports it with (so a group of one diocese shows exactly that diocese's own figure).
RATIO_PARTS: dict[str, tuple[str, str, int, int]] = {
    "percent_catholic": ("catholics", "total_population", 100, 1),
    "catholics_per_priest": ("catholics", "total_priests", 1, 0),
}
assert set(RATIO_PARTS) == set(RATIO_METRICS), "a ratio metric has no recipe"

# Between the parts of a province's group key (province, country).
KEY_SEPARATOR = "|"

DIRECTORY_FIELDS = (
    "source_code", "name", "country", "region", "province", "metropolitan_code",
    "metropolitan_name", "rite", "jurisdiction_type",
)  # fmt: skip


def _check_metrics(metrics: Sequence[str]) -> list[str]:
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


def _collection_years(collection: Collection) -> QuerySet[DioceseYear]:
    # An entry holds a diocese once per collection (a constraint): the join never doubles rows.
    return DioceseYear.objects.filter(diocese__entries__collection=collection)


def collection_codes(collection: Collection) -> list[str]:
    """Source codes of the collection's resolved dioceses, by name."""
    return list(collection_dioceses(collection).values_list("source_code", flat=True))


def collection_years(collection: Collection) -> list[int]:
    """Every year any of the collection's dioceses has a row for, oldest first."""
    return list(
        _collection_years(collection).order_by("year").values_list("year", flat=True).distinct()
    )


def collection_version(collection: Collection) -> str:
    """A short string that changes whenever what the analysis pages show of the collection
    may have changed: a line resolved, added or removed, a series re-checked, a profile re-read.
    One aggregate query; the pages key their cached results by it."""
    found = Entry.objects.filter(collection=collection, diocese__isnull=False).aggregate(
        lines=Count("pk"), last_line=Max("pk"),
        checked=Max("diocese__series_checked_at"), read=Max("diocese__profile_fetched_at"),
    )  # fmt: skip
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
    metrics = _check_metrics(metrics)
    since = year - 1 if since is None else since
    if since >= year:
        raise ValueError("compare with an earlier year")
    sort = sort or metrics[0]
    if sort not in sort_keys(metrics):
        raise ValueError(f"cannot sort by {sort!r}")

    dioceses = list(collection_dioceses(collection).values("id", *DIRECTORY_FIELDS))
    figures: dict[tuple[int, int], dict] = {
        (row["diocese_id"], row["year"]): row
        for row in _collection_years(collection)
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
            both = value is not None and earlier is not None
            cells[metric] = Cell(
                value=value,
                rank=ranks[metric].get(code),
                earlier=earlier,
                change=_rounded(value - earlier) if both else None,
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


# --- Groups ------------------------------------------------------------------------------------


def _group_key(by: str, prefix: str = "") -> Expression:
    """The group a diocese belongs to, as a database expression (`prefix` reaches the diocese
    from another model, e.g. "diocese__"). The key is also the group's label, except for
    "province" and "metropolitan" (`_groups_of` names them).

    "metropolitan" groups an ecclesiastical province by its metropolitan see's code: a
    suffragan by its `metropolitan_code`; the metropolitan see itself has no metropolitan above
    it but heads a province of its own, so it keys its own group with its own code (its
    suffragans' `metropolitan_code`). A see with neither (immediately subject to the Holy See,
    a military ordinariate) is in no province: the blank group.
    """
    if by not in GROUPINGS:
        raise ValueError(f"cannot group by {by!r}")
    if by == "province":
        # Province names repeat across countries (Kingston in Canada and in Jamaica): the
        # country keeps those apart. Namesakes within one country (the Latin and the Ukrainian
        # Catholic provinces of Philadelphia) stay together here; "metropolitan" parts them.
        return Case(
            When(Q(**{f"{prefix}province": ""}), then=Value("")),
            default=Concat(
                F(f"{prefix}province"), Value(KEY_SEPARATOR), F(f"{prefix}country"),
                output_field=CharField(),
            ),
        )  # fmt: skip
    if by != "metropolitan":
        return F(f"{prefix}{by}")
    return Case(
        When(~Q(**{f"{prefix}metropolitan_code": ""}), then=F(f"{prefix}metropolitan_code")),
        When(~Q(**{f"{prefix}province": ""}), then=F(f"{prefix}source_code")),
        default=Value(""),
    )


def blank_group_label(by: str) -> str:
    if by == "metropolitan":
        return _("Not in an ecclesiastical province")
    return _("Not given")


@dataclass(frozen=True)
class Member:
    source_code: str
    name: str


@dataclass(frozen=True)
class GroupYear:
    """One group's figures for one year."""

    year: int
    values: dict[str, Number | None]  # by metric: a sum, or a ratio recomputed from sums
    reporting: dict[str, int]  # by metric: members with the figure (a ratio: with both parts)
    members: int  # how many dioceses the group has in the collection

    @property
    def complete(self) -> bool:
        return all(count == self.members for count in self.reporting.values())

    @property
    def note(self) -> str:
        """ "figures for 3 of 5 dioceses" when some members lack figures; "" otherwise."""
        if self.complete:
            return ""
        counts = sorted(set(self.reporting.values()))
        reported = str(counts[0]) if len(counts) == 1 else f"{counts[0]}–{counts[-1]}"
        return ngettext(
            "figures for %(reported)s of %(members)d diocese",
            "figures for %(reported)s of %(members)d dioceses",
            self.members,
        ) % {"reported": reported, "members": self.members}


@dataclass(frozen=True)
class Group:
    key: str  # the grouped field's value ("" for dioceses that do not give one)
    label: str
    members: list[Member]  # by name
    years: list[GroupYear]  # aligned with GroupTable.years (a year no member reports: Nones)


@dataclass(frozen=True)
class GroupTable:
    by: str
    metrics: list[str]
    years: list[int]  # every year any member reports, within start..end, oldest first
    groups: list[Group]  # by label; the blank group last


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


def _group_aggregates(metrics: Sequence[str], *, per_capita: bool = False) -> dict:
    """Aggregates for `_group_rows`: sums (count metrics), paired sums (ratios, and per-capita
    numerators and denominators), and how many rows each figure came from."""
    aggregates = {}
    for metric in metrics:
        if metric in RATIO_PARTS or per_capita:
            numerator, denominator = (
                RATIO_PARTS[metric][:2] if metric in RATIO_PARTS
                else (metric, PER_CAPITA[metric].denominator)
            )  # fmt: skip
            aggregates[f"{metric}__num"] = _paired_sum(numerator, numerator, denominator)
            aggregates[f"{metric}__den"] = _paired_sum(denominator, numerator, denominator)
            aggregates[f"{metric}__n"] = Count("pk", filter=_both(numerator, denominator))
        else:
            aggregates[f"{metric}__sum"] = _whole(Sum(metric))
            aggregates[f"{metric}__n"] = Count(metric)
    return aggregates


def _ratio_of(metric: str, numerator: int | None, denominator: int | None) -> Number | None:
    if numerator is None or not denominator:
        return None
    _num, _den, scale, decimals = RATIO_PARTS[metric]
    # Upstream's own order of operations and rounding (0 decimals: a whole number).
    return round(numerator * scale / denominator, decimals or None)


def _group_rows(
    collection: Collection,
    *,
    by: str,
    metrics: Sequence[str],
    start: int | None,
    end: int | None,
    per_capita: bool = False,
) -> tuple[dict[str, int], list[tuple]]:
    """({column name: index}, one tuple per group and year): columns `group`, `year` and
    `_group_aggregates`' results.

    The ORM writes the query; the rows are read straight from the cursor, because Django's
    per-value converters cost several times the query itself on thousands of group-years.
    """
    queryset = _collection_years(collection)
    if start is not None:
        queryset = queryset.filter(year__gte=start)
    if end is not None:
        queryset = queryset.filter(year__lte=end)
    queryset = (
        queryset.annotate(group=_group_key(by, "diocese__"))
        .values("group", "year")
        .annotate(**_group_aggregates(metrics, per_capita=per_capita))
        .order_by()  # the model's ordering would join the GROUP BY
    )
    sql, params = queryset.query.sql_with_params()
    with connections[queryset.db].cursor() as cursor:
        cursor.execute(sql, params)
        columns = {column[0]: index for index, column in enumerate(cursor.description)}
        return columns, cursor.fetchall()


def _groups_of(collection: Collection, by: str) -> dict[str, tuple[str, list[Member]]]:
    """{group key: (label, members)} for every group the collection's dioceses fall in."""
    members = (
        collection_dioceses(collection)
        .annotate(group=_group_key(by))
        .values("group", "source_code", "name", "metropolitan_code", "metropolitan_name")
    )
    groups: dict[str, list[dict]] = {}
    for member in members:
        groups.setdefault(member["group"] or "", []).append(member)
    labels = {key: _group_label(by, key, rows) for key, rows in groups.items()}
    if by == "province":
        # Namesakes in different countries: the country says which is which.
        seen = Counter(labels.values())
        for key, label in labels.items():
            if seen[label] > 1 and key:
                province, country = key.rsplit(KEY_SEPARATOR, 1)
                labels[key] = f"{province} ({country})" if country else province
    labelled = {}
    for key, rows in groups.items():
        label = labels[key]
        people = sorted(
            (Member(r["source_code"], r["name"]) for r in rows),
            key=lambda m: (m.name or m.source_code).casefold(),
        )
        labelled[key] = (label, people)
    return labelled


def _group_label(by: str, key: str, rows: list[dict]) -> str:
    if not key:
        return blank_group_label(by)
    if by == "metropolitan":
        # The see's own name when it is in the collection, else as its suffragans call it.
        own = [r["name"] for r in rows if r["source_code"] == key and r["name"]]
        called = [r["metropolitan_name"] for r in rows if r["metropolitan_name"]]
        return (own or called or [key])[0]
    if by == "province":
        return key.rsplit(KEY_SEPARATOR, 1)[0]
    return key


def _group_order(item: tuple[str, tuple[str, list[Member]]]) -> tuple[bool, str]:
    key, (label, _members) = item
    return (not key, label.casefold())


def group_table(
    collection: Collection,
    *,
    by: str,
    metrics: Sequence[str],
    start: int | None = None,
    end: int | None = None,
) -> GroupTable:
    """Totals of `metrics` for each group of the collection (`by` one of GROUPINGS), year by
    year within start..end: counts summed, ratios recomputed from the sums of members that
    have both parts that year. Two queries, the sums made by the database."""
    metrics = _check_metrics(metrics)
    groups = _groups_of(collection, by)
    columns, rows = _group_rows(collection, by=by, metrics=metrics, start=start, end=end)
    group_at, year_at = columns["group"], columns["year"]
    found = {(row[group_at] or "", row[year_at]): row for row in rows}
    years = sorted({year for _key, year in found})
    # (metric, value column, denominator column or None, scale, decimals, count column)
    plan = []
    for metric in metrics:
        if metric in RATIO_PARTS:
            _num, _den, scale, decimals = RATIO_PARTS[metric]
            plan.append((metric, columns[f"{metric}__num"], columns[f"{metric}__den"], scale,
                         decimals, columns[f"{metric}__n"]))  # fmt: skip
        else:
            plan.append((metric, columns[f"{metric}__sum"], None, 1, 0, columns[f"{metric}__n"]))
    nothing = dict.fromkeys(metrics)
    no_one = dict.fromkeys(metrics, 0)
    table = []
    for key, (label, members) in sorted(groups.items(), key=_group_order):
        group_years = []
        for year in years:
            row = found.get((key, year))
            if row is None:
                values, reporting = nothing, no_one
            else:
                values, reporting = {}, {}
                # Inlined (not _ratio_of): this loop runs for every group-year and metric.
                for metric, value_at, denominator_at, scale, decimals, count_at in plan:
                    value = row[value_at]
                    if denominator_at is not None:
                        denominator = row[denominator_at]
                        if value is None or not denominator:
                            value = None
                        else:
                            value = round(value * scale / denominator, decimals or None)
                    values[metric] = value
                    reporting[metric] = row[count_at]
            group_years.append(
                GroupYear(year=year, values=values, reporting=reporting, members=len(members))
            )
        table.append(Group(key=key, label=label, members=members, years=group_years))
    return GroupTable(by=by, metrics=metrics, years=years, groups=table)


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
    if view == View.PER_CAPITA and metric not in PER_CAPITA:
        raise ValueError(f"{metric!r} has no per-capita view")


def series_for_chart(
    collection: Collection,
    *,
    metric: str,
    view: str = View.RAW,
    by: str | None = None,
    start: int | None = None,
    end: int | None = None,
) -> ChartSeries:
    """`metric` over the years in `view` (portal.trends.derived's views), per diocese or, with
    `by`, per group.

    A group's per-capita figure divides its summed numerator by its summed denominator, both
    over the members with both figures that year; index and year-on-year views work on the
    group's sums (a ratio metric: on its recomputed ratio). Two queries.
    """
    _check_metrics([metric])
    _check_view(metric, view)
    if by is None:
        return ChartSeries(table=_diocese_series(collection, metric, view, start, end), by=None)
    groups = _groups_of(collection, by)
    per_capita = view == View.PER_CAPITA
    found: dict[str, list[dict]] = {}
    columns, rows = _group_rows(
        collection, by=by, metrics=[metric], start=start, end=end, per_capita=per_capita
    )
    year_at = columns["year"]
    for row in sorted(rows, key=lambda r: r[year_at]):
        if per_capita:
            # derived.per_capita divides the metric by its denominator, row by row.
            shaped = {
                metric: row[columns[f"{metric}__num"]],
                PER_CAPITA[metric].denominator: row[columns[f"{metric}__den"]],
            }
        elif metric in RATIO_PARTS:
            shaped = {
                metric: _ratio_of(
                    metric, row[columns[f"{metric}__num"]], row[columns[f"{metric}__den"]]
                )
            }
        else:
            shaped = {metric: row[columns[f"{metric}__sum"]]}
        found.setdefault(row[columns["group"]] or "", []).append({"year": row[year_at], **shaped})
    ordered = sorted(groups.items(), key=_group_order)
    series = [DioceseRows(key, label, found[key]) for key, (label, _m) in ordered if key in found]
    table = table_build(series, metrics=[metric], view=view, start=start, end=end)
    members = {key: len(people) for key, (_label, people) in groups.items()}
    return ChartSeries(table=table, by=by, members=members)


def _diocese_series(
    collection: Collection, metric: str, view: str, start: int | None, end: int | None
) -> TrendTable:
    fields = [metric]
    if view == View.PER_CAPITA:
        fields.append(PER_CAPITA[metric].denominator)
    queryset = _collection_years(collection)
    if start is not None:
        queryset = queryset.filter(year__gte=start)
    if end is not None:
        queryset = queryset.filter(year__lte=end)
    by_diocese: dict[str, DioceseRows] = {}
    for row in queryset.order_by("diocese__name", "diocese__source_code", "year").values(
        "diocese__source_code", "diocese__name", "year", *fields
    ):
        code = row.pop("diocese__source_code")
        name = row.pop("diocese__name") or code
        by_diocese.setdefault(code, DioceseRows(code, name, [])).rows.append(row)
    return table_build(list(by_diocese.values()), metrics=[metric], view=view, start=start, end=end)
