"""The public homepage, a page per date, its live status, feeds and the embeddable widget.

Every view here reads the database only: a visitor never waits on upstream. A date that is
not prefetched yet is queued for the worker and the page fills itself in when it arrives.
"""

from __future__ import annotations

import datetime as dt

from csp.decorators import csp_replace
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.clickjacking import xframe_options_exempt
from django.views.decorators.http import require_GET

from portal.readings import selectors, tasks


def _parse_day(value: str) -> dt.date | None:
    try:
        day = dt.date.fromisoformat(value)
    except (TypeError, ValueError):
        return None
    # A day page links to the day before and after: the calendar's two ends have no such day.
    return day if dt.date.min < day < dt.date.max else None


def _day_context(day: dt.date) -> dict:
    content = selectors.day_get(day=day)
    in_window = selectors.day_in_window(day)
    if not content.complete and in_window:
        tasks.day_queue_for_visitor(day=day)
    today = selectors.site_today()
    return {
        "content": content,
        "day": day,
        "is_today": day == today,
        "today": today,
        "in_window": in_window,
        "previous_day": day - dt.timedelta(days=1),
        "next_day": day + dt.timedelta(days=1),
    }


def _bad_date(request: HttpRequest, value: str) -> HttpResponse:
    ctx = {"message": _("“%(value)s” is not a date. Use the calendar or a date like 2026-12-25.")
           % {"value": value[:40]}}  # fmt: skip
    return render(request, "readings/bad_date.html", ctx, status=400)


@require_GET
def home(request: HttpRequest) -> HttpResponse:
    return render(request, "readings/day.html", _day_context(selectors.site_today()))


@require_GET
def day_page(request: HttpRequest, day: str) -> HttpResponse:
    parsed = _parse_day(day)
    if parsed is None:
        return _bad_date(request, day)
    if parsed == selectors.site_today():
        return redirect("readings:home")
    return render(request, "readings/day.html", _day_context(parsed))


@require_GET
def day_pick(request: HttpRequest) -> HttpResponse:
    """The date picker's GET target: redirect to the bookmarkable URL of the chosen date."""
    value = request.GET.get("date", "")
    parsed = _parse_day(value)
    if parsed is None:
        return _bad_date(request, value)
    return redirect("readings:day", day=parsed.isoformat())


@require_GET
def day_status(request: HttpRequest, day: str) -> HttpResponse:
    """Polled by the page while a date is being fetched."""
    parsed = _parse_day(day)
    if parsed is None:
        return JsonResponse({"error": "not a date"}, status=400)
    content = selectors.day_get(day=parsed)
    return JsonResponse(
        {
            "complete": content.complete,
            "fragment_url": reverse("readings:day_fragment", kwargs={"day": parsed.isoformat()}),
        }
    )


@require_GET
def day_fragment(request: HttpRequest, day: str) -> HttpResponse:
    parsed = _parse_day(day)
    if parsed is None:
        return HttpResponseBadRequest("not a date")
    return render(request, "readings/_day_content.html", _day_context(parsed))


@require_GET
@xframe_options_exempt
@csp_replace({"frame-ancestors": ["*"]})
def embed_today(request: HttpRequest) -> HttpResponse:
    """A compact page that parish websites put in an <iframe>."""
    today = selectors.site_today()
    return render(request, "readings/embed.html", {"content": selectors.day_get(day=today)})
