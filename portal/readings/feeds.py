"""Feeds a parish website can subscribe to: RSS (Django's syndication) and iCalendar.

Both carry every prefetched date from a week back through the prefetch window ahead, each with
its Mass readings and its saints (martyrology), and take `?lang=` (portal.core.public_pages)
for their own words: titles, labels and dates, and what the portal knows of the day in that
language (the celebration, the season, the readings' headings and references:
portal.readings.localized). Upstream's prose stays as upstream wrote it, marked with its
language in RSS and named in iCalendar.
"""

from __future__ import annotations

import datetime as dt
import functools

from django.contrib.syndication.views import Feed
from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.feedgenerator import Rss201rev2Feed
from django.utils.translation import gettext as _
from icalendar import Calendar, Event

from portal.core.public_pages import describe, public_page, requested_language
from portal.readings import localized, selectors, texts
from portal.readings.selectors import DayContent
from portal.vocabulary.dates import join_dates, written_date


def long_date(day: dt.date) -> str:
    """The date as a day page's heading writes it ("Tuesday, 1 December 2026"), in the active
    language (config/formats; "martedì 1º dicembre 2026")."""
    return written_date(day, "WEEKDAY_DATE_FORMAT")


def _parts(content: DayContent) -> texts.ReadingsText | None:
    readings = content.readings
    if readings is None or not readings.available:
        return None
    return _parsed(readings.text)


@functools.lru_cache(maxsize=64)
def _parsed(text: str) -> texts.ReadingsText:
    """A stored text parsed once, though an RSS item reads it for its title and its body."""
    return texts.parse_readings(text)


def _local(content: DayContent) -> localized.LocalReadings | None:
    parts = _parts(content)
    return None if parts is None else localized.localize(parts)


def _martyrology(content: DayContent) -> str:
    row = content.martyrology
    return row.text if row is not None and row.available else ""


def _plain_readings(local: localized.LocalReadings) -> str:
    """The readings as plain text for a calendar event: our words in the feed's language,
    upstream's texts as upstream wrote them."""
    lines = [str(local.celebration)]
    lines += [str(line) for line in (local.season, local.lectionary) if line]
    # A day with several Masses: each Mass's name over its readings.
    groups = [(str(m.name), m.readings) for m in local.masses] or [("", local.readings)]
    for mass, readings in groups:
        lines += ["", mass.upper()] if mass else []
        for reading in readings:
            lines += ["", f"{reading.heading}: {reading.reference}".rstrip(": "), reading.body]
    if not local.structured and local.intro:
        lines += ["", local.intro]
    return "\n".join(lines).strip()


def _feed_description() -> str:
    return _("The Mass readings and saints of each day, from Magisterium AI.")


def _with_lang(url: str, language: str | None) -> str:
    return f"{url}?lang={language}" if language else url


class ReadingsRss(Rss201rev2Feed):
    def latest_post_date(self) -> dt.datetime:
        """lastBuildDate and Last-Modified: when the newest text was fetched. (The pubDates of
        the days ahead lie in the future, so they cannot say when the feed last changed.)"""
        fetched = [item["updateddate"] for item in self.items if item.get("updateddate")]
        return max(fetched) if fetched else super().latest_post_date()


class ReadingsFeed(Feed):
    """Newest date first. An item's pubDate is the start of its date in the site's time zone:
    RSS 2.0 lets a reader hold back an item dated in the future until that date, while a reader
    that shows everything lets the parish office prepare the days ahead. Its guid is the date's
    page URL, the same in every language and however often the text is fetched again."""

    feed_type = ReadingsRss
    item_guid_is_permalink = True

    def __call__(self, request: HttpRequest, *args, **kwargs) -> HttpResponse:
        return _feed_described(super().__call__(request, *args, **kwargs))

    def get_object(self, request: HttpRequest, *args, **kwargs) -> str | None:
        return requested_language(request)  # validated in __call__ already

    def title(self) -> str:
        return _("Daily Mass readings · Magisterium Portal")

    def description(self) -> str:
        return _feed_description()

    def link(self) -> str:
        return reverse("readings:home")

    def feed_url(self, language: str | None) -> str:
        return _with_lang(reverse("readings:rss"), language)

    def items(self) -> list[DayContent]:
        return list(reversed(selectors.feed_days()))

    def item_title(self, item: DayContent) -> str:
        local = _local(item)
        if local is None or not local.named:
            return join_dates(_("Readings for %(date)s") % {"date": long_date(item.day)})
        return f"{long_date(item.day)} — {local.celebration}"

    def item_description(self, item: DayContent) -> str:
        context = {"local": _local(item), "martyrology": _martyrology(item)}
        return render_to_string("readings/_feed_item.html", context)

    def item_link(self, item: DayContent) -> str:
        return reverse("readings:day", kwargs={"day": item.day.isoformat()})

    def item_pubdate(self, item: DayContent) -> dt.datetime:
        return dt.datetime.combine(item.day, dt.time.min, tzinfo=timezone.get_default_timezone())

    def item_updateddate(self, item: DayContent) -> dt.datetime | None:
        return item.fetched_at


def _feed_described(response: HttpResponse) -> HttpResponse:
    """Both feeds show every date of selectors.feed_window: a change to any of them counts."""
    start, end = selectors.feed_window()
    days = [start + dt.timedelta(days=n) for n in range((end - start).days + 1)]
    stamps = [c.fetched_at for c in selectors.feed_days() if c.fetched_at is not None]
    return describe(response, days=days, last_modified=max(stamps, default=None))


@public_page
def readings_ics(request: HttpRequest) -> HttpResponse:
    """One all-day event per prefetched date, from a week ago through the prefetch window."""
    host = request.get_host().split(":")[0]
    language = translation.get_language() or "en"

    calendar = Calendar()
    calendar.add("prodid", f"-//Magisterium Portal//Daily readings//{language.upper()}")
    calendar.add("version", "2.0")
    calendar.add("x-wr-calname", _("Daily Mass readings"))
    calendar.add("x-wr-caldesc", _feed_description())
    for content in selectors.feed_days():
        event = Event()
        event.add("uid", f"readings-{content.day.isoformat()}@{host}")
        event.add("dtstart", content.day)
        event.add("dtend", content.day + dt.timedelta(days=1))
        event.add("dtstamp", content.fetched_at)
        parts = _parts(content)
        local = None if parts is None else localized.localize(parts)
        if parts is not None:
            # A calendar cell's title: the celebration alone, in its short form.
            event.add("summary", localized.celebration(parts.celebration, short=True).text)
        else:
            event.add("summary", _("Saints of the day"))
        sections = []
        if local is not None:
            sections.append(f"{_('Mass readings')}\n\n{_plain_readings(local)}")
        if martyrology := _martyrology(content).strip():
            sections.append(f"{_('Saints of the day')}\n\n{martyrology}")
        event.add("description", "\n\n".join(sections))
        day_url = reverse("readings:day", kwargs={"day": content.day.isoformat()})
        event.add("url", request.build_absolute_uri(day_url))
        calendar.add_component(event)
    response = HttpResponse(calendar.to_ical(), content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = 'inline; filename="readings.ics"'
    return _feed_described(response)


readings_rss = public_page(ReadingsFeed())
