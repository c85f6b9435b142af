"""Reads for the trends pages: diocese statistics, several dioceses at once, in parallel.

A comparison of six dioceses is six upstream calls; made one after another the page would
wait six round trips. They run side by side in a small thread pool instead, so the page
costs about one round trip. One diocese failing (not found, an upstream error) is reported
for that diocese while the others still chart.
"""

# Reference: docs/upstream.md §7 (diocese_statistics_lookup);
# docs/architecture.md "How data flows" 1.

from __future__ import annotations

import contextvars
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from django.db import connections

from portal import magisterium
from portal.trends.derived import DioceseRows, TrendTable, table_build

# Matches the compare form's limit: one thread per diocese, never more.
MAX_PARALLEL = 6


@dataclass(frozen=True)
class SeriesFetch:
    """The outcome for one diocese: exactly one of `series`, `not_found`, `error` is set."""

    source_code: str
    series: magisterium.StatisticsSeries | None = None
    not_found: magisterium.NotFound | None = None
    error: magisterium.MagisteriumError | None = None

    @property
    def ok(self) -> bool:
        return self.series is not None

    @property
    def diocese_rows(self) -> DioceseRows:
        assert self.series is not None
        return DioceseRows(
            source_code=self.series.source_code or self.source_code,
            diocese_name=self.series.diocese_name or self.source_code,
            rows=self.series.rows,
        )


def series_fetch(*, user: Any, code: str, start: int | None, end: int | None) -> SeriesFetch:
    """One diocese's statistics as `user`; upstream errors are returned, not raised."""
    try:
        result = magisterium.session_for(user).diocese_statistics(
            source_code=code, start_year=start, end_year=end
        )
    except magisterium.MagisteriumError as error:
        return SeriesFetch(source_code=code, error=error)
    if isinstance(result, magisterium.NotFound):
        return SeriesFetch(source_code=code, not_found=result)
    return SeriesFetch(source_code=code, series=result)


def _series_fetch_in_thread(user: Any, code: str, start: int | None, end: int | None):
    try:
        return series_fetch(user=user, code=code, start=start, end=end)
    finally:
        # Each worker thread opened its own database connection (token, plan): close it, or
        # every request would leave up to six connections behind.
        connections.close_all()


def series_fetch_many(
    *, user: Any, codes: Sequence[str], start: int | None, end: int | None
) -> list[SeriesFetch]:
    """Every diocese's statistics, fetched in parallel; results in the order of `codes`."""
    if len(codes) > MAX_PARALLEL:
        raise ValueError(f"at most {MAX_PARALLEL} dioceses at once")
    if len(codes) <= 1:  # nothing to overlap: no thread needed
        return [series_fetch(user=user, code=code, start=start, end=end) for code in codes]
    with ThreadPoolExecutor(max_workers=len(codes), thread_name_prefix="trends-fetch") as pool:
        # Each thread runs in a copy of this context, so the page's time budget
        # (magisterium.time_budget) holds for every diocese too.
        futures = [
            pool.submit(
                contextvars.copy_context().run, _series_fetch_in_thread, user, code, start, end
            )
            for code in codes
        ]
        return [future.result() for future in futures]


@dataclass(frozen=True)
class Trend:
    """What a chart page shows: the table of the dioceses that answered, and who did not."""

    fetches: list[SeriesFetch]
    table: TrendTable | None  # None when no diocese could be charted

    @property
    def charted(self) -> list[SeriesFetch]:
        return [f for f in self.fetches if f.ok]

    @property
    def missing(self) -> list[SeriesFetch]:
        return [f for f in self.fetches if not f.ok]

    @property
    def stale(self) -> bool:
        return any(f.series.stale for f in self.charted)


def trend_get(
    *,
    user: Any,
    codes: Sequence[str],
    metrics: Sequence[str],
    view: str,
    start: int | None,
    end: int | None,
) -> Trend:
    fetches = series_fetch_many(user=user, codes=codes, start=start, end=end)
    charted = [f.diocese_rows for f in fetches if f.ok]
    table = (
        table_build(charted, metrics=metrics, view=view, start=start, end=end) if charted else None
    )
    return Trend(fetches=fetches, table=table)
