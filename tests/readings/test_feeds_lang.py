"""The RSS and iCalendar feeds: every prefetched date with its readings and saints, in the
language `?lang=` asks for; the homepage's box of feed links and widget code."""

import datetime as dt
import email.utils
from xml.etree import ElementTree

import pytest
from django.conf import settings
from django.utils import formats, timezone, translation
from icalendar import Calendar

from portal.readings.selectors import FEED_DAYS_BEHIND
from portal.vocabulary import bible
from tests.html import one, some, text, texts
from tests.html import page as parse

pytestmark = pytest.mark.django_db


def today():
    return timezone.localdate()


@pytest.fixture
def stored_window(stored_day):
    """What the prefetch leaves after running for a while: a week back through the window."""
    first = -FEED_DAYS_BEHIND
    last = settings.READINGS_PREFETCH_DAYS
    days = [today() + dt.timedelta(days=offset) for offset in range(first, last + 1)]
    for day in days:
        stored_day(day, saints=f"{day:%d %B}: Saint Andrew. Saint of {day.isoformat()}.")
    return days


def title_for(day: dt.date, language: str) -> str:
    """An item's title: the date as a day page's heading writes it ("Tuesday, 1 December 2026")."""
    with translation.override(language):
        date = formats.date_format(day, "WEEKDAY_DATE_FORMAT")
        return translation.gettext("Readings for %(date)s") % {"date": date}


def rss(client, query=""):
    response = client.get(f"/feeds/readings.xml{query}")
    assert response.status_code == 200, response.content[:300]
    assert response["Content-Type"].startswith("application/rss+xml")
    return response, ElementTree.fromstring(response.content)  # noqa: S314 # our own feed


def test_rss_carries_every_prefetched_date_with_its_readings_and_saints(
    client, stored_window, stored_day
):
    # Dates beyond the feed's reach, on either side, stay out of it.
    stored_day(today() - dt.timedelta(days=FEED_DAYS_BEHIND + 1))
    stored_day(today() + dt.timedelta(days=settings.READINGS_PREFETCH_DAYS + 1))

    _response, feed = rss(client)
    items = feed.findall("channel/item")
    assert len(items) == len(stored_window) >= 14
    links = [item.findtext("link") for item in items]
    # Newest date first; each item links to the page of its date.
    expected = [f"http://testserver/day/{day.isoformat()}/" for day in reversed(stored_window)]
    assert links == expected
    for item, day in zip(items, reversed(stored_window), strict=True):
        description = item.findtext("description")
        assert "Romans 10:9-18" in description
        assert f"Saint of {day.isoformat()}" in description  # the saints of that very date
        assert "Saints of the day" in texts(parse(description), "h2")
        assert item.findtext("title") == title_for(day, "en")


def test_rss_guids_are_stable_and_pubdates_are_the_start_of_each_date(client, stored_window):
    _response, first = rss(client)
    _response, again = rss(client, "?lang=hr")
    guids = [item.findtext("guid") for item in first.findall("channel/item")]
    assert guids == [item.findtext("guid") for item in again.findall("channel/item")]
    assert len(set(guids)) == len(guids)
    assert guids[-1] == f"http://testserver/day/{stored_window[0].isoformat()}/"

    zone = timezone.get_default_timezone()
    for item, day in zip(first.findall("channel/item"), reversed(stored_window), strict=True):
        published = email.utils.parsedate_to_datetime(item.findtext("pubDate"))
        assert published == dt.datetime.combine(day, dt.time.min, tzinfo=zone)


def test_rss_last_build_date_is_when_the_newest_text_was_fetched(client, stored_window):
    from portal.readings.models import MassReadings

    newest = max(MassReadings.objects.values_list("fetched_at", flat=True))
    response, feed = rss(client)
    built = email.utils.parsedate_to_datetime(feed.findtext("channel/lastBuildDate"))
    # RFC 2822 dates have whole seconds; the days ahead (future pubDates) do not count.
    assert built == newest.replace(microsecond=0)
    assert email.utils.parsedate_to_datetime(response["Last-Modified"]) == built


def test_rss_without_readings_still_carries_the_saints(client, stored_day):
    stored_day(today(), readings="")
    _response, feed = rss(client)
    [item] = feed.findall("channel/item")
    assert "Saint Andrew" in item.findtext("description")
    assert "Mass readings" not in item.findtext("description")


