"""The rows the API answers with, read by the workbench's own queries (portal.research): the
collections a person may see (access), a collection's lines, its diocese-years (analysis, with
the downloads' precision) and its group totals (groups, ratios recomputed from the sums).

Every table is a header and rows, so one table feeds both JSON (a page of it, as objects)
and CSV (all of it, streamed).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from django.db.models import Count, Q, QuerySet
from django.utils.translation import get_language

from portal.core.kept import Kept
from portal.research import access, analysis, downloads, group_files, groups
from portal.research.models import Collection, DioceseYear, Entry

if TYPE_CHECKING:
    from django.contrib.auth.models import User

Shape = Literal["long", "wide"]

MEMBER_COLUMNS = (
    "query",
    "status",
    "message",
    *analysis.DIRECTORY_FIELDS,
    "added_at",
    "harvested_at",
)
_ENTRY_FIELDS = (
    "query",
    "status",
    "message",
    *(f"diocese__{name}" for name in analysis.DIRECTORY_FIELDS),
    "added_at",
    "harvested_at",
)
# Where the diocese's fields sit in a member row (after query, status, message).
_DIOCESE_AT = range(3, 3 + len(analysis.DIRECTORY_FIELDS))
YEAR_KEYS = ("source_code", "name", "year")


def visible(user: User) -> QuerySet[Collection]:
    """The person's collections and the shared ones, with how many dioceses each holds."""
    return (
        access.visible_collections(user)
        .annotate(dioceses=Count("entries", filter=Q(entries__diocese__isnull=False)))
        .order_by("name", "pk")
    )


# --- Members ----------------------------------------------------------------------------------


def members(collection: Collection) -> QuerySet[Entry]:
    return Entry.objects.filter(collection=collection).order_by("added_at", "pk")


def member_rows(entries: QuerySet[Entry]) -> Iterator[tuple[Any, ...]]:
    """Each line: what was typed, how it stands, and the diocese it resolved to (blank when it
    resolved to none)."""
    for row in entries.values_list(*_ENTRY_FIELDS).iterator(chunk_size=downloads.CHUNK_ROWS):
        yield tuple(
            "" if value is None and at in _DIOCESE_AT else value for at, value in enumerate(row)
        )


# --- Diocese-years ----------------------------------------------------------------------------


def year_rows(
    collection: Collection, *, start: int | None, end: int | None
) -> QuerySet[DioceseYear]:
    rows = analysis.collection_rows(collection)
    if start is not None:
        rows = rows.filter(year__gte=start)
    if end is not None:
        rows = rows.filter(year__lte=end)
    # The downloads' order: by diocese name, then code, then year.
    return rows.order_by("diocese__name", "diocese__source_code", "year")


def year_values(rows: QuerySet[DioceseYear], metrics: Sequence[str]) -> Iterator[tuple]:
    """(code, name, year, figures…): the figures as the downloads write them."""
    columns = ("diocese__source_code", "diocese__name", "year", *metrics)
    for row in rows.values_list(*columns).iterator(chunk_size=downloads.CHUNK_ROWS):
        figures = (downloads.figure_as_written(m, v) for m, v in zip(metrics, row[3:], strict=True))
        yield (*row[:3], *figures)


def long_from_wide(wide: Iterator[tuple], keys: int, metrics: Sequence[str]) -> Iterator[tuple]:
    """One row per figure (a missing figure has no row, as in the long download)."""
    for row in wide:
        for metric, value in zip(metrics, row[keys:], strict=True):
            if value is not None:
                yield (*row[:keys], metric, value)


# --- Group totals -----------------------------------------------------------------------------


@dataclass(frozen=True)
class GroupRows:
    by: str
    metrics: list[str]
    rows: list[tuple]  # (key, label, is_total, members, year, value…, reporting…)

    @property
    def count(self) -> int:
        return len(self.rows)

    def wide(self, start: int = 0, stop: int | None = None) -> Iterator[tuple]:
        for row in self.rows[start:stop]:
            yield row[: len(group_files.GROUP_KEYS) + len(self.metrics)]

    def long(self, start: int = 0, stop: int | None = None) -> Iterator[tuple]:
        """(key, label, is_total, members, year, metric, value, reporting), figures only."""
        values_at = len(group_files.GROUP_KEYS)
        reporting_at = values_at + len(self.metrics)
        for row in self.rows[start:stop]:
            for index, metric in enumerate(self.metrics):
                value = row[values_at + index]
                if value is not None:
                    yield (*row[:values_at], metric, value, row[reporting_at + index])


def csv_booleans(rows: Iterator[tuple]) -> Iterator[tuple]:
    """`rows` with each boolean (is_total) as "true"/"false", as JSON writes it: what pandas,
    R's readr and Excel each read as a boolean (readr guesses no "True"; csv_cell writes that)."""
    for row in rows:
        yield tuple(
            ("true" if cell else "false") if isinstance(cell, bool) else cell for cell in row
        )


# How long a group table is kept. Its key holds the collection's version (a harvest that changes
# anything is seen at once, as on the chart page); the time only bounds an unused table's stay.
GROUPS_CACHE_SECONDS = 3600
# Its version is derived from this module and portal.research.groups: a table kept by a release
# that built other columns (is_total, once) is never read.
GROUPS: Kept[GroupRows] = Kept(
    "api:groups", seconds=GROUPS_CACHE_SECONDS, sources=(__name__, groups)
)


def group_rows(
    collection: Collection,
    *,
    by: str,
    metrics: Sequence[str],
    start: int | None,
    end: int | None,
    total: bool = False,
) -> GroupRows:
    """Every group-year of the workbench's group table that has some figure, kept in the
    shared cache per collection version: a notebook re-reading a table costs one aggregate
    query, not the sums of every diocese-year again."""
    version = analysis.collection_version(collection)
    wanted = ",".join(metrics)
    parts = (collection.pk, version, get_language(), by, wanted, start, end, int(total))
    return GROUPS.get_or_build(
        lambda: _group_rows(collection, by=by, metrics=metrics, start=start, end=end, total=total),
        *parts,
    )


def _group_rows(
    collection: Collection,
    *,
    by: str,
    metrics: Sequence[str],
    start: int | None,
    end: int | None,
    total: bool,
) -> GroupRows:
    table = groups.group_table(collection, by=by, metrics=metrics, start=start, end=end)
    # Not the grand total by default: a notebook summing the groups would count every diocese
    # twice.
    rows = group_files.group_year_rows(table, total=total)
    return GroupRows(by=by, metrics=table.metrics, rows=rows)
