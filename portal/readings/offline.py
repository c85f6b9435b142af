"""The installable app: its manifest, its service worker, the offline page and what to keep.

After one visit to a public page, js/core/offline.js registers the service worker (/sw.js,
templates/readings/offline/sw.js) and asks it to keep the next KEEP_DAYS days in the page's
language: the pages `keep_plan` lists, fetched without cookies, so only what anyone may see is
ever stored on the device (never a signed-in page, never personal data). Offline, those pages
open from the device, marked as the kept copy with when it was fetched; any other address
opens the offline page, which lists the days kept. The date box reads its words on the device
too (offline_words: the plan carries phrases.py's tables) and opens the kept day.
"""

from __future__ import annotations

import datetime as dt
import json

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.templatetags.static import static
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from portal.core import page_cache
from portal.core.public_pages import LANG_PARAM, describe, public_page
from portal.readings import offline_words, phrases, selectors

KEEP_DAYS = 14
# What every kept page needs to show itself: its style sheets and scripts.
KEPT_ASSETS = (
    "css/portal.css",
    "css/print.css",
    "css/readings.css",
    "img/favicon.svg",
    "img/icon-192.png",
    "js/core/language.js",
    "js/core/sign-in.js",
    "js/core/offline.js",
    "js/readings/day.js",
    "js/readings/week.js",
    "js/readings/embed-snippet.js",
    "js/readings/offline-page.js",
)


def _in_language(view_name: str, **kwargs: str) -> str:
    return f"{reverse(view_name, kwargs=kwargs or None)}?{LANG_PARAM}={translation.get_language()}"


def keep_plan(today: dt.date) -> list[str]:
    """Today's page, the next KEEP_DAYS - 1 days, the two weeks they fall in and the offline
    page, in the active language."""
    days = [today + dt.timedelta(days=n) for n in range(1, KEEP_DAYS)]
    weeks = [today, today + dt.timedelta(days=selectors.WEEK_DAYS)]
    return [
        _in_language("readings:home"),
        *(_in_language("readings:day", day=d.isoformat()) for d in days),
        *(_in_language("readings:week", day=w.isoformat()) for w in weeks),
        _in_language("readings:offline"),
    ]


@public_page
def offline_plan(request: HttpRequest) -> HttpResponse:
    today = selectors.site_today()
    end = today + dt.timedelta(days=KEEP_DAYS - 1 + selectors.WEEK_DAYS)
    body = {
        "language": translation.get_language(),
        "today": today.isoformat(),
        "pages": keep_plan(today),
        "words": offline_words.device_words(today),
    }
    # Asked for with the plan's pages: the day tells the page kept for it (a new day drops it).
    return describe(JsonResponse(body), days=[today, end])


@public_page
def offline_page(request: HttpRequest) -> HttpResponse:
    # Shown when the date box's words could not be read on the device (?words=, offline-page.js).
    context = {"date_examples": phrases.examples(translation.get_language())[:4]}
    return describe(render(request, "readings/offline/offline.html", context), days=[])


@public_page
def manifest(request: HttpRequest) -> HttpResponse:
    """The web app manifest in the language of `?lang=` (the name shown under the icon)."""
    language = translation.get_language()
    body = {
        "name": "Magisterium Portal",
        "short_name": _("Readings"),
        "description": _("The Mass readings and saints of each day, from Magisterium AI."),
        "lang": language,
        "start_url": f"/?{LANG_PARAM}={language}",
        "scope": "/",
        "id": "/",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": "#6b1d2a",
        "icons": [
            {"src": static("img/icon-192.png"), "sizes": "192x192", "type": "image/png"},
            {"src": static("img/icon-512.png"), "sizes": "512x512", "type": "image/png"},
            {
                "src": static("img/icon-maskable-512.png"),
                "sizes": "512x512",
                "type": "image/png",
                "purpose": "maskable",
            },
        ],
    }
    response = JsonResponse(body, json_dumps_params={"ensure_ascii": False})
    response["Content-Type"] = "application/manifest+json"
    return describe(response, days=[])


@require_safe
def service_worker(request: HttpRequest) -> HttpResponse:
    """/sw.js, at the root so that it may control every public page. Browsers check it for a
    new release on each visit (no-cache); its version is the release, so a deploy replaces
    the assets it keeps. Its CSP is the site's: it fetches from this origin only."""
    context = {
        "version": page_cache.release(),
        "assets_json": json.dumps([static(path) for path in KEPT_ASSETS]),
        "plan_url": reverse("readings:offline_plan"),
        "offline_url": reverse("readings:offline"),
        "pick_url": reverse("readings:pick"),
        "words_script": static("js/readings/date-words.js"),
    }
    response = render(request, "readings/offline/sw.js", context, content_type="text/javascript")
    response["Cache-Control"] = "no-cache"
    return response
