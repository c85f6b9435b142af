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
