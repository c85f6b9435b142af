"""The only code that talks to the Magisterium A2A API: typed skill calls, results and errors.

    from portal.magisterium import UserToken, pope_lookup, MagisteriumError

    try:
        profile = pope_lookup(token=UserToken(account_id, access_token), pope_id="leo-xiv")
    except MagisteriumError as error:
        message = error.user_message

Modules: `wire` (pydantic wire models), `transport` (pooled httpx client, JSON-RPC, error
mapping), `errors`, `throttle` (per-user Redis window), `cache` (shared reference-data cache),
`results` (dataclasses), `skills` (one function per skill), `budget` (`time_budget`: how long
the current caller may wait), `background` (the threads a call continues on when a page stops
waiting), `limits` (size caps on what upstream sends).
"""

# Reference: docs/upstream.md (the whole upstream contract).

from portal.magisterium.budget import time_budget
from portal.magisterium.errors import (
    InvalidParams,
    MagisteriumError,
    MalformedResponse,
    PlanRequired,
    ProtocolError,
    RateLimited,
    SkillNotFound,
    TaskFailed,
    TaskNotFound,
    Unauthorized,
    UpstreamTimedOut,
    UpstreamUnavailable,
)
from portal.magisterium.results import (
    METRICS,
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
from portal.magisterium.skills import (
    MAX_ID_CHARS,
    MAX_QUERY_CHARS,
    MAX_QUESTION_CHARS,
    catholic_qa,
    diocese_lookup,
    diocese_statistics,
    document_fetch,
    document_search,
    liturgical_readings,
    person_lookup,
    pope_lookup,
    saint_lookup,
    saints_of_the_day,
)
from portal.magisterium.throttle import seconds_until_allowed
from portal.magisterium.tokens import UserToken

__all__ = [
    "MAX_ID_CHARS",
    "MAX_QUERY_CHARS",
    "MAX_QUESTION_CHARS",
    "METRICS",
    "Answer",
    "Citation",
    "Document",
    "InvalidParams",
    "MagisteriumError",
    "MalformedResponse",
    "Martyrology",
    "NotFound",
    "PlanRequired",
    "Profile",
    "ProtocolError",
    "RateLimited",
    "Readings",
    "SearchHit",
    "SearchResults",
    "SkillNotFound",
    "StatisticsSeries",
    "TaskFailed",
    "TaskNotFound",
    "Unauthorized",
    "UpstreamTimedOut",
    "UpstreamUnavailable",
    "UserToken",
    "catholic_qa",
    "diocese_lookup",
    "diocese_statistics",
    "document_fetch",
    "document_search",
    "liturgical_readings",
    "person_lookup",
    "pope_lookup",
    "saint_lookup",
    "saints_of_the_day",
    "seconds_until_allowed",
    "time_budget",
]
