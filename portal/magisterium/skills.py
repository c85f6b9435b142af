"""One typed, keyword-only function per upstream skill: validate → cache → throttle → send → parse.

Reference data (documents, search, readings, martyrology, look-ups, statistics) goes through
the shared cache and falls back to the last good copy when upstream fails; catholic_qa answers
are per user and never cached. Errors are `portal.magisterium.errors` classes; "nothing found"
is a `NotFound` result, not an error.
"""

# Reference: /work/shared/API.md §7 (skills, inputs, artifacts), §6 (pools), §8;
# /work/shared/DESIGN.md "How data flows" (1).

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, date, datetime
from typing import Any, TypeVar

from django.conf import settings
from django.utils.translation import gettext_lazy as _
from pydantic import TypeAdapter, ValidationError

from portal.magisterium import background, budget, cache, errors, limits, throttle, transport, wire
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
from portal.magisterium.tokens import UserToken

logger = logging.getLogger("portal.magisterium")

# Input limits, checked before anything is sent (SECURITY.md §19: over-long input is a 4xx).
MAX_QUERY_CHARS = 500  # look-ups and document search
MAX_QUESTION_CHARS = 2000  # catholic_qa
MAX_ID_CHARS = 200  # canonical ids, document ids, context ids
MIN_YEAR, MAX_YEAR = 1, 9999

# Fixed upstream sentences that mean "nothing for this input" (API.md §7).
DOCUMENT_NOT_FOUND = "Document not found."
NO_READINGS = "No mass readings found."
NO_MARTYROLOGY = "No martyrology data found."

# skill id → artifact name (API.md §7 table).
ARTIFACT_NAMES = {
    "catholic_qa": "catholic_qa_response",
    "document_search": "search_results",
    "document_fetch": "document",
    "liturgical_readings": "mass_readings",
    "saints_of_the_day": "martyrology",
    "saint_lookup": "saint_profile",
    "person_lookup": "person_profile",
    "pope_lookup": "pope_profile",
    "diocese_lookup": "diocese_profile",
    "diocese_statistics_lookup": "diocese_statistics_time_series",
}

_PARTS = TypeAdapter(list[wire.Part])
R = TypeVar("R")
Builder = Callable[[list[Any], datetime], R]


# --- Input validation ---------------------------------------------------------------------------


def _invalid(detail: str, user_message: str) -> errors.InvalidParams:
    return errors.InvalidParams(f"local validation: {detail}", user_message=user_message)


def _clean_text(value: Any, *, limit: int, empty_message: str, collapse: bool = True) -> str:
    """Strip (and by default collapse) whitespace; refuse non-text, empty and over-long input."""
    if not isinstance(value, str):
        raise _invalid("not a string", empty_message)
    cleaned = " ".join(value.split()) if collapse else value.strip()
    if not cleaned:
        raise _invalid("empty", empty_message)
    if len(cleaned) > limit:
        raise _invalid(
            f"longer than {limit} characters",
            _("Please use at most %(limit)d characters.") % {"limit": limit},
        )
    return cleaned


def _clean_id(value: Any) -> str:
    return _clean_text(
        value,
        limit=MAX_ID_CHARS,
        empty_message=_("Please choose an entry to open."),
        collapse=False,
    )


def _query_or_id(query: str | None, canonical_id: str | None) -> tuple[str, str]:
    """("id", cleaned id) or ("query", cleaned query); exactly one of them must be given."""
    if query is not None and canonical_id is not None:
        raise _invalid("both query and id", _("Please search by name or open an entry, not both."))
    if canonical_id is not None:
        return "id", _clean_id(canonical_id)
    if query is None:
        raise _invalid("neither query nor id", _("Please type a name to look up."))
    return "query", _clean_text(
        query, limit=MAX_QUERY_CHARS, empty_message=_("Please type a name to look up.")
    )


def _clean_day(day: Any) -> date:
    if isinstance(day, datetime):
        return day.date()
    if not isinstance(day, date):
        raise _invalid("day is not a date", _("Please choose a valid date."))
    return day


