"""Public pages a shared cache can keep: home, day, week, the widget and the two feeds.

The rule (docs/performance.md "Public pages behind a cache"):

- **Whose page.** A request that carries the session or messages cookie may show something
  personal (a signed-in person's menu, a "you have signed out" note): it is rendered for that
  person alone, `private` (`private, no-store` once signed in). Every other request is
  anonymous and gets the same page as everyone else who asks for the same address.
- **Language.** `?lang=` (one of settings.LANGUAGES) chooses the language, so the address alone
  says what the page is: `Vary: Accept-Encoding`, nothing else. Without it the page is in the
  language the browser asks for (`Vary: Accept-Language` too); with the language cookie and no
  `?lang=`, in the cookie's language, and private, since a cache cannot see that cookie.
- **Choices.** A page may take a few more parameters, each with a short list of values
  (`public_choices`: the widget's `?compact=`), checked like `?lang=` (400 for a value not
  listed); each combination is kept apart, so a compact widget is never a full one's copy.
- **Lifetimes.** A page changes when the rows of a day it shows change, and at midnight in
  the site's time zone (settings.TIME_ZONE), when "today" moves. It may be kept until the next
  midnight, at most MAX_AGE (so a corrected text reaches every cache within the hour), or
  PENDING_MAX_AGE while a day shown is still being fetched; then served stale for
  STALE_WHILE_REVALIDATE while a cache fetches it again, and STALE_IF_ERROR if the portal is down.
- **Validators.** A strong ETag (of the body as sent, per encoding) and Last-Modified (when the
  newest row shown was fetched); a conditional request gets a 304, and HEAD the GET's headers.
- **The origin.** An anonymous page is rendered once per day, language and address and kept in
  Redis (portal.core.page_cache); later requests skip the rest of the middleware and the view.
- **No cookie.** An anonymous public page sets none: its sign-in button fetches a CSRF token
  when pressed (js/core/sign-in.js) and its language menu is a plain link (core:language).
"""

from __future__ import annotations

import datetime as dt
import functools
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import TypeVar

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest, HttpResponseBase
from django.urls import Resolver404, resolve
from django.utils import timezone, translation
from django.utils.cache import patch_cache_control
from django.utils.http import http_date, parse_etags, parse_http_date_safe
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from portal.core import page_cache
from portal.core.public_state import (
    PageDescription,
    mark_view,
    page_description,
    public_state,
    set_page_description,
    view_marks,
)

LANG_PARAM = "lang"
MESSAGES_COOKIE = "messages"  # django.contrib.messages' CookieStorage.cookie_name

MAX_AGE = 3600
PENDING_MAX_AGE = 30
STALE_WHILE_REVALIDATE = 60
STALE_IF_ERROR = 24 * 3600

# Headers set per answer, never replayed from a kept copy.
_NOT_KEPT = frozenset(
    {
        "cache-control",
        "content-encoding",
        "content-length",
        "date",
        "etag",
        "expires",
        "last-modified",
        "set-cookie",
        "vary",
    }
)


# --- ?lang= ---------------------------------------------------------------------------------


class UnknownLanguage(ValueError):
    def __init__(self, value: str):
        super().__init__(value)
        self.value = value


def language_codes() -> list[str]:
    return [code for code, _name in settings.LANGUAGES]


def requested_language(request: HttpRequest) -> str | None:
    """The language `?lang=` asks for (case ignored), None when it is absent or empty;
    UnknownLanguage for anything that is not an interface language."""
    value = request.GET.get(LANG_PARAM, "").strip()
    if not value:
        return None
    if value.lower() in language_codes():
        return value.lower()
    raise UnknownLanguage(value)


def unknown_language_response(error: UnknownLanguage) -> HttpResponse:
    """A 400 naming the choices: a webmaster who typed `?lang=sp` sees the mistake at once
    instead of a feed silently in English."""
    message = _("Unknown language “%(value)s” in ?lang=. Use one of: %(choices)s.") % {
        "value": error.value[:20],
        "choices": ", ".join(language_codes()),
    }
    return HttpResponseBadRequest(message + "\n", content_type="text/plain; charset=utf-8")


# --- Other parameters with a few values (?compact=1) ------------------------------------------

# A parameter's name → its values, the first being the default (what its absence means).
Choices = Mapping[str, tuple[str, ...]]
View = TypeVar("View", bound=Callable[..., HttpResponse])


class UnknownChoice(ValueError):
    def __init__(self, name: str, value: str, values: tuple[str, ...]):
        super().__init__(value)
        self.name, self.value, self.values = name, value, values


def public_choices(**choices: tuple[str, ...]) -> Callable[[View], View]:
    """Below @public_page: the parameters `view` takes besides `?lang=`, each with its few values
    (the first is the default). Each combination is a page of its own, kept as the address
    names it; a value not listed is a 400, so junk never reaches the view or Redis."""

    def mark(view: View) -> View:
        mark_view(view, choices=dict(choices))
        return view

    return mark


