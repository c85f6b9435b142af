"""Feeds a parish website can subscribe to: RSS (Django's syndication) and iCalendar."""

from __future__ import annotations

import datetime as dt

from django.contrib.syndication.views import Feed
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.translation import gettext_lazy as _
from icalendar import Calendar, Event

from portal.core.rendering import render_markdown
from portal.readings import selectors
from portal.readings.models import MassReadings

ICS_DAYS_BEHIND = 7


class ReadingsFeed(Feed):
    title = _("Daily Mass readings · Magisterium Portal")
    description = _("The Mass readings of each day, from Magisterium AI.")

    def link(self):
        return reverse("readings:home")

    def items(self):
        return selectors.feed_readings(until=selectors.site_today())

    def item_title(self, item: MassReadings) -> str:
        return item.heading or item.day.isoformat()

    def item_description(self, item: MassReadings) -> str:
        return render_markdown(item.text)

    def item_link(self, item: MassReadings) -> str:
        return reverse("readings:day", kwargs={"day": item.day.isoformat()})

    def item_pubdate(self, item: MassReadings) -> dt.datetime:
        return dt.datetime.combine(item.day, dt.time(0, 0), tzinfo=dt.UTC)

    def item_updateddate(self, item: MassReadings) -> dt.datetime:
        return item.fetched_at


def readings_ics(request: HttpRequest) -> HttpResponse:
    """One all-day event per prefetched date, from a week ago through the prefetch window."""
    today = selectors.site_today()
    start = today - dt.timedelta(days=ICS_DAYS_BEHIND)
    end = selectors.prefetch_window(today=today)[-1]
    host = request.get_host().split(":")[0]

    calendar = Calendar()
    calendar.add("prodid", "-//Magisterium Portal//Daily readings//EN")
    calendar.add("version", "2.0")
    calendar.add("x-wr-calname", str(_("Daily Mass readings")))
    for content in selectors.calendar_days(start=start, end=end):
        readings, saints = content.readings, content.martyrology
        if not (readings and readings.available):
            continue
        event = Event()
        event.add("uid", f"readings-{content.day.isoformat()}@{host}")
        event.add("dtstart", content.day)
        event.add("dtend", content.day + dt.timedelta(days=1))
        event.add("dtstamp", readings.fetched_at)
        event.add("summary", readings.heading)
        description = readings.text
        if saints and saints.available:
            description += "\n\n" + saints.text
        event.add("description", description)
        day_url = reverse("readings:day", kwargs={"day": content.day.isoformat()})
        event.add("url", request.build_absolute_uri(day_url))
        calendar.add_component(event)
    response = HttpResponse(calendar.to_ical(), content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = 'inline; filename="readings.ics"'
    return response
