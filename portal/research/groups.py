"""Group totals of a collection: by country, region, province, metropolitan or rite.

Groups add up whole counts in the database. The two ratio metrics are never summed or
averaged: each is recomputed from the group's sums, and each sum runs over the members that
have *both* figures that year (a diocese with Catholics but no population figure would
otherwise inflate the percentage). An average of the members' ratios would weigh a diocese
of 5,000 people like one of 5 million. A ratio is rounded once, at the end, to what its sums
support (portal.statistics.precision: two decimals for the percentage, a whole number of
Catholics per priest), never before it is used again (an index, a change, a grand total).

Every group table has a grand total (`GroupTable.total`): worked out from the sums over all the
collection's dioceses, like a group of them all, never by adding up the groups' ratios.
"""

from __future__ import annotations

import gc
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from operator import itemgetter

from django.db.models import Case, CharField, F, Q, Value, When
from django.db.models.expressions import Combinable
from django.db.models.functions import Concat
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from portal.core.places import place_name
from portal.research import sums
from portal.research.analysis import check_metrics, collection_dioceses, collection_rows
from portal.research.models import Collection
from portal.statistics.derived import Number
from portal.statistics.metrics import RATIOS
from portal.statistics.precision import decimals_for, rounded

# How a collection can be grouped: the key is a `Diocese` field (or, for "metropolitan", the
# rule in `_group_key`), the value what a page calls it.
GROUPINGS: dict[str, Promise] = {
    "country": gettext_lazy("Country"),
    "region": gettext_lazy("Region"),
    "province": gettext_lazy("Ecclesiastical province"),
    "metropolitan": gettext_lazy("Metropolitan see"),
    "rite": gettext_lazy("Rite"),
}

# Between the parts of a province's group key (province, country).
KEY_SEPARATOR = "|"


# --- Groups ------------------------------------------------------------------------------------


def _group_key(by: str, prefix: str = "") -> Combinable:
    """The group a diocese belongs to, as a database expression (`prefix` reaches the diocese
    from another model, e.g. "diocese__"). The key is also the group's label, except for
    "province" and "metropolitan" (`groups_of` names them).

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
                F(f"{prefix}province"),
                Value(KEY_SEPARATOR),
                F(f"{prefix}country"),
                output_field=CharField(),
            ),
        )
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
    # Every diocese of the collection as one group (key "", label "All dioceses"), its
    # figures from the sums over all of them: the table's grand-total row.
    total: Group | None = None


def group_rows(
    collection: Collection,
    *,
    by: str | None,
    metrics: Sequence[str],
    start: int | None,
    end: int | None,
    per_capita: bool = False,
    per: str | None = None,
) -> tuple[dict[str, int], list[tuple]]:
    """({column name: index}, one tuple per group and year): columns `group`, `year` and
    `sums.aggregates`' results (at least `metrics`'). `by=None`: the whole collection as one
    group, keyed "". By country or region, the kept cell sums answer where they can
    (portal.research.sums); otherwise one grouped query over the collection's rows."""
    if not per_capita and per is None:
        kept = sums.cell_rows(collection, by=by, start=start, end=end)
        if kept is not None:
            return kept
    rows = sums.within(collection_rows(collection), start, end)
    key = _group_key(by, "diocese__") if by is not None else Value("", output_field=CharField())
    figures = sums.aggregates(metrics, per_capita=per_capita, per=per)
    return sums.grouped_rows(rows, {"group": key}, figures)


def groups_of(collection: Collection, by: str) -> dict[str, tuple[str, list[Member]]]:
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
    if by in ("country", "region"):
        return place_name(key).text  # in the page's language where CLDR knows it
    return key


