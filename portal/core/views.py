"""Site-wide pages: liveness and readiness, error pages."""

from __future__ import annotations

from urllib.parse import urlencode, urlsplit, urlunsplit

from django.conf import settings
from django.core.exceptions import (
    DisallowedHost,
    RequestDataTooBig,
    TooManyFieldsSent,
    TooManyFilesSent,
)
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse, QueryDict
from django.middleware.csrf import get_token
from django.templatetags.static import static
from django.utils.cache import patch_cache_control
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from portal.core.error_pages import (
    host_allowed,
    page_language,
    plain_response,
    render_error_page,
)
from portal.core.health import health_report
from portal.core.public_pages import (
    LANG_PARAM,
    UnknownLanguage,
    requested_language,
    unknown_language_response,
)


@never_cache
def healthz(request: HttpRequest) -> JsonResponse:
    """Liveness: this process answers requests. Touches nothing else, so it costs next to
    nothing and a database or Redis outage never gets a healthy web process restarted."""
    return JsonResponse({"status": "ok"})


@never_cache
def readyz(request: HttpRequest) -> JsonResponse:
    """Readiness: the database, the cache and the broker answer (503 naming what is down)."""
    report = health_report()
    down = [name for name, state in report.items() if state != "ok"]
    body = {"status": "ok" if not down else "down", "checks": report, "down": down}
    return JsonResponse(body, status=503 if down else 200)


def _safe_next(request: HttpRequest) -> str:
    target = request.GET.get("next", "")
    allowed = url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    )
    return target if allowed and target.startswith("/") else "/"


@require_GET
@never_cache
def choose_language(request: HttpRequest) -> HttpResponse:
    """The language menu's target (a link, so no page needs a CSRF token for it): remember the
    choice in the language cookie and go back to `next`, whose `?lang=`, when it has one (a
    public page's address), now names the new language."""
    try:
        language = requested_language(request)
    except UnknownLanguage as error:
        return unknown_language_response(error)
    if language is None:
        return unknown_language_response(UnknownLanguage(""))
    parts = urlsplit(_safe_next(request))
    query = QueryDict(parts.query, mutable=True)
    if LANG_PARAM in query:
        query[LANG_PARAM] = language
    target = urlunsplit(parts._replace(query=urlencode(list(query.lists()), doseq=True)))
    response = HttpResponseRedirect(target)
    response.set_cookie(
        settings.LANGUAGE_COOKIE_NAME,
        language,
        max_age=settings.LANGUAGE_COOKIE_AGE,
        path=settings.LANGUAGE_COOKIE_PATH,
        domain=settings.LANGUAGE_COOKIE_DOMAIN,
        secure=settings.LANGUAGE_COOKIE_SECURE,
        httponly=settings.LANGUAGE_COOKIE_HTTPONLY,
        samesite=settings.LANGUAGE_COOKIE_SAMESITE,
    )
    return response


@require_GET
def favicon(request: HttpRequest) -> HttpResponse:
    """/favicon.ico, which browsers and feed readers ask for whatever a page links: the icon,
    so that no request for it ends in a 404 (a console error on the widget's host page)."""
    response = HttpResponseRedirect(static("img/favicon.svg"))
    patch_cache_control(response, public=True, max_age=24 * 3600)
    return response


@require_GET
@never_cache
def form_token(request: HttpRequest) -> JsonResponse:
    """A CSRF token for a form on a public page, fetched when it is submitted (the sign-in
    button: js/core/sign-in.js), so public pages themselves carry no token and set no cookie.
    Same-origin only: no CORS header lets another site read it."""
    return JsonResponse({"token": get_token(request)})


def page_not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return render_error_page(request, "core/404.html", 404, fallback="Not Found (404)")


def permission_denied(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return render_error_page(request, "core/403.html", 403, fallback="Forbidden (403)")


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """A request Django refused before any view: the site's own page, in the person's language,
    saying what to do, with the way back to the form. A body over DATA_UPLOAD_MAX_MEMORY_SIZE
    is 413, as HTTP names it; too many fields or files (DATA_UPLOAD_MAX_NUMBER_FIELDS, _FILES,
    a query string too) a 400. A Host not in ALLOWED_HOSTS (scanners send them all day) gets a
    plain 400: no page with links to a host that is not ours."""
    if isinstance(exception, DisallowedHost) or not host_allowed(request):
        return plain_response("Bad Request (400)", 400)
    with page_language(request):  # refused before LocaleMiddleware, the message too
        return _bad_request_page(request, exception)


def _bad_request_page(request: HttpRequest, exception: Exception | None) -> HttpResponse:
    status = 400
    if isinstance(exception, RequestDataTooBig):
        status = 413
        megabytes = settings.DATA_UPLOAD_MAX_MEMORY_SIZE / (1024 * 1024)
        message = _(
            "What you sent is larger than the portal accepts at once (%(size)s MB). Please go "
            "back and send it in smaller parts, or as a file where the form takes one."
        ) % {"size": f"{megabytes:g}"}
    elif isinstance(exception, TooManyFieldsSent | TooManyFilesSent):
        message = _(
            "What you sent has more parts than the portal accepts at once. Please go back and "
            "send fewer at a time."
        )
    else:
        message = _("The portal could not read that request. Please go back and try again.")
    back = request.headers.get("referer", "")
    if not url_has_allowed_host_and_scheme(back, {request.get_host()}, request.is_secure()):
        back = ""
    return render_error_page(
        request,
        "core/400.html",
        status,
        {"message": message, "back": back},
        fallback="Bad Request (400)",
    )


def server_error(request: HttpRequest) -> HttpResponse:
    return render_error_page(
        request, "core/500.html", 500, fallback="Server Error (500): please try again later."
    )
