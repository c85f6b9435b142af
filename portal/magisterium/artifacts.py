"""Reading upstream's artifacts: a completed task's parts → a typed result.

A builder turns artifact parts into a result; the same builder reads a fresh answer and a copy
from the shared cache, so both come out alike. Unknown shapes degrade to what can be shown;
shapes that break the contract are `MalformedResponse`. "Nothing found" is a `NotFound` result.
"""

# Reference: docs/upstream.md §7 (artifacts of each skill, not_found answers, alternates).

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from datetime import date, datetime
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import ValidationError

from portal.magisterium import catalog, errors, limits, passages, wire
from portal.magisterium.results import (
    Answer,
    Citation,
    Document,
    Martyrology,
    NotFound,
    Profile,
    Readings,
    SearchHit,
    SearchResults,
    StatisticsSeries,
)

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

# Fixed upstream sentences that mean "nothing for this input" (docs/upstream.md §7).
DOCUMENT_NOT_FOUND = "Document not found."
NO_READINGS = "No mass readings found."
NO_MARTYROLOGY = "No martyrology data found."

# skill id → artifact name, and a profile kind → its id field (the skill table, `catalog`).
ARTIFACT_NAMES = {skill.id: skill.artifact for skill in catalog.SKILL_LIST}
PROFILE_ID_FIELDS = {
    kind: skill.id_field for kind, skill in catalog.LOOKUPS.items() if skill.id_field is not None
}

# A result class of `results` (or a union of them): a dataclass, so that `dataclasses.replace`
# can say where a built result came from (its `origin`).
R = TypeVar("R", bound="DataclassInstance")
# The two results of a date's text alone, built alike (`day_text_builder`).
DayText = TypeVar("DayText", Readings, Martyrology)
Builder = Callable[[Sequence[wire.Part], datetime], R]
Model = TypeVar("Model", bound=wire.WireModel)


# --- Parts -----------------------------------------------------------------------------------


def texts(parts: Sequence[wire.Part]) -> list[str]:
    return [p.text for p in parts if isinstance(p, wire.TextPart)]


def datas(parts: Sequence[wire.Part]) -> list[dict[str, Any]]:
    return [p.data for p in parts if isinstance(p, wire.DataPart)]


def _first_data(parts: Sequence[wire.Part], what: str) -> dict[str, Any]:
    found = datas(parts)
    if not found:
        raise errors.MalformedResponse(f"{what}: no data part")
    return found[0]


def artifact_parts(task: wire.Task, skill_id: str) -> list[wire.Part]:
    """The parts of the skill's artifact in `task`; MalformedResponse when it is missing."""
    artifact = task.artifact(ARTIFACT_NAMES[skill_id])
    if artifact is None:
        raise errors.MalformedResponse(f"{skill_id}: no {ARTIFACT_NAMES[skill_id]!r} artifact")
    return artifact.parts


def _validate(model: type[Model], data: Any, what: str) -> Model:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise errors.MalformedResponse(f"{what}: {exc.error_count()} shape problems") from None


def _optional_str(value: Any) -> str | None:
    if isinstance(value, str):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return None


def _not_found(data: dict[str, Any], query: str, fetched_at: datetime) -> NotFound | None:
    """The look-up's not_found answer, None for a profile; another `error` value is malformed."""
    if "error" not in data:
        return None
    found = _validate(wire.NotFoundData, data, "not_found answer")
    return NotFound(query=found.query or query, hint=found.hint, fetched_at=fetched_at)


def found_something(result: Any) -> bool:
    """False for "nothing found" answers (kept in the cache only briefly)."""
    if isinstance(result, NotFound):
        return False
    return not (isinstance(result, Readings | Martyrology) and result.text is None)


# --- Builders: artifact parts → result (the same path for fresh answers and cached copies) ------


def search_builder(query: str) -> Builder[SearchResults]:
    def build(parts: Sequence[wire.Part], fetched_at: datetime) -> SearchResults:
        data = _validate(wire.SearchResultsData, _first_data(parts, "search"), "search results")
        hits = [_search_hit(h) for h in data.results]
        return SearchResults(query=query, results=hits, fetched_at=fetched_at)

    return build


def _search_hit(hit: wire.SearchHitData) -> SearchHit:
    published, year = _published(hit.date)
    return SearchHit(
        id=hit.id,
        url=hit.url,
        title=hit.title,
        author=hit.author or None,
        document_type=hit.type or None,
        published=published,
        year=year,
        summary=(hit.summary or "").strip() or None,
    )


