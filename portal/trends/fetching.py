"""Reads for the trends pages: diocese statistics, several dioceses at once, in parallel.

A comparison of six dioceses is up to six upstream calls; made one after another the page
would wait six round trips. The door (`Session.diocese_statistics_many`) reads cached series
at once and fetches only the misses, side by side, so the page costs about one round trip at
most. One diocese failing (not found, an upstream error) is reported for that diocese while
the others still chart.
"""

# Reference: docs/upstream.md §7 (diocese_statistics_lookup);
# docs/architecture.md "How data flows" 1.

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from portal import magisterium
from portal.statistics.derived import DioceseRows, TrendTable, table_build

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser

# Matches the compare form's limit: one thread per diocese, never more.
MAX_PARALLEL = 6

# Where a series may be found before the door is asked: the research workbench registers its
# statistics warehouse here at start-up (portal/research/apps.py), so this room never imports
# the one above it. A source answers {code: series} for the codes it holds fresh.
LocalSource = Callable[..., dict[str, magisterium.StatisticsSeries]]
_local_sources: list[LocalSource] = []


def register_local_source(source: LocalSource) -> None:
    if source not in _local_sources:
        _local_sources.append(source)


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


def series_fetch_many(
    *, user: AbstractBaseUser, codes: Sequence[str], start: int | None, end: int | None
) -> list[SeriesFetch]:
    """Every diocese's statistics (warehouse copies and cached ones read at once, misses
    fetched side by side by the door); results in the order of `codes`."""
    if len(codes) > MAX_PARALLEL:
        raise ValueError(f"at most {MAX_PARALLEL} dioceses at once")
    session = magisterium.session_for(user)
    try:
        # Local copies are paid data too: only a person who may read them gets them.
        session.require_paid_plan()
    except magisterium.MagisteriumError as error:
        return [SeriesFetch(source_code=code, error=error) for code in codes]
    # A diocese a research collection keeps fresh in the warehouse costs no upstream call.
    outcomes: dict[
        str, magisterium.StatisticsSeries | magisterium.NotFound | magisterium.MagisteriumError
    ] = {}
    for source in _local_sources:
        missing = [code for code in codes if code not in outcomes]
        outcomes.update(source(missing, start=start, end=end) if missing else {})
    asked = [code for code in codes if code not in outcomes]
    if asked:
        answers = session.diocese_statistics_many(
            source_codes=asked, start_year=start, end_year=end
        )
        outcomes.update(zip(asked, answers, strict=True))
    fetches = []
    for code in codes:
        outcome = outcomes[code]
        if isinstance(outcome, magisterium.MagisteriumError):
            fetches.append(SeriesFetch(source_code=code, error=outcome))
        elif isinstance(outcome, magisterium.NotFound):
            fetches.append(SeriesFetch(source_code=code, not_found=outcome))
        else:
            fetches.append(SeriesFetch(source_code=code, series=outcome))
    return fetches


@dataclass(frozen=True)
class Trend:
    """What a chart page shows: the table of the dioceses that answered, and who did not."""

    fetches: list[SeriesFetch]
    table: TrendTable | None  # None when no diocese could be charted

    @property
    def charted(self) -> list[SeriesFetch]:
        return [f for f in self.fetches if f.ok]

    @property
    def charted_series(self) -> list[magisterium.StatisticsSeries]:
        """The series of the dioceses charted (`charted`), in the same order."""
        return [f.series for f in self.fetches if f.series is not None]

    @property
    def missing(self) -> list[SeriesFetch]:
        return [f for f in self.fetches if not f.ok]

    @property
    def stale(self) -> bool:
        return any(series.stale for series in self.charted_series)


def trend_get(
    *,
    user: AbstractBaseUser,
    codes: Sequence[str],
    metrics: Sequence[str],
    view: str,
    start: int | None,
    end: int | None,
    base: int | None = None,
) -> Trend:
    fetches = series_fetch_many(user=user, codes=codes, start=start, end=end)
    charted = [f.diocese_rows for f in fetches if f.ok]
    table = (
        table_build(charted, metrics=metrics, view=view, start=start, end=end, base=base)
        if charted
        else None
    )
    return Trend(fetches=fetches, table=table)


def known_names(
    *, user: AbstractBaseUser, codes: Sequence[str], start: int | None, end: int | None
) -> dict[str, str]:
    """{code: name} for the dioceses whose series the portal already keeps (the warehouse, the
    shared cache: for this year range, else for all years), without asking upstream: an error
    page names the dioceses chosen but charts none, so it is not worth a call."""
    session = magisterium.session_for(user)
    found: dict[str, magisterium.StatisticsSeries] = {}
    for source in _local_sources:
        missing = [code for code in codes if code not in found]
        found.update(source(missing, start=start, end=end) if missing else {})
    for years in dict.fromkeys([(start, end), (None, None)]):
        missing = [code for code in codes if code not in found]
        if missing:
            found.update(
                session.diocese_statistics_kept(
                    source_codes=missing, start_year=years[0], end_year=years[1]
                )
            )
    return {code: series.diocese_name for code, series in found.items() if series.diocese_name}
