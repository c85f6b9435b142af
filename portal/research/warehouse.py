"""The statistics warehouse: upstream's diocese profiles and yearly figures, kept in the database.

Writes compare before they write: a re-harvest that brings the same figures touches no row,
so each row's `fetched_at` says when its figures last changed, and `Diocese.series_checked_at`
says when the whole series was last confirmed. Readers (the analysis pages, the trends pages)
use `series_rows`, which answers in the shape of `StatisticsSeries.rows`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.core.cache import cache
from django.db import models, transaction
from django.utils import timezone

from portal import magisterium
from portal.core.ids import is_valid_id
from portal.research.models import Diocese, DioceseYear
from portal.statistics.metrics import METRICS

if TYPE_CHECKING:
    from django.contrib.auth.models import User

# The columns' limits: upstream's text is untrusted, so anything longer is cut, and numbers a
# column cannot hold are kept as "no figure" rather than failing the whole series.
_BIGINT_LIMIT = 2**63 - 1
_YEARS = range(1, 32768)  # PositiveSmallIntegerField


@dataclass(frozen=True)
class SeriesChange:
    """What `store_series` did, row by row (a row is one year)."""

    created: int = 0
    changed: int = 0
    unchanged: int = 0
    removed: int = 0

    @property
    def written(self) -> int:
        return self.created + self.changed + self.removed


def _text(value: Any, field: str) -> str:
    if value is None or isinstance(value, (dict, list)):
        return ""
    column = Diocese._meta.get_field(field)
    # Only the directory's CharFields come here (_directory_fields).
    limit = column.max_length if isinstance(column, models.CharField) else None
    return str(value).strip()[:limit]


def _directory_fields(fields: dict[str, Any]) -> dict[str, str]:
    """The directory columns from a profile's fields (upstream's names → ours)."""
    metropolitan = fields.get("metropolitan")
    if not isinstance(metropolitan, dict):
        metropolitan = {}
    return {
        "name": _text(fields.get("primary_name"), "name"),
        "country": _text(fields.get("country"), "country"),
        "region": _text(fields.get("region_primary"), "region"),
        "province": _text(fields.get("province"), "province"),
        "metropolitan_code": _text(metropolitan.get("source_code"), "metropolitan_code"),
        "metropolitan_name": _text(metropolitan.get("primary_name"), "metropolitan_name"),
        "rite": _text(fields.get("rite"), "rite"),
        "jurisdiction_type": _text(fields.get("jurisdiction_type"), "jurisdiction_type"),
    }


def _suffragan_codes(fields: dict[str, Any]) -> list[str]:
    """The codes of the sees a metropolitan's profile lists as its suffragans (untrusted: only
    codes the id rule accepts, each once, in upstream's order)."""
    listed = fields.get("suffragans")
    if not isinstance(listed, list):
        return []
    codes = (item.get("source_code") for item in listed if isinstance(item, dict))
    return list(
        dict.fromkeys(code for code in codes if isinstance(code, str) and is_valid_id(code))
    )


def profile_code(profile: magisterium.Profile) -> str:
    """The profile's source code (upstream's field, else its id); "" when it has none."""
    code = profile.fields.get("source_code") or profile.id
    return code if isinstance(code, str) else ""


def store_profile(profile: magisterium.Profile, *, user: User) -> Diocese:
    """Upsert the diocese `profile` describes (by source code); only changed columns are
    written, plus when and by whom it was read."""
    code = profile_code(profile)
    if not code:
        raise ValueError("a diocese profile without a source code")
    values: dict[str, Any] = _directory_fields(profile.fields)
    values["suffragan_codes"] = _suffragan_codes(profile.fields)
    now = timezone.now()
    diocese, created = Diocese.objects.get_or_create(
        source_code=code,
        defaults={**values, "profile_fetched_at": now, "fetched_by": user},
    )
    if created:
        return diocese
    changed = [name for name, value in values.items() if getattr(diocese, name) != value]
    for name in changed:
        setattr(diocese, name, values[name])
    diocese.profile_fetched_at = now
    diocese.fetched_by = user
    diocese.save(update_fields=[*changed, "profile_fetched_at", "fetched_by"])
    return diocese


def _figure(metric: str, value: Any) -> int | float | None:
    """A figure as its column stores it, so a comparison with the stored row is exact."""
    if value is None or isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if not math.isfinite(value):
        return None
    if METRICS[metric].ratio:  # stored as reported, a float
        return float(value)
    value = round(value)
    return value if abs(value) <= _BIGINT_LIMIT else None


def _figures(row: dict[str, Any]) -> dict[str, int | float | None]:
    return {metric: _figure(metric, row.get(metric)) for metric in METRICS}


