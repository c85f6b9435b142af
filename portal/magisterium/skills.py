"""One typed, keyword-only function per upstream skill, for one given token: one attempt.

    validate the input → answer it (`reference`: shared cache, upstream, last good copy; or, for
    catholic_qa, upstream only) → a typed result from `results`

These are the door's inner layer: no token refresh, no retry after a 401, no plan recorded.
Features never call them; they use `portal.magisterium.session_for(user)`, whose methods of the
same names wrap these. Errors are `portal.magisterium.errors` classes; "nothing found" is a
`NotFound` result, not an error.
"""

# Reference: docs/upstream.md §7 (skills, inputs, artifacts).

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime
from typing import Any, TypedDict

from django.utils.translation import gettext_lazy as _

from portal.magisterium import artifacts, background, catalog, errors, limits, validation, wire
from portal.magisterium.reference import cached_answers, reference_call, send
from portal.magisterium.results import (
    Answer,
    Document,
    Martyrology,
    NotFound,
    Profile,
    Readings,
    SearchResults,
    StatisticsSeries,
)
from portal.magisterium.tokens import Copies, UserToken


def catholic_qa(*, token: UserToken, question: str, context_id: str | None = None) -> Answer:
    """Ask a question; a cited answer for this user only (never cached, QA rate pool)."""
    token = validation.require_token(token)
    question = validation.clean_question(question)
    if context_id is not None:
        context_id = validation.clean_context_id(context_id)
    # The answer is this person's alone: when the page gives up, the call gives up with it.
    task = background.call_within_budget(
        lambda: send(token, "catholic_qa", [wire.TextPart(text=question)], context_id=context_id),
        carry_budget=True,
    )
    return artifacts.answer_from(task)


def document_search(*, token: UserToken, query: str) -> SearchResults:
    """Semantic search over Church documents."""
    token = validation.require_token(token)
    query = validation.clean_search_query(query)
    return reference_call(
        token,
        skill_id="document_search",
        cache_args={"query": query.casefold()},
        parts=[wire.TextPart(text=query)],
        build=artifacts.search_builder(query),
    )


def document_fetch(*, token: UserToken, document_id: str) -> Document | NotFound:
    """One document's body and metadata; NotFound for an unknown id."""
    token = validation.require_token(token)
    document_id = validation.clean_canonical_id(document_id)
    return reference_call(
        token,
        skill_id="document_fetch",
        cache_args={"id": document_id},
        parts=[wire.DataPart(data=catalog.SKILLS["document_fetch"].data(id=document_id))],
        build=artifacts.document_builder(document_id),
    )


def liturgical_readings(*, token: UserToken, day: date) -> Readings:
    """The Mass readings of `day` (text None when upstream has none)."""
    token = validation.require_token(token)
    day = validation.clean_day(day)
    return reference_call(
        token,
        skill_id="liturgical_readings",
        cache_args={"day": day.isoformat()},
        # The skill takes natural language; an ISO date is the unambiguous form of it.
        parts=[wire.TextPart(text=day.isoformat())],
        build=artifacts.readings_builder(day),
    )


def liturgical_readings_in_words(*, token: UserToken, words: str) -> Readings | NotFound:
    """The Mass readings of the date `words` name ("the 3rd Sunday of Advent"); the result's
    `day` is the date upstream's text says it is for. NotFound when upstream names none.

    Never cached: the same words mean another date tomorrow ("next Sunday"), so neither a
    fresh nor a last good copy could be trusted. The page waits within its time budget.
    """
    token = validation.require_token(token)
    words = validation.clean_text(
        words, limit=validation.MAX_QUERY_CHARS, empty_message=_("Please type a date.")
    )
    task = background.call_within_budget(
        lambda: send(token, "liturgical_readings", [wire.TextPart(text=words)]),
        carry_budget=True,
    )
    parts: Sequence[wire.Part] = artifacts.artifact_parts(task, "liturgical_readings")
    parts = limits.cap_parts(parts, skill_id="liturgical_readings")
    return artifacts.readings_in_words_builder(words)(parts, datetime.now(UTC))


def saints_of_the_day(*, token: UserToken, day: date, from_upstream: bool = False) -> Martyrology:
    """The Roman Martyrology entry of `day` (text None when upstream has none).

    `from_upstream`: skip the shared cache's fresh copy and ask upstream (a connection check).
    """
    token = validation.require_token(token)
    day = validation.clean_day(day)
    return reference_call(
        token,
        skill_id="saints_of_the_day",
        cache_args={"day": day.isoformat()},
        parts=[wire.DataPart(data=catalog.SKILLS["saints_of_the_day"].data(date=day.isoformat()))],
        build=artifacts.martyrology_builder(day),
        from_upstream=from_upstream,
    )