def _published(value: str | None) -> tuple[date | None, int | None]:
    """An ISO date ("2015-05-24") or a year alone ("0426") → (date, year); else (None, None).

    The date is an optional extra: a value that is neither is dropped, never an error.
    """
    text = (value or "").strip()
    if len(text) == 4 and text.isascii() and text.isdigit() and int(text) > 0:
        return None, int(text)
    try:
        day = date.fromisoformat(text[:10]) if len(text) >= 10 else None
    except ValueError:
        day = None
    return day, (day.year if day else None)


def document_builder(document_id: str) -> Builder[Document | NotFound]:
    def build(parts: Sequence[wire.Part], fetched_at: datetime) -> Document | NotFound:
        body, meta_parts = texts(parts), datas(parts)
        if not meta_parts and len(body) == 1 and body[0].strip() == DOCUMENT_NOT_FOUND:
            return NotFound(query=document_id, fetched_at=fetched_at)
        if not body and not meta_parts:
            raise errors.MalformedResponse("document: neither body nor metadata")
        meta = _validate(
            wire.DocumentMetaData, meta_parts[0] if meta_parts else {}, "document metadata"
        )
        return Document(
            id=meta.id or document_id,
            title=meta.title,
            author=meta.author,
            ref=meta.ref,
            url=meta.url,
            body="\n\n".join(body),
            fetched_at=fetched_at,
            truncated=limits.was_cut(parts),
            related=passages.related_documents(meta_parts[0] if meta_parts else None),
        )

    return build


def day_text_builder(day: date, *, empty: str, result_class: type[DayText]) -> Builder[DayText]:
    def build(parts: Sequence[wire.Part], fetched_at: datetime) -> DayText:
        found = texts(parts)
        if not found:
            raise errors.MalformedResponse(f"{result_class.__name__}: no text part")
        text = "\n\n".join(found)
        return result_class(
            day=day, text=None if text.strip() == empty else text, fetched_at=fetched_at
        )

    return build


def readings_builder(day: date) -> Builder[Readings]:
    return day_text_builder(day, empty=NO_READINGS, result_class=Readings)


def martyrology_builder(day: date) -> Builder[Martyrology]:
    return day_text_builder(day, empty=NO_MARTYROLOGY, result_class=Martyrology)


_MONTHS = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
]
_MONTH = "|".join(_MONTHS)
_DAY, _YEAR = r"(?P<d>\d{1,2})(?:st|nd|rd|th)?", r"(?P<y>\d{4})"
_HEADING_DATES: list[tuple[re.Pattern[str], list[str] | None]] = [
    # 2026-12-13
    (re.compile(r"\b(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})\b"), None),
    # 13 December 2026: the sandbox's "Mass readings for Sunday, 13 December 2026 — …"
    (re.compile(rf"\b{_DAY}\s+(?P<m>{_MONTH}),?\s+{_YEAR}\b", re.I), _MONTHS),
    # December 13, 2026
    (re.compile(rf"\b(?P<m>{_MONTH})\s+{_DAY},?\s+{_YEAR}\b", re.I), _MONTHS),
]


def heading_day(text: str) -> date | None:
    """The date the first line of a readings text names, None when it names none.

    liturgical_readings answers in text alone: the artifact carries no date field, but its
    first line says the date it is for ("Mass readings for Sunday, 13 December 2026 — …").
    This is how the portal learns which date words such as "the 3rd Sunday of Advent" meant.
    """
    first_line = text.strip().splitlines()[0] if text.strip() else ""
    for pattern, months in _HEADING_DATES:
        match = pattern.search(first_line)
        if match is None:
            continue
        month = months.index(match["m"].lower()) + 1 if months else int(match["m"])
        try:
            return date(int(match["y"]), month, int(match["d"]))
        except ValueError:
            return None
    return None


def readings_in_words_builder(words: str) -> Builder[Readings | NotFound]:
    """Readings for the date `words` named, that date read from the text's first line;
    NotFound when upstream has no readings for them or its text names no date."""

    def build(parts: Sequence[wire.Part], fetched_at: datetime) -> Readings | NotFound:
        found = texts(parts)
        if not found:
            raise errors.MalformedResponse("Readings: no text part")
        text = "\n\n".join(found)
        day = None if text.strip() == NO_READINGS else heading_day(text)
        if day is None:
            return NotFound(query=words, fetched_at=fetched_at)
        return Readings(day=day, text=text, fetched_at=fetched_at)

    return build


