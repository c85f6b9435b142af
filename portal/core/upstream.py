"""How a page shows an upstream failure: one sentence, the right HTTP status, a way forward.

Views catch `magisterium.MagisteriumError` and either return `upstream_error_response(...)`
(a whole page) or put `upstream_error_context(exc)` into their own context and include
`core/_upstream_error.html` next to the form the user typed into (nothing they typed is lost).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, Concatenate, ParamSpec, TypedDict, TypeVar

from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.shortcuts import render

from portal import magisterium

P = ParamSpec("P")
Response = TypeVar("Response", bound=HttpResponseBase)


class UpstreamError(TypedDict):
    """What `core/_upstream_error.html` reads as `upstream_error`."""

    message: str
    retry_after: int | None  # whole seconds, for a rate limit only
    sign_in: bool
    plan_required: bool
    kind: str  # the error's class name


_STATUS: list[tuple[type[magisterium.MagisteriumError], int]] = [
    (magisterium.RateLimited, 429),
    (magisterium.PlanRequired, 403),
    (magisterium.Unauthorized, 401),
    (magisterium.InvalidParams, 400),
    (magisterium.UpstreamUnavailable, 503),
]


def upstream_status(exc: magisterium.MagisteriumError) -> int:
    for error_class, status in _STATUS:
        if isinstance(exc, error_class):
            return status
    return 502  # upstream answered, but with something we cannot use


def upstream_error_context(exc: magisterium.MagisteriumError) -> dict[str, UpstreamError]:
    return {
        "upstream_error": {
            "message": exc.user_message,
            "retry_after": exc.retry_after if isinstance(exc, magisterium.RateLimited) else None,
            "sign_in": isinstance(exc, magisterium.Unauthorized),
            "plan_required": isinstance(exc, magisterium.PlanRequired),
            "kind": type(exc).__name__,
        }
    }


def upstream_error_response(
    request: HttpRequest,
    exc: magisterium.MagisteriumError,
    *,
    template: str = "core/upstream_error.html",
    ctx: dict[str, Any] | None = None,
) -> HttpResponse:
    status = upstream_status(exc)
    response = render(
        request, template, {**(ctx or {}), **upstream_error_context(exc)}, status=status
    )
    if isinstance(exc, magisterium.RateLimited):  # the one error that is a 429
        response["Retry-After"] = str(exc.retry_after)
    return response


def paid_plan_required(
    view: Callable[Concatenate[HttpRequest, P], Response],
) -> Callable[Concatenate[HttpRequest, P], Response | HttpResponse]:
    """The view shows data of a paid skill kept here (the research warehouse): only a person
    whose own account is known to have a paid plan gets it; anyone else gets the plan
    explanation (or "sign in with Magisterium"), with the status that says why."""

    # `request` is positional-only, as Django passes it: no keyword argument of the view's
    # can then be mistaken for it.
    @wraps(view)
    def gated(
        request: HttpRequest, /, *args: P.args, **kwargs: P.kwargs
    ) -> Response | HttpResponse:
        try:
            magisterium.session_for(request.user).require_paid_plan()
        except magisterium.MagisteriumError as error:
            return upstream_error_response(request, error)
        return view(request, *args, **kwargs)

    return gated
