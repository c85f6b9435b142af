"""Every API error as an RFC 9457 problem: `application/problem+json` with type, title, status
and detail (and, for a refused query, what was wrong with which parameter).

The `type` is a tag URI (RFC 4151) naming the kind of problem: it stays the same wherever the
portal is deployed, and docs/api.md "Errors" lists every one.
"""

# Reference: RFC 9457 (Problem Details for HTTP APIs); RFC 9110 §10.2.3 (Retry-After).

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from django.http import Http404, HttpRequest, HttpResponse
from ninja.errors import AuthenticationError, HttpError, ValidationError

if TYPE_CHECKING:
    from ninja import NinjaAPI

logger = logging.getLogger(__name__)

PROBLEM_TYPE = "application/problem+json"
TYPE_BASE = "tag:magisterium-portal,2026:api/problems/"

TITLES = {
    400: "Bad request",
    401: "Not signed in",
    403: "Not allowed",
    404: "Not found",
    405: "Method not allowed",
    406: "Not acceptable",
    422: "Invalid parameters",
    429: "Too many requests",
    500: "Internal error",
    502: "Bad answer from Magisterium",
    503: "Unavailable",
}
SLUGS = {
    400: "bad-request",
    401: "unauthorized",
    403: "forbidden",
    404: "not-found",
    405: "method-not-allowed",
    406: "not-acceptable",
    422: "invalid-parameters",
    429: "rate-limited",
    500: "internal-error",
    502: "bad-gateway",
    503: "unavailable",
}


class Problem(Exception):
    """Raised anywhere under the API: becomes the problem response."""

    def __init__(
        self,
        status: int,
        detail: str,
        *,
        headers: dict[str, str] | None = None,
        extra: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(detail)
        self.status = status
        self.detail = detail
        self.headers = headers or {}
        self.extra = extra or {}


def problem_response(
    status: int,
    detail: str,
    *,
    headers: dict[str, str] | None = None,
    extra: dict[str, Any] | None = None,
    instance: str = "",
) -> HttpResponse:
    body: dict[str, Any] = {
        "type": TYPE_BASE + SLUGS.get(status, "error"),
        "title": TITLES.get(status, "Error"),
        "status": status,
        "detail": detail,
    }
    if instance:
        body["instance"] = instance
    body.update(extra or {})
    response = HttpResponse(
        json.dumps(body, ensure_ascii=False), status=status, content_type=PROBLEM_TYPE
    )
    for name, value in (headers or {}).items():
        response[name] = value
    if status == 401:
        # RFC 6750 §3: say which scheme would have worked.
        response["WWW-Authenticate"] = 'Bearer realm="api"'
    return response


def _problem(request: HttpRequest, exc: Problem) -> HttpResponse:
    return problem_response(
        exc.status, exc.detail, headers=exc.headers, extra=exc.extra, instance=request.path
    )


def _unauthorized(request: HttpRequest, exc: AuthenticationError) -> HttpResponse:
    return problem_response(
        401,
        "Send a personal access token that is neither revoked nor expired, as "
        "“Authorization: Bearer <token>”. Make one on your account page.",
        instance=request.path,
    )


def _http_error(request: HttpRequest, exc: HttpError) -> HttpResponse:
    return problem_response(exc.status_code, str(exc), instance=request.path)


def _not_found(request: HttpRequest, exc: Http404) -> HttpResponse:
    # The same words whether it does not exist or is someone else's: nothing is confirmed.
    return problem_response(404, "No such collection for this token.", instance=request.path)


def _invalid(request: HttpRequest, exc: ValidationError) -> HttpResponse:
    errors = [
        {
            "parameter": ".".join(str(part) for part in error.get("loc", ())[1:]),
            "in": str(error.get("loc", ("query",))[0]),
            "message": str(error.get("msg", "")),
        }
        for error in exc.errors
    ]
    detail = "; ".join(f"{e['parameter'] or e['in']}: {e['message']}" for e in errors)
    return problem_response(422, detail, extra={"errors": errors}, instance=request.path)


def _unexpected(request: HttpRequest, exc: Exception) -> HttpResponse:
    logger.exception("notebook API: unexpected error on %s", request.path)
    return problem_response(500, "Something went wrong on our side.", instance=request.path)


# Most specific first: ninja picks the handler of the exception's nearest class.
HANDLERS: dict[type[Exception], Callable[[HttpRequest, Any], HttpResponse]] = {
    Problem: _problem,
    AuthenticationError: _unauthorized,
    HttpError: _http_error,
    Http404: _not_found,
    ValidationError: _invalid,
    Exception: _unexpected,
}


def problems_install(api: NinjaAPI) -> None:
    for exc_class, handler in HANDLERS.items():
        api.add_exception_handler(exc_class, handler)
