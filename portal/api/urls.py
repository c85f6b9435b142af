"""/api/v1/…: the notebook API. Every answer is for one token's owner alone: it is never
stored by a cache (`Cache-Control: private, no-store`) and never sets a cookie, whatever a
browser sent along (docs/api.md)."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from functools import wraps
from typing import Any

from django.http import (
    Http404,
    HttpRequest,
    HttpResponse,
    HttpResponseBase,
    StreamingHttpResponse,
)
from django.urls import URLPattern, URLResolver, re_path
from django.utils.cache import patch_cache_control

from portal.api.api import api
from portal.api.problems import problem_response

# Every operation reads (RFC 9110 §9.3.2: HEAD is GET without the body; §9.3.7: OPTIONS says
# what an address allows).
ALLOWED = "GET, HEAD, OPTIONS"
API_PREFIX = "/api/v1/"


def _private(
    view: Callable[..., HttpResponseBase], route: str = ""
) -> Callable[..., HttpResponseBase]:
    @wraps(view)
    def answered(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
        method = request.method
        unknown = _unknown_parameters(request, route)
        if method == "OPTIONS":
            response: HttpResponseBase = HttpResponse(status=204, headers={"Allow": ALLOWED})
        elif unknown:
            response = _unknown_response(unknown, route)
        else:
            if method == "HEAD":
                request.method = "GET"  # ninja routes GET only; the body is dropped below
            try:
                response = view(request, *args, **kwargs)
            except Http404:  # ninja's root address (/api/v1/) raises it, outside its handlers
                response = _no_such_address(request)
            finally:
                request.method = method
            if method == "HEAD":
                response = _without_body(response)
        if response.status_code == 405:
            # ninja answers a method it does not route with Django's bare 405.
            detail = "The API only reads: use GET."
            response = problem_response(405, detail, headers={"Allow": ALLOWED})
        patch_cache_control(response, private=True, no_store=True)
        # Session and CSRF middleware set cookies only when the view touched them; nothing
        # here does, and this says so to a browser that sent its session along.
        response.cookies.clear()
        return response

    return answered


@functools.cache
def _documented_parameters() -> dict[str, frozenset[str]]:
    """Each operation's query parameters, by its path in the OpenAPI document."""
    document = api.get_openapi_schema(path_prefix=API_PREFIX)
    return {
        path: frozenset(
            parameter["name"]
            for operation in operations.values()
            for parameter in operation.get("parameters", [])
            if parameter.get("in") == "query"
        )
        for path, operations in document["paths"].items()
    }


def _document_path(route: str) -> str:
    return API_PREFIX + re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", route)


def _unknown_parameters(request: HttpRequest, route: str) -> list[str]:
    """Query parameters the operation does not take: a misspelt `strat=1990` is refused,
    never silently ignored (a notebook would read the whole series as the one it asked)."""
    documented = _documented_parameters().get(_document_path(route))
    if documented is None:
        return []
    return sorted(name for name in request.GET if name not in documented)


def _unknown_response(unknown: list[str], route: str) -> HttpResponse:
    takes = sorted(_documented_parameters()[_document_path(route)])
    names = ", ".join(name or '""' for name in unknown)
    detail = f"Unknown parameter: {names}. This address takes: {', '.join(takes) or 'none'}."
    errors = [
        {"parameter": name, "in": "query", "message": "Unknown parameter."} for name in unknown
    ]
    return problem_response(422, detail, extra={"errors": errors})


def _without_body(response: HttpResponseBase) -> HttpResponseBase:
    """The GET answer's status and headers, with its length but no body."""
    if isinstance(response, StreamingHttpResponse):
        length = None
        response.streaming_content = iter(())
    else:
        assert isinstance(response, HttpResponse)
        length = len(response.content)
        response.content = b""
    if length is not None:
        response["Content-Length"] = str(length)
    return response


def _no_such_address(request: HttpRequest, rest: str = "") -> HttpResponseBase:
    return problem_response(404, "No such address in the API.", instance=request.path)


def private(pattern: URLPattern | URLResolver) -> URLPattern | URLResolver:
    """`pattern` answering through `_private` (private, no cookie, HEAD and OPTIONS, unknown
    parameters refused): a new pattern, ninja's own is left as it was; a resolver as it is."""
    if not isinstance(pattern, URLPattern):
        return pattern
    callback = _private(pattern.callback, str(pattern.pattern))
    return URLPattern(pattern.pattern, callback, pattern.default_args, pattern.name)


# ninja reverses its own pages (the docs find the schema) in its namespace: "api-v1".
patterns, _ninja_app, _namespace = api.urls
app_name = api.urls_namespace
urlpatterns = [
    *(private(pattern) for pattern in patterns),
    # Last: any other address under /api/v1/ is a problem too, not the site's HTML page.
    private(re_path(r"^(?P<rest>.*)$", _no_such_address)),
]