def requested_choices(request: HttpRequest, choices: Choices) -> dict[str, str]:
    """Each parameter of `choices` as asked (case ignored; absent or empty: the default);
    UnknownChoice for a value that is not listed."""
    chosen = {}
    for name, values in choices.items():
        value = request.GET.get(name, "").strip()
        if value and value.lower() not in values:
            raise UnknownChoice(name, value, values)
        chosen[name] = value.lower() or values[0]
    return chosen


def chosen_values(request: HttpRequest) -> dict[str, str]:
    """For the view of a page with public_choices: the values asked (validated already)."""
    return dict(public_state(request).chosen)


def unknown_choice_response(error: UnknownChoice) -> HttpResponse:
    message = _("Unknown value “%(value)s” in ?%(name)s=. Use one of: %(choices)s.") % {
        "value": error.value[:20],
        "name": error.name,
        "choices": ", ".join(error.values),
    }
    return HttpResponseBadRequest(message + "\n", content_type="text/plain; charset=utf-8")


def _choices_suffix(chosen: Mapping[str, str], choices: Choices) -> str:
    """What names a kept copy besides its language: the values other than the defaults, so
    `?compact=0` is the bare page and `?compact=1` another one."""
    asked = [
        f"{name}={value}" for name, value in sorted(chosen.items()) if value != choices[name][0]
    ]
    return f"?{'&'.join(asked)}" if asked else ""


# --- What a view says about its page -------------------------------------------------------


def describe(
    response: HttpResponse,
    *,
    days: Iterable[dt.date],
    complete: bool = True,
    last_modified: dt.datetime | None = None,
    keep: bool = True,
) -> HttpResponse:
    """Tell the middleware which days `response` shows (a change to their rows drops the kept
    copy), whether it is complete (False while a day is being fetched: not kept, and a short
    lifetime), when its newest row was fetched, and whether to keep it (`keep` False: a date
    few people open, which a crawler walking the calendar must not make Redis hold)."""
    set_page_description(
        response,
        PageDescription(
            days=tuple(days), complete=complete, last_modified=last_modified, keep=keep
        ),
    )
    return response


def in_language(language: str | None, respond: Callable[[], HttpResponse]) -> HttpResponse:
    """`respond()` rendered in `language` (as the request negotiated when None), with
    Content-Language saying it: LocaleMiddleware only fills it in when the view left it out."""
    if language is None:
        return respond()
    with translation.override(language):
        response = respond()
    response["Content-Language"] = language
    return response


