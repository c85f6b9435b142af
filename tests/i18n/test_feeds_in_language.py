"""The RSS and iCalendar feeds in Spanish and Croatian, read by a real feed parser (feedparser)
and a real calendar parser (icalendar): titles, summaries and bodies in the feed's language,
upstream's prose marked as English."""

from __future__ import annotations

import datetime as dt
import re

import feedparser
import pytest
from django.utils import formats, translation
from icalendar import Calendar

from portal.readings import localized, selectors, texts
from portal.readings.models import MassReadings
from tests.i18n.html_text import elements
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


# --- A week of items: every word the portal writes in the feed's language ----------------------

# The words the portal's vocabulary knows in English (shared with the pages' check).
KNOWN_ENGLISH = re.compile(
    r"\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|"
    r"April|June|July|August|September|October|November|December|Advent|Lent|Easter|"
    r"Christmas|Ordinary Time|Weekday|Solemnity|Feast|Memorial|First Reading|Second Reading|"
    r"Responsorial Psalm|Gospel|Also remembered|Saint|Blessed|Pope|Mass readings|"
    r"Saints of the day|Readings for|Week of)\b"
)


@pytest.fixture
def week_fetched(fetched_day):
    today = selectors.site_today()
    days = [today + dt.timedelta(days=n) for n in range(7)]
    fetched_day(*days)
    return days


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_rss_item_of_the_week_speaks_the_feeds_language(client, week_fetched, language):
    feed = feedparser.parse(client.get(f"/feeds/readings.xml?lang={language}").content)
    entries = [e for e in feed.entries if any(d.isoformat() in e.link for d in week_fetched)]
    assert len(entries) == 7
    for entry in entries:
        assert not KNOWN_ENGLISH.search(entry.title), entry.title
        # The body's own words, outside what is marked as upstream's English.
        [body] = elements(f'<div lang="{language}">{entry.summary}</div>', "div")[:1]
        ours = body.text_in(language)
        assert not KNOWN_ENGLISH.search(ours), (entry.link, KNOWN_ENGLISH.findall(ours))
        # Upstream's English is noted once an item, not once a section.
        assert entry.summary.count('class="upstream-language') == 1, entry.link


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_calendar_event_of_the_week_speaks_the_feeds_language(client, week_fetched, language):
    calendar = Calendar.from_ical(client.get(f"/feeds/readings.ics?lang={language}").content)
    events = [e for e in calendar.walk("VEVENT") if e.decoded("dtstart") in week_fetched]
    assert len(events) == 7
    for event in events:
        summary = str(event.get("summary"))
        assert not KNOWN_ENGLISH.search(summary), summary
        # The portal's lines: the sections' headings, the celebration, "heading: reference".
        readings = str(event.get("description")).split("\n\n")
        ours = [line for line in readings if len(line) < 80 and not line.endswith(")")]
        for line in ours:
            assert not KNOWN_ENGLISH.search(line), line
