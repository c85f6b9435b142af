"""The site's 400, 403, 404 and 500 pages, whatever middleware has or has not run.

Django calls an error handler with the request as far as it got: refused by CommonMiddleware
(a Host not in ALLOWED_HOSTS) it has a session but no user; refused while its query string was
read (over DATA_UPLOAD_MAX_NUMBER_FIELDS) every later `request.GET` raises again; a 500 may come
from any middleware. A handler that raised in turn would answer a stranger's request with
Django's bare 500 and a page of tracebacks at ERROR. So each page is rendered from a request
made safe to read (`renderable`), the templates and tags it uses read the user, session and
host defensively, and should rendering fail all the same, a short plain page answers and the
failure is logged once (`render_error_page`).
"""

from __future__ import annotations

import logging
from typing import Any

from django.conf import settings
from django.core.exceptions import DisallowedHost, SuspiciousOperation
from django.http import HttpRequest, HttpResponse, QueryDict
from django.shortcuts import render
from django.utils import translation

logger = logging.getLogger(__name__)

PLAIN_TYPE = "text/plain; charset=utf-8"


def host_allowed(request: HttpRequest) -> bool:
    """Whether the request's Host is one of ALLOWED_HOSTS (absolute links may be written)."""
    try:
        request.get_host()
    except DisallowedHost:
        return False
    return True


def renderable(request: HttpRequest) -> HttpRequest:
    """`request`, with a query string Django refused to parse read as empty: templates and tags
    read `request.GET` (`?lang=`, `next`), which would raise TooManyFieldsSent again."""
    try:
        request.GET  # noqa: B018 (parsing it is the check)
    except SuspiciousOperation:
        request.GET = QueryDict()
    return request


def page_language(request: HttpRequest) -> translation.override:
    """`with page_language(request):` the words of an error page (its message too) in the
    person's language, whether or not LocaleMiddleware ran."""
    return translation.override(_language(request))


def _language(request: HttpRequest) -> str:
    """The page's language: LocaleMiddleware's choice, or (refused before it ran) the one it
    would have made from the language cookie and Accept-Language."""
    chosen = getattr(request, "LANGUAGE_CODE", None)
    if chosen:
        return str(chosen)
    try:
        return translation.get_language_from_request(request)
    except Exception:  # a header no parser foresaw: the site's default, rather than no page
        return settings.LANGUAGE_CODE


def plain_response(text: str, status: int) -> HttpResponse:
    return HttpResponse(text + "\n", status=status, content_type=PLAIN_TYPE)


def render_error_page(
    request: HttpRequest,
    template: str,
    status: int,
    context: dict[str, Any] | None = None,
    *,
    fallback: str,
) -> HttpResponse:
    """The site's page for an error; `fallback` (plain text) if even that cannot be rendered,
    so an error page never turns one request into two tracebacks."""
    try:
        with page_language(request):
            return render(renderable(request), template, context or {}, status=status)
    except Exception:
        # A fault of the page itself (a template or tag), not of the request: worth an ERROR.
        logger.exception("The %s page could not be rendered", status)
        return plain_response(fallback, status)