def public_page(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Mark `view` as a public page: GET and HEAD only, `?lang=` chooses the language (400 for
    an unknown one), as do its public_choices, and PublicPagesMiddleware makes its answers
    cacheable."""
    choices = view_marks(view).choices

    @functools.wraps(view)
    def wrapper(request: HttpRequest, *args: object, **kwargs: object) -> HttpResponse:
        state = public_state(request)
        try:
            language = state.language or requested_language(request)
            state.chosen = requested_choices(request, choices)
        except UnknownLanguage as error:
            return unknown_language_response(error)
        except UnknownChoice as error:
            return unknown_choice_response(error)
        state.page = True
        return in_language(language, lambda: view(request, *args, **kwargs))

    mark_view(wrapper, public=True)
    return require_safe(wrapper)


def is_public_page(request: HttpRequest) -> bool:
    """For templates and tags: this page is a public one (no CSRF token may be rendered)."""
    return public_state(request).page


# --- The middleware ------------------------------------------------------------------------


def seconds_to_midnight(now: dt.datetime | None = None) -> int:
    now = timezone.localtime(now)
    midnight = dt.datetime.combine(now.date() + dt.timedelta(days=1), dt.time.min)
    return max(1, int((timezone.make_aware(midnight) - now).total_seconds()))


def cache_control(*, complete: bool) -> str:
    lifetime = min(seconds_to_midnight(), MAX_AGE if complete else PENDING_MAX_AGE)
    return (
        f"public, max-age={lifetime}, stale-while-revalidate={STALE_WHILE_REVALIDATE}, "
        f"stale-if-error={STALE_IF_ERROR}"
    )


def _public_view(path: str) -> Callable[..., object] | None:
    try:
        view = resolve(path).func
    except Resolver404:
        return None
    return view if view_marks(view).public else None


def _personal(request: HttpRequest) -> bool:
    cookies = request.COOKIES
    return settings.SESSION_COOKIE_NAME in cookies or MESSAGES_COOKIE in cookies


def _accepts_gzip(request: HttpRequest) -> bool:
    return "gzip" in request.META.get("HTTP_ACCEPT_ENCODING", "").lower()


def _not_modified(request: HttpRequest, page: page_cache.StoredPage) -> bool:
    """RFC 9110 §13.1: If-None-Match (weak comparison) wins over If-Modified-Since."""
    if_none_match = request.META.get("HTTP_IF_NONE_MATCH")
    if if_none_match:
        tags = {tag.removeprefix("W/") for tag in parse_etags(if_none_match)}
        ours = {page.etag_for(encoding) for encoding in page_cache.ENCODINGS}
        return "*" in tags or bool(tags & ours)
    since = parse_http_date_safe(request.META.get("HTTP_IF_MODIFIED_SINCE", ""))
    return since is not None and page.last_modified is not None and int(page.last_modified) <= since


def _conditional(request: HttpRequest) -> bool:
    return "HTTP_IF_NONE_MATCH" in request.META or "HTTP_IF_MODIFIED_SINCE" in request.META


class PublicPagesMiddleware:
    """Serves anonymous public pages from their kept copy, keeps them, and gives them the
    headers a shared cache needs (the module's rule). Sits above the session, locale, CSRF
    and CSP middleware, whose headers the kept copy replays, and below GZipMiddleware, which
    leaves an answer already compressed alone."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        view = _public_view(request.path_info) if request.method in ("GET", "HEAD") else None
        if view is None:
            return self.get_response(request)
        choices = view_marks(view).choices
        try:
            language = requested_language(request)
            chosen = requested_choices(request, choices)
        except (UnknownLanguage, UnknownChoice):
            return self.get_response(request)  # the view answers with its 400
        from_url = language is not None
        language_cookie = settings.LANGUAGE_COOKIE_NAME in request.COOKIES
        if _personal(request) or (language_cookie and not from_url):
            return self._private(request)
        language = language or translation.get_language_from_request(request)
        public_state(request).language = language
        encoding = "gzip" if _accepts_gzip(request) else "identity"
        vary = "Accept-Encoding" if from_url else "Accept-Encoding, Accept-Language"
        # Only the bare address, ?lang= and the page's own choices are kept (each combination
        # apart): other parameters change the page in ways the key cannot name.
        keep = set(request.GET) <= {LANG_PARAM, *choices}
        address = f"{request.scheme}://{request.get_host()}{request.path}"
        key = page_cache.page_key(
            site_day=timezone.localdate(),
            language=language if from_url else f"{language}-negotiated",
            address=address + _choices_suffix(chosen, choices),
        )
        if keep:
            if _conditional(request):
                page = page_cache.fetch(key, encoding=None)
                if page is not None and _not_modified(request, page):
                    return self._not_modified(page, encoding, vary)
            page = page_cache.fetch(key, encoding=encoding)
            if page is not None:
                return self._answer(request, page, encoding, vary)
        response = self.get_response(request)
        if response.status_code != 200 or response.streaming or response.cookies:
            if response.cookies:  # never in a shared cache, whatever the page forgot
                patch_cache_control(response, private=True)
            return response
        assert isinstance(response, HttpResponse)  # not streaming
        body = response.content
        described = page_description(response)
        last_modified = described.last_modified
        page = page_cache.StoredPage(
            etag=page_cache.etag_of(body),
            last_modified=last_modified.timestamp() if last_modified else None,
            headers={k: v for k, v in response.headers.items() if k.lower() not in _NOT_KEPT},
            complete=described.complete,
        )
        if keep and page.complete and described.keep:
            days = list(described.days)
            page_cache.store(key, page, body=body, days=days, seconds=seconds_to_midnight() + 60)
        sent = body if encoding == "identity" else page_cache.compressed(body)
        if _not_modified(request, page):
            return self._not_modified(page, encoding, vary)
        return self._answer(request, replace(page, body=sent), encoding, vary)

    def _private(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        if "no-store" not in response.get("Cache-Control", ""):
            patch_cache_control(response, private=True, no_cache=True)
        return response

    def _validators(
        self, response: HttpResponseBase, page: page_cache.StoredPage, etag: str
    ) -> None:
        response["ETag"] = etag
        if page.last_modified is not None:
            response["Last-Modified"] = http_date(page.last_modified)

    def _not_modified(self, page: page_cache.StoredPage, encoding: str, vary: str) -> HttpResponse:
        response = HttpResponse(status=304)
        self._validators(response, page, page.etag_for(encoding))
        response["Cache-Control"] = cache_control(complete=page.complete)
        response["Vary"] = vary
        return response

    def _answer(
        self, request: HttpRequest, page: page_cache.StoredPage, encoding: str, vary: str
    ) -> HttpResponse:
        body = page.body or b""
        response = HttpResponse(b"" if request.method == "HEAD" else body)
        for name, value in page.headers.items():
            response[name] = value
        self._validators(response, page, page.etag_for(encoding))
        response["Cache-Control"] = cache_control(complete=page.complete)
        response["Vary"] = vary
        if encoding != "identity":
            response["Content-Encoding"] = encoding
        response["Content-Length"] = str(len(body))
        return response
