"""Who a request acts for: `Authorization: Bearer <personal access token>`, nothing else.

No session cookie opens the API (a page of another site cannot make a signed-in browser read
it), and a request only ever sees what the token's owner may see in the workbench. The order
is the one docs/api.md tells: the token (401), its minute's allowance (429, counted per token
and per account),
then the owner's paid plan (the workbench's own door: docs/security.md §20).
"""

from __future__ import annotations

from django.http import HttpRequest
from ninja.security import HttpBearer

from portal import magisterium
from portal.api import ratelimit
from portal.api.models import PersonalAccessToken
from portal.api.problems import Problem
from portal.api.tokens import token_active
from portal.core.upstream import upstream_status


class TokenAuth(HttpBearer):
    """A personal access token, as a bearer token (RFC 6750)."""

    def __call__(self, request: HttpRequest) -> PersonalAccessToken | None:
        # Not HttpBearer's own: that logs the whole header (a token) when the scheme is not
        # "Bearer" in DEBUG, and tokens never reach a log (docs/security.md §5).
        scheme, _space, token = request.headers.get(self.header, "").partition(" ")
        if scheme.lower() != self.openapi_scheme or not token.strip():
            return None
        return self.authenticate(request, token.strip())

    def authenticate(self, request: HttpRequest, token: str) -> PersonalAccessToken | None:
        found = token_active(token)
        if found is None:
            return None
        _within_allowance(request, found)
        try:
            magisterium.session_for(found.owner).require_paid_plan()
        except magisterium.MagisteriumError as error:
            headers = {}
            if isinstance(error, magisterium.RateLimited):
                headers["Retry-After"] = str(error.retry_after)
            raise Problem(upstream_status(error), error.user_message, headers=headers) from None
        return found


def _within_allowance(request: HttpRequest, token: PersonalAccessToken) -> None:
    try:
        allowance = ratelimit.request_count(token.pk, token.owner_id)
    except ratelimit.RateUnknown:
        raise Problem(
            503,
            "The API cannot count requests right now. Please try again shortly.",
            headers={"Retry-After": "30"},
        ) from None
    if not allowance.allowed:
        who = "This token" if allowance.whose == "token" else "Your tokens together"
        raise Problem(
            429,
            f"{who} made more than {allowance.limit} requests this minute. Please wait "
            f"{allowance.reset_seconds} seconds.",
            headers={
                "Retry-After": str(allowance.reset_seconds),
                "RateLimit-Limit": str(allowance.limit),
                "RateLimit-Remaining": "0",
                "RateLimit-Reset": str(allowance.reset_seconds),
            },
        )


def token_of(request: HttpRequest) -> PersonalAccessToken:
    """The token behind an operation (TokenAuth has let the request in)."""
    auth = getattr(request, "auth", None)
    if not isinstance(auth, PersonalAccessToken):
        raise Problem(401, "No token.")
    return auth