def store_series(
    diocese: Diocese, series: magisterium.StatisticsSeries, *, user: User
) -> SeriesChange:
    """Make the diocese's rows say what `series` says, writing only what differs.

    `series` must be the whole series (no year range): a stored year it lacks is removed, as
    upstream no longer has figures for it.
    """
    incoming: dict[int, dict[str, int | float | None]] = {}
    for row in series.rows:
        year = row.get("year")
        if isinstance(year, int) and not isinstance(year, bool) and year in _YEARS:
            incoming[year] = _figures(row)
    now = timezone.now()
    with transaction.atomic():
        # Two owners' harvests of one diocese write one after the other (on PostgreSQL; SQLite
        # lets one writer in at a time anyway), so neither inserts a year the other just did.
        Diocese.objects.select_for_update().filter(pk=diocese.pk).first()
        stored = {row.year: row for row in DioceseYear.objects.filter(diocese=diocese)}
        to_create: list[DioceseYear] = []
        to_update: list[DioceseYear] = []
        for year, figures in incoming.items():
            kept = stored.get(year)
            if kept is None:
                to_create.append(
                    DioceseYear(
                        diocese=diocese, year=year, fetched_at=now, fetched_by=user, **figures
                    )
                )
            elif kept.figures() != figures:
                for metric, value in figures.items():
                    setattr(kept, metric, value)
                kept.fetched_at, kept.fetched_by = now, user
                to_update.append(kept)
        gone = [row.pk for year, row in stored.items() if year not in incoming]
        DioceseYear.objects.bulk_create(to_create, batch_size=500)
        DioceseYear.objects.bulk_update(
            to_update, [*METRICS, "fetched_at", "fetched_by"], batch_size=500
        )
        if gone:
            DioceseYear.objects.filter(pk__in=gone).delete()
        Diocese.objects.filter(pk=diocese.pk).update(series_checked_at=now)
        transaction.on_commit(forget_held)
    diocese.series_checked_at = now
    return SeriesChange(
        created=len(to_create),
        changed=len(to_update),
        unchanged=len(incoming) - len(to_create) - len(to_update),
        removed=len(gone),
    )


def fresh(diocese: Diocese | None) -> bool:
    """True when the diocese's series was checked within RESEARCH_REFRESH_DAYS."""
    if diocese is None or diocese.series_checked_at is None:
        return False
    since = timezone.now() - timedelta(days=settings.RESEARCH_REFRESH_DAYS)
    return diocese.series_checked_at >= since


def series_rows(
    diocese_codes: Iterable[str], *, start: int | None = None, end: int | None = None
) -> dict[str, list[dict[str, int | float | None]]]:
    """Each known code's stored rows, year by year, shaped like `StatisticsSeries.rows`
    (`year` plus every metric; None where upstream has no figure). Codes the warehouse does
    not hold are left out. One query."""
    codes = list(dict.fromkeys(diocese_codes))
    rows = DioceseYear.objects.filter(diocese__source_code__in=codes)
    if start is not None:
        rows = rows.filter(year__gte=start)
    if end is not None:
        rows = rows.filter(year__lte=end)
    found: dict[str, list[dict[str, int | float | None]]] = {}
    columns = ("diocese__source_code", "year", *METRICS)
    for values in rows.order_by("diocese__source_code", "year").values_list(*columns):
        found.setdefault(values[0], []).append(dict(zip(columns[1:], values[1:], strict=True)))
    return found


# Which dioceses some collection holds, and when each one's series was last checked: asked by
# every trends page, so each code's answer is kept in the shared cache (no query) under the
# current *generation*, which any change of a collection line or a series moves on
# (portal/research/receivers.py, store_series): one counter to bump, however many lines change.
HELD_GENERATION_KEY = "research:held:generation"
HELD_KEY = "research:held:{generation}:{code}"
HELD_SECONDS = 600
_NOT_HELD = "-"


def forget_held() -> None:
    """Every cached "held?" answer is out of date (a line or a series changed)."""
    try:
        cache.incr(HELD_GENERATION_KEY)
    except ValueError:  # no generation yet (or Redis was emptied): any new one will do
        cache.set(HELD_GENERATION_KEY, 1, timeout=None)


def _held(codes: list[str]) -> dict[str, datetime]:
    """{code: series_checked_at} for the codes some collection holds (those never checked are
    left out)."""
    generation = cache.get(HELD_GENERATION_KEY, 0)
    keys = {HELD_KEY.format(generation=generation, code=code): code for code in codes}
    found = {keys[key]: value for key, value in cache.get_many(list(keys)).items()}
    missing = [code for code in codes if code not in found]
    if missing:
        rows = dict(
            Diocese.objects.filter(
                source_code__in=missing, entries__isnull=False, series_checked_at__isnull=False
            )
            .values_list("source_code", "series_checked_at")
            .distinct()
        )
        fetched = {code: rows.get(code, _NOT_HELD) for code in missing}
        cache.set_many(
            {HELD_KEY.format(generation=generation, code=c): v for c, v in fetched.items()},
            HELD_SECONDS,
        )
        found.update(fetched)
    return {code: checked for code, checked in found.items() if checked != _NOT_HELD}


def fresh_series(
    source_codes: Iterable[str], *, start: int | None = None, end: int | None = None
) -> dict[str, magisterium.StatisticsSeries]:
    """The trends pages' warehouse copies: each code whose diocese some collection holds and
    whose series was checked within RESEARCH_REFRESH_DAYS, as a `StatisticsSeries` marked as
    not asked of upstream (`Origin.CACHE`, `fetched_at` = when the series was last checked).
    Usually no query when none is held (the shared cache knows); codes not held or not fresh
    are left out, for the caller to fetch."""
    since = timezone.now() - timedelta(days=settings.RESEARCH_REFRESH_DAYS)
    fresh = [
        code
        for code, checked in _held(list(dict.fromkeys(source_codes))).items()
        if checked >= since
    ]
    if not fresh:
        return {}
    held = {d.source_code: d for d in Diocese.objects.filter(source_code__in=fresh)}
    rows = series_rows(held, start=start, end=end)
    return {code: _as_series(diocese, rows.get(code, [])) for code, diocese in held.items()}


def _as_series(diocese: Diocese, rows: list[dict]) -> magisterium.StatisticsSeries:
    return magisterium.StatisticsSeries(
        source_code=diocese.source_code,
        diocese_name=diocese.name or diocese.source_code,
        start=rows[0]["year"] if rows else None,
        end=rows[-1]["year"] if rows else None,
        rows=rows,
        origin=magisterium.Origin.CACHE,
        fetched_at=diocese.series_checked_at,
    )
