"""How a page shows an upstream failure: one sentence, the right HTTP status, a way forward.

Views catch `magisterium.MagisteriumError` and either return `upstream_error_response(...)`
(a whole page) or put `upstream_error_context(exc)` into their own context and include
`core/_upstream_error.html` next to the form the user typed into (nothing they typed is lost).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from portal import magisterium

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


def upstream_error_context(exc: magisterium.MagisteriumError) -> dict:
    return {
        "upstream_error": {
            "message": exc.user_message,
            "retry_after": getattr(exc, "retry_after", None),
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
    ctx: dict | None = None,
) -> HttpResponse:
    status = upstream_status(exc)
    response = render(
        request, template, {**(ctx or {}), **upstream_error_context(exc)}, status=status
    )
    if status == 429:
        response["Retry-After"] = str(exc.retry_after)
    return response


def paid_plan_required(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """The view shows data of a paid skill kept here (the research warehouse): only a person
    whose own account is known to have a paid plan gets it; anyone else gets the plan
    explanation (or "sign in with Magisterium"), with the status that says why."""

    @wraps(view)
    def gated(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        try:
            magisterium.session_for(request.user).require_paid_plan()
        except magisterium.MagisteriumError as error:
            return upstream_error_response(request, error)
        return view(request, *args, **kwargs)

    return gated
