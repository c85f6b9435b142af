"""Reads for the homepage, feeds and widget: database only, never upstream."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from django.conf import settings
from django.utils import timezone

from portal.readings.models import MartyrologyEntry, MassReadings

# Dates a visitor may open. Outside this window the page explains instead of queueing work
# for the prefetch account (a crawler walking the calendar must not burn its quota).
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


def day_in_window(day: dt.date) -> bool:
    today = site_today()
    return today - PAST_WINDOW <= day <= today + FUTURE_WINDOW


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


def days_missing(days: list[dt.date]) -> list[dt.date]:
    """The dates of `days` that lack readings or martyrology."""
    have_readings = set(MassReadings.objects.filter(day__in=days).values_list("day", flat=True))
    have_martyrology = set(
        MartyrologyEntry.objects.filter(day__in=days).values_list("day", flat=True)
    )
    return [d for d in days if d not in have_readings or d not in have_martyrology]


def feed_readings(*, until: dt.date, days: int = 14) -> list[MassReadings]:
    """The newest `days` dates up to `until` with readings, newest first (RSS)."""
    since = until - dt.timedelta(days=days - 1)
    return list(
        MassReadings.objects.filter(day__range=(since, until)).exclude(text="").order_by("-day")
    )


def calendar_days(*, start: dt.date, end: dt.date) -> list[DayContent]:
    """Every prefetched date in [start, end] with its readings and martyrology (iCalendar)."""
    readings = {r.day: r for r in MassReadings.objects.filter(day__range=(start, end))}
    saints = {m.day: m for m in MartyrologyEntry.objects.filter(day__range=(start, end))}
    return [
        DayContent(day=day, readings=readings.get(day), martyrology=saints.get(day))
        for day in sorted(set(readings) | set(saints))
    ]