def _clean_year(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not MIN_YEAR <= value <= MAX_YEAR:
        raise _invalid("year out of range", _("Please give years as four-digit numbers."))
    return value


def _require_token(token: Any) -> UserToken:
    if not isinstance(token, UserToken):
        raise TypeError("token must be a portal.magisterium.UserToken")
    if not token.access_token:
        # Nothing to send: same outcome as upstream's 401, without spending a request.
        raise errors.Unauthorized("no access token")
    return token


# --- Reading artifacts ----------------------------------------------------------------------------


def _texts(parts: list[Any]) -> list[str]:
    return [p.text for p in parts if isinstance(p, wire.TextPart)]


def _datas(parts: list[Any]) -> list[dict[str, Any]]:
    return [p.data for p in parts if isinstance(p, wire.DataPart)]


def _first_data(parts: list[Any], what: str) -> dict[str, Any]:
    datas = _datas(parts)
    if not datas:
        raise errors.MalformedResponse(f"{what}: no data part")
    return datas[0]


def _artifact_parts(task: wire.Task, skill_id: str) -> list[Any]:
    artifact = task.artifact(ARTIFACT_NAMES[skill_id])
    if artifact is None:
        raise errors.MalformedResponse(f"{skill_id}: no {ARTIFACT_NAMES[skill_id]!r} artifact")
    return artifact.parts


def _validate(model: type[wire.WireModel], data: Any, what: str) -> Any:
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


# --- Builders: artifact parts → result (the same path for fresh answers and cached copies) ------


def _search_builder(query: str) -> Builder[SearchResults]:
    def build(parts: list[Any], fetched_at: datetime) -> SearchResults:
        data = _validate(wire.SearchResultsData, _first_data(parts, "search"), "search results")
        hits = [SearchHit(id=h.id, url=h.url, title=h.title) for h in data.results]
        return SearchResults(query=query, results=hits, fetched_at=fetched_at)

    return build


def _document_builder(document_id: str) -> Builder[Document | NotFound]:
    def build(parts: list[Any], fetched_at: datetime) -> Document | NotFound:
        texts, datas = _texts(parts), _datas(parts)
        if not datas and len(texts) == 1 and texts[0].strip() == DOCUMENT_NOT_FOUND:
            return NotFound(query=document_id, fetched_at=fetched_at)
        if not texts and not datas:
            raise errors.MalformedResponse("document: neither body nor metadata")
        meta = _validate(wire.DocumentMetaData, datas[0] if datas else {}, "document metadata")
        return Document(
            id=meta.id or document_id,
            title=meta.title,
            author=meta.author,
            ref=meta.ref,
            url=meta.url,
            body="\n\n".join(texts),
            fetched_at=fetched_at,
            truncated=limits.was_cut(parts),
        )

    return build


def _day_text_builder(day: date, *, empty: str, result_class: type[R]) -> Builder[R]:
    def build(parts: list[Any], fetched_at: datetime) -> R:
        texts = _texts(parts)
        if not texts:
            raise errors.MalformedResponse(f"{result_class.__name__}: no text part")
        text = "\n\n".join(texts)
        return result_class(
            day=day, text=None if text.strip() == empty else text, fetched_at=fetched_at
        )

    return build


PROFILE_ID_FIELDS = {
    "saint": "saint_id",
    "person": "person_id",
    "pope": "pope_id",
    "diocese": "source_code",
}


def _profile_builder(kind: str, query: str) -> Builder[Profile | NotFound]:
    def build(parts: list[Any], fetched_at: datetime) -> Profile | NotFound:
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


def _metric(value: Any) -> int | float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return value if math.isfinite(value) else None


def _statistics_builder(query: str) -> Builder[StatisticsSeries | NotFound]:
    def build(parts: list[Any], fetched_at: datetime) -> StatisticsSeries | NotFound:
        data = _first_data(parts, "statistics")
        not_found = _not_found(data, query, fetched_at)
        if not_found is not None:
            return not_found
        series = _validate(wire.StatisticsData, data, "statistics series")
        rows = []
        for row in series.rows:
            year = row.get("year")
            if isinstance(year, bool) or not isinstance(year, int):
                raise errors.MalformedResponse("statistics: a row without a year")
            rows.append({"year": year} | {m: _metric(row.get(m)) for m in StatisticsSeries.METRICS})
        rows.sort(key=lambda r: r["year"])
        years = [r["year"] for r in rows]
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


def _found(result: Any) -> bool:
    if isinstance(result, NotFound):
        return False
    return not (isinstance(result, Readings | Martyrology) and result.text is None)


# --- The call path -------------------------------------------------------------------------------


def _send(
    token: UserToken,
    skill_id: str,
    parts: list[wire.TextPart | wire.DataPart],
    *,
    context_id: str | None = None,
) -> wire.Task:
    """Throttle, then message/send; an upstream 429 is remembered so we stop asking early."""
    throttle.acquire(token, skill_id)
    try:
        return transport.message_send(
            access_token=token.access_token, skill_id=skill_id, parts=parts, context_id=context_id
        )
    except errors.RateLimited as error:
        throttle.block(token, skill_id, error.retry_after)
        raise


# Failures for which yesterday's answer beats an error page (DESIGN.md "How data flows" 1).
_SERVE_STALE_ON = (
    errors.UpstreamUnavailable,
    errors.MalformedResponse,
    errors.RateLimited,
    errors.TaskFailed,
)


def _from_entry(entry: cache.Entry, skill_id: str, build: Builder[R], *, stale: bool) -> R | None:
    """Rebuild a result from a cached copy; an unreadable copy counts as a miss."""
    try:
        # Capped again: a copy cached before the caps (or with larger ones) is cut on the way out.
        parts = limits.cap_parts(_PARTS.validate_python(entry.payload["parts"]), skill_id=skill_id)
        result = build(parts, entry.fetched_at)
    except (KeyError, ValidationError, errors.MalformedResponse):
        logger.warning("ignoring an unreadable cached copy")
        return None
    return replace(result, stale=True) if stale else result


def _payload(parts: list[Any]) -> dict[str, Any]:
    """The cacheable (JSON-able) form of an artifact's parts."""
    try:
        return {"parts": _PARTS.dump_python(parts, mode="json", by_alias=True, exclude_none=True)}
    except (ValueError, RecursionError):
        # Only absurd nesting gets here; no page could show such an answer either.
        raise errors.MalformedResponse("answer nested too deeply") from None


def _reference_call(
    token: UserToken,
    *,
    skill_id: str,
    cache_args: dict[str, Any],
    parts: list[wire.TextPart | wire.DataPart],
    build: Builder[R],
) -> R:
    entry = cache.fresh(skill_id, cache_args)
    if (
        entry is not None
        and (result := _from_entry(entry, skill_id, build, stale=False)) is not None
    ):
        return result  # a hit needs no upstream call and no throttle slot

    def refresh() -> R:
        """Ask upstream and keep the answer; on a background thread it outlives the page."""
        fetched_at = datetime.now(UTC)
        answer_parts = _artifact_parts(_send(token, skill_id, parts), skill_id)
        answer_parts = limits.cap_parts(answer_parts, skill_id=skill_id)
        payload = _payload(answer_parts)
        result = build(answer_parts, fetched_at)
        cache.store(skill_id, cache_args, payload, found=_found(result), fetched_at=fetched_at)
        return result

    def last_good_copy() -> R | None:
        good = cache.last_good(skill_id, cache_args)
        return _from_entry(good, skill_id, build, stale=True) if good is not None else None

    # Inside a time budget (a page a person waits on), a last good copy is worth waiting for
    # only a moment: a slow upstream then serves the copy while `refresh` finishes behind it.
    copy = last_good_copy() if budget.remaining() is not None else None
    try:
        return background.call_within_budget(
            refresh,
            wait_at_most=float(settings.MAGISTERIUM_STALE_AFTER) if copy is not None else None,
            inline_when_busy=copy is None,
            # With a copy to show, one refresh at a time is enough: later visitors get the copy.
            key=cache.key(skill_id, cache_args) if copy is not None else None,
        )
    except _SERVE_STALE_ON as error:
        if copy is None and budget.remaining() is None:
            copy = last_good_copy()
        if copy is not None:
            logger.info("%s: serving the last good copy after %s", skill_id, type(error).__name__)
            return copy
        raise


# --- Public skill functions ---------------------------------------------------------------


def catholic_qa(*, token: UserToken, question: str, context_id: str | None = None) -> Answer:
    """Ask a question; a cited answer for this user only (never cached, QA rate pool)."""
    token = _require_token(token)
    question = _clean_text(
        question,
        limit=MAX_QUESTION_CHARS,
        empty_message=_("Please type a question."),
        collapse=False,
    )
    if context_id is not None:
        context_id = _clean_id(context_id)
    # The answer is this person's alone: when the page gives up, the call gives up with it.
    task = background.call_within_budget(
        lambda: _send(token, "catholic_qa", [wire.TextPart(text=question)], context_id=context_id),
        carry_budget=True,
    )
    parts = limits.cap_parts(_artifact_parts(task, "catholic_qa"), skill_id="catholic_qa")
    texts = _texts(parts)
    if not texts:
        raise errors.MalformedResponse("catholic_qa: no answer text")
    citations: list[Citation] = []
    related: list[str] = []
    for data in _datas(parts):
        if isinstance(data.get("citations"), list):
            citations += [c for c in map(_citation, data["citations"]) if c is not None]
        if isinstance(data.get("related_questions"), list):
            related += [q for q in data["related_questions"] if isinstance(q, str) and q.strip()]
    return Answer(
        text="\n\n".join(texts),
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
    return Citation(
        title=_first_str(value, "title", "name", "document_title"),
        url=_first_str(value, "url", "link", "uri"),
        document_id=_first_str(value, "document_id", "documentId", "id"),
        ref=_first_str(value, "ref", "reference"),
        text=_first_str(value, "text", "quote", "excerpt", "snippet"),
        fields=dict(value),
    )


def document_search(*, token: UserToken, query: str) -> SearchResults:
    """Semantic search over Church documents."""
    token = _require_token(token)
    query = _clean_text(
        query, limit=MAX_QUERY_CHARS, empty_message=_("Please type something to search for.")
    )
    return _reference_call(
        token,
        skill_id="document_search",
        cache_args={"query": query.casefold()},
        parts=[wire.TextPart(text=query)],
        build=_search_builder(query),
    )


def document_fetch(*, token: UserToken, document_id: str) -> Document | NotFound:
    """One document's body and metadata; NotFound for an unknown id."""
    token = _require_token(token)
    document_id = _clean_id(document_id)
    return _reference_call(
        token,
        skill_id="document_fetch",
        cache_args={"id": document_id},
        parts=[wire.DataPart(data={"id": document_id})],
        build=_document_builder(document_id),
    )


def liturgical_readings(*, token: UserToken, day: date) -> Readings:
    """The Mass readings of `day` (text None when upstream has none)."""
    token = _require_token(token)
    day = _clean_day(day)
    return _reference_call(
        token,
        skill_id="liturgical_readings",
        cache_args={"day": day.isoformat()},
        # The skill takes natural language; an ISO date is the unambiguous form of it.
        parts=[wire.TextPart(text=day.isoformat())],
        build=_day_text_builder(day, empty=NO_READINGS, result_class=Readings),
    )


def saints_of_the_day(*, token: UserToken, day: date) -> Martyrology:
    """The Roman Martyrology entry of `day` (text None when upstream has none)."""
    token = _require_token(token)
    day = _clean_day(day)
    return _reference_call(
        token,
        skill_id="saints_of_the_day",
        cache_args={"day": day.isoformat()},
        parts=[wire.DataPart(data={"date": day.isoformat()})],
        build=_day_text_builder(day, empty=NO_MARTYROLOGY, result_class=Martyrology),
    )


def _lookup(
    token: Any,
    *,
    kind: str,
    skill_id: str,
    id_field: str,
    query: str | None,
    canonical_id: str | None,
) -> Profile | NotFound:
    token = _require_token(token)
    by, value = _query_or_id(query, canonical_id)
    # Queries are compared case-insensitively for caching; ids are sent and keyed as given.
    key_value = value.casefold() if by == "query" else value
    return _reference_call(
        token,
        skill_id=skill_id,
        cache_args={by: key_value},
        parts=[wire.DataPart(data={"query" if by == "query" else id_field: value})],
        build=_profile_builder(kind, value),
    )


def saint_lookup(
    *, token: UserToken, query: str | None = None, saint_id: str | None = None
) -> Profile | NotFound:
    """A saint, blessed, venerable or servant of God, by name or by `saint_id` (e.g. "jerome")."""
    return _lookup(
        token,
        kind="saint",
        skill_id="saint_lookup",
        id_field="saint_id",
        query=query,
        canonical_id=saint_id,
    )


def person_lookup(
    *, token: UserToken, query: str | None = None, person_id: str | None = None
) -> Profile | NotFound:
    """A bishop, cardinal or other clergy member (not popes) by name or by `person_id`."""
    return _lookup(
        token,
        kind="person",
        skill_id="person_lookup",
        id_field="person_id",
        query=query,
        canonical_id=person_id,
    )


def pope_lookup(
    *, token: UserToken, query: str | None = None, pope_id: str | None = None
) -> Profile | NotFound:
    """A pope by name or by `pope_id` (e.g. "benedict-xvi")."""
    return _lookup(
        token,
        kind="pope",
        skill_id="pope_lookup",
        id_field="pope_id",
        query=query,
        canonical_id=pope_id,
    )


def diocese_lookup(
    *, token: UserToken, query: str | None = None, source_code: str | None = None
) -> Profile | NotFound:
    """A diocese or other jurisdiction by name or by `source_code` (e.g. "dmaml")."""
    return _lookup(
        token,
        kind="diocese",
        skill_id="diocese_lookup",
        id_field="source_code",
        query=query,
        canonical_id=source_code,
    )


def diocese_statistics(
    *,
    token: UserToken,
    query: str | None = None,
    source_code: str | None = None,
    start_year: int | None = None,
    end_year: int | None = None,
) -> StatisticsSeries | NotFound:
    """A diocese's yearly statistics (19 metrics), optionally limited to an inclusive year range."""
    token = _require_token(token)
    by, value = _query_or_id(query, source_code)
    start_year, end_year = _clean_year(start_year), _clean_year(end_year)
    if start_year is not None and end_year is not None and start_year > end_year:
        raise _invalid("start after end", _("The first year must not be after the last year."))
    data: dict[str, Any] = {"query" if by == "query" else "source_code": value}
    if start_year is not None:
        data["start_year"] = start_year
    if end_year is not None:
        data["end_year"] = end_year
    key_value = value.casefold() if by == "query" else value
    return _reference_call(
        token,
        skill_id="diocese_statistics_lookup",
        cache_args={by: key_value, "start": start_year, "end": end_year},
        parts=[wire.DataPart(data=data)],
        build=_statistics_builder(value),
    )