def _lookup(
    token: UserToken, *, kind: str, query: str | None, canonical_id: str | None
) -> Profile | NotFound:
    """The look-up skill of profile `kind` ("saint", "person", "pope", "diocese")."""
    skill = catalog.LOOKUPS[kind]
    token = validation.require_token(token)
    by, value = validation.query_or_id(query, canonical_id)
    # Queries are compared case-insensitively for caching; ids are sent and keyed as given.
    key_value = value.casefold() if by == "query" else value
    return reference_call(
        token,
        skill_id=skill.id,
        cache_args={by: key_value},
        parts=[wire.DataPart(data=skill.data(**{by: value}))],
        build=artifacts.profile_builder(kind, value),
    )


def saint_lookup(
    *, token: UserToken, query: str | None = None, saint_id: str | None = None
) -> Profile | NotFound:
    """A saint, blessed, venerable or servant of God, by name or by `saint_id` (e.g. "jerome")."""
    return _lookup(token, kind="saint", query=query, canonical_id=saint_id)


def person_lookup(
    *, token: UserToken, query: str | None = None, person_id: str | None = None
) -> Profile | NotFound:
    """A bishop, cardinal or other clergy member (not popes) by name or by `person_id`."""
    return _lookup(token, kind="person", query=query, canonical_id=person_id)


def pope_lookup(
    *, token: UserToken, query: str | None = None, pope_id: str | None = None
) -> Profile | NotFound:
    """A pope by name or by `pope_id` (e.g. "benedict-xvi")."""
    return _lookup(token, kind="pope", query=query, canonical_id=pope_id)


def diocese_lookup(
    *, token: UserToken, query: str | None = None, source_code: str | None = None
) -> Profile | NotFound:
    """A diocese or other jurisdiction by name or by `source_code` (e.g. "dmaml")."""
    return _lookup(token, kind="diocese", query=query, canonical_id=source_code)


class _StatisticsRequest(TypedDict):
    """`reference_call`'s arguments for one diocese's statistics, but the token."""

    skill_id: str
    cache_args: dict[str, Any]
    parts: list[wire.TextPart | wire.DataPart]
    build: artifacts.Builder[StatisticsSeries | NotFound]


def _statistics_request(
    query: str | None, source_code: str | None, start_year: int | None, end_year: int | None
) -> _StatisticsRequest:
    """diocese_statistics_lookup's validated request: its cache key arguments, parts, builder."""
    by, value = validation.query_or_id(query, source_code)
    start_year, end_year = validation.clean_year_range(start_year, end_year)
    skill = catalog.SKILLS["diocese_statistics_lookup"]
    data = skill.data(**{by: value}, start=start_year, end=end_year)
    key_value = value.casefold() if by == "query" else value
    return {
        "skill_id": "diocese_statistics_lookup",
        "cache_args": {by: key_value, "start": start_year, "end": end_year},
        "parts": [wire.DataPart(data=data)],
        "build": artifacts.statistics_builder(value),
    }


def diocese_statistics(
    *,
    token: UserToken,
    query: str | None = None,
    source_code: str | None = None,
    start_year: int | None = None,
    end_year: int | None = None,
    after_cache_miss: bool = False,
) -> StatisticsSeries | NotFound:
    """A diocese's yearly statistics (19 metrics), optionally limited to an inclusive year range.

    `after_cache_miss`: the caller has just found no fresh copy (`diocese_statistics_cached_many`)
    and the cache is not read for it again."""
    token = validation.require_token(token)
    return reference_call(
        token,
        **_statistics_request(query, source_code, start_year, end_year),
        after_cache_miss=after_cache_miss,
    )


def diocese_statistics_cached_many(
    *,
    token: UserToken,
    source_codes: list[str],
    start_year: int | None = None,
    end_year: int | None = None,
) -> dict[str, StatisticsSeries | NotFound | errors.MagisteriumError | None]:
    """Each diocese's statistics from the shared cache's fresh copy (one read for all), None
    where there is none, or the error its code raised (an invalid code). Asks nobody.

    The token is still required: only someone who passed the door reads what it keeps.
    """
    validation.require_token(token)
    outcomes: dict[str, StatisticsSeries | NotFound | errors.MagisteriumError | None] = {}
    if token.copies != Copies.ALL:  # the owner's plan must be shown by upstream first
        return dict.fromkeys(source_codes)
    requests: dict[str, _StatisticsRequest] = {}
    for code in source_codes:
        try:
            requests[code] = _statistics_request(None, code, start_year, end_year)
        except errors.MagisteriumError as error:
            outcomes[code] = error
    answers = cached_answers(
        skill_id="diocese_statistics_lookup",
        requests=[(r["cache_args"], r["build"]) for r in requests.values()],
    )
    outcomes.update(zip(requests, answers, strict=True))
    return outcomes
