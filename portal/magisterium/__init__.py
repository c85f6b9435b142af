"""The only code that talks to the Magisterium A2A API: one door per user, typed results, errors.

    from portal import magisterium

    try:
        profile = magisterium.session_for(request.user).pope_lookup(pope_id="leo-xiv")
    except magisterium.MagisteriumError as error:
        message = error.user_message

`session_for(user)` (any `Owner`: a user, known to the door by its `pk`) returns a `Session`
with one typed method per skill; token refresh, the one retry after a 401 and the plan seen
happen inside it, through the `TokenSource` that `portal.accounts` registers at start-up. Every
result carries its `origin` (`Origin.UPSTREAM`, `Origin.CACHE`, `Origin.EARLIER_COPY`).
`http_client()` is the pooled httpx client, shared with the OAuth client in
`portal.accounts.oauth`.

Modules: `session` (the door), `tokens` (UserToken, the TokenSource interface), `skills` (one
function per skill for a given token: one attempt), `validation` (input rules), `ids` (the one
id rule), `artifacts` (artifact → result), `reference` (throttle, shared cache, last good copy,
background refresh), `results` (dataclasses), `errors`, `catalog` (the one table of skills:
ids, request fields, artifact names, answer shapes), `wire` (pydantic wire models), `dialects`
(A2A 0.2/0.3 and 1.0 on the wire), `agent_card` (the card and the dialect it chooses),
`httpclient` (the pooled httpx client, timeouts, the capped read), `transport` (JSON-RPC in the
dialect in use, error mapping), `throttle` (per-user Redis window), `cache` (shared
reference-data cache), `budget` (`time_budget`: how long the current caller may wait),
`background` (the threads a call continues on when a page stops waiting), `limits` (size caps
on what upstream sends), `per_process` (what a process holds, built on first use and dropped in
a forked child).
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
    TaskNotCancelable,
    TaskNotFound,
    Unauthorized,
    UpstreamIncompatible,
    UpstreamTimedOut,
    UpstreamUnavailable,
)
from portal.magisterium.httpclient import http_client
from portal.magisterium.ids import MAX_ID_CHARS
from portal.magisterium.results import (
    METRICS,
    SEARCH_RESULTS_LIMIT,
    Answer,
    Citation,
    Document,
    Martyrology,
    NotFound,
    Origin,
    Profile,
    Readings,
    SearchHit,
    SearchResults,
    StatisticsSeries,
)
from portal.magisterium.session import Owner, Session, register_token_source, session_for
from portal.magisterium.tokens import FixedToken, TokenSource, UserToken
from portal.magisterium.validation import MAX_QUERY_CHARS, MAX_QUESTION_CHARS

__all__ = [
    "MAX_ID_CHARS",
    "MAX_QUERY_CHARS",
    "MAX_QUESTION_CHARS",
    "METRICS",
    "SEARCH_RESULTS_LIMIT",
    "Answer",
    "Citation",
    "Document",
    "FixedToken",
    "InvalidParams",
    "MagisteriumError",
    "MalformedResponse",
    "Martyrology",
    "NotFound",
    "Origin",
    "Owner",
    "PlanRequired",
    "Profile",
    "ProtocolError",
    "RateLimited",
    "Readings",
    "SearchHit",
    "SearchResults",
    "Session",
    "SkillNotFound",
    "StatisticsSeries",
    "TaskFailed",
    "TaskNotCancelable",
    "TaskNotFound",
    "TokenSource",
    "Unauthorized",
    "UpstreamIncompatible",
    "UpstreamTimedOut",
    "UpstreamUnavailable",
    "UserToken",
    "http_client",
    "register_token_source",
    "session_for",
    "time_budget",
]
