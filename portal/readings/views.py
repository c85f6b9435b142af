"""The public homepage, a page per date, its live status, feeds and the embeddable widget.

Every view here reads the database only for anonymous visitors: they never wait on upstream.
A date of the public window not stored yet is queued for the worker (the prefetch account;
beyond the prefetch window within a daily allowance, portal.readings.on_demand) and the page
fills itself in when it arrives. A signed-in person waits on upstream, with their own token and
within the page's time budget, in two places: a date the prefetch does not fetch (kept for
everyone once fetched), and words for a date that phrases.py cannot read ("Mass readings
for 13 December 2026"), which upstream's liturgical_readings skill reads instead.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from urllib.parse import urlencode

from csp.decorators import csp_replace
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest, JsonResponse
from django.shortcuts import redirect, render
from django.templatetags.static import static
from django.urls import reverse
from django.utils import translation
from django.utils.cache import patch_cache_control
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
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
from portal.readings import on_demand, phrases, selectors, services, tasks, texts, widget
from portal.readings.templatetags.feast_notes import FEAST_PARAM


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
    demand, error = None, None
    if not content.complete:
        own_token = fetch and signed_in and not selectors.day_in_prefetch_window(day)
        if own_token and request.user.is_authenticated:  # narrowing request.user
            try:
                services.day_fetch_for_person(day=day, user=request.user)
            except magisterium.MagisteriumError as exc:
                error = exc
            content = selectors.day_get(day=day)
        elif not own_token:
            # Anyone else asks the worker (the prefetch account), within its bounds.
            demand = tasks.day_queue_for_visitor(day=day)
    pending = demand is not None and demand.pending
    today = selectors.site_today()
    first, last = selectors.public_window(today=today)
    ctx = {
        "content": content,
        "day": day,
        "is_today": day == today,
        "today": today,
        "in_window": first <= day <= last,
        "window_first": first,
        "window_last": last,
        "pending": pending,
        "demand": demand,  # what became of the date asked for (on_demand.Demand), or None
        # Beyond the public window anonymous visitors are offered sign-in (and for a date
        # today's allowance could not fetch).
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
        # "On its way", "try again after …": never kept as the date's page.
        complete=content.complete or not ctx["in_window"],
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
    parsed, feast = _parse_day(value), None
    if parsed is None:
        parsed, feast = phrases.read(value, today=today)
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
    query = {LANG_PARAM: chosen} if chosen in language_codes() else {}
    if feast is not None and phrases.other_day(feast, parsed):
        query[FEAST_PARAM] = feast.key  # the page notes where the feast is kept on another day
    return redirect(f"{target}?{urlencode(query)}" if query else target)


def _status_language(request: HttpRequest) -> str:
    """The language of the page polling: its `?lang=` when it is one, else the negotiated one
    (the status and fragment URLs carry the page's language, see _day_content.html)."""
    chosen = request.GET.get(LANG_PARAM, "").strip().lower()
    return chosen if chosen in language_codes() else translation.get_language()


@never_cache
@require_GET
def day_status(request: HttpRequest, day: str) -> HttpResponse:
    """Polled by the page while a date is being fetched: complete, or what became of it
    (on_demand's state; the page swaps in the fragment when it changes). Never queues."""
    parsed = _parse_day(day)
    if parsed is None:
        return JsonResponse({"error": "not a date"}, status=400)
    content = selectors.day_get(day=parsed)
    note = None if content.complete else on_demand.note(parsed)
    if note is None and not content.complete and not selectors.day_in_prefetch_window(parsed):
        # The note expired (its task was lost): the page's fragment asks again.
        note = on_demand.Demand(on_demand.State.UNKNOWN)
    fragment = reverse("readings:day_fragment", kwargs={"day": parsed.isoformat()})
    return JsonResponse(
        {
            "complete": content.complete,
            "state": "complete"
            if content.complete
            else (note.state if note else on_demand.State.QUEUED),
            "fragment_url": f"{fragment}?{LANG_PARAM}={_status_language(request)}",
        }
    )


@never_cache
@require_GET
def day_fragment(request: HttpRequest, day: str) -> HttpResponse:
    parsed = _parse_day(day)
    if parsed is None:
        return HttpResponseBadRequest("not a date")
    with translation.override(_status_language(request)):
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
    demand: on_demand.Demand | None  # missing: what became of it, as on the day page
    is_today: bool

    @property
    def day(self) -> dt.date:
        return self.content.day

    @property
    def pending(self) -> bool:  # missing and in the worker's hands
        return self.demand is not None and self.demand.pending

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
    not stored yet are asked of the worker as an anonymous day page asks (within the public
    window and the daily allowance), and the page reloads itself when they arrive
    (js/readings/week.js)."""
    start = _parse_week_start(day)
    if start is None:
        return _bad_date(request, day)
    today = selectors.site_today()
    days = []
    for content in selectors.week_get(start=start):
        demand = None if content.complete else tasks.day_queue_for_visitor(day=content.day)
        readings, saints = content.readings, content.martyrology
        names = texts.saint_names(saints.text) if saints else []
        days.append(
            WeekDay(
                content=content,
                readings=texts.parse_readings(readings.text) if readings else None,
                saints=names,
                saints_text="" if names or saints is None else texts.first_entry(saints.text),
                in_window=selectors.day_in_window(content.day),
                demand=demand,
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
        "window_first": selectors.public_window(today=today)[0],
        "window_last": selectors.public_window(today=today)[1],
    }
    stamps = [d.content.fetched_at for d in days if d.content.fetched_at is not None]
    return describe(
        render(request, "readings/week.html", ctx),
        days=[d.day for d in days],
        complete=all(d.content.complete or not d.in_window for d in days),
        last_modified=max(stamps, default=None),
        keep=selectors.day_often_read(start),
    )
