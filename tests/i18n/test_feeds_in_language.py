"""The RSS and iCalendar feeds in Spanish and Croatian, read by a real feed parser (feedparser)
and a real calendar parser (icalendar): titles, summaries and bodies in the feed's language,
upstream's prose marked as English."""

from __future__ import annotations

import feedparser
import pytest
from django.utils import formats, translation
from icalendar import Calendar

from portal.readings import localized, selectors, texts
from portal.readings.models import MassReadings
from tests.readings import sandbox_days

fetched_day = sandbox_days.fetched_day  # the sandbox's own text, stored as the prefetch does

pytestmark = pytest.mark.django_db
LANGUAGES = ["es", "hr"]


@pytest.fixture
def today_local(fetched_day):
    """Today fetched from the sandbox; `today_local(language)` → the day laid out in it."""
    today = selectors.site_today()
    fetched_day(today)
    parts = texts.parse_readings(MassReadings.objects.get(day=today).text)

    def laid_out(language: str) -> localized.LocalReadings:
        with translation.override(language):
            return localized.localize(parts)

    laid_out.day = today
    return laid_out


@pytest.mark.parametrize("language", LANGUAGES)
def test_rss_in_the_feeds_language_read_by_a_feed_reader(client, today_local, language):
    local = today_local(language)
    # The vocabulary knows the day: nothing the portal writes falls back to English.
    assert local.celebration.lang == language
    assert {reading.reference.lang for reading in local.readings} == {language}
    feed = feedparser.parse(client.get(f"/feeds/readings.xml?lang={language}").content)
    assert not feed.bozo, feed.bozo_exception
    assert feed.feed.language == language
    [entry] = [e for e in feed.entries if today_local.day.isoformat() in e.link]
    with translation.override(language):
        date = formats.date_format(today_local.day, "WEEKDAY_DATE_FORMAT")
    assert entry.title == f"{date} — {local.celebration.text}"
    for reading in local.readings:
        assert reading.heading.text in entry.summary
        assert reading.reference.text in entry.summary
    assert 'lang="en"' in entry.summary  # upstream's texts, marked


@pytest.mark.parametrize("language", LANGUAGES)
def test_icalendar_in_the_feeds_language_read_by_a_calendar(client, today_local, language):
    local = today_local(language)
    calendar = Calendar.from_ical(client.get(f"/feeds/readings.ics?lang={language}").content)
    [event] = [e for e in calendar.walk("VEVENT") if e.decoded("dtstart") == today_local.day]
    summary = str(event.get("summary"))
    with translation.override(language):
        short = localized.celebration(
            texts.parse_readings(MassReadings.objects.get(day=today_local.day).text).celebration,
            short=True,
        )
    assert summary == short.text and short.lang == language
    description = str(event.get("description"))
    for reading in local.readings:
        assert f"{reading.heading.text}: {reading.reference.text}" in description
