"""Reads for the homepage, feeds and widget: database only, never upstream."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from django.conf import settings
from django.utils import timezone

from portal.readings.models import MartyrologyEntry, MassReadings

# Dates a visitor may open: READINGS_PUBLIC_WINDOW_DAYS either side of today (by default
# these). Outside this window the page explains instead of queueing work for the prefetch
# account (a crawler walking the calendar must not burn its quota).
PAST_WINDOW = dt.timedelta(days=400)
FUTURE_WINDOW = dt.timedelta(days=400)


@dataclass(frozen=True)
class DayContent:
    day: dt.date
    readings: MassReadings | None
    martyrology: MartyrologyEntry | None

    @property
    def complete(self) -> bool:
        return self.readings is not None and self.martyrology is not None

    @property
    def fetched_at(self) -> dt.datetime | None:
        times = [row.fetched_at for row in (self.readings, self.martyrology) if row is not None]
        return max(times) if times else None


def site_today() -> dt.date:
    """Today in the site's time zone (settings.TIME_ZONE), not the server's."""
    return timezone.localdate()


def public_window(*, today: dt.date | None = None) -> tuple[dt.date, dt.date]:
    """The first and last date anyone may open without signing in (the picker's min/max)."""
    today = today or site_today()
    reach = dt.timedelta(days=max(0, settings.READINGS_PUBLIC_WINDOW_DAYS))
    return today - reach, today + reach


def day_in_window(day: dt.date) -> bool:
    first, last = public_window()
    return first <= day <= last


def day_in_prefetch_window(day: dt.date) -> bool:
    """The dates the nightly prefetch fetches anyway: a visitor's page queues them freely
    (tasks.day_queue_for_visitor); other dates of the public window within a daily allowance
    (portal.readings.on_demand)."""
    window = prefetch_window()
    return window[0] <= day <= window[-1]


def day_get(*, day: dt.date) -> DayContent:
    return DayContent(
        day=day,
        readings=MassReadings.objects.filter(day=day).first(),
        martyrology=MartyrologyEntry.objects.filter(day=day).first(),
    )


def prefetch_window(*, today: dt.date | None = None) -> list[dt.date]:
    """Today through +READINGS_PREFETCH_DAYS."""
    today = today or site_today()
    return [today + dt.timedelta(days=i) for i in range(settings.READINGS_PREFETCH_DAYS + 1)]


KEPT_DAYS_BEHIND = 7


def day_often_read(day: dt.date) -> bool:
    """The dates most visitors open: the last week and the prefetch window. Their public
    pages are kept rendered (portal.core.page_cache); others are rendered on each visit."""
    window = prefetch_window()
    return window[0] - dt.timedelta(days=KEPT_DAYS_BEHIND) <= day <= window[-1]


def days_missing(days: list[dt.date]) -> list[dt.date]:
    """The dates of `days` that lack readings or martyrology."""
    have_readings = set(MassReadings.objects.filter(day__in=days).values_list("day", flat=True))
    have_martyrology = set(
        MartyrologyEntry.objects.filter(day__in=days).values_list("day", flat=True)
    )
    return [d for d in days if d not in have_readings or d not in have_martyrology]


def calendar_days(*, start: dt.date, end: dt.date) -> list[DayContent]:
    """Every prefetched date in [start, end] with its readings and martyrology (iCalendar)."""
    readings = {r.day: r for r in MassReadings.objects.filter(day__range=(start, end))}
    saints = {m.day: m for m in MartyrologyEntry.objects.filter(day__range=(start, end))}
    return [
        DayContent(day=day, readings=readings.get(day), martyrology=saints.get(day))
        for day in sorted(set(readings) | set(saints))
    ]


# The feeds reach this many days back, and forward through the prefetch window.
FEED_DAYS_BEHIND = 7


def feed_window(*, today: dt.date | None = None) -> tuple[dt.date, dt.date]:
    """The first and last date the RSS and iCalendar feeds may carry."""
    today = today or site_today()
    return today - dt.timedelta(days=FEED_DAYS_BEHIND), prefetch_window(today=today)[-1]


def feed_days(*, today: dt.date | None = None) -> list[DayContent]:
    """Every prefetched date from FEED_DAYS_BEHIND days ago through the prefetch window that has
    readings or saints to show, oldest first (the RSS and iCalendar feeds)."""
    start, end = feed_window(today=today)
    return [
        content
        for content in calendar_days(start=start, end=end)
        if any(row is not None and row.available for row in (content.readings, content.martyrology))
    ]


WEEK_DAYS = 7


def week_get(*, start: dt.date) -> list[DayContent]:
    """The seven dates from `start`, each with what is stored (two queries for the week)."""
    end = start + dt.timedelta(days=WEEK_DAYS - 1)
    readings = {r.day: r for r in MassReadings.objects.filter(day__range=(start, end))}
    saints = {m.day: m for m in MartyrologyEntry.objects.filter(day__range=(start, end))}
    days = [start + dt.timedelta(days=i) for i in range(WEEK_DAYS)]
    return [DayContent(day=d, readings=readings.get(d), martyrology=saints.get(d)) for d in days]
