"""A Spanish and a Croatian parish in real Chromium: no English word the portal could have known
on the pages it publishes, outside an element marked as upstream's English (`lang="en"`).

"Could have known" is the portal's own vocabulary: weekdays and months, the liturgical
calendar's words (seasons, ranks, colours, reading headings), "Saint" and "Pope", and the
English names of the countries the sandbox's dioceses are in. Upstream's prose (reading texts,
martyrology entries, biographies) is allowed in English only inside a `lang="en"` element.
Screenshots of each page under var/screenshots/.
"""

from __future__ import annotations

import datetime as dt
import re

import pytest
from django.conf import settings

from devtools.warehouse_data import sandbox_collection
from tests.readings import sandbox_days

fetched_day = sandbox_days.fetched_day  # the sandbox's own text, stored as the prefetch does

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Words of the portal's own vocabulary, as upstream writes them in English.
KNOWN_ENGLISH = [
    *("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    *("January", "February", "March", "April", "June", "July", "August", "September"),
    *("October", "November", "December"),
    *("Advent", "Lent", "Easter", "Christmas", "Ordinary Time", "Liturgical season"),
    *("Weekday", "Solemnity", "Feast", "Memorial", "Colour", "Violet", "Lectionary"),
    *("First Reading", "Second Reading", "Responsorial Psalm", "Gospel", "Also remembered"),
    *("Saint", "Blessed", "Pope", "Mass readings for", "Week of"),
    # (Names both languages spell as English does, "Asia", "Portugal", "Chile", are left out.)
    *("Philippines", "Italy", "Croatia", "Spain", "Poland", "United States", "Europe"),
    *("South America",),
    *("Learn more", "Feast day"),
]
_WORD = re.compile(r"\b(?:" + "|".join(re.escape(w) for w in KNOWN_ENGLISH) + r")\b")

# The page's visible text, leaving out whatever sits inside an element marked as another
# language than the page's (upstream's prose) and what is not shown (scripts, hidden parts).
VISIBLE_TEXT_OUTSIDE_FOREIGN = """
() => {
  const page = document.documentElement.lang;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const parts = [];
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const element = node.parentElement;
    if (!element || element.closest("script, style, template, [hidden], [aria-hidden=true]")) {
      continue;
    }
    const marked = element.closest("[lang]");
    if (marked && marked.lang && marked.lang !== page) continue;
    if (!element.getClientRects().length) continue;
    parts.push(node.textContent);
  }
  return parts.join(" ");
}
"""

ADVENT_TUESDAY = dt.date(2026, 12, 1)
IMMACULATE = dt.date(2026, 12, 8)


def in_language(page, live_server, language: str) -> None:
    page.context.add_cookies(
        [{"name": settings.LANGUAGE_COOKIE_NAME, "value": language, "url": live_server.url}]
    )


def english_words(page) -> list[str]:
    return sorted(set(_WORD.findall(page.evaluate(VISIBLE_TEXT_OUTSIDE_FOREIGN))))


@pytest.mark.parametrize("language", ["es", "hr"])
def test_the_public_readings_pages_speak_the_parishs_language(
    page, live_server, fetched_day, take_screenshot, language
):
    fetched_day(ADVENT_TUESDAY, IMMACULATE)
    in_language(page, live_server, language)
    pages = {
        "day": f"/day/{ADVENT_TUESDAY.isoformat()}/",
        "solemnity": f"/day/{IMMACULATE.isoformat()}/",
        "week": f"/week/{ADVENT_TUESDAY.isoformat()}/",
    }
    for name, path in pages.items():
        page.goto(f"{live_server.url}{path}")
        assert page.locator("html").get_attribute("lang") == language
        take_screenshot(page, f"i18n-{language}-{name}")
        assert english_words(page) == [], f"{name}: {path}"
    # The upstream prose is there, marked as English, with the note that says so.
    page.goto(f"{live_server.url}{pages['day']}")
    assert page.locator('.reading [lang="en"]').count() >= 3
    assert page.locator(".upstream-language").first.is_visible()
    assert page.console_errors == []


@pytest.mark.parametrize("language", ["es", "hr"])
def test_the_widget_embedded_with_lang_speaks_it(
    page, live_server, fetched_day, take_screenshot, language, settings
):
    today = dt.date.today()
    fetched_day(today)
    page.goto(f"{live_server.url}/embed/today/?lang={language}")
    assert page.locator("html").get_attribute("lang") == language
    take_screenshot(page, f"i18n-{language}-widget")
    assert english_words(page) == []


@pytest.mark.parametrize("language", ["es", "hr"])
def test_directory_trends_research_and_account_pages_speak_the_language(
    signed_in_page, live_server, sandbox, take_screenshot, language
):
    page = signed_in_page
    collection = sandbox_collection(["dmaml", "dcebu", "dmila", "dzagr"], owner=page.user)
    in_language(page, live_server, language)
    pages = {
        "saint": "/saints/jerome/",
        "pope": "/popes/john-paul-ii/",
        "diocese": "/dioceses/dmaml/",
        "trends": "/trends/dmaml/",
        "research-table": f"/research/{collection.pk}/table/",
        "research-groups": f"/research/{collection.pk}/groups/?by=country",
        "account": "/account/",
    }
    for name, path in pages.items():
        page.goto(f"{live_server.url}{path}")
        assert page.locator("html").get_attribute("lang") == language
        take_screenshot(page, f"i18n-{language}-{name}")
        assert english_words(page) == [], f"{name}: {path}"


# --- The week, the printed day and week, and the widget --------------------------------------

WIDTHS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
ADVENT_WEEK = [dt.date(2026, 11, 30) + dt.timedelta(days=n) for n in range(7)]
PARISH = "Parroquia de San José"
# The saints' names the portal composes: a title before a name the calendar does not know is
# the page's own word ("San", "Sveta"), never upstream's English, even beside a marked name.
NAME_LISTS = ".week-saints, .embed-saints, .also-remembered"
ENGLISH_TITLE = re.compile(r"\b(?:Saint|Saints|St\.|Blessed|Bl\.)\s")
TITLES = {"es": r"San|Santo|Santa|Beato|Beata", "hr": r"Sveti|Sveta|Blaženi|Blažena"}


def composed_names(page) -> list[str]:
    """The text of each list of saints' names the page shows, foreign parts included."""
    return page.locator(NAME_LISTS).evaluate_all(
        "lists => lists.filter(l => l.getClientRects().length).map(l => l.textContent)"
    )


def check_the_names(page, language: str) -> None:
    lists = composed_names(page)
    assert lists, "no list of saints on the page"
    for text in lists:
        assert not ENGLISH_TITLE.search(text), text
    assert re.search(rf"\b(?:{TITLES[language]})\b", " ".join(lists))


@pytest.mark.parametrize("language", ["es", "hr"])
def test_the_week_on_screen_and_printed_speaks_the_parishs_language(
    page, live_server, fetched_day, take_screenshot, settings, language
):
    settings.PARISH_NAME = PARISH
    fetched_day(*ADVENT_WEEK)
    in_language(page, live_server, language)
    for width, viewport in WIDTHS.items():
        page.set_viewport_size(viewport)
        for media in ("screen", "print"):
            page.emulate_media(media=media)
            page.goto(f"{live_server.url}/week/{ADVENT_WEEK[0].isoformat()}/")
            assert page.locator("html").get_attribute("lang") == language
            header = page.locator(".parish-name")
            assert header.is_visible() and header.text_content() == PARISH
            name = f"i18n-{language}-week-{'printed-' if media == 'print' else ''}{width}"
            take_screenshot(page, name)
            assert english_words(page) == [], name
            check_the_names(page, language)
            # Every day of the week has its saints, each name composed in the language.
            assert page.locator(".week-saints").count() == 7
    assert page.console_errors == []


@pytest.mark.parametrize("language", ["es", "hr"])
def test_the_printed_day_speaks_the_parishs_language_and_notes_english_once(
    page, live_server, fetched_day, take_screenshot, settings, language
):
    settings.PARISH_NAME = PARISH
    fetched_day(ADVENT_TUESDAY, IMMACULATE)
    in_language(page, live_server, language)
    for day in (ADVENT_TUESDAY, IMMACULATE):
        page.goto(f"{live_server.url}/day/{day.isoformat()}/")
        page.emulate_media(media="print")
        header = page.locator(".parish-name")
        assert header.is_visible() and header.text_content() == PARISH
        take_screenshot(page, f"i18n-{language}-day-printed-{day.isoformat()}")
        assert english_words(page) == [], day
        notes = page.locator(".upstream-language")
        assert notes.count() == 1 and notes.first.is_visible(), day
    assert page.console_errors == []


@pytest.mark.parametrize("language", ["es", "hr"])
def test_the_widget_in_each_form_names_the_saints_in_the_language(
    page, live_server, fetched_day, take_screenshot, language
):
    fetched_day(dt.date.today())
    for query, name in [("", "full"), ("&compact=1", "compact")]:
        page.goto(f"{live_server.url}/embed/today/?lang={language}{query}")
        assert page.locator("html").get_attribute("lang") == language
        take_screenshot(page, f"i18n-{language}-widget-{name}")
        assert english_words(page) == [], name
        assert page.locator(".upstream-language").count() <= 1
    check_the_names(page, language)  # the short form lists the names
    assert page.console_errors == []
