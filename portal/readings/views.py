"""The public homepage, a page per date, its live status, feeds and the embeddable widget.

Every view here reads the database only for anonymous visitors: they never wait on upstream.
A date of the prefetch window not stored yet is queued for the worker and the page fills
itself in when it arrives. A signed-in person waits on upstream, with their own token and
within the page's time budget, in two places: a date the prefetch does not fetch (kept for
everyone once fetched), and words for a date that phrases.py cannot read ("the 3rd Sunday
of Advent"), which upstream's liturgical_readings skill reads instead.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from csp.decorators import csp_replace
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest, JsonResponse
from django.shortcuts import redirect, render
from django.templatetags.static import static
from django.urls import reverse
from django.utils import translation
from django.utils.cache import patch_cache_control
from django.utils.translation import gettext as _
from django.views.decorators.clickjacking import xframe_options_exempt
from django.views.decorators.http import require_GET

from portal import magisterium
from portal.core.public_pages import (
    LANG_PARAM,
    chosen_values,
    describe,
    language_codes,
    public_choices,
    public_page,
)
from portal.core.upstream import upstream_error_response
from portal.readings import phrases, selectors, services, tasks, texts, widget


def _parse_day(value: str) -> dt.date | None:
    try:
        day = dt.date.fromisoformat(value)
    except (TypeError, ValueError):
        return None
    # A day page links to the day before and after: the calendar's two ends have no such day.
    return day if dt.date.min < day < dt.date.max else None


def _day_context(
    request: HttpRequest, day: dt.date, *, fetch: bool = False
) -> tuple[dict, magisterium.MagisteriumError | None]:
    """What a day page (or its fragment) shows, and the upstream failure of a fetch, if any.
    `fetch`: a signed-in person's page fetches a date the prefetch does not, with their token
    (within the page's time budget); the fragment polled by a pending page never does."""
    content = selectors.day_get(day=day)
    signed_in = request.user.is_authenticated
    pending, error = False, None
    if not content.complete:
        if selectors.day_in_prefetch_window(day):
            tasks.day_queue_for_visitor(day=day)
            pending = True
        elif fetch and request.user.is_authenticated:  # signed_in, narrowing request.user
            try:
                services.day_fetch_for_person(day=day, user=request.user)
            except magisterium.MagisteriumError as exc:
                error = exc
            content = selectors.day_get(day=day)
    today = selectors.site_today()
    first, last = selectors.public_window(today=today)
    ctx = {
        "content": content,
        "day": day,
        "is_today": day == today,
        "today": today,
        "in_window": first <= day <= last,
        "pending": pending,
        # Anonymous visitors pick within the public window; beyond it they are offered sign-in.
        "offer_sign_in": not (signed_in or content.complete or pending),
        "pick_min": None if signed_in else first,
        "pick_max": None if signed_in else last,
        "date_examples": phrases.examples(translation.get_language()),
        "previous_day": day - dt.timedelta(days=1),
        "next_day": day + dt.timedelta(days=1),
    }
    return ctx, error


def _bad_date(request: HttpRequest, value: str, *, asked_upstream: bool = False) -> HttpResponse:
    """The "not a date" page: what was typed, and phrases that work, in the active language."""
    if value:
        message = _("“%(value)s” is not a date the portal understands.") % {"value": value[:40]}
    else:
        message = _("Please type a date.")
    ctx = {
        "message": message,
        "asked_upstream": asked_upstream,
        "value": value[: phrases.MAX_CHARS],
        "date_examples": phrases.examples(translation.get_language()),
    }
    return render(request, "readings/bad_date.html", ctx, status=400)


def _day_response(request: HttpRequest, day: dt.date) -> HttpResponse:
    ctx, error = _day_context(request, day, fetch=True)
    if error is not None:
        return upstream_error_response(request, error, template="readings/day.html", ctx=ctx)
    content = ctx["content"]
    return describe(
        render(request, "readings/day.html", ctx),
        days=[day],
        complete=not ctx["pending"],
        last_modified=content.fetched_at,
        keep=selectors.day_often_read(day),
    )


@public_page
def home(request: HttpRequest) -> HttpResponse:
    return _day_response(request, selectors.site_today())


@public_page
def day_page(request: HttpRequest, day: str) -> HttpResponse:
    parsed = _parse_day(day)
    if parsed is None:
        return _bad_date(request, day)
    if parsed == selectors.site_today():
        chosen = request.GET.get(LANG_PARAM, "").strip().lower()
        home = reverse("readings:home")
        return redirect(f"{home}?{LANG_PARAM}={chosen}" if chosen in language_codes() else home)
    return _day_response(request, parsed)


@require_GET
def day_pick(request: HttpRequest) -> HttpResponse:
    """The date box's GET target: an ISO date or words → the bookmarkable URL of that date.

    `date` is what was typed; `pick`, the calendar's value, counts when nothing was typed.
    Words phrases.py knows are read here for anyone; other words, for a signed-in person,
    go to upstream's liturgical_readings skill, whose answer says the date it is for.
    """
    value = " ".join(request.GET.get("date", "").split()) or request.GET.get("pick", "").strip()
    if not value or len(value) > phrases.MAX_CHARS:
        return _bad_date(request, value)
    today = selectors.site_today()
    parsed = _parse_day(value) or phrases.resolve(value, today=today)
    asked_upstream = False
    if parsed is None and request.user.is_authenticated:
        asked_upstream = True
        try:
            parsed = services.day_from_words(words=value, user=request.user)
        except magisterium.MagisteriumError as exc:
            return upstream_error_response(request, exc)
    if parsed is None or not dt.date.min < parsed < dt.date.max:
        return _bad_date(request, value, asked_upstream=asked_upstream)
    if parsed == today:
        target = reverse("readings:home")
    else:
        target = reverse("readings:day", kwargs={"day": parsed.isoformat()})
    # A reader who chose the language by URL stays on addresses a shared cache keeps whole.
    chosen = request.GET.get(LANG_PARAM, "").strip().lower()
    return redirect(f"{target}?{LANG_PARAM}={chosen}" if chosen in language_codes() else target)


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
    ctx, _error = _day_context(request, parsed)
    return render(request, "readings/_day_content.html", ctx)


@xframe_options_exempt
@csp_replace({"frame-ancestors": ["*"]})
@public_page
@public_choices(**widget.CHOICES)
def embed_today(request: HttpRequest) -> HttpResponse:
    """A compact page that parish websites put in an <iframe>, in the language of `?lang=`;
    `?compact=1` shows the readings' references and the saints' names only, `?saints=0`
    leaves the saints out (portal.readings.widget). Its script (js/readings/embed.js) posts
    the page's height to the host page, whose /embed/host.js sizes the iframe to fit."""
    options = chosen_values(request)
    today = selectors.site_today()
    content = selectors.day_get(day=today)
    martyrology = content.martyrology.text if content.martyrology else ""
    names = texts.saint_names(martyrology)
    ctx = {
        "content": content,
        "compact": options[widget.COMPACT] == "1",
        "show_saints": options[widget.SAINTS] == "1",
        "saint_names": names,
        "saints_text": "" if names else texts.first_entry(martyrology),
    }
    response = render(request, "readings/embed.html", ctx)
    return describe(response, days=[today], last_modified=content.fetched_at)


EMBED_HOST_SCRIPT = "js/readings/embed-host.js"
EMBED_HOST_MAX_AGE = 24 * 3600


@require_GET
def embed_host_script(request: HttpRequest) -> HttpResponse:
    """/embed/host.js, the stable address of the host script in the snippet parish websites
    copy. It redirects to the current hashed static file (cached for a year); the redirect
    itself is cached for a day, so a fixed script reaches every parish website within a day
    while a snippet copied years ago keeps working."""
    response = redirect(static(EMBED_HOST_SCRIPT))
    patch_cache_control(response, public=True, max_age=EMBED_HOST_MAX_AGE)
    return response


@dataclass(frozen=True)
class WeekDay:
    """One date of the week page: what is stored, read into parts for a compact row."""

    content: selectors.DayContent
    readings: texts.ReadingsText | None
    saints: list[str]  # names, each linked to the directory
    saints_text: str  # the first entry, when no name was found
    in_window: bool  # the public window (selectors.public_window)
    pending: bool  # missing and queued for the worker, as the day page queues it
    is_today: bool

    @property
    def day(self) -> dt.date:
        return self.content.day

    @property
    def is_sunday(self) -> bool:
        return self.day.weekday() == 6


def _parse_week_start(value: str) -> dt.date | None:
    day = _parse_day(value)
    # The page shows this date + 6 and links to the weeks before and after it.
    week = dt.timedelta(days=selectors.WEEK_DAYS)
    if day is None or not dt.date.min + week <= day <= dt.date.max - 2 * week:
        return None
    return day


@public_page
def week_page(request: HttpRequest, day: str) -> HttpResponse:
    """/week/YYYY-MM-DD/: seven dates from that one, from the database only (never upstream,
    even for a signed-in person: their day page fetches a date, this page only reads). Dates
    not stored yet are queued as the day page queues them (the prefetch window only), and the
    page reloads itself when they arrive (js/readings/week.js)."""
    start = _parse_week_start(day)
    if start is None:
        return _bad_date(request, day)
    today = selectors.site_today()
    days = []
    for content in selectors.week_get(start=start):
        pending = not content.complete and selectors.day_in_prefetch_window(content.day)
        if pending:
            tasks.day_queue_for_visitor(day=content.day)
        readings, saints = content.readings, content.martyrology
        names = texts.saint_names(saints.text) if saints else []
        days.append(
            WeekDay(
                content=content,
                readings=texts.parse_readings(readings.text) if readings else None,
                saints=names,
                saints_text="" if names or saints is None else texts.first_entry(saints.text),
                in_window=selectors.day_in_window(content.day),
                pending=pending,
                is_today=content.day == today,
            )
        )
    week = dt.timedelta(days=selectors.WEEK_DAYS)
    ctx = {
        "start": start,
        "end": start + week - dt.timedelta(days=1),
        "days": days,
        "today": today,
        "previous_week": start - week,
        "next_week": start + week,
        "pending": any(d.pending for d in days),
    }
    stamps = [d.content.fetched_at for d in days if d.content.fetched_at is not None]
    return describe(
        render(request, "readings/week.html", ctx),
        days=[d.day for d in days],
        complete=not ctx["pending"],
        last_modified=max(stamps, default=None),
        keep=selectors.day_often_read(start),
    )
