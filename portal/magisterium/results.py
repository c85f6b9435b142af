"""The typed results skill functions return: frozen dataclasses, free of wire details.

Every result says where it came from in `origin` (`Origin.UPSTREAM`, `Origin.CACHE` or
`Origin.EARLIER_COPY`); `stale` is True for an earlier copy, served because upstream failed.
Two results are equal when they say the same, wherever each came from.
Results that may come from the shared cache also carry `fetched_at` (when upstream produced
them). All text inside is untrusted upstream text: render it only through the safe Markdown
renderer.
"""

# Reference: docs/upstream.md §7 (what each skill answers).

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any, ClassVar


class Origin(enum.Enum):
    """Where a result came from."""

    UPSTREAM = "upstream"  # asked upstream for this very call
    CACHE = "cache"  # the shared cache's fresh copy: upstream was not asked
    EARLIER_COPY = "earlier copy"  # the last good copy, served because upstream failed


class _Sourced:
    """`stale` for results carrying an `origin` (a dataclass field of each result class)."""

    origin: Origin

    @property
    def stale(self) -> bool:
        """True when this is an earlier copy, shown because upstream failed just now."""
        return self.origin is Origin.EARLIER_COPY


@dataclass(frozen=True)
class Citation:
    """One source behind an answer; `fields` keeps whatever else upstream sent.

    Where upstream says which passage it cites: `paragraph` is its number among the
    document's paragraphs (blocks of text between blank lines, the first being 1) and
    `passage` the passage's own words, to find it by; either may be None.
    """

    title: str | None = None
    url: str | None = None
    document_id: str | None = None
    ref: str | None = None
    text: str | None = None
    fields: dict[str, Any] = field(default_factory=dict)
    paragraph: int | None = None
    passage: str | None = None


@dataclass(frozen=True)
class Answer(_Sourced):
    """A catholic_qa answer: per user, never cached or shared.

    `truncated` is True when the answer was longer than the portal keeps and was cut.
    """

    text: str
    citations: list[Citation]
    related_questions: list[str]
    task_id: str
    context_id: str | None
    truncated: bool = False
    origin: Origin = field(default=Origin.UPSTREAM, compare=False)  # answers are never cached


@dataclass(frozen=True)
class SearchHit:
    """One search result; the fields after `title` are optional extras, None when not sent.

    `published` is the document's date when upstream gave a full date; `year` is its year
    whenever upstream gave at least that (ancient works often have only a year).
    """

    id: str
    url: str | None
    title: str | None
    author: str | None = None
    document_type: str | None = None
    published: date | None = None
    year: int | None = None
    summary: str | None = None


# The most hits document_search gives for one query (upstream's own cap, which the sandbox
# keeps): a search that returns this many may have left others out.
SEARCH_RESULTS_LIMIT = 10


@dataclass(frozen=True)
class SearchResults(_Sourced):
    query: str
    results: list[SearchHit]
    origin: Origin = field(default=Origin.UPSTREAM, compare=False)
    fetched_at: datetime | None = None

    @property
    def at_limit(self) -> bool:
        """True when upstream sent as many hits as it ever sends: there may be more."""
        return len(self.results) >= SEARCH_RESULTS_LIMIT


@dataclass(frozen=True)
class RelatedDocument:
    """Another document upstream suggests beside one (the same author's, say); `date` is as
    upstream wrote it (ISO 8601, or a year alone)."""

    id: str
    title: str | None = None
    date: str | None = None


@dataclass(frozen=True)
class Document(_Sourced):
    """One document; `truncated` is True when its text was longer than the portal keeps and
    only the beginning is here (`url`, when known, leads to the whole text)."""

    id: str
    title: str | None
    author: str | None
    ref: str | None
    url: str | None
    body: str
    origin: Origin = field(default=Origin.UPSTREAM, compare=False)
    fetched_at: datetime | None = None
    truncated: bool = False
    related: tuple[RelatedDocument, ...] = ()


@dataclass(frozen=True)
class _DayText(_Sourced):
    """One day's text; `text` is None when upstream has none for that date. Each kind of day
    text is its own class: a Readings never equals a Martyrology of the same words."""

    day: date
    text: str | None
    origin: Origin = field(default=Origin.UPSTREAM, compare=False)
    fetched_at: datetime | None = None


@dataclass(frozen=True)
class Readings(_DayText):
    """The Mass readings of `day`; `text` is None when upstream has none for that date."""


@dataclass(frozen=True)
class Martyrology(_DayText):
    """The Roman Martyrology entry of `day`; `text` is None when upstream has none."""


@dataclass(frozen=True)
class Profile(_Sourced):
    """A saint, person (clergy), pope or diocese profile.

    `fields` is the whole profile as upstream sent it (minus `alternates`), so a page can show
    known fields by name and any unexpected one as a plain key/value row.
    """

    kind: str  # "saint" | "person" | "pope" | "diocese"
    id: str | None
    name: str | None
    fields: dict[str, Any]
    alternates: list[dict[str, Any]]
    origin: Origin = field(default=Origin.UPSTREAM, compare=False)
    fetched_at: datetime | None = None


@dataclass(frozen=True)
class NotFound(_Sourced):
    """Nothing matched: a normal answer, not an error. `hint` is upstream's suggestion, if any."""

    query: str | None
    hint: str | None = None
    origin: Origin = field(default=Origin.UPSTREAM, compare=False)
    fetched_at: datetime | None = None


@dataclass(frozen=True)
class StatisticsSeries(_Sourced):
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
    origin: Origin = field(default=Origin.UPSTREAM, compare=False)
    fetched_at: datetime | None = None


METRICS = StatisticsSeries.METRICS