def profile_builder(kind: str, query: str) -> Builder[Profile | NotFound]:
    def build(parts: Sequence[wire.Part], fetched_at: datetime) -> Profile | NotFound:
        data = _first_data(parts, f"{kind} profile")
        not_found = _not_found(data, query, fetched_at)
        if not_found is not None:
            return not_found
        profile_id = _optional_str(data.get(PROFILE_ID_FIELDS[kind]))
        name = _optional_str(data.get("primary_name")) or _optional_str(data.get("name"))
        if profile_id is None and name is None:
            raise errors.MalformedResponse(f"{kind} profile: neither id nor name")
        # Unknown shapes degrade: a list of objects is kept, anything else is dropped.
        alternates = data.get("alternates")
        if not isinstance(alternates, list):
            alternates = []
        return Profile(
            kind=kind,
            id=profile_id,
            name=name,
            fields={k: v for k, v in data.items() if k != "alternates"},
            alternates=[a for a in alternates if isinstance(a, dict)],
            fetched_at=fetched_at,
        )

    return build


def _metric(value: object) -> int | float | None:
    # type(), not isinstance(): True is an int too, and this runs for every figure of a series.
    if type(value) is int:
        return value
    if type(value) is float and math.isfinite(value):
        return value
    return None


def statistics_builder(query: str) -> Builder[StatisticsSeries | NotFound]:
    def build(parts: Sequence[wire.Part], fetched_at: datetime) -> StatisticsSeries | NotFound:
        data = _first_data(parts, "statistics")
        not_found = _not_found(data, query, fetched_at)
        if not_found is not None:
            return not_found
        series = _validate(wire.StatisticsData, data, "statistics series")
        # Each row beside its year (an int, checked here), to put them in the order of years.
        dated: list[tuple[int, dict[str, int | float | None]]] = []
        for row in series.rows:
            year = row.get("year")
            if isinstance(year, bool) or not isinstance(year, int):
                raise errors.MalformedResponse("statistics: a row without a year")
            figures = {m: _metric(row.get(m)) for m in StatisticsSeries.METRICS}
            dated.append((year, {"year": year} | figures))
        dated.sort(key=lambda pair: pair[0])
        rows = [row for _year, row in dated]
        years = [year for year, _row in dated]
        return StatisticsSeries(
            source_code=series.source_code,
            diocese_name=series.diocese_name,
            start=series.year_range.start
            if series.year_range.start is not None
            else min(years, default=None),
            end=series.year_range.end
            if series.year_range.end is not None
            else max(years, default=None),
            rows=rows,
            fetched_at=fetched_at,
        )

    return build


# --- Answers (catholic_qa: per user, never cached) ------------------------------------------


def answer_from(task: wire.Task) -> Answer:
    """A cited answer from catholic_qa's task, cut to the size caps."""
    parts = limits.cap_parts(artifact_parts(task, "catholic_qa"), skill_id="catholic_qa")
    answer_texts = texts(parts)
    if not answer_texts:
        raise errors.MalformedResponse("catholic_qa: no answer text")
    citations: list[Citation] = []
    related: list[str] = []
    for data in datas(parts):
        if isinstance(data.get("citations"), list):
            citations += [c for c in map(_citation, data["citations"]) if c is not None]
        if isinstance(data.get("related_questions"), list):
            related += [q for q in data["related_questions"] if isinstance(q, str) and q.strip()]
    return Answer(
        text="\n\n".join(answer_texts),
        citations=citations,
        related_questions=related,
        task_id=task.id,
        context_id=task.context_id,
        truncated=limits.was_cut(parts),
    )


def _first_str(data: dict[str, Any], *names: str) -> str | None:
    return next((v for n in names if (v := _optional_str(data.get(n))) is not None), None)


def _citation(value: Any) -> Citation | None:
    """A citation in whatever shape upstream used: an object, or a bare string (a title)."""
    if isinstance(value, str):
        return Citation(title=value) if value.strip() else None
    if not isinstance(value, dict):
        return None
    paragraph, passage = passages.citation_locator(value)
    return Citation(
        title=_first_str(value, "title", "name", "document_title"),
        url=_first_str(value, "url", "link", "uri"),
        document_id=_first_str(value, "document_id", "documentId", "id"),
        ref=_first_str(value, "ref", "reference"),
        text=_first_str(value, "text", "quote", "excerpt", "snippet"),
        fields=dict(value),
        paragraph=paragraph,
        passage=passage,
    )
