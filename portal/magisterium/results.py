"""The typed results skill functions return: frozen dataclasses, free of wire details.

Results that may come from the shared cache carry `stale` (True when upstream failed and the
last good copy was served) and `fetched_at` (when upstream produced it). All text inside is
untrusted upstream text: render it only through the safe Markdown renderer.
"""

# Reference: /work/shared/API.md §7 (what each skill answers).

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any, ClassVar


@dataclass(frozen=True)
class Citation:
    """One source behind an answer; `fields` keeps whatever else upstream sent."""

    title: str | None = None
    url: str | None = None
    document_id: str | None = None
    ref: str | None = None
    text: str | None = None
    fields: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Answer:
    """A catholic_qa answer: per user, never cached or shared.

    `truncated` is True when the answer was longer than the portal keeps and was cut.
    """

    text: str
    citations: list[Citation]
    related_questions: list[str]
    task_id: str
    context_id: str | None
    truncated: bool = False


@dataclass(frozen=True)
class SearchHit:
    id: str
    url: str | None
    title: str | None


@dataclass(frozen=True)
class SearchResults:
    query: str
    results: list[SearchHit]
    stale: bool = False
    fetched_at: datetime | None = None


@dataclass(frozen=True)
class Document:
    """One document; `truncated` is True when its text was longer than the portal keeps and
    only the beginning is here (`url`, when known, leads to the whole text)."""

    id: str
    title: str | None
    author: str | None
    ref: str | None
    url: str | None
    body: str
    stale: bool = False
    fetched_at: datetime | None = None
    truncated: bool = False


@dataclass(frozen=True)
class Readings:
    """The Mass readings of `day`; `text` is None when upstream has none for that date."""

    day: date
    text: str | None
    stale: bool = False
    fetched_at: datetime | None = None


@dataclass(frozen=True)
class Martyrology:
    """The Roman Martyrology entry of `day`; `text` is None when upstream has none."""

    day: date
    text: str | None
    stale: bool = False
    fetched_at: datetime | None = None


@dataclass(frozen=True)
class Profile:
    """A saint, person (clergy), pope or diocese profile.

    `fields` is the whole profile as upstream sent it (minus `alternates`), so a page can show
    known fields by name and any unexpected one as a plain key/value row.
    """

    kind: str  # "saint" | "person" | "pope" | "diocese"
    id: str | None
    name: str | None
    fields: dict[str, Any]
    alternates: list[dict[str, Any]]
    stale: bool = False
    fetched_at: datetime | None = None


@dataclass(frozen=True)
class NotFound:
    """Nothing matched: a normal answer, not an error. `hint` is upstream's suggestion, if any."""

    query: str | None
    hint: str | None = None
    stale: bool = False
    fetched_at: datetime | None = None


@dataclass(frozen=True)
class StatisticsSeries:
    """One diocese's yearly figures; each row has `year` plus every name in METRICS (or None)."""

    METRICS: ClassVar[tuple[str, ...]] = (
        "catholics",
        "total_population",
        "percent_catholic",
        "diocesan_priests",
        "religious_priests",
        "total_priests",
        "catholics_per_priest",
        "permanent_deacons",
        "male_religious",
        "female_religious",
        "parishes",
        "area_km2",
        "churches_or_stations",
        "diocesan_priests_ordained",
        "religious_priests_ordained",
        "seminarians",
        "educational_institutes",
        "charitable_institutes",
        "baptisms",
    )

    source_code: str
    diocese_name: str | None
    start: int | None
    end: int | None
    rows: list[dict[str, int | float | None]]
    stale: bool = False
    fetched_at: datetime | None = None


METRICS = StatisticsSeries.METRICS