@pytest.mark.parametrize(
    ("lang", "channel_title", "saints_label"),
    [
        ("es", "Lecturas diarias de la Misa · Magisterium Portal", "Santos del día"),
        ("it", "Letture della Messa del giorno · Magisterium Portal", "Santi del giorno"),
        ("ES", "Lecturas diarias de la Misa · Magisterium Portal", "Santos del día"),
    ],
)
def test_lang_renders_the_feeds_own_words(client, stored_window, lang, channel_title, saints_label):
    code = lang.lower()
    response, feed = rss(client, f"?lang={lang}")
    assert response["Content-Language"] == code
    assert feed.findtext("channel/title") == channel_title
    assert feed.findtext("channel/language") == code
    # The feed's own address keeps the language, so a reader that follows it stays in it.
    atom_self = feed.find("channel/{http://www.w3.org/2005/Atom}link")
    assert atom_self.get("href") == f"http://testserver/feeds/readings.xml?lang={code}"
    item = feed.find("channel/item")
    day = stored_window[-1]
    assert item.findtext("title") == title_for(day, code)
    with translation.override(code):
        assert formats.date_format(day, "DATE_FORMAT") in item.findtext("title")
    assert "Readings" not in item.findtext("title")
    assert saints_label in texts(parse(item.findtext("description")), "h2")
    # The reference is the portal's to write, in the feed's language (book, punctuation);
    # the reading's text stays as upstream wrote it, marked with its language.
    assert bible.localize_reference("Romans 10:9-18", code.lower()) in item.findtext("description")
    assert 'lang="en"' in item.findtext("description")


def test_without_lang_the_feed_follows_the_negotiated_language(client, stored_day):
    stored_day(today())
    _response, feed = rss(client)
    assert feed.findtext("channel/language") == "en"
    _response, feed = rss(client.__class__(headers={"accept-language": "pt"}))
    assert feed.findtext("channel/language") == "pt"
    assert feed.findtext("channel/title") == "Leituras diárias da Missa · Magisterium Portal"


@pytest.mark.parametrize("url", ["/feeds/readings.xml", "/feeds/readings.ics", "/embed/today/"])
@pytest.mark.parametrize("value", ["sp", "es-MX", "<b>x</b>", "english"])
def test_an_unknown_lang_gets_a_clear_400_naming_the_choices(client, url, value):
    response = client.get(url, {"lang": value})
    assert response.status_code == 400
    assert response["Content-Type"] == "text/plain; charset=utf-8"
    body = response.content.decode()
    assert f"Unknown language “{value}”" in body
    assert "en, es, pt, it, hr" in body


def test_ical_carries_the_saints_and_takes_lang(client, stored_window):
    response = client.get("/feeds/readings.ics?lang=es")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/calendar")
    assert response["Content-Language"] == "es"
    calendar = Calendar.from_ical(response.content)
    assert str(calendar.get("x-wr-calname")) == "Lecturas diarias de la Misa"
    assert str(calendar.get("prodid")).endswith("//ES")
    events = calendar.walk("VEVENT")
    assert [e.decoded("dtstart") for e in events] == stored_window
    for event, day in zip(events, stored_window, strict=True):
        description = str(event.get("description"))
        assert description.startswith("Lecturas de la Misa\n\n")
        assert "\n\nSantos del día\n\n" in description
        assert f"Saint of {day.isoformat()}" in description
        assert str(event.get("url")) == f"http://testserver/day/{day.isoformat()}/"
        assert str(event.get("uid")) == f"readings-{day.isoformat()}@testserver"

    english = Calendar.from_ical(client.get("/feeds/readings.ics?lang=en").content)
    assert str(english.get("x-wr-calname")) == "Daily Mass readings"
    assert "\n\nSaints of the day\n\n" in str(english.walk("VEVENT")[0].get("description"))
    # The same events in every language: a calendar subscribed twice does not double them.
    assert [str(e.get("uid")) for e in english.walk("VEVENT")] == [
        str(e.get("uid")) for e in events
    ]


def _snippet(html_page: str) -> str:
    found = parse(html_page).select("textarea[data-embed-snippet]")
    assert found, "no widget code on the page"
    return found[0].get_text()  # the code as a parish copies it, unescaped


def test_homepage_box_gives_the_feeds_and_widget_code_in_the_chosen_language(client, stored_day):
    stored_day(today())
    page = client.get("/").content.decode()
    snippet = _snippet(page)
    assert 'src="http://testserver/embed/today/?lang=en" title="Today’s readings"' in snippet
    host = one(parse(snippet), 'script[src="http://testserver/embed/host.js"][async]')
    assert not host.contents  # the script is loaded, nothing inline
    assert 'href="http://testserver/feeds/readings.xml?lang=en"' in page
    assert 'href="http://testserver/feeds/readings.ics?lang=en"' in page
    # Feed readers that discover the feeds from the page get the page's language.
    assert 'title="Daily Mass readings (RSS)" href="/feeds/readings.xml?lang=en"' in page

    spanish = client.get("/?embed_lang=es").content.decode()
    snippet = _snippet(spanish)
    some(
        parse(snippet),
        'iframe[src="http://testserver/embed/today/?lang=es"][title="Lecturas de hoy"]',
    )
    assert 'href="http://testserver/feeds/readings.xml?lang=es"' in spanish
    chosen = some(parse(spanish), 'option[value="es"][lang="es"][selected]')
    assert text(chosen).startswith("Español")
    # A junk choice falls back to the page's language.
    assert "?lang=en" in _snippet(client.get("/?embed_lang=xx").content.decode())


def test_homepage_in_croatian_offers_the_croatian_snippet(client, stored_day):
    stored_day(today())
    client.post("/i18n/setlang/", {"language": "hr", "next": "/"})
    assert "/embed/today/?lang=hr" in _snippet(client.get("/").content.decode())
