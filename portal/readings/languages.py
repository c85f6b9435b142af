"""The `?lang=` parameter of the RSS feed, the iCalendar feed and the widget.

A parish website subscribes to, or embeds, one language: `?lang=es` renders the feed's or the
widget's own words (titles, labels, dates) in Spanish whatever the visitor's browser asks for.
The value is one of the interface languages (settings.LANGUAGES: en, es, pt, it, hr, case
ignored). Without the parameter the language is negotiated as on every page (the language
cookie, then Accept-Language). Anything else is refused with a 400 naming the choices: a
webmaster who typed `?lang=sp` sees the mistake at once instead of a feed silently in English.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.utils import translation
from django.utils.translation import gettext as _

LANG_PARAM = "lang"


class UnknownLanguage(ValueError):
    def __init__(self, value: str):
        super().__init__(value)
        self.value = value


def language_codes() -> list[str]:
    return [code for code, _name in settings.LANGUAGES]


def requested_language(request: HttpRequest) -> str | None:
    """The language `?lang=` asks for, None when it is absent or empty; UnknownLanguage for
    anything that is not an interface language."""
    value = request.GET.get(LANG_PARAM, "").strip()
    if not value:
        return None
    if value.lower() in language_codes():
        return value.lower()
    raise UnknownLanguage(value)


def unknown_language_response(error: UnknownLanguage) -> HttpResponse:
    message = _("Unknown language “%(value)s” in ?lang=. Use one of: %(choices)s.") % {
        "value": error.value[:20],
        "choices": ", ".join(language_codes()),
    }
    return HttpResponseBadRequest(message + "\n", content_type="text/plain; charset=utf-8")


def in_requested_language(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Run `view` in the language of `?lang=` (400 for an unknown one)."""

    @functools.wraps(view)
    def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        try:
            language = requested_language(request)
        except UnknownLanguage as error:
            return unknown_language_response(error)
        if language is None:
            return view(request, *args, **kwargs)
        with translation.override(language):
            response = view(request, *args, **kwargs)
        # LocaleMiddleware only fills Content-Language in when the view left it out.
        response["Content-Language"] = language
        return response

    return wrapper
