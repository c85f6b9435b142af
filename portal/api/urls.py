"""/api/v1/…: the notebook API. Every answer is for one token's owner alone: it is never
stored by a cache (`Cache-Control: private, no-store`) and never sets a cookie, whatever a
browser sent along (docs/api.md)."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.http import Http404, HttpRequest, HttpResponseBase
from django.urls import URLPattern, URLResolver, re_path
from django.utils.cache import patch_cache_control

from portal.api.api import api
from portal.api.problems import problem_response


def _private(view: Callable[..., HttpResponseBase]) -> Callable[..., HttpResponseBase]:
    @wraps(view)
    def answered(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
        try:
            response = view(request, *args, **kwargs)
        except Http404:  # ninja's root address (/api/v1/) raises it, outside its handlers
            response = _no_such_address(request)
        if response.status_code == 405:
            # ninja answers a method it does not route with Django's bare 405.
            allowed = response.get("Allow", "GET")
            detail = f"The API only reads: use {allowed}."
            response = problem_response(405, detail, headers={"Allow": allowed})
        patch_cache_control(response, private=True, no_store=True)
        # Session and CSRF middleware set cookies only when the view touched them; nothing
        # here does, and this says so to a browser that sent its session along.
        response.cookies.clear()
        return response

    return answered


def _no_such_address(request: HttpRequest, rest: str = "") -> HttpResponseBase:
    return problem_response(404, "No such address in the API.", instance=request.path)


def _wrapped(patterns: list[URLPattern | URLResolver]) -> list[URLPattern | URLResolver]:
    for pattern in patterns:
        if isinstance(pattern, URLPattern):
            pattern.callback = _private(pattern.callback)
    return patterns


# ninja reverses its own pages (the docs find the schema) in its namespace: "api-v1".
patterns, _ninja_app, _namespace = api.urls
app_name = api.urls_namespace
# Last: any other address under /api/v1/ is a problem too, not the site's HTML page.
urlpatterns = _wrapped([*patterns, re_path(r"^(?P<rest>.*)$", _no_such_address)])