def group_order(item: tuple[str, tuple[str, list[Member]]]) -> tuple[bool, str]:
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
    have both parts that year, each rounded once (`precision.shown_value`). And the grand total,
    from the sums over every diocese. The sums are made by the database, or kept
    (portal.research.sums)."""
    with _cycles_left_alone():
        return _group_table(collection, by=by, metrics=check_metrics(metrics), start=start, end=end)


@contextmanager
def _cycles_left_alone() -> Iterator[None]:
    """The world's table is some 50,000 small objects (206 countries × 75 years of figures).
    They hold no reference cycles, yet their number sets off dozens of the cyclic collector's
    passes over every object in the process: half the table's time. Reference counting still
    frees whatever is dropped meanwhile; the collector runs again afterwards."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _group_table(
    collection: Collection,
    *,
    by: str,
    metrics: Sequence[str],
    start: int | None,
    end: int | None,
) -> GroupTable:
    groups = groups_of(collection, by)
    columns, rows = group_rows(collection, by=by, metrics=metrics, start=start, end=end)
    group_at, year_at = columns["group"], columns["year"]
    found = {(row[group_at] or "", row[year_at]): row for row in rows}
    years = sorted({year for _key, year in found})
    plan = _plan(columns, metrics)
    table = [
        Group(
            key=key,
            label=label,
            members=members,
            years=_group_years(found, key, years, plan, metrics, len(members)),
        )
        for key, (label, members) in sorted(groups.items(), key=group_order)
    ]
    everyone = [member for _label, members in groups.values() for member in members]
    total = None
    if everyone:
        in_total = _all_groups_added(rows, group_at, year_at)
        total = Group(
            key="",
            label=_("All dioceses"),
            members=sorted(everyone, key=lambda m: (m.name or m.source_code).casefold()),
            years=_group_years(in_total, "", years, plan, metrics, len(everyone)),
        )
    return GroupTable(by=by, metrics=list(metrics), years=years, groups=table, total=total)


def _all_groups_added(
    rows: list[tuple], group_at: int, year_at: int
) -> dict[tuple[str, int], tuple]:
    """The grand total's rows from the groups': each diocese is in one group (the blank one too),
    so every sum and count of the whole is theirs added up, exactly, with no second query."""
    if not rows:
        return {}
    by_year: dict[int, list[tuple]] = {}
    for row in rows:
        by_year.setdefault(row[year_at], []).append(row)
    width = len(rows[0])
    figures_at = [at for at in range(width) if at not in (group_at, year_at)]
    figures = _getter(figures_at)
    totals = {}
    for year, year_rows in by_year.items():
        total: list = [None] * width
        for at, value in zip(figures_at, sums.added_up(map(figures, year_rows)), strict=True):
            total[at] = value
        total[group_at], total[year_at] = "", year
        totals[("", year)] = tuple(total)
    return totals


def _getter(indices: Sequence[int]) -> Callable[[Sequence], tuple]:
    """A row's values at `indices`, as a tuple (even of one)."""
    if len(indices) == 1:
        only = indices[0]
        return lambda row: (row[only],)
    return itemgetter(*indices)


# (metric, value column, denominator column or None, scale, count column)
_Plan = list[tuple[str, int, int | None, int, int]]


def _plan(columns: dict[str, int], metrics: Sequence[str]) -> _Plan:
    """Where each metric's parts are in a `group_rows` row."""
    plan: _Plan = []
    for metric in metrics:
        if metric in RATIOS:
            scale = RATIOS[metric].scale
            plan.append(
                (
                    metric,
                    columns[f"{metric}__num"],
                    columns[f"{metric}__den"],
                    scale,
                    columns[f"{metric}__n"],
                )
            )
        else:
            plan.append((metric, columns[f"{metric}__sum"], None, 1, columns[f"{metric}__n"]))
    return plan


def _group_years(
    found: dict[tuple[str, int], tuple],
    key: str,
    years: list[int],
    plan: _Plan,
    metrics: Sequence[str],
    members: int,
) -> list[GroupYear]:
    """One group's figures year by year: sums as they are, ratios from the sums, rounded once."""
    nothing = dict.fromkeys(metrics)
    no_one = dict.fromkeys(metrics, 0)
    names = [metric for metric, *_rest in plan]
    values_of = _getter([value_at for _metric, value_at, *_rest in plan])
    counts_of = _getter([count_at for *_rest, count_at in plan])
    ratios = [
        (at, below, scale, metric, decimals_for(metric))
        for metric, at, below, scale, _n in plan
        if below
    ]
    group_years = []
    for year in years:
        row = found.get((key, year))
        if row is None:
            values, reporting = nothing, no_one
        else:
            # This runs for every group-year: whole rows at once, then each ratio from its sums
            # (inlined, not series.ratio_of).
            values = dict(zip(names, values_of(row), strict=True))
            reporting = dict(zip(names, counts_of(row), strict=True))
            for value_at, denominator_at, scale, metric, decimals in ratios:
                value, denominator = row[value_at], row[denominator_at]
                values[metric] = (
                    None
                    if value is None or not denominator
                    else rounded(value * scale / denominator, decimals)  # precision's rule
                )
        group_years.append(
            GroupYear(year=year, values=values, reporting=reporting, members=members)
        )
    return group_years
